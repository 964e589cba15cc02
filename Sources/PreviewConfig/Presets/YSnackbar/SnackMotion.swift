import PreviewModel
import Raster

/// Y-Snackbar's animations (`Sources/YSnackbar/Model/Animation+Snackbar.swift`; YCoreUI's
/// `Animation` defaults 0.3 s ease-in-out): add, a 0.4 s UIKit spring (damping 0.6, initial
/// velocity 0.4) from beyond the window edge; rearrange, 0.3 s ease-in-out; remove, 0.3 s
/// ease-out back off-screen. With Reduce Motion nothing slides: snacks take their slots at
/// once and cross-dissolve (`UIView.transition(… .transitionCrossDissolve)`, UIKit's default
/// ease-in-out) over the same durations.
struct SnackMotion: Sendable {
    var reduceMotion = false

    static let add = AnimationTiming(curve: .uikitSpring(duration: 0.4, dampingRatio: 0.6, initialVelocity: 0.4))
    static let rearrange = AnimationTiming.easeInOut(0.3)
    static let remove = AnimationTiming(curve: .easeOut, duration: 0.3)

    /// How a stack move of this kind runs: at once under Reduce Motion.
    func timing(of kind: SnackbarStack.Move.Kind) -> AnimationTiming {
        if reduceMotion { return AnimationTiming(curve: .linear, duration: 0) }
        switch kind {
        case .add: return Self.add
        case .rearrange: return Self.rearrange
        case .remove: return Self.remove
        }
    }

    /// The snack's own entrance: none (its add move slides it), or a cross-dissolve in place.
    var enter: OverlayMotion {
        reduceMotion ? .transition(LayerTransition(parts: [.init(.opacity(0), timing: .easeInOut(0.4))])) : .none
    }

    /// The snack's own exit: none (its remove move slides it out), or a cross-dissolve.
    var exit: OverlayMotion {
        reduceMotion ? .transition(LayerTransition(parts: [.init(.opacity(0), timing: .easeInOut(0.3))])) : .none
    }

    /// A discrete swipe towards the snack's edge removes it (`UISwipeGestureRecognizer`, up for
    /// top snacks, down for bottom ones): the snack does not follow the finger.
    static var swipe: PanBehavior {
        // The snack never follows the finger, so the damping and the spring back are unused.
        var pan = PanBehavior(
            rubberBands: false, rubberBandExponent: 0.7, dismissVelocity: 0, dismissFraction: .infinity, dismissDistance: .infinity,
            pullBack: AnimationTiming(curve: .uikitSpring(duration: 0.4, dampingRatio: 0.8)))
        pan.tracksFinger = false
        return pan
    }
}
