import Raster

/// Elementary functions computed with basic arithmetic only (range reduction, then a polynomial),
/// so that animation values are the same on every platform: a system libm may round its last
/// bit differently, which could move a pixel. Every result is within a few units in the last
/// place (under 1e-15 relative, or absolute for sin and cos) of the true value.
///
/// The code relies on IEEE 754 double arithmetic with no contraction of `a * b + c` into a fused
/// multiply-add, which is what Swift compiles (it never fuses unless asked to).
enum MotionMath {
    private static let ln2Hi = DeterministicMath.ln2Hi
    private static let ln2Lo = DeterministicMath.ln2Lo

    /// √x, correctly rounded (IEEE 754 requires it, so it is the same everywhere).
    @inline(__always) static func sqrt(_ x: Double) -> Double { x.squareRoot() }

    /// e^x: the engine's own (`DeterministicMath.exp`), so blur weights and motion share one.
    static func exp(_ x: Double) -> Double { DeterministicMath.exp(x) }

    /// e^x − 1, accurate also where x is tiny and e^x − 1 would cancel.
    static func expMinusOne(_ x: Double) -> Double {
        guard abs(x) < 0.5 else { return exp(x) - 1 }
        // x·(1 + x/2·(1 + x/3·(1 + …))) to x^19/19! (0.5^20/20! < 1e-24).
        var sum = 1.0
        for n in stride(from: 19, through: 2, by: -1) { sum = 1 + sum * x / Double(n) }
        return x * sum
    }

    /// The natural logarithm: NaN below 0, −∞ at 0.
    static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x == .infinity { return x }
        // x = m·2^e with m in [√½, √2); ln m = 2·atanh(u), u = (m − 1)/(m + 1), |u| ≤ 0.172,
        // by its series u + u³/3 + … to u^25/25 (|u|^27/27 < 1e-21).
        var m = x.significand
        var e = Double(x.exponent)
        if m > 1.4142135623730951 { m /= 2; e += 1 }
        let u = (m - 1) / (m + 1)
        let u2 = u * u
        var sum = 1.0 / 25
        for n in stride(from: 23, through: 1, by: -2) { sum = 1 / Double(n) + u2 * sum }
        let lnM = 2 * u * sum
        return e * ln2Hi + (e * ln2Lo + lnM)
    }

    /// x^y for x > 0 (0 for x = 0 and y > 0), as e^(y·ln x).
    static func pow(_ x: Double, _ y: Double) -> Double {
        if x == 0 { return y > 0 ? 0 : .infinity }
        if x == 1 || y == 0 { return 1 }
        return exp(y * log(x))
    }

    /// sin x (the kernels live in `AngleMath`, shared with transform interpolation).
    static func sin(_ x: Double) -> Double { AngleMath.sinCos(radians: x).sin }

    /// cos x.
    static func cos(_ x: Double) -> Double { AngleMath.sinCos(radians: x).cos }
}
