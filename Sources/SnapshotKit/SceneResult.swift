import PreviewKit
import Foundation

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


extension SceneResult {
    /// One line per problem, worded the same wherever a check is reported (the command line,
    /// `PreviewTesting`, the reports): the file, what is wrong, and how to fix it.
    /// `howToRecord` says how goldens are recorded where the check ran, e.g.
    /// "`render-preview record card.json --golden golden`".
    public func problems(howToRecord: String) -> [String] {
        switch problem {
        case .noGoldens?:
            return ["\(directory)/: no goldens; record them with \(howToRecord)"]
        case .indexUnreadable(let why)?:
            return ["\(directory)/\(GoldenIndex.fileName): unreadable (\(why)); record the goldens again with \(howToRecord)"]
        case .frameListChanged(let g, let n)?:
            return ["\(directory)/: the goldens hold \(g) frames, the scene renders \(n); if the timeline changed on purpose, record them again with \(howToRecord)"]
        case nil:
            return failingFrames.map { f in
                let hint = f.outcome == .missing ? "; record it with \(howToRecord)" : ""
                return "\(directory)/\(f.file): \(f.outcome.summary) (t = \(String(format: "%.3f", f.time)) s)\(hint)"
            }
        }
    }
}
