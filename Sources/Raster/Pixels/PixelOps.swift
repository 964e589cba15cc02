/// Integer arithmetic on premultiplied RGBA8 pixels packed little-endian in a `UInt32`
/// (R in the low byte, as the bytes lie in memory), with exact rounding.
enum PixelOps {
    @inline(__always)
    static func pack(_ c: PremultipliedColor) -> UInt32 {
        UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
    }

    @inline(__always)
    static func unpack(_ p: UInt32) -> PremultipliedColor {
        PremultipliedColor(r: UInt8(p & 0xFF), g: UInt8((p >> 8) & 0xFF), b: UInt8((p >> 16) & 0xFF), a: UInt8(p >> 24))
    }

    /// `round(a · b / 255)` for a, b in 0...255, exact.
    @inline(__always)
    static func mul255(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a * b + 128
        return (t + (t >> 8)) >> 8
    }

    /// Every channel of `p` times `s / 255`, rounded.
    @inline(__always)
    static func scale(_ p: UInt32, _ s: UInt32) -> UInt32 {
        if s == 255 { return p }
        if s == 0 { return 0 }
        // Two channels at a time in 16-bit lanes.
        let rb = (p & 0x00FF_00FF) * s + 0x0080_0080
        let ga = ((p >> 8) & 0x00FF_00FF) * s + 0x0080_0080
        let rbr = ((rb + ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        let gar = ((ga + ((ga >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        return rbr | (gar << 8)
    }

    /// Source-over: `src + dst · (1 − srcα)` on premultiplied colour.
    @inline(__always)
    static func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let sa = src >> 24
        if sa == 255 { return src }
        if sa == 0 { return dst }
        return src &+ scale(dst, 255 - sa)
    }

    // MARK: Opacity
    //
    // An opacity (a layer's, an image's) is kept as a fraction of 65536, as Core Animation keeps
    // a float, not of 255: quantised to 8 bits, 0.45 becomes 115/255 and the background's share
    // 140/255 instead of 0.55, and with the layer's colour rounded before the blend a layer at
    // 0.45 over white came out 0.25 to 0.57 levels dark on average (0.65 on a flat colour).
    // Everything is rounded to nearest.

    /// The fraction of 65536 nearest `opacity` (clamped to 0...1): 65536 is opaque.
    @inline(__always)
    static func fraction(of opacity: Double) -> UInt32 {
        UInt32((Clamp.unit(opacity) * 65536).rounded())
    }

    /// Every channel of `p` times `f / 65536`, rounded to nearest; `p` itself when `f` is 65536.
    @inline(__always)
    static func scale(_ p: UInt32, fraction f: UInt32) -> UInt32 {
        if f >= 65536 { return p }
        if f == 0 { return 0 }
        // Two channels per 64-bit word, 32 bits apart: a channel times f fits in 24 bits.
        let rb = (UInt64(p & 0xFF) | UInt64((p >> 16) & 0xFF) << 32) * UInt64(f) + 0x0000_8000_0000_8000
        let ga = (UInt64((p >> 8) & 0xFF) | UInt64(p >> 24) << 32) * UInt64(f) + 0x0000_8000_0000_8000
        let r = UInt32(truncatingIfNeeded: rb >> 16) & 0xFF, b = UInt32(truncatingIfNeeded: rb >> 48) & 0xFF
        let g = UInt32(truncatingIfNeeded: ga >> 16) & 0xFF, a = UInt32(truncatingIfNeeded: ga >> 48) & 0xFF
        return r | g << 8 | b << 16 | a << 24
    }

    /// Source-over of `src` at opacity `f / 65536`: `src·o + dst·(1 − srcα·o)` per channel,
    /// rounded once (not the source, then the sum); `sourceOver(src, dst)` when `f` is 65536.
    /// An exact half goes towards the source: red at 0.5 over clear is 128, white under black at
    /// 0.5 is 127. That is where an 8-bit 0.5 (128/255, Skia's and the reference renderings')
    /// leans, and it keeps halves of halves exact (0.5 inside 0.5 gives 64); iOS's choice at an
    /// exact tie cannot be known without a device.
    @inline(__always)
    static func sourceOver(_ src: UInt32, _ dst: UInt32, fraction f: UInt32) -> UInt32 {
        if f >= 65536 { return sourceOver(src, dst) }
        if f == 0 || src == 0 { return dst }
        // The background's share in 1/65536: 65536 − srcα·f/255, rounded.
        let keep = 65536 - ((src >> 24) * f * 2 + 255) / 510
        var out: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let s = (src >> shift) & 0xFF, d = (dst >> shift) & 0xFF
            let v = s * f + d * keep
            let rest = v & 0xFFFF
            let up = rest > 0x8000 || (rest == 0x8000 && s > d)
            out |= min((v >> 16) + (up ? 1 : 0), 255) << shift
        }
        return out
    }
}
