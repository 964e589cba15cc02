/// How an animation's progress runs from 0 to 1: Core Animation's timing functions and the
/// springs of UIKit, SwiftUI and Core Animation. A pure function of time.
///
/// Time is in seconds from the animation's start. The timing functions (`linear`, the eases and
/// `cubicBezier`) have no duration of their own: they are defined over 1 s (`duration` is 1), so
/// pass the fraction of the animation's duration, `value(at: elapsed / animationDuration)`.
/// Springs carry their duration: UIKit's is the one it was given, physical springs end when
/// they settle. Progress is 0 at and before the start and exactly 1 from `duration` on (the
/// animation is over and the layer shows its model value); in between a spring may overshoot.
package enum TimingCurve: Sendable, Hashable {
    case linear
    /// `CAMediaTimingFunction(name: .easeIn)`, UIKit's `.curveEaseIn`: cubic-bezier(0.42, 0, 1, 1).
    case easeIn
    /// `.easeOut`, UIKit's `.curveEaseOut`: cubic-bezier(0, 0, 0.58, 1).
    case easeOut
    /// `.easeInEaseOut`, UIKit's `.curveEaseInOut` (the default): cubic-bezier(0.42, 0, 0.58, 1).
    case easeInOut
    /// `CAMediaTimingFunction(controlPoints:)`, CSS `cubic-bezier(x1, y1, x2, y2)`; x1 and x2
    /// are clamped to 0...1.
    case cubicBezier(Double, Double, Double, Double)
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
    /// velocity in animation distances per second. Damping ratios are clamped to 0.01...1. How
    /// UIKit picks the spring is not documented; see `UIKitSpringMapping` for the rule used.
    case uikitSpring(duration: Double, dampingRatio: Double, initialVelocity: Double = 0)
    /// SwiftUI's `spring(response:dampingFraction:blendDuration:)` (defaults as SwiftUI's):
    /// mass 1, stiffness (2π/response)², damping 4π·dampingFraction/response, from rest.
    /// `blendDuration` only matters when a spring takes over from another animation, which a
    /// single curve never does, so it does not change the motion.
    case spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    /// SwiftUI's `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
    case interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0)
    /// `CASpringAnimation` (defaults as Core Animation's), run for its `settlingDuration`.
    case caSpring(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0)

    /// The progress at `t` seconds after the start (see the type's notes on time).
    package func value(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if case .linear = self { return min(t, 1) }  // exact (the Bézier solver is not)
        if let bezier = bezier { return bezier.value(at: t) }
        guard let spring = physicalSpring else { return 1 }
        if case .uikitSpring(let d, _, _) = self, t >= d { return 1 }
        if !isUIKitSpring, spring.mightBeSettled(at: t), t >= spring.settlingTime() { return 1 }
        return spring.value(at: t)
    }

    /// The animation's duration in seconds: 1 for timing functions (they are scaled to the
    /// animation's own duration), the given duration for UIKit's spring, and the settling time
    /// (progress within 0.1 % of the distance from then on; `DampedSpring.settlingTime`) for
    /// the physical springs. Core Animation's own `settlingDuration` is computed by an
    /// undocumented rule and may differ slightly.
    package var duration: Double {
        switch self {
        case .linear, .easeIn, .easeOut, .easeInOut, .cubicBezier: return 1
        case .uikitSpring(let d, _, _): return max(d, 0)
        default: return physicalSpring?.settlingTime() ?? 1
        }
    }

    /// The timing function's Bézier curve, or nil for a spring.
    var bezier: CubicBezierCurve? {
        switch self {
        case .linear: return .linear
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .easeInOut: return .easeInOut
        case .cubicBezier(let x1, let y1, let x2, let y2): return CubicBezierCurve(x1, y1, x2, y2)
        default: return nil
        }
    }

    /// The damped oscillator behind a spring, or nil for a timing function (or a UIKit spring
    /// with no duration).
    var physicalSpring: DampedSpring? {
        switch self {
        case .linear, .easeIn, .easeOut, .easeInOut, .cubicBezier:
            return nil
        case .uikitSpring(let d, let ratio, let v):
            guard d > 0 else { return nil }
            return UIKitSpringMapping.spring(duration: d, dampingRatio: ratio, initialVelocity: v)
        case .spring(let response, let fraction, _):
            // ω₀ = √(k/m) = 2π/response; ζ = c/(2√(km)) = dampingFraction.
            return DampedSpring(omega: 2 * Double.pi / max(response, 1e-6), zeta: fraction, velocity: 0)
        case .interpolatingSpring(let m, let k, let c, let v), .caSpring(let m, let k, let c, let v):
            return DampedSpring(mass: m, stiffness: k, damping: c, velocity: v)
        }
    }

    private var isUIKitSpring: Bool {
        if case .uikitSpring = self { return true }
        return false
    }
}
