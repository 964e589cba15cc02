/// Sine, cosine and arctangent computed with `+ − × ÷` and `squareRoot()` only, so that
/// transform interpolation gives the same bits on every platform (a system libm may round its
/// last bit differently, and a last bit can move a pixel edge).
///
/// Accuracy is a few units in the last place (under 1e-15 absolute) for arguments up to about
/// 1e6 radians; beyond that the range reduction loses digits, gradually. The degree versions
/// reduce by whole quarter turns exactly, so `sinCos(degrees: 90)` is exactly (1, 0) and
/// `atan2Degrees(0, -1)` exactly 180.
package enum AngleMath {
    package static let pi = 3.141592653589793115997963468544185161590576171875

    // MARK: Sine and cosine

    /// (sin x, cos x) for x in radians.
    package static func sinCos(radians x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        // x = k·π/2 + r, |r| ≤ π/4 (a little more for huge k). π/2 is split in three (fdlibm's
        // constants, each with enough trailing zero bits that k·part is exact for |k| < 2^20).
        let k = (x * 6.36619772367581382433e-01).rounded()
        let pio2_1 = 1.57079632673412561417e+00
        let pio2_2 = 6.07710050630396597660e-11
        let pio2_3 = 2.02226624871116645580e-21
        let r = ((x - k * pio2_1) - k * pio2_2) - k * pio2_3
        return quadrant(Int(k.truncatingRemainder(dividingBy: 4)), r)
    }

    /// (sin, cos) of an angle in degrees; whole quarter turns are exact.
    package static func sinCos(degrees d: Double) -> (sin: Double, cos: Double) {
        guard d.isFinite else { return (.nan, .nan) }
        // d = 360·m + e exactly (truncatingRemainder is exact), then e = 90·k + r exactly for
        // |e| < 360 (Sterbenz: the subtraction of a nearby multiple of 90 is exact).
        let e = d.truncatingRemainder(dividingBy: 360)
        let k = (e / 90).rounded()
        let r = e - 90 * k
        return quadrant(Int(k), r * (pi / 180))
    }

    package static func sin(radians x: Double) -> Double { sinCos(radians: x).sin }
    package static func cos(radians x: Double) -> Double { sinCos(radians: x).cos }

    /// sin and cos of `k·π/2 + r` from the kernels on r.
    @inline(__always)
    private static func quadrant(_ k: Int, _ r: Double) -> (sin: Double, cos: Double) {
        let s = sinKernel(r), c = cosKernel(r)
        switch ((k % 4) + 4) % 4 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// sin r for |r| ≤ π/4 (+ a little): Taylor series to r^21 (next term < 1e-22), nested so
    /// the small terms are added first.
    @inline(__always)
    private static func sinKernel(_ r: Double) -> Double {
        let r2 = r * r
        var t = 1.0
        for n in stride(from: 20, through: 2, by: -2) {  // 1 − r²/(2·3)(1 − r²/(4·5)(1 − …))
            t = 1 - r2 / Double(n * (n + 1)) * t
        }
        return r * t
    }

    /// cos r for |r| ≤ π/4: Taylor series to r^22.
    @inline(__always)
    private static func cosKernel(_ r: Double) -> Double {
        let r2 = r * r
        var t = 1.0
        for n in stride(from: 21, through: 1, by: -2) {  // 1 − r²/(1·2)(1 − r²/(3·4)(1 − …))
            t = 1 - r2 / Double(n * (n + 1)) * t
        }
        return t
    }

    // MARK: Arctangent

    /// atan2(y, x) in radians, in (−π, π], with atan2's conventions for zeros and signs.
    package static func atan2(_ y: Double, _ x: Double) -> Double {
        if y.isNaN || x.isNaN { return .nan }
        if y == 0 {
            if x > 0 || (x == 0 && x.sign == .plus) { return y }  // ±0
            return y.sign == .minus ? -pi : pi
        }
        if x == 0 { return y > 0 ? pi / 2 : -pi / 2 }
        let ay = abs(y), ax = abs(x)
        // The angle of (ax, ay) in [0, π/2], from the arctangent of a ratio ≤ 1.
        var a = ay <= ax ? atanUnit(ay / ax) : pi / 2 - atanUnit(ax / ay)
        if x < 0 { a = pi - a }
        return y < 0 ? -a : a
    }

    /// atan2 in degrees, in (−180, 180]; exact at multiples of 45°.
    package static func atan2Degrees(_ y: Double, _ x: Double) -> Double {
        if y.isNaN || x.isNaN { return .nan }
        if y == 0 {
            if x > 0 || (x == 0 && x.sign == .plus) { return y }
            return y.sign == .minus ? -180 : 180
        }
        if x == 0 { return y > 0 ? 90 : -90 }
        if abs(y) == abs(x) {
            let a: Double = x > 0 ? 45 : 135
            return y < 0 ? -a : a
        }
        return atan2(y, x) * (180 / pi)
    }

    /// atan t for 0 ≤ t ≤ 1: three halvings, atan t = 2·atan(t / (1 + √(1 + t²))), bring t
    /// under tan(π/32) ≈ 0.0985; the Taylor series to t^21 is then good to 1e-23.
    @inline(__always)
    private static func atanUnit(_ t0: Double) -> Double {
        var t = t0
        for _ in 0..<3 { t = t / (1 + (1 + t * t).squareRoot()) }
        let t2 = t * t
        var sum = 0.0
        for n in stride(from: 21, through: 3, by: -2) {  // Σ (−1)^k t^(2k+1)/(2k+1), Horner in t²
            sum = (n % 4 == 1 ? 1.0 : -1.0) / Double(n) + t2 * sum
        }
        return 8 * (t + t * t2 * sum)
    }
}
