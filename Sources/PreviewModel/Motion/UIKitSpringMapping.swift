/// How `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` turns
/// a duration d, a damping ratio ζ and an initial velocity v into a physical spring.
///
/// Apple does not document it. UIKit is known to run these animations as a `CASpringAnimation`
/// with mass 1 whose `duration` is d; what public reimplementations agree on is that the damping
/// is 2ζ√k (so the spring has damping ratio ζ) and that the stiffness k = ω₀² is chosen so the
/// oscillation has died down to a small threshold at t = d. They differ in the threshold:
///
/// - Framer's `SpringCurveValueConverter` (koenbok/Framer, framer/Animators/
///   SpringCurveValueConverter.coffee, MIT), whose authors state that "under the hood, iOS
///   computes the actual tension and friction for the spring simulation based on dampingRatio
///   and duration. The same calculations are used in Framer" (framer/SpringsExample, readme.md);
///   guillianbalisi/ios-spring-animations uses the same code to match `UIView.animate` with a
///   `CASpringAnimation`. It solves for ω₀ with ε = 0.001:
///       ζ < 1:  |ζω₀ − v| / ω_d · e^(−ζω₀d) = ε,   ω_d = ω₀√(1 − ζ²)
///       ζ = 1:  |1 + (ω₀ − v)·d| · e^(−ω₀d) = ε
///   (the amplitude of the sine term of the solution, or the critically damped solution, at d).
///   Its example (d = 3, ζ = 0.25, v = 0 → stiffness 54.8336, damping 3.70249) is reproduced
///   by this code to 1e-9.
/// - A Stack Overflow answer ("How to derive CASpringAnimation properties from simpler
///   UISpringTimingParameter initializer?", question 61763337, quoting a blog post) instead makes e^(−ζω₀d) = 1/1500, i.e. ζω₀ = ln(1500)/d,
///   independent of v; shared/reference/swiftentrykit-bulletinboard.md D.4 records that rule.
///
/// We use Framer's rule. Framer finds ω₀ with 12 Newton steps from 5/d, which fails (NaN, or a
/// spurious tiny root) for some large velocities; we take the largest root, which is what
/// Framer's iteration converges to whenever it converges. Uncertain: whether UIKit uses this
/// threshold at all; the rule is also discontinuous as ζ → 1 from below (the sine-term amplitude
/// grows like 1/√(1 − ζ²)), so ζ = 0.999 gives a stiffer spring than ζ = 1. Damping ratios are
/// clamped to [0.01, 1], as UIKit documents no overdamped springs and the rule has no solution
/// as ζ → 0 (Framer clamps to (0, 1]). The rule bounds only the sine term: the cosine term,
/// e^(−ζω₀d), is left too, so the progress can still be a little short of 1 at t = d, where the
/// animation ends and the value snaps to 1 (0.4 % for d = 3, ζ = 0.25; 1.2 % for SwiftEntryKit's
/// jolt, d = 0.5, ζ = 0.3, v = 10, whose velocity nearly cancels the sine term).
enum UIKitSpringMapping {
    /// Framer's ε: the amplitude left at t = d.
    static let epsilon = 1e-3

    /// The spring UIKit runs for `duration` seconds (which must be positive).
    static func spring(duration: Double, dampingRatio: Double, initialVelocity v: Double) -> DampedSpring {
        let d = duration
        let zeta = min(max(dampingRatio, 0.01), 1)
        let omega = undampedFrequency(duration: d, zeta: zeta, velocity: v)
        return DampedSpring(omega: omega, zeta: zeta, velocity: v)
    }

    /// The amplitude Framer's rule sets to ε, as a function of ω₀.
    static func residualAmplitude(omega w: Double, duration d: Double, zeta: Double, velocity v: Double) -> Double {
        if zeta < 1 {
            let wd = w * MotionMath.sqrt((1 - zeta) * (1 + zeta))
            return abs(zeta * w - v) / wd * MotionMath.exp(-zeta * w * d)
        }
        return abs(1 + (w - v) * d) * MotionMath.exp(-w * d)
    }

    /// The largest ω₀ with `residualAmplitude(ω₀) = ε`.
    private static func undampedFrequency(duration d: Double, zeta: Double, velocity v: Double) -> Double {
        let g = { (w: Double) in residualAmplitude(omega: w, duration: d, zeta: zeta, velocity: v) }
        // g decreases on [w₀, ∞) from g(w₀), where w₀ is: for ζ < 1 the maximum of g beyond the
        // sine term's zero v/ζ (where ζw² − vw − v/(ζd) = 0), or 0 when v ≤ 0; for ζ = 1, max(v, 0).
        // If g(w₀) < ε the largest root lies below the zero of g (at v/ζ, or v − 1/d), where g
        // decreases from +∞ (ζ < 1) or from its value at 0 (ζ = 1).
        let w0: Double, zero: Double
        if zeta < 1 {
            w0 = v > 0 ? (v + MotionMath.sqrt(v * v + 4 * v / d)) / (2 * zeta) : 0
            zero = v / zeta
        } else {
            w0 = max(v, 0)
            zero = v - 1 / d
        }
        var lo: Double, hi: Double
        if w0 == 0 || g(w0) >= epsilon {
            lo = w0
            hi = max(w0, 1 / d) * 2
            while g(hi) >= epsilon { lo = hi; hi *= 2 }
        } else if zero > 0 {
            lo = 0
            hi = zero
            if zeta >= 1, g(0) < epsilon { return 0 }
        } else {
            return w0
        }
        // g(lo) ≥ ε > g(hi); g(0) is +∞ or NaN for ζ < 1, which `>= ε` treats as the lo side.
        for _ in 0..<200 {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if !(g(mid) < epsilon) { lo = mid } else { hi = mid }
        }
        return hi
    }
}
