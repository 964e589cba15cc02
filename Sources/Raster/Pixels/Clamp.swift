/// Clamping that also tames NaN, so a bad number from a caller can never trap a conversion
/// to an integer in the pixel path.
enum Clamp {
    /// `v` limited to 0...1; NaN becomes 0.
    @inline(__always)
    static func unit(_ v: Double) -> Double {
        v.isNaN ? 0 : min(max(v, 0), 1)
    }

    /// `v` limited to 0...255; NaN becomes 0.
    @inline(__always)
    static func level(_ v: Double) -> Double {
        v.isNaN ? 0 : min(max(v, 0), 255)
    }
}
