import Foundation
import PreviewKit
import Typeset
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

    /// What it means, in words: "12 pixels differ (…) in x …", "no golden", ….
    public var summary: String {
        switch self {
        case .match: return "matches"
        case .tolerated(let d): return "within the tolerance: " + d.summary
        case .different(let d): return d.summary
        case .hashDiffers(let kept):
            return "pixels differ from the recorded hash; no PNG is kept for this frame" + (kept.map { ", the nearest kept one is \($0)" } ?? "")
        case .missing: return "no golden"
        case .unreadable(let why): return "golden unreadable: \(why)"
        case .sizeMismatch(let g, let n): return "golden is \(g[0])×\(g[1]), frame is \(n[0])×\(n[1])"
        case .staleIndex: return "matches its PNG but not the hash in \(GoldenIndex.fileName); record the goldens again"
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

    public init(name: String, directory: String, problem: Problem?, frames: [FrameResult], filmstrip: String? = nil) {
        self.name = name
        self.directory = directory
        self.problem = problem
        self.frames = frames
        self.filmstrip = filmstrip
    }

    public var passed: Bool { problem == nil && frames.allSatisfy(\.outcome.passed) }
    public var failingFrames: [FrameResult] { frames.filter { !$0.outcome.passed } }
}

extension SnapshotScene {
    /// A scene built in code or loaded from a config: its still frame, or its animation's
    /// selected frames (layers rasterized once, on first use).
    public init(_ scene: Scene, fonts: FontCatalog, tolerance: Tolerance? = nil) {
        let tolerance = tolerance ?? scene.tolerance
        guard let animation = scene.animation else {
            let renderer = SceneRenderer(scene: scene, fonts: fonts)
            self.init(name: scene.name, frames: [SceneAnimation.Frame(file: SceneAnimation.fileName(ofFrame: 0), time: 0)],
                      tolerance: tolerance, render: { _ in renderer.render() })
            return
        }
        let frames = animation.selectedFrames
        let renderer = OnceValue { AnimatedSceneRenderer(scene: scene, animation: animation, fonts: fonts) }
        self.init(name: scene.name, frames: frames, tolerance: tolerance, render: { renderer.value.render(at: frames[$0].time) })
    }
}

/// A value made on first use, once, whatever the thread.
final class OnceValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
        lock.withLock {
            if let made { return made }
            let v = make()
            made = v
            return v
        }
    }
}
