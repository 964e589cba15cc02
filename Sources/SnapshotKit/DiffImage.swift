import Raster

/// The picture of a difference: the expected frame washed out to a faint grey, with every
/// differing pixel painted solid magenta, so the change stands out whatever the content.
public enum DiffImage {
    public static let highlight: (r: UInt8, g: UInt8, b: UInt8) = (255, 0, 255)

    /// Straight RGBA pixels of the diff image for two straight RGBA images of the same size.
    public static func make(expected e: [UInt8], actual a: [UInt8], width: Int, height: Int, channel: Int = 0) -> [UInt8] {
        var out = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: width * height * 4, by: 4) {
            let d = max(
                max(abs(Int(e[i]) - Int(a[i])), abs(Int(e[i + 1]) - Int(a[i + 1]))),
                max(abs(Int(e[i + 2]) - Int(a[i + 2])), abs(Int(e[i + 3]) - Int(a[i + 3]))))
            if d > channel {
                out[i] = highlight.r; out[i + 1] = highlight.g; out[i + 2] = highlight.b
            } else {
                // Luma of the expected pixel over white, at a quarter strength: 255 − (255 − Y)·α/4.
                let y = (299 * Int(e[i]) + 587 * Int(e[i + 1]) + 114 * Int(e[i + 2])) / 1000
                let v = 255 - (255 - y) * Int(e[i + 3]) / 255 / 4
                out[i] = UInt8(v); out[i + 1] = UInt8(v); out[i + 2] = UInt8(v)
            }
        }
        return out
    }
}
