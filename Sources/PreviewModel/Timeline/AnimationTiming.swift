/// One animation's timing: its curve, how long it runs and how long it waits before it starts.
/// A pure function of the time since the animation was started.
///
/// Timing functions (`linear`, the eases, `cubicBezier`) run for `duration`. UIKit's spring
/// carries its own duration. The physical springs (`spring`, `interpolatingSpring`, `caSpring`)
/// run until they settle unless `duration` is given, in which case they stop there and snap to
/// the end, as a `CASpringAnimation` whose `duration` is shorter than its `settlingDuration` does.
package struct AnimationTiming: Sendable, Hashable {
    package var curve: TimingCurve
    /// Seconds the curve runs (see the type's notes for springs); nil for "the curve's own".
    package var duration: Double?
    /// Seconds between the start and the moment the value begins to move.
    package var delay: Double

    package init(curve: TimingCurve, duration: Double? = nil, delay: Double = 0) {
        self.curve = curve
        self.duration = duration
        self.delay = delay
    }

    /// UIKit's default: ease-in-ease-out.
    package static func easeInOut(_ duration: Double) -> AnimationTiming {
        AnimationTiming(curve: .easeInOut, duration: duration)
    }

    /// Seconds the value moves (after the delay).
    package var activeDuration: Double {
        switch curve {
        case .linear, .easeIn, .easeOut, .easeInOut, .cubicBezier: return max(duration ?? 0.25, 0)
        case .uikitSpring: return curve.duration
        default: return duration.map { max($0, 0) } ?? curve.duration
        }
    }

    /// Seconds from the start to the end, delay included.
    package var totalDuration: Double { delay + activeDuration }

    /// Progress (0 at the start, 1 at the end, a spring may overshoot) `elapsed` seconds after
    /// the animation was started.
    package func progress(at elapsed: Double) -> Double {
        let t = elapsed - delay
        if t <= 0 { return 0 }
        let active = activeDuration
        if t >= active { return 1 }
        switch curve {
        case .linear, .easeIn, .easeOut, .easeInOut, .cubicBezier: return curve.value(at: t / active)
        default: return curve.value(at: t)
        }
    }
}
