/// A canvas reused from frame to frame: it starts each frame as a base image, and only what the
/// previous frame drew is put back, so a frame costs what it draws rather than the whole screen.
extension Canvas {
    /// The device pixels drawn on since the canvas was made or last reset (nil: none): outside it,
    /// the pixels are still those the canvas started from.
    public var drawnRegion: PixelRect? { drawn }

    /// Whether the pixels of `rect` are still those the canvas started from: nothing was drawn
    /// on them since it was made or last reset, and no layer is open (a layer's pixels are its
    /// own, not the image's).
    public func isUntouched(_ rect: PixelRect) -> Bool {
        guard layers.isEmpty else { return false }
        guard let drawn else { return true }
        return drawn.intersection(rect).isEmpty
    }

    /// Whether the canvas is in the state it starts a frame in: identity transform, no clip,
    /// nothing saved, no layer open.
    public var isAtInitialState: Bool {
        stack.isEmpty && layers.isEmpty && state.clip == nil && state.transform == .identity
    }

    /// Writes `pixels` with their top left at device pixel (`x`, `y`) as they are — replacing,
    /// not blending — and notes them drawn. They must lie inside the canvas.
    public mutating func replacePixels(with pixels: Pixmap, atPixelX x: Int, y: Int) {
        let r = PixelRect(x0: x, y0: y, x1: x + pixels.width, y1: y + pixels.height)
        precondition(r.intersection(bounds) == r, "pixels replaced outside the canvas")
        guard !r.isEmpty else { return }
        let rowBytes = pixels.width * 4, w = width
        pixels.bytes.withUnsafeBytes { src in
            pixmap.bytes.withUnsafeMutableBytes { dst in
                for row in 0..<pixels.height {
                    (dst.baseAddress! + ((y + row) * w + x) * 4).copyMemory(from: src.baseAddress! + row * rowBytes, byteCount: rowBytes)
                }
            }
        }
        markDrawn(r)
    }

    /// Puts `base`'s pixels back inside `region` (what the last frame drew; nil: nothing) and
    /// starts afresh: identity transform, no clip, no saved state or open layer, nothing drawn.
    /// `base` must be the image the canvas started from (same size); outside `region` the canvas
    /// must still hold it.
    public mutating func reset(to base: Pixmap, restoring region: PixelRect?) {
        precondition(base.width == width && base.height == height, "a canvas resets to an image of its own size")
        if !layers.isEmpty { pixmap = layers[0].parent }
        layers.removeAll()
        stack.removeAll()
        state = State()
        drawn = nil
        guard let region else { return }
        let r = region.intersection(bounds)
        guard !r.isEmpty else { return }
        let rowBytes = (r.x1 - r.x0) * 4, w = width
        base.bytes.withUnsafeBytes { src in
            pixmap.bytes.withUnsafeMutableBytes { dst in
                for y in r.y0..<r.y1 {
                    let offset = (y * w + r.x0) * 4
                    (dst.baseAddress! + offset).copyMemory(from: src.baseAddress! + offset, byteCount: rowBytes)
                }
            }
        }
    }
}
