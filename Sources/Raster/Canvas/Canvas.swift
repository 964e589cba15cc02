/// A drawing surface over a `Pixmap`: a current transform and clip with save/restore,
/// group-opacity layers, and the drawing operations (fills, strokes, shadows, images).
///
/// Coordinates passed to drawing calls are mapped by the current transform into device pixels;
/// pixel (i, j) covers `[i, i+1) × [j, j+1)`. All blending is source-over on premultiplied
/// sRGB colour, with no linearisation, as Core Graphics and Core Animation do.
public struct Canvas: Sendable {
    struct State: Sendable {
        var transform: Transform = .identity
        var clip: ClipMask? = nil
    }

    struct Layer: Sendable {
        var parent: Pixmap
        /// What had been drawn into the parent when the layer began.
        var parentDrawn: PixelRect?
        var opacity: Double
        var stackDepth: Int
    }

    /// The pixels drawn so far (the current layer's, while a layer is open).
    public internal(set) var pixmap: Pixmap
    var state = State()
    var stack: [State] = []
    var layers: [Layer] = []
    var scratch: [UInt32] = []
    /// The pixels written into the current pixmap (the current layer's) so far, or nil: layers
    /// composite and cast shadows from this rectangle only, not from the whole canvas.
    var drawn: PixelRect?

    /// Notes that pixels in `r` may have been written.
    mutating func markDrawn(_ r: PixelRect) {
        guard !r.isEmpty else { return }
        if let d = drawn {
            drawn = PixelRect(x0: min(d.x0, r.x0), y0: min(d.y0, r.y0), x1: max(d.x1, r.x1), y1: max(d.y1, r.y1))
        } else {
            drawn = r
        }
    }

    /// Flattening tolerance in device pixels.
    public var tolerance = Flattening.defaultTolerance

    /// A canvas over existing pixels.
    public init(pixmap: Pixmap) {
        self.pixmap = pixmap
    }

    /// A transparent canvas; nil for a non-positive or absurd size.
    public init?(width: Int, height: Int) {
        guard let p = Pixmap(width: width, height: height) else { return nil }
        self.init(pixmap: p)
    }

    public var width: Int { pixmap.width }
    public var height: Int { pixmap.height }
    var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

    /// The current transform from drawing coordinates to device pixels.
    public var transform: Transform { state.transform }

    /// Pushes the transform and clip.
    public mutating func save() {
        stack.append(state)
    }

    /// Pops the transform and clip (and closes a layer opened at this depth).
    public mutating func restore() {
        if layers.last?.stackDepth == stack.count {
            endLayer()
            return
        }
        guard let s = stack.popLast() else { return }
        state = s
    }

    /// Replaces the current transform.
    public mutating func setTransform(_ t: Transform) {
        state.transform = t
    }

    /// Applies `t` to coordinates before the current transform (like `CGContextConcatCTM`).
    public mutating func concatenate(_ t: Transform) {
        state.transform = state.transform.preConcatenating(t)
    }

    public mutating func translate(_ x: Double, _ y: Double) { concatenate(.translation(x, y)) }
    public mutating func scale(_ sx: Double, _ sy: Double) { concatenate(.scale(sx, sy)) }

    /// Intersects the clip with a path (anti-aliased).
    public mutating func clip(to path: Path, rule: FillRule = .nonZero) {
        var mask = ClipMask(width: width, height: height)
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        rasterize(path.applying(state.transform), rule: rule, within: state.clip?.bounds ?? bounds) { y, x0, cov in
            mask.coverage.withUnsafeMutableBufferPointer { m in
                for i in 0..<cov.count { m[y * width + x0 + i] = cov[i] }
            }
            minY = min(minY, y); maxY = max(maxY, y + 1)
            minX = min(minX, x0); maxX = max(maxX, x0 + cov.count)
        }
        mask.bounds = minX <= maxX ? PixelRect(x0: minX, y0: minY, x1: maxX, y1: maxY) : PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        if var existing = state.clip {
            existing.intersect(mask)
            state.clip = existing
        } else {
            state.clip = mask
        }
    }

    /// Starts a group drawn into a transparent layer, composited with `opacity` by the matching
    /// `endLayer()` (or `restore()`). Unlike per-shape opacity, overlapping shapes inside the
    /// group do not show through each other.
    public mutating func beginLayer(opacity: Double) {
        save()
        let fresh = Pixmap(width: width, height: height)!
        layers.append(Layer(parent: pixmap, parentDrawn: drawn, opacity: opacity, stackDepth: stack.count))
        pixmap = fresh
        drawn = nil
    }

    /// Composites the innermost layer onto what lies below it and restores the state saved
    /// when it began.
    public mutating func endLayer() {
        guard !layers.isEmpty else { return }
        let content = pixmap, region = drawn
        let opacity = endLayerWithoutCompositing()
        if let region { composite(content, opacity: opacity, region: region) }
    }

    /// Pops the innermost layer: back to its parent's pixels and the state saved when it began
    /// (dropping any state saved inside it and not restored). Returns the layer's opacity. The
    /// parent's pixels are moved back, not shared, so that drawing on them next copies nothing.
    mutating func endLayerWithoutCompositing() -> Double {
        var layer = layers.removeLast()
        swap(&pixmap, &layer.parent)
        drawn = layer.parentDrawn
        if stack.count > layer.stackDepth { stack.removeLast(stack.count - layer.stackDepth) }
        if let s = stack.popLast() { state = s }
        return layer.opacity
    }

    /// Draws a whole pixmap of the canvas's size over the canvas with an opacity (0...1).
    public mutating func composite(_ source: Pixmap, opacity: Double) {
        composite(source, opacity: opacity, region: bounds)
    }

    /// Draws the pixels of `source` (the canvas's size) inside `region` over the canvas.
    mutating func composite(_ source: Pixmap, opacity: Double, region: PixelRect) {
        let r = region.intersection(bounds)
        guard source.width == width, source.height == height, !r.isEmpty else { return }
        let o = PixelOps.fraction(of: opacity)
        guard o > 0 else { return }
        let w = width
        source.withPackedPixels { s in
            pixmap.withMutablePackedPixels { d in
                for y in r.y0..<r.y1 {
                    for i in (y * w + r.x0)..<(y * w + r.x1) where s[i] != 0 {
                        d[i] = PixelOps.sourceOver(s[i], d[i], fraction: o)
                    }
                }
            }
        }
        markDrawn(r)
    }

    /// Rasterizes a device-space path, calling `row` for each row of coverage within `rect`.
    func rasterize(
        _ devicePath: Path, rule: FillRule, within rect: PixelRect,
        row: (Int, Int, UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let clip = rect.intersection(bounds)
        guard !clip.isEmpty else { return }
        var r = CoverageRasterizer(clip: clip)
        r.add(polylines: Flattening.polylines(of: devicePath, tolerance: tolerance))
        r.rasterize(rule: rule, row: row)
    }
}
