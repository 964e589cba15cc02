import PreviewModel
import Raster

/// Placard's show, hide and tap animations (`Sources/Placard/UIView+Animations.swift`,
/// `Placard+Constraints.swift`, `Placard.swift`).
///
/// **Show**: a keyframe animation of `DEFAULT_ANIMATION_DURATION` (1.25 s) on the hosting view:
/// the start state at once, then from relative time 0.165 to the rest state over a relative
/// duration of 1.165 (spin, fade, rollUp, rollDown) or 1.5 (the others), which overruns the
/// animation (see `KeyframeAnimation.Overrun`: read as running to the end). `fadeAnimation`
/// fades it in along. **Hide**: `UIView.animate` of 1.25 s, ease-in-out, to the end state;
/// `fadeAnimation` takes the whole placard to 2 % opacity along. Frames are relative to the
/// card's own position: `floatUp` starts half a screen lower, `floatDown` half a screen higher,
/// `floatLeft` a screen to the right; the rolls grow or shrink the clipping hosting view while
/// its content keeps its layout, top-left anchored.
enum PlacardTransition: String, CaseIterable, Sendable {
    case none, fade, rollUp, rollDown, floatUp, floatDown, floatLeft, floatRight, toX, toY, toPoint, spin, spinOnX, spinOnY

    static let duration = 1.25

    /// The entrance, on a screen of `screen` points.
    func show(fade: Bool, screen: Size) -> OverlayMotion {
        var start: [KeyframeValue]
        var rest: [KeyframeValue]
        var long = true  // relative duration 1.5, else 1.165
        switch self {
        case .none: return .none
        case .fade: start = [.opacity(0)]; rest = [.opacity(1)]; long = false
        case .rollUp: start = [.offsetInHeights(1), .shownHeight(0)]; rest = [.offsetInHeights(0), .shownHeight(1)]; long = false
        case .rollDown: start = [.shownHeight(0)]; rest = [.shownHeight(1)]; long = false
        case .floatUp: start = [.offset(dx: 0, dy: screen.height / 2)]; rest = [.offset(dx: 0, dy: 0)]
        case .floatDown: start = [.offset(dx: 0, dy: -screen.height / 2)]; rest = [.offset(dx: 0, dy: 0)]
        case .floatLeft: start = [.offset(dx: screen.width, dy: 0)]; rest = [.offset(dx: 0, dy: 0)]
        case .floatRight: start = [.offset(dx: -screen.width, dy: 0)]; rest = [.offset(dx: 0, dy: 0)]
        case .toX: start = [.transform(.scale(0, 1))]; rest = [.transform(.identity)]
        case .toY: start = [.transform(.scale(1, 0))]; rest = [.transform(.identity)]
        case .toPoint: start = [.transform(.scale(0, 0))]; rest = [.transform(.identity)]
        case .spin: start = [.transform(.scale(-0.01, -0.01))]; rest = [.transform(.identity)]; long = false
        case .spinOnX: start = [.transform(.scale(1, -1))]; rest = [.transform(.identity)]
        case .spinOnY: start = [.transform(.scale(-1, 1))]; rest = [.transform(.identity)]
        }
        if fade, self != .fade { start.append(.opacity(0)); rest.append(.opacity(1)) }
        return .keyframes(
            KeyframeAnimation(
                duration: Self.duration,
                keyframes: [
                    .init(start: 0, duration: 0, values: start),
                    .init(start: 0.165, duration: long ? 1.5 : 1.165, curve: .linear, values: rest),
                ]))
    }

    /// The exit. With nothing to animate UIKit completes at once: the placard just goes.
    func hide(fade: Bool, screen: Size) -> OverlayMotion {
        var end: [KeyframeValue]
        switch self {
        case .none: end = []
        case .fade: end = [.opacity(0.02)]
        case .rollUp: end = [.shownHeight(0)]
        case .rollDown: end = [.offsetInHeights(1), .shownHeight(0)]
        case .floatUp: end = [.offset(dx: 0, dy: -screen.height)]
        case .floatDown: end = [.offsetInHeights(1)]  // only the card's own height
        case .floatLeft: end = [.offset(dx: -screen.width, dy: 0)]
        case .floatRight: end = [.offset(dx: screen.width, dy: 0)]
        case .toX: end = [.transform(.scale(0.01, 1))]
        case .toY: end = [.transform(.scale(1, 0.01))]
        case .toPoint: end = [.transform(.scale(0.01, 0.01))]
        case .spin: end = [.transform(.scale(-0.01, -0.01))]
        case .spinOnX, .spinOnY: end = []  // sets the flip, then identity, in the same block: nothing moves
        }
        // A block that changes nothing completes at once: the placard is removed there and then.
        guard !end.isEmpty || fade else { return .none }
        if fade { end.append(.opacity(0.02)) }
        return .keyframes(
            KeyframeAnimation(
                duration: Self.duration,
                keyframes: [
                    .init(start: 0, duration: 1, curve: .easeInOut, values: end)
                ]))
    }
}

/// `TapAnimation`: what a tap plays before the action and the hide.
enum PlacardTapAnimation: String, CaseIterable, Sendable {
    case none, pulseIn, pulseOut, zoomInWithEasing, zoomOutWithEasing

    /// The tap: the press animation, then the action and the hide when the 1.2 s
    /// `UIView.animate` around it completes (`Placard.swift` `tapped(_:)`). The press sets the
    /// transform inside that block, so the block has a change and runs its 1.2 s; with no tap
    /// animation it has none and completes at once.
    var tap: TapBehavior {
        var tap = TapBehavior(action: .dismiss)
        tap.actionDelay = self == .none ? 0 : 1.2
        switch self {
        case .none:
            break
        case .pulseIn, .pulseOut:
            // Jump to 0.8 (1.2), spring back over 0.2 s: damping 0.2, initial velocity 4.
            tap.pressScale = self == .pulseIn ? 0.8 : 1.2
            tap.pressStyle = .jumpThenReturn(hold: 0)
            tap.pressTiming = AnimationTiming(curve: .uikitSpring(duration: 0.2, dampingRatio: 0.2, initialVelocity: 4))
        case .zoomInWithEasing:
            // Jump to 0.8, an empty 0.15 s animation (completes at once), 0.05 s ease-in back.
            tap.pressScale = 0.8
            tap.pressStyle = .jumpThenReturn(hold: 0)
            tap.pressTiming = AnimationTiming(curve: .easeIn, duration: 0.2 * 0.2 / 0.8)
        case .zoomOutWithEasing:
            // Jump to 1.2, an empty animation, then 1/6 s ease-out back.
            tap.pressScale = 1.2
            tap.pressStyle = .jumpThenReturn(hold: 0)
            tap.pressTiming = AnimationTiming(curve: .easeOut, duration: 0.2 - 0.2 * 0.2 / 1.2)
        }
        return tap
    }
}

extension PlacardTransition: ConfigEnum {}
extension PlacardTapAnimation: ConfigEnum {}
