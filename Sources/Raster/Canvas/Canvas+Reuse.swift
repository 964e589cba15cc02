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
