/// Conversions between straight and premultiplied alpha for 8-bit channels,
/// both rounded to nearest, so a round trip changes no opaque pixel.
public enum Premultiply {
    /// `round(c * a / 255)`, computed exactly in integers.
    @inline(__always)
    public static func premultiply(_ c: UInt8, alpha a: UInt8) -> UInt8 {
        UInt8((UInt32(c) * UInt32(a) * 2 + 255) / 510)
    }

    /// `round(c * 255 / a)`, clamped to 255; 0 when `a` is 0.
    @inline(__always)
    public static func unpremultiply(_ c: UInt8, alpha a: UInt8) -> UInt8 {
        guard a != 0 else { return 0 }
        let v = (UInt32(c) * 255 * 2 + UInt32(a)) / (2 * UInt32(a))
        return UInt8(min(v, 255))
    }

    /// Straight RGBA8 bytes to premultiplied, in place.
    public static func premultiplyInPlace(_ bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i + 3 < p.count {
                let a = p[i + 3]
                if a != 255 {
                    p[i] = premultiply(p[i], alpha: a)
                    p[i + 1] = premultiply(p[i + 1], alpha: a)
                    p[i + 2] = premultiply(p[i + 2], alpha: a)
                }
                i += 4
            }
        }
    }

    /// Premultiplied RGBA8 bytes to straight alpha, as a new array.
    public static func unpremultiplied(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i + 3 < p.count {
                let a = p[i + 3]
                if a != 255 {
                    p[i] = unpremultiply(p[i], alpha: a)
                    p[i + 1] = unpremultiply(p[i + 1], alpha: a)
                    p[i + 2] = unpremultiply(p[i + 2], alpha: a)
                }
                i += 4
            }
        }
        return out
    }
}
