extension Int {
    /// The largest magnitude `init(pixel:)` returns: far beyond any canvas, and small enough that
    /// sums and products of a few such values cannot overflow.
    public static let pixelLimit = 1 << 40

    /// `value` as a whole number for pixel arithmetic, without trapping: NaN becomes 0 and
    /// anything beyond ±`pixelLimit` (infinities included) is clamped. Swift's own
    /// `Int(_: Double)` stops the program on such values; positions and sizes computed from
    /// extreme config values must not.
    public init(pixel value: Double) {
        if value.isNaN { self = 0; return }
        let limit = Double(Int.pixelLimit)
        self = Int(Swift.min(Swift.max(value, -limit), limit))
    }
}
