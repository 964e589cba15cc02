import Raster

/// A close-up of a changed box: expected, actual and diff cut to the box (with a margin of
/// context), side by side on a grey ground, each pixel enlarged to a square so a change of a
/// few pixels in a full-screen frame is plain to see.
public enum ZoomImage {
    /// Context kept around the changed box, in pixels of the frame.
    static let margin = 8
    /// The enlarged panels aim at this size on their longer side (never shrunk, at most 16×).
    static let targetSide = 320
    static let gap = 6

    /// Straight RGBA of the close-up, and its size.
    public static func make(
        expected: [UInt8], actual: [UInt8], diff: [UInt8], width: Int, height: Int,
        box: PixelRect
    ) -> (bytes: [UInt8], width: Int, height: Int) {
        let x0 = max(0, box.x0 - margin), y0 = max(0, box.y0 - margin)
        let x1 = min(width, box.x1 + margin), y1 = min(height, box.y1 + margin)
        let w = max(1, x1 - x0), h = max(1, y1 - y0)
        let zoom = max(1, min(16, targetSide / max(w, h)))
        let panelW = w * zoom, panelH = h * zoom
        let outW = panelW * 3 + gap * 4, outH = panelH + gap * 2
        var out = [UInt8](repeating: 0, count: outW * outH * 4)
        for i in stride(from: 0, to: out.count, by: 4) { out[i] = 142; out[i + 1] = 142; out[i + 2] = 147; out[i + 3] = 255 }
        for (p, source) in [expected, actual, diff].enumerated() {
            let left = gap + p * (panelW + gap)
            for y in 0..<panelH {
                let sy = y0 + y / zoom
                var o = ((gap + y) * outW + left) * 4
                for x in 0..<panelW {
                    let s = (sy * width + x0 + x / zoom) * 4
                    // Over white, so transparent pixels read as the page would show them.
                    let a = Int(source[s + 3])
                    for c in 0..<3 { out[o + c] = UInt8((Int(source[s + c]) * a + 255 * (255 - a) + 127) / 255) }
                    out[o + 3] = 255
                    o += 4
                }
            }
        }
        return (out, outW, outH)
    }
}
