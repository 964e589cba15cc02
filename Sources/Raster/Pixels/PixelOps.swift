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
}
