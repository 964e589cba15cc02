import PreviewKit
import Raster

/// A scene to check against goldens, whatever it came from (a config, code, the demo): its
/// name (the golden folder), its frames and how to render each one.
public struct SnapshotScene: Sendable {
    public var name: String
    public var frames: [SceneAnimation.Frame]
    public var render: @Sendable (Int) -> Pixmap
    /// This scene's own tolerance, overriding the check's.
    public var tolerance: Tolerance?

    public init(name: String, frames: [SceneAnimation.Frame], tolerance: Tolerance? = nil, render: @escaping @Sendable (Int) -> Pixmap) {
        self.name = name
        self.frames = frames
        self.tolerance = tolerance
        self.render = render
    }
}

/// What a check found for one frame.
public enum FrameOutcome: Sendable, Equatable {
    case match
    /// Differs, within the tolerance.
    case tolerated(FrameDifference)
    case different(FrameDifference)
    /// Differs from the recorded hash; no PNG is kept for this frame (the nearest kept one named).
    case hashDiffers(nearestKept: String?)
    case missing
    case unreadable(String)
    case sizeMismatch(golden: [Int], rendered: [Int])
    /// The PNG matches but golden.json's hash does not: the index is stale.
    case staleIndex

    public var passed: Bool {
        switch self {
        case .match, .tolerated: return true
        default: return false
        }
    }
}

/// One frame's result.
public struct FrameResult: Sendable, Equatable {
    public var index: Int
    public var file: String
    public var time: Double
    public var outcome: FrameOutcome
    /// Artifact files written for it (expected, actual, diff), relative to the artifacts folder.
    public var artifacts: [String]
}

/// One scene's result: a problem with its goldens as a whole, or its frames'.
public struct SceneResult: Sendable, Equatable {
    public enum Problem: Sendable, Equatable {
        case noGoldens
        case indexUnreadable(String)
        case frameListChanged(golden: Int, rendered: Int)
    }

    public var name: String
    public var directory: String
    public var problem: Problem?
    public var frames: [FrameResult]
    /// The filmstrip written for a failing animation, relative to the artifacts folder.
    public var filmstrip: String?

    public var passed: Bool { problem == nil && frames.allSatisfy(\.outcome.passed) }
    public var failingFrames: [FrameResult] { frames.filter { !$0.outcome.passed } }
}
