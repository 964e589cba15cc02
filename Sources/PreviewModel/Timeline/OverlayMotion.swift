import Raster

/// How an overlay enters or leaves: instantly, by a transition of timed parts, or by a keyframe
/// animation.
package enum OverlayMotion: Sendable, Hashable {
    case none
    case transition(LayerTransition)
    case keyframes(KeyframeAnimation)

    /// Seconds until the motion ends.
    package var duration: Double {
        switch self {
        case .none: return 0
        case .transition(let t): return t.duration
        case .keyframes(let k): return k.totalDuration
        }
    }

    /// The pose `elapsed` seconds after the motion started (see `LayerTransition.pose`).
    /// Keyframes say where to go: on entrance they should end at rest, on exit away from it.
    package func pose(at elapsed: Double, entering: Bool, frame: Rect, ink: Rect, screen: Rect) -> LayerPose {
        switch self {
        case .none: return .identity
        case .transition(let t): return t.pose(at: elapsed, entering: entering, frame: frame, ink: ink, screen: screen)
        case .keyframes(let k): return k.pose(at: elapsed, frame: frame)
        }
    }
}
