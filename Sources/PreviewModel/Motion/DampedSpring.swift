/// A unit mass on a damped spring, released at 0 and pulled toward 1: the progress x(t) solves
///
///     x'' = −ω₀²·(x − 1) − 2ζω₀·x',   x(0) = 0,   x'(0) = v
///
/// with ω₀ = √(k/m) (stiffness k, mass m), ζ = c / (2√(km)) (damping c) and v the initial
/// velocity in "animation distances per second", UIKit's and Core Animation's unit (positive
/// toward the target). Solved in closed form, separately for the underdamped (ζ < 1), critically
/// damped (ζ = 1) and overdamped (ζ > 1) cases; the three agree at the boundaries.
struct DampedSpring: Sendable, Hashable {
    /// ω₀, the undamped angular frequency, in radians per second.
    let omega: Double
    /// ζ, the damping ratio.
    let zeta: Double
    /// v, the initial velocity, in animation distances per second.
    let velocity: Double

    /// How close to 1 the progress must stay for the spring to count as settled: 0.1 % of the
    /// distance (`settlingTime()`).
    static let settlingEpsilon = 1e-3

    init(omega: Double, zeta: Double, velocity: Double) {
        self.omega = max(omega, 0)
        self.zeta = max(zeta, 0)
        self.velocity = velocity
    }

    /// Core Animation's physical parameters (mass and stiffness clamped to at least 1e-6,
    /// damping to at least 0).
    init(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        let m = max(mass, 1e-6), k = max(stiffness, 1e-6), c = max(damping, 0)
        self.init(omega: MotionMath.sqrt(k / m), zeta: c / (2 * MotionMath.sqrt(k * m)), velocity: velocity)
    }

    /// The progress x(t) (no clamping: it overshoots 1 when the spring does). 0 for t ≤ 0.
    func value(at t: Double) -> Double {
        t <= 0 ? 0 : 1 + offset(at: t)
    }

    /// y(t) = x(t) − 1, the signed distance still to go.
    private func offset(at t: Double) -> Double {
        let v = velocity, w = omega, z = zeta
        if z < 1 {
            // y = e^(−ζω₀t)·(−cos ω_d t + B sin ω_d t), B = (v − ζω₀)/ω_d.
            let wd = w * MotionMath.sqrt((1 - z) * (1 + z))
            let decay = MotionMath.exp(-z * w * t)
            if wd == 0 { return decay * (-1 + (v - z * w) * t) }
            return decay * (-MotionMath.cos(wd * t) + (v - z * w) * (MotionMath.sin(wd * t) / wd))
        }
        if z == 1 {
            // y = e^(−ω₀t)·(−1 + (v − ω₀)t).
            return MotionMath.exp(-w * t) * (-1 + (v - w) * t)
        }
        // y = e^(−ζω₀t)·(−cosh st + B sinh st), s = ω₀√(ζ² − 1), B = (v − ζω₀)/s, written with
        // the two decay rates r₁ = −ω₀(ζ − √(ζ²−1)) (slow) and r₂ = −ω₀(ζ + √(ζ²−1)) (fast):
        // e^(−ζω₀t)·cosh st = (e^(r₁t) + e^(r₂t))/2 and e^(−ζω₀t)·sinh st = −e^(r₁t)·expm1(−2st)/2,
        // which stays exact as ζ → 1 (s → 0) and never overflows.
        let q = MotionMath.sqrt((z - 1) * (z + 1))
        let s = w * q
        let r1 = -w / (z + q), r2 = -w * (z + q)
        let e1 = MotionMath.exp(r1 * t), e2 = MotionMath.exp(r2 * t)
        let sinhTerm = -e1 * (MotionMath.expMinusOne(-2 * s * t) / s) / 2  // e^(−ζω₀t)·sinh(st)/s
        return -(e1 + e2) / 2 + (v - z * w) * sinhTerm
    }

    /// The settling time: the last time the progress is farther than `epsilon` from 1, so that
    /// |x(t) − 1| ≤ epsilon at every later t. +∞ for an undamped spring (ζ = 0 or ω₀ = 0).
    ///
    /// Core Animation does not document how `CASpringAnimation.settlingDuration` is computed;
    /// this rule (displacement within 0.1 % of the distance for good) is ours.
    func settlingTime(epsilon: Double = DampedSpring.settlingEpsilon) -> Double {
        guard omega > 0, zeta > 0 else { return .infinity }
        let y = { (t: Double) in self.offset(at: t) }
        if zeta < 1 {
            // |y| ≤ R·e^(−ζω₀t) with R = √(1 + B²), reached at the cosine's peaks; past
            // T = ln(R/ε)/(ζω₀) it stays within ε, and a peak in the half period before T exceeds ε,
            // so the last exceedance lies in [T − π/ω_d, T]: scan it backward, then bisect.
            let wd = omega * MotionMath.sqrt((1 - zeta) * (1 + zeta))
            let b = wd > 0 ? (velocity - zeta * omega) / wd : 0
            let envelopeEnd = MotionMath.log(MotionMath.sqrt(1 + b * b) / epsilon) / (zeta * omega)
            let start = wd > 0 ? max(0, envelopeEnd - Double.pi / wd) : 0
            return lastExceedance(of: y, in: start, envelopeEnd, epsilon: epsilon)
        }
        // Critically damped or overdamped: y has at most one extremum for t > 0, at t_e, and
        // |y| decreases monotonically after it.
        let te = extremumTime() ?? 0
        if abs(y(te)) > epsilon {
            var hi = te + 1 / omega
            while abs(y(hi)) > epsilon { hi = te + 2 * (hi - te) }
            return bisect(lo: te, hi: hi) { abs(y($0)) > epsilon }
        }
        // The overshoot peak at t_e stays within ε: the last exceedance is where y rises
        // through −ε on [0, t_e].
        return bisect(lo: 0, hi: te) { y($0) < -epsilon }
    }

    /// False when `t` is certainly before `settlingTime(epsilon:)` — a cheap test, so that
    /// evaluating a spring in flight need not compute its settling time.
    func mightBeSettled(at t: Double, epsilon: Double = DampedSpring.settlingEpsilon) -> Bool {
        guard omega > 0, zeta > 0 else { return false }
        if abs(offset(at: t)) > epsilon { return false }
        if zeta < 1 {
            let wd = omega * MotionMath.sqrt((1 - zeta) * (1 + zeta))
            guard wd > 0 else { return true }
            let b = (velocity - zeta * omega) / wd
            let envelopeEnd = MotionMath.log(MotionMath.sqrt(1 + b * b) / epsilon) / (zeta * omega)
            return t >= envelopeEnd - Double.pi / wd
        }
        return true
    }

    /// The time t > 0 where y'(t) = 0, if any (critically damped or overdamped only).
    private func extremumTime() -> Double? {
        let v = velocity, w = omega
        if zeta == 1 {
            // y' = e^(−ω₀t)·(v − ω₀(v − ω₀)t).
            let denominator = w * (v - w)
            guard denominator != 0 else { return nil }
            let t = v / denominator
            return t > 0 ? t : nil
        }
        // y = C₁e^(r₁t) + C₂e^(r₂t), C₁ = (v + r₂)/(r₁ − r₂), C₂ = −(v + r₁)/(r₁ − r₂);
        // y' = 0 where e^((r₁−r₂)t) = (v + r₁)r₂ / ((v + r₂)r₁).
        let q = MotionMath.sqrt((zeta - 1) * (zeta + 1))
        let r1 = -w / (zeta + q), r2 = -w * (zeta + q)
        let ratio = (v + r1) * r2 / ((v + r2) * r1)
        guard ratio > 1, ratio.isFinite else { return nil }
        let t = MotionMath.log(ratio) / (r1 - r2)
        return t > 0 ? t : nil
    }

    /// The last time in [lo, hi] where |y| > ε, given |y(hi)| ≤ ε and that the exceedance
    /// there, if any, is wider than 1/256 of the interval.
    private func lastExceedance(of y: (Double) -> Double, in lo: Double, _ hi: Double, epsilon: Double) -> Double {
        let steps = 256
        let h = (hi - lo) / Double(steps)
        var right = hi
        for i in 1...steps {
            let t = hi - Double(i) * h
            if abs(y(t)) > epsilon {
                return bisect(lo: t, hi: right) { abs(y($0)) > epsilon }
            }
            right = t
        }
        return lo
    }

    /// The boundary between `lo` (where `exceeds` holds) and `hi` (where it does not), to the
    /// last bit.
    private func bisect(lo: Double, hi: Double, _ exceeds: (Double) -> Bool) -> Double {
        var lo = lo, hi = hi
        for _ in 0..<200 {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if exceeds(mid) { lo = mid } else { hi = mid }
        }
        return hi
    }
}
