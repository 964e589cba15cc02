/// Elementary functions computed with basic arithmetic only, so results are the same on every
/// platform (a system libm may round its last bit differently, which could move a pixel). The
/// one `exp` of the package: Gaussian weights here, springs and curves in PreviewModel's motion.
///
/// The code relies on IEEE 754 double arithmetic with no contraction of `a * b + c` into a fused
/// multiply-add, which is what Swift compiles (it never fuses unless asked to).
package enum DeterministicMath {
    // ln 2 split in two (Cody & Waite; fdlibm's constants): k · ln2Hi is exact for |k| < 2^11.
    package static let ln2Hi = 6.93147180369123816490e-01
    package static let ln2Lo = 1.90821492927058770002e-10
    static let invLn2 = 1.44269504088896338700e+00

    /// e^x, accurate to a few units in the last place (under 1e-15 relative) wherever the result
    /// is a normal number. Overflows to +∞ above ≈ 709.78 and underflows to 0 below ≈ −745.13.
    package static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.782712893384 { return .infinity }
        if x < -745.1332191019412 { return 0 }
        // x = k·ln 2 + r with |r| ≤ ln 2 / 2, so that k·ln2Hi is exact and r carries no
        // cancellation error; e^r by its Taylor series to r^17/17! (|r|^18/18! < 1e-24), in
        // Horner form; then scale by 2^k in one correctly rounded step (exact unless the result
        // is subnormal), unlike repeated squaring of e^(x/2^k), which doubles the relative error
        // at every step.
        let k = (x * invLn2).rounded()
        let r = (x - k * ln2Hi) - k * ln2Lo
        var sum = 1.0
        for n in stride(from: 17, through: 1, by: -1) { sum = 1 + sum * r / Double(n) }
        return Double(sign: .plus, exponent: Int(k), significand: sum)
    }
}
