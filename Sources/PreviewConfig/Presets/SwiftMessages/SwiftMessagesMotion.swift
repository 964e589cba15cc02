import PreviewModel
import Raster

/// SwiftMessages' animators as transitions: `TopBottomAnimation` for `.top` and `.bottom`,
/// `PhysicsAnimation` for `.center` (`SwiftMessages/TopBottomAnimation.swift`,
/// `SwiftMessages/PhysicsAnimation.swift`), and its dim fades (`Presenter.swift`).
package enum SwiftMessagesMotion {
    /// `TopBottomAnimation` show: a UIKit spring of 0.4 s, damping 0.8, velocity 0.
    package static let slideIn = AnimationTiming(curve: .uikitSpring(duration: 0.4, dampingRatio: 0.8))
    /// `TopBottomAnimation` hide: 0.2 s ease-in.
    package static let slideOut = AnimationTiming(curve: .easeIn, duration: 0.2)

    /// `TopBottomAnimation`: in from its own height beyond the edge (the view is installed
    /// translated by ∓`frame.height` and springs to identity).
    package static func topBottomEnter(_ style: SwiftMessagesPresentationStyle) -> OverlayMotion {
        .transition(LayerTransition(parts: [.init(.byFrame(heights: style == .bottom ? 1 : -1, maxYs: 0), timing: slideIn)]))
    }

    /// `TopBottomAnimation` hide: to `translationY: -frame.height` (top), or
    /// `frame.maxY + frame.height` (bottom: farther than needed, so it leaves faster).
    package static func topBottomExit(_ style: SwiftMessagesPresentationStyle) -> OverlayMotion {
        let move: TransitionProperty = style == .bottom ? .byFrame(heights: 1, maxYs: 1) : .byFrame(heights: -1, maxYs: 0)
        return .transition(LayerTransition(parts: [.init(move, timing: slideOut)]))
    }

    /// `PhysicsAnimation` show: scale 0.6 → 1 on a UIKit spring of 0.5 s, damping 0.6, while the
    /// alpha goes 0.25 → 1 linearly over 0.15 s (0.3 × the show duration).
    package static let physicsEnter = OverlayMotion.transition(
        LayerTransition(parts: [
            .init(.scale(x: 0.6, y: 0.6), timing: AnimationTiming(curve: .uikitSpring(duration: 0.5, dampingRatio: 0.6))),
            .init(.opacity(0.25), timing: AnimationTiming(curve: .linear, duration: 0.15)),
        ]))

    /// `PhysicsAnimation` hide: scale → 0.8 and alpha → 0 together, 0.15 s ease-in.
    package static let physicsExit = OverlayMotion.transition(
        LayerTransition(parts: [
            .init(.scale(x: 0.8, y: 0.8), timing: AnimationTiming(curve: .easeIn, duration: 0.15)),
            .init(.opacity(0), timing: AnimationTiming(curve: .easeIn, duration: 0.15)),
        ]))

    /// `TopBottomAnimation.pan`: follows a drag towards the edge 1:1, rubber-bands the other
    /// way as |d|^0.7 only when the background is inset (else holds), hides past 750 pt/s, 33 %
    /// of the height (less the bounce offset) or 75 pt, else springs back with the show spring.
    package static func pan(rubberBands: Bool, enabled: Bool = true) -> PanBehavior {
        var pan = PanBehavior(
            rubberBands: rubberBands, rubberBandExponent: 0.7, dismissVelocity: 750, dismissFraction: 0.33,
            dismissDistance: 75, pullBack: slideIn)
        pan.isEnabled = enabled
        return pan
    }

    /// `PhysicsPanHandler`: a centred message follows the finger, tilts, and is flung away or
    /// springs back.
    package static func physicsPan(enabled: Bool) -> PanBehavior {
        var pan = PanBehavior.disabled  // the edge rules are unused with physics
        pan.physics = PhysicsDrag()
        pan.isEnabled = enabled
        return pan
    }

    /// Gray and colour dims fade in and out over 0.2 s (UIKit's default ease-in-out).
    package static let dimFade = AnimationTiming.easeInOut(0.2)
    /// A blur's effect comes in over 0.3 s and goes over 0.2 s.
    package static let blurIn = AnimationTiming.easeInOut(0.3)
    package static let blurOut = AnimationTiming.easeInOut(0.2)
}
