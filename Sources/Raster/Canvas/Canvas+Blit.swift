/// Drawing a pixmap at a whole-pixel position: no resampling, so the pixels land unchanged.
extension Canvas {
    /// Draws `image` (premultiplied) with its top-left corner at device pixel (x, y), source-over
    /// with `opacity`, ignoring the transform; the clip, if any, still applies through its bounds.
    public mutating func blit(_ image: Pixmap, atPixelX x: Int, y: Int, opacity: Double = 1) {
        let o = PixelOps.fraction(of: opacity)
        guard o > 0 else { return }
        let target = PixelRect(x0: x, y0: y, x1: x + image.width, y1: y + image.height)
        let r = target.intersection(state.clip?.bounds ?? bounds).intersection(bounds)
        guard !r.isEmpty else { return }
        let w = width, iw = image.width
        image.withPackedPixels { s in
            pixmap.withMutablePackedPixels { d in
                for row in r.y0..<r.y1 {
                    let src = (row - y) * iw - x
                    for i in r.x0..<r.x1 {
                        let p = s[src + i]
                        guard p != 0 else { continue }
                        d[row * w + i] = PixelOps.sourceOver(p, d[row * w + i], fraction: o)
                    }
                }
            }
        }
        markDrawn(r)
    }
}
