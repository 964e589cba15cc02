/// Halving an image with a 2 × 2 box filter, to draw it much smaller than it is without aliasing.
extension Pixmap {
    /// The image at half the width and height (rounded up), each pixel the rounded mean of the
    /// 2 × 2 block it covers (edge blocks reuse their last row or column).
    public func halved() -> Pixmap {
        let w = (width + 1) / 2, h = (height + 1) / 2
        var out = Pixmap(width: w, height: h)!
        for y in 0..<h {
            let y0 = 2 * y, y1 = min(2 * y + 1, height - 1)
            for x in 0..<w {
                let x0 = 2 * x, x1 = min(2 * x + 1, width - 1)
                for c in 0..<4 {
                    let sum =
                        Int(bytes[(y0 * width + x0) * 4 + c]) + Int(bytes[(y0 * width + x1) * 4 + c])
                        + Int(bytes[(y1 * width + x0) * 4 + c]) + Int(bytes[(y1 * width + x1) * 4 + c])
                    out.bytes[(y * w + x) * 4 + c] = UInt8((sum + 2) / 4)
                }
            }
        }
        return out
    }
}
