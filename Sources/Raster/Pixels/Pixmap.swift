/// A rectangular image of premultiplied RGBA8 pixels in sRGB, rows top to bottom,
/// four bytes per pixel with no padding between rows.
///
/// Premultiplied means each colour channel is already multiplied by alpha
/// (rounded to nearest), so a fully transparent pixel is always `0, 0, 0, 0`.
public struct Pixmap: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A (premultiplied) per pixel.
    public var bytes: [UInt8]

    /// A transparent pixmap. Returns nil when a side is not positive or the
    /// pixel count would overflow.
    public init?(width: Int, height: Int) {
        // Check height · 4 before computing it: an overflowing product traps instead of giving nil.
        guard width > 0, height > 0, height <= Int.max / 4 else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height * 4)
        guard !overflow else { return nil }
        self.width = width
        self.height = height
        self.bytes = ZeroedBytes.make(count: count)
    }

    /// Wraps existing premultiplied bytes. Returns nil when the byte count
    /// does not match `width * height * 4`.
    public init?(width: Int, height: Int, premultipliedBytes: [UInt8]) {
        guard width > 0, height > 0, premultipliedBytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = premultipliedBytes
    }

    /// The premultiplied colour at a pixel.
    public subscript(x: Int, y: Int) -> PremultipliedColor {
        get {
            let i = (y * width + x) * 4
            return PremultipliedColor(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            bytes[i] = newValue.r
            bytes[i + 1] = newValue.g
            bytes[i + 2] = newValue.b
            bytes[i + 3] = newValue.a
        }
    }

    /// Fills every pixel with one colour.
    public mutating func fill(_ color: PremultipliedColor) {
        bytes.withUnsafeMutableBufferPointer { buf in
            var i = 0
            while i < buf.count {
                buf[i] = color.r; buf[i + 1] = color.g; buf[i + 2] = color.b; buf[i + 3] = color.a
                i += 4
            }
        }
    }
}
