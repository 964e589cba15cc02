import FileAccess
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

/// One frame of a failing animation, expected and actual, for the report's scrubber.
public struct ScrubFrame: Sendable, Equatable {
    public var index: Int
    public var time: Double
    /// Paths relative to the artifacts folder.
    public var expected: String
    public var actual: String
    /// Whether this frame failed.
    public var differs: Bool
}

/// One scene's result: a problem with its goldens as a whole, or its frames'.
public struct SceneResult: Sendable, Equatable {
    public enum Problem: Sendable, Equatable {
        case noGoldens
        case indexUnreadable(String)
        case frameListChanged(golden: Int, rendered: Int)
        /// The goldens were drawn with another system font (`SystemFonts.identity`; nil: the
        /// bundled Inter) than this run's: no pixel is compared.
        case systemFontChanged(golden: String?, rendered: String?)
        /// The folder is missing because a record was killed while swapping goldens in: they
        /// are in this folder beside it, which the next record puts back.
        case goldensSetAside(String)
    }

    public var name: String
    public var directory: String
    public var problem: Problem?
    public var frames: [FrameResult]
    /// The filmstrip written for a failing animation, relative to the artifacts folder.
    public var filmstrip: String?
    /// What changed in the design, in words, from the structure golden (`structure.txt`):
    /// empty when it matches or the goldens have none.
    public var changes: [String] = []
    /// Whether the structure golden differs (a failure even when every frame matches).
    public var structureChanged = false
    /// The frame list changed (a timing change): `frames` are the golden's kept frames, each
    /// compared with the frame rendered nearest its time.
    public var pairedByTime = false
    /// Whether a text's string or line count is among the changes.
    public var textChanged = false
    /// What the scene varies along (`SceneFrames.axes`), for the report's filters.
    public var axes: [String: String] = [:]
    /// How the machine that recorded the goldens differs from this one ("the goldens were recorded
    /// on aarch64 with FreeType 2.14.1; this is x86_64 with FreeType 2.12.1"), nil when it does
    /// not or is not known: the first thing a failing scene says.
    public var recordedElsewhere: String?
    /// A failing animation's frames that have a golden PNG, expected and actual side by side
    /// (paths relative to the artifacts folder), for the report's scrubber.
    public var scrub: [ScrubFrame] = []

    public init(name: String, directory: String, problem: Problem?, frames: [FrameResult], filmstrip: String? = nil) {
        self.name = name
        self.directory = directory
        self.problem = problem
        self.frames = frames
        self.filmstrip = filmstrip
    }

    public var passed: Bool { problem == nil && !structureChanged && frames.allSatisfy(\.outcome.passed) }
    public var failingFrames: [FrameResult] { frames.filter { !$0.outcome.passed } }
}

extension SceneResult {
    /// How many failing frames a scene's one-line summary names before "and N more".
    static let framesNamed = 3

    /// One line for the scene, worded the same wherever a check is reported (the command line,
    /// `PreviewTesting`, the reports): the folder or file, what is wrong, and how to fix it.
    /// Empty when the scene passed. `howToRecord` says how goldens are recorded where the check
    /// ran, e.g. "`render-preview record card.json --golden golden`".
    ///
    ///     golden/card/: 3 of 115 frames differ, first golden/card/frame_0072.png at t = 1.200 s:
    ///     12 pixels differ (…); also frame_0073.png and 1 more
    public func problems(howToRecord: String, howToCompare: String? = nil) -> [String] {
        let lines = pixelProblems(howToRecord: howToRecord, howToCompare: howToCompare)
        // Before any pixel count, when pixels were compared and the goldens came from elsewhere.
        switch problem {
        case nil, .frameListChanged?:
            guard let recordedElsewhere, !lines.isEmpty else { return lines }
            return ["\(FilePath.asFolder(directory)): \(recordedElsewhere)"] + lines
        default:
            return lines
        }
    }

    private func pixelProblems(howToRecord: String, howToCompare: String?) -> [String] {
        let folder = FilePath.asFolder(directory)
        switch problem {
        case .noGoldens?:
            return ["\(folder): no goldens; record them with \(howToRecord)"]
        case .indexUnreadable(let why)?:
            return ["\(FilePath.joined(directory, GoldenIndex.fileName)): unreadable (\(why)); record the goldens again with \(howToRecord)"]
        case .goldensSetAside(let aside)?:
            return [
                "\(folder): a record was stopped while it swapped goldens in, and left this scene's goldens at \(aside); "
                    + "the next record puts them back (or move that folder to \(directory)), then check again"
            ]
        case .systemFontChanged(let golden, let rendered)?:
            return [
                "\(folder): the goldens were drawn with \(Self.systemFontWords(golden)) and this run draws with \(Self.systemFontWords(rendered)), so no pixel was compared; "
                    + "give the fonts the goldens were drawn with (--system-fonts FOLDER or RENDER_PREVIEW_SYSTEM_FONTS), or record again with \(howToRecord)"
            ]
        case .frameListChanged(let g, let n)?:
            var lines =
                (changesLine.map { ["\(folder): \($0)"] } ?? [])
                + [
                    "\(folder): the goldens hold \(counted(g, "frame")), the scene renders \(n); if the timeline changed on purpose, record them again with \(howToRecord)"
                ]
            if pairedByTime {
                let failing = failingFrames
                var line =
                    "\(folder): by time, \(failing.count) of \(counted(frames.count, "kept golden frame")) \(failing.count == 1 ? "differs" : "differ") from the frame rendered nearest"
                if let first = Self.firstShown(failing) {
                    line +=
                        ", first \(FilePath.joined(directory, first.file)) at t = \(String(format: "%.3f", first.time)) s: \(first.outcome.summary)"
                }
                lines.append(line)
            }
            if let howToCompare { lines.append("\(folder): see both timings moment by moment with \(howToCompare)") }
            return lines
        case nil:
            let failing = failingFrames
            let words = changesLine.map { ["\(folder): \($0)"] } ?? []
            guard let first = failing.first else {
                guard structureChanged else { return [] }
                return words + [
                    "\(FilePath.joined(directory, SceneStructure.fileName)): the structure changed while every frame matches its golden; if on purpose, record again with \(howToRecord)"
                ]
            }
            let hint = failing.contains { $0.outcome == .missing } ? "; record the missing ones with \(howToRecord)" : ""
            if frames.count == 1 {
                return words + ["\(FilePath.joined(directory, first.file)): \(first.outcome.summary)\(hint)"]
            }
            var line =
                "\(folder): \(failing.count) of \(counted(frames.count, "frame")) \(failing.count == 1 ? "differs" : "differ"), "
                + "first \(FilePath.joined(directory, first.file)) at t = \(String(format: "%.3f", first.time)) s: \(first.outcome.summary)"
            // The first is often a frame kept as a hash only: name the first with images and a
            // measured box too, when there is one.
            let measured = Self.firstShown(failing).flatMap { $0.index == first.index ? nil : $0 }
            if let measured {
                line +=
                    "; compared pixel by pixel at \(FilePath.joined(directory, measured.file)) (t = \(String(format: "%.3f", measured.time)) s): \(measured.outcome.summary)"
            }
            let others = failing.filter { $0.index != first.index && $0.index != measured?.index }
            if !others.isEmpty {
                let named = others.prefix(Self.framesNamed - 1).map(\.file)
                line +=
                    "; also " + named.joined(separator: ", ")
                    + (others.count > named.count ? " and \(others.count - named.count) more" : "")
            }
            return words + [line + hint]
        }
    }

    /// What a recording says of a scene it wrote, instead of the problems it no longer has:
    /// "golden/card/: recorded (it had no goldens)", or "golden/card/: recorded" and then what had
    /// differed, as a check says it.
    public var recordedLines: [String] {
        let folder = FilePath.asFolder(directory)
        switch problem {
        case .noGoldens?: return ["\(folder): recorded (it had no goldens)"]
        case .frameListChanged(let g, let n)?:
            return ["\(folder): recorded (\(n) frames; the goldens had held \(g))"] + (changesLine.map { ["\(folder): \($0)"] } ?? [])
        case .indexUnreadable?: return ["\(folder): recorded (its golden index had been unreadable)"]
        case .goldensSetAside?: return ["\(folder): recorded (its goldens had been left set aside by a stopped record)"]
        case .systemFontChanged(let golden, let rendered)?:
            return ["\(folder): recorded with \(Self.systemFontWords(rendered)) (the goldens had been drawn with \(Self.systemFontWords(golden)))"]
        case nil:
            // What had differed, told as a check tells it, without the advice to record (the
            // clauses that hold the marker are dropped).
            let marker = "\u{1}"
            let told = pixelProblems(howToRecord: marker, howToCompare: nil).map { line in
                line.components(separatedBy: "; ").filter { !$0.contains(marker) }.joined(separator: "; ")
            }
            return ["\(folder): recorded"] + told
        }
    }

    /// "the system font SF Pro, Version 21.0d5e1 (variable)", or "the bundled Inter".
    static func systemFontWords(_ identity: String?) -> String {
        identity.map { "the system font \($0)" } ?? "the bundled Inter"
    }

    /// The first failing frame whose pixels were compared (a PNG kept, so there are images and a
    /// measured box), else the first.
    static func firstShown(_ failing: [FrameResult]) -> FrameResult? {
        failing.first { if case .different = $0.outcome { return true } else { return false } } ?? failing.first
    }

    /// How many sentences of `changes` a one-line summary names before "and N more".
    static let changesNamed = 6

    /// "what changed: title moved 2 pt down; card corner radius 12 → 14 (and 3 more)"; nil without changes.
    public var changesLine: String? {
        guard !changes.isEmpty else { return nil }
        let named = changes.prefix(Self.changesNamed)
        return "what changed: " + named.joined(separator: "; ") + (changes.count > named.count ? " (and \(changes.count - named.count) more)" : "")
    }

    /// How many failing frames are of each kind: "2 geometry, 1 anti-aliasing only"; nil when none differ in pixels.
    public var kindsLine: String? {
        var counts: [ChangeKind: Int] = [:]
        for f in failingFrames { if case .different(let d) = f.outcome { counts[d.kind, default: 0] += 1 } }
        guard !counts.isEmpty else { return nil }
        return ChangeKind.allCases.compactMap { k in counts[k].map { "\($0) \(k.rawValue)" } }.joined(separator: ", ")
    }

    /// One line per failing frame, for the report's and the JUnit report's details.
    public var frameDetails: [String] {
        failingFrames.map { "\(FilePath.joined(directory, $0.file)): \($0.outcome.summary) (t = \(String(format: "%.3f", $0.time)) s)" }
    }

    /// The frames that differed but passed within the tolerance.
    public var toleratedFrames: [FrameResult] {
        frames.filter { if case .tolerated = $0.outcome { return true } else { return false } }
    }
}
