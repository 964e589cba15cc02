/// Elementary functions computed with basic arithmetic only, so results are the same on every
/// platform (a system libm may round its last bit differently, which could move a pixel).
enum DeterministicMath {
    /// e^x for x ≤ 0 (enough for Gaussian weights), accurate to about 1e-15 relative.
    static func expNegative(_ x: Double) -> Double {
        guard x < 0 else { return x == 0 ? 1 : .nan }
        if x < -745 { return 0 }
        // e^x = (e^(x / 2^k))^(2^k) with |x / 2^k| ≤ 1/16, where a short Taylor series is exact enough.
        var k = 0
        var y = x
        while y < -0.0625 { y /= 2; k += 1 }
        var term = 1.0, sum = 1.0
        for n in 1...12 {
            term *= y / Double(n)
            sum += term
        }
        for _ in 0..<k { sum *= sum }
        return sum
    }
}
