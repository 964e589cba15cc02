import PreviewModel
import Raster

/// SwiftEntryKit's entrance, exit and pop animations as transitions (`EKContentView.swift`,
/// `EKAttributes+Animation.swift`).
///
/// - Translation: between the entry's place and the off-screen position of its anchor —
///   `.top`: the entry's bottom on the screen's top; `.bottom`: its top on the screen's bottom;
///   `.automatic`: `.top` for top entries and `.bottom` for all others, so centred entries rise
///   from below. The distance uses the entry's own height; a background stretched into the safe
///   area rides along.
/// - Scale and fade act on the whole entry (shadow and background too), scale about the centre
///   of the entry's rectangle; the `from` value is set at the start, before any delay.
/// - Curves: entrance parts ease out, exit and pop parts ease in; a part with a spring uses
///   UIKit's spring with its damping ratio and initial velocity over its duration.
/// - Every part starts at once, after its own delay.
///
/// Distances and the anchor are relative to the laid-out frame, resolved when drawn.
struct EKMotion {
    /// What the laid-out view holds beyond the entry's rectangle (a stretched background).
    var entryInset: EdgeInsets
    var position: EKAttributes.Position

    /// The entrance: every part runs from its start to rest.
    func entrance(_ a: EKAttributes.Animation) -> OverlayMotion {
        motion(a, entering: true)
    }

    /// An exit or pop: every part runs from rest to its end.
    func exit(_ a: EKAttributes.Animation) -> OverlayMotion {
        motion(a, entering: false)
    }

    private func motion(_ a: EKAttributes.Animation, entering: Bool) -> OverlayMotion {
        var parts: [LayerTransition.Part] = []
        if let t = a.translate {
            parts.append(
                .init(
                    .frameOffscreen(offscreenEdge(t.anchor), inset: entryInset),
                    timing: timing(duration: t.duration, delay: t.delay, spring: t.spring, entering: entering)))
        }
        if let s = a.scale {
            parts.append(
                .init(
                    .scaleRange(from: s.from, to: s.to),
                    timing: timing(duration: s.duration, delay: s.delay, spring: s.spring, entering: entering)))
        }
        if let f = a.fade {
            parts.append(
                .init(
                    .opacityRange(from: f.from, to: f.to),
                    timing: timing(duration: f.duration, delay: f.delay, spring: f.spring, entering: entering)))
        }
        guard !parts.isEmpty else { return .none }
        return .transition(LayerTransition(parts: parts, anchorInset: entryInset))
    }

    /// The screen edge a translation's anchor moves the entry past.
    func offscreenEdge(_ anchor: EKAttributes.Animation.Anchor) -> ScreenEdge {
        switch anchor {
        case .top: return .top
        case .bottom: return .bottom
        case .automatic: return position == .top ? .top : .bottom
        }
    }

    private func timing(duration: Double, delay: Double, spring: EKAttributes.Animation.Spring?, entering: Bool) -> AnimationTiming {
        if let spring {
            return AnimationTiming(
                curve: .uikitSpring(
                    duration: duration, dampingRatio: spring.damping,
                    initialVelocity: spring.initialVelocity),
                duration: duration, delay: delay)
        }
        return AnimationTiming(curve: entering ? .easeOut : .easeIn, duration: duration, delay: delay)
    }
}
