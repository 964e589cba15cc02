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

    /// Straight RGBA8 bytes to premultiplied, from `source` into `destination`: the values of
    /// `premultiplyInPlace(_:)`. Opaque pixels, most of a frame, are copied two at a time.
    public static func premultiply(_ source: UnsafeRawPointer, into destination: UnsafeMutableRawPointer, byteCount: Int) {
        convertingPairs(source, into: destination, byteCount: byteCount, premultiplyPixels)
    }

    @inline(__always)
    private static func premultiplyPixels(_ s: UnsafeRawPointer, _ d: UnsafeMutableRawPointer, count: Int) {
        let src = s.assumingMemoryBound(to: UInt8.self), dst = d.assumingMemoryBound(to: UInt8.self)
        for p in 0..<count {
            let i = p * 4
            let a = src[i + 3]
            dst[i] = a == 255 ? src[i] : premultiply(src[i], alpha: a)
            dst[i + 1] = a == 255 ? src[i + 1] : premultiply(src[i + 1], alpha: a)
            dst[i + 2] = a == 255 ? src[i + 2] : premultiply(src[i + 2], alpha: a)
            dst[i + 3] = a
        }
    }

    /// Premultiplied RGBA8 bytes to straight alpha, as a new array.
    public static func unpremultiplied(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        out.withUnsafeMutableBytes { p in
            guard let base = p.baseAddress else { return }
            unpremultiply(base, into: base, byteCount: p.count)
        }
        return out
    }

    /// Premultiplied RGBA8 bytes to straight alpha, from `source` into `destination` (which may
    /// be the same memory): the same values as `unpremultiplied(_:)`. Opaque pixels, most of a
    /// frame, are copied two at a time.
    public static func unpremultiply(_ source: UnsafeRawPointer, into destination: UnsafeMutableRawPointer, byteCount: Int) {
        convertingPairs(source, into: destination, byteCount: byteCount, unpremultiplyPixels)
    }

    /// Copies `byteCount` bytes of RGBA8 from `source` to `destination` two pixels at a time where
    /// both are opaque (which both conversions leave as they are), converting the others with
    /// `convert` (source, destination, pixel count).
    @inline(__always)
    private static func convertingPairs(
        _ source: UnsafeRawPointer, into destination: UnsafeMutableRawPointer, byteCount: Int,
        _ convert: (UnsafeRawPointer, UnsafeMutableRawPointer, Int) -> Void
    ) {
        let pairs = byteCount / 8
        let opaque: UInt64 = 0xFF00_0000_FF00_0000
        for k in 0..<pairs {
            let v = source.loadUnaligned(fromByteOffset: k * 8, as: UInt64.self)
            if v & opaque == opaque {
                destination.storeBytes(of: v, toByteOffset: k * 8, as: UInt64.self)
            } else {
                convert(source + k * 8, destination + k * 8, 2)
            }
        }
        if byteCount % 8 >= 4 { convert(source + pairs * 8, destination + pairs * 8, 1) }
    }

    @inline(__always)
    private static func unpremultiplyPixels(_ s: UnsafeRawPointer, _ d: UnsafeMutableRawPointer, count: Int) {
        let src = s.assumingMemoryBound(to: UInt8.self), dst = d.assumingMemoryBound(to: UInt8.self)
        for p in 0..<count {
            let i = p * 4
            let a = src[i + 3]
            dst[i] = a == 255 ? src[i] : unpremultiply(src[i], alpha: a)
            dst[i + 1] = a == 255 ? src[i + 1] : unpremultiply(src[i + 1], alpha: a)
            dst[i + 2] = a == 255 ? src[i + 2] : unpremultiply(src[i + 2], alpha: a)
            dst[i + 3] = a
        }
    }
}
