/// Elementary functions computed with basic arithmetic only, so results are the same on every
/// platform (a system libm may round its last bit differently, which could move a pixel).
enum DeterministicMath {
    /// e^x for x ≤ 0 (enough for Gaussian weights), accurate to a few units in the last place
    /// (under 1e-15 relative) wherever the result is a normal number (x ≥ −708).
    static func expNegative(_ x: Double) -> Double {
        guard x < 0 else { return x == 0 ? 1 : .nan }
        if x < -745 { return 0 }
        // x = k·ln 2 + r with |r| ≤ ln 2 / 2. ln 2 is split in two (Cody & Waite; fdlibm's
        // constants) so that k·ln2Hi is exact and r carries no cancellation error. Scaling by 2^k
        // is exact, unlike the repeated squaring of e^(x/2^k), which doubles the relative error
        // at every step (up to ~6e-12 at x = −700).
        let ln2Hi = 6.93147180369123816490e-01, ln2Lo = 1.90821492927058770002e-10
        let k = (x * 1.44269504088896338700e+00).rounded()
        let r = (x - k * ln2Hi) - k * ln2Lo
        // e^r by its Taylor series to r^17/17! (|r|^18/18! < 1e-24), in Horner form.
        var sum = 1.0
        for n in stride(from: 17, through: 1, by: -1) { sum = 1 + sum * r / Double(n) }
        // 2^k in two factors so each is a normal number (k ≥ −1075 here).
        let ki = Int(k)
        if ki < -1000 {
            return sum * Double(sign: .plus, exponent: -1000, significand: 1)
                * Double(sign: .plus, exponent: ki + 1000, significand: 1)
        }
        return sum * Double(sign: .plus, exponent: ki, significand: 1)
    }
}
