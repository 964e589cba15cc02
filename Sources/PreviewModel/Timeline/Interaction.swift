import Raster

/// What a tap on an overlay does: a short press animation (optional), then an action.
package struct TapBehavior: Sendable, Hashable {
    package enum Action: String, Sendable, Hashable, CaseIterable {
        /// Hide the overlay once the press animation is over (the tap handlers of SwiftMessages,
        /// SwiftEntryKit and Placard all end by hiding).
        case dismiss
        /// Only the press animation.
        case none
    }

    /// How the press moves.
    package enum PressStyle: Sendable, Hashable {
        /// Down to `pressScale` over the first half of `pressTiming`, back over the second.
        case downAndBack
        /// At `pressScale` at once, held `hold` seconds, then back to rest on `pressTiming`
        /// (Placard's pulses and zooms).
        case jumpThenReturn(hold: Double)
    }

    package var action: Action
    /// The scale the overlay presses down to, and back (1 = no press animation).
    package var pressScale: Double
    /// Timing of the press: down over the first half, back up over the second.
    package var pressTiming: AnimationTiming
    package var pressStyle: PressStyle = .downAndBack
    /// Seconds from the tap to the action when they differ from the press (Placard runs its tap
    /// animation inside an animation block whose completion fires the action); nil: the press.
    package var actionDelay: Double?
    /// A touch re-arms the overlay's display timer from the touch's end (SwiftEntryKit's
    /// `entryInteraction = .delayExit`), whatever the action.
    package var restartsTimer = false

    package init(action: Action = .dismiss, pressScale: Double = 1, pressTiming: AnimationTiming = .easeInOut(0.2)) {
        self.action = action
        self.pressScale = pressScale
        self.pressTiming = pressTiming
    }

    /// Seconds the press animation runs.
    package var pressDuration: Double {
        guard pressScale != 1 else { return 0 }
        if case .jumpThenReturn(let hold) = pressStyle { return hold + pressTiming.totalDuration }
        return pressTiming.totalDuration
    }

    /// Seconds from the tap to the action.
    package var delayToAction: Double { actionDelay ?? pressDuration }

    /// The press at `elapsed` seconds after the tap.
    func pose(at elapsed: Double) -> LayerPose {
        guard pressScale != 1, elapsed >= 0, elapsed < pressDuration else { return .identity }
        if case .jumpThenReturn(let hold) = pressStyle {
            let back = elapsed < hold ? 0 : pressTiming.progress(at: elapsed - hold)
            let s = 1 + (pressScale - 1) * (1 - back)
            return LayerPose(transform: .scale(s, s))
        }
        // Down and back: the curve runs to the pressed scale over the first half, back over the second.
        let half = pressTiming.activeDuration / 2
        let t = elapsed - pressTiming.delay
        let down = t <= half ? pressTiming.progress(at: pressTiming.delay + t * 2) : 1 - pressTiming.progress(at: pressTiming.delay + (t - half) * 2)
        let s = 1 + (pressScale - 1) * down
        return LayerPose(transform: .scale(s, s))
    }
}

/// How an overlay follows a dragging finger and when letting go dismisses it: a drag towards
/// its edge follows the finger 1:1; a drag the other way is damped to |d|^exponent (rubber
/// band) or, without rubber banding, held at rest; on release it hides when the finger moved
/// faster than `dismissVelocity` towards the edge, or it travelled more than `dismissFraction`
/// of its height or `dismissDistance` points; otherwise it springs back with `pullBack`.
/// Presets give the numbers (`SwiftMessagesMotion.pan`).
package struct PanBehavior: Sendable, Hashable {
    /// False: drags do nothing (SwiftMessages' `interactiveHide = false`).
    package var isEnabled = true
    /// Set for cards that move freely and can be flung (SwiftMessages' centred messages); the
    /// edge rules below are then unused.
    package var physics: PhysicsDrag?
    /// False: the overlay does not follow the finger; a swipe towards the edge only triggers the
    /// hide (a discrete `UISwipeGestureRecognizer`, as Y-Snackbar uses).
    package var tracksFinger = true
    /// Points it moves per point the finger moves towards its edge (BulletinBoard's card: 2/3).
    package var followFactor = 1.0
    package var rubberBands: Bool
    package var rubberBandExponent: Double
    package var dismissVelocity: Double
    package var dismissFraction: Double
    package var dismissDistance: Double
    package var pullBack: AnimationTiming

    /// Every number is the preset's: the generic type has no library's defaults.
    package init(
        rubberBands: Bool, rubberBandExponent: Double, dismissVelocity: Double, dismissFraction: Double,
        dismissDistance: Double, pullBack: AnimationTiming
    ) {
        self.rubberBands = rubberBands
        self.rubberBandExponent = rubberBandExponent
        self.dismissVelocity = dismissVelocity
        self.dismissFraction = dismissFraction
        self.dismissDistance = dismissDistance
        self.pullBack = pullBack
    }

    /// Drags do nothing: an overlay that cannot be dragged (Placard's), and the default of a
    /// presentation built in code that names no drag.
    package static let disabled: PanBehavior = {
        var pan = PanBehavior(
            rubberBands: false, rubberBandExponent: 1, dismissVelocity: .infinity, dismissFraction: .infinity,
            dismissDistance: .infinity, pullBack: AnimationTiming(curve: .linear, duration: 0))
        pan.isEnabled = false
        return pan
    }()

    /// How far the overlay moves (towards its edge, positive) for a finger that moved `d` points
    /// towards the edge.
    func travel(forFinger d: Double) -> Double {
        guard isEnabled, tracksFinger else { return 0 }
        if d >= 0 { return d * followFactor }
        return rubberBands ? -MotionMath.pow(-d, rubberBandExponent) : 0
    }

    /// Whether letting go after travelling `travel` points at `velocity` pt/s (both towards the
    /// edge) hides an overlay `height` points tall.
    func dismisses(travel: Double, velocity: Double, height: Double) -> Bool {
        isEnabled && (velocity > dismissVelocity || travel > dismissFraction * height || travel > dismissDistance)
    }
}

/// A drag on an overlay: the finger moves uniformly by `distance` points towards the overlay's
/// edge (up for top overlays, down for the others; negative = away from it) and `dx` points to
/// the right (free-moving cards only) over `duration` seconds, then lets go.
package struct PanGesture: Sendable, Hashable {
    package var id: String
    package var distance: Double
    package var dx: Double
    package var duration: Double

    package init(id: String, distance: Double, dx: Double = 0, duration: Double) {
        self.id = id
        self.distance = distance
        self.dx = dx
        self.duration = duration
    }

    /// A swipe: a quick flick of 120 pt in 0.12 s towards the edge (1000 pt/s, which dismisses).
    package static func swipe(id: String) -> PanGesture {
        PanGesture(id: id, distance: 120, duration: 0.12)
    }

    /// The finger's speed towards the edge, in points per second.
    package var velocity: Double { duration > 0 ? distance / duration : (distance == 0 ? 0 : .infinity) }

    /// The finger's speed in any direction, in points per second.
    package var speed: Double {
        let d = (distance * distance + dx * dx).squareRoot()
        return duration > 0 ? d / duration : (d == 0 ? 0 : .infinity)
    }
}
