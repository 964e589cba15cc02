import FileAccess
import PreviewKit
import SnapshotKit

/// Recording inside a test run, as `RecordMode` says: after the check, the scenes the mode picks
/// are recorded, and the message that fails the test says what was written and what had
/// changed, so a recording never passes.
enum PreviewRecording {
    /// Records what `mode` picks from `results`; returns the failure message when it wrote
    /// anything (or when the mode is `all`), nil when nothing was recorded.
    static func record(_ scenes: [SceneFrames], results: [SceneResult], mode: RecordMode, golden: String, source: String,
                       howToRecord: String) throws -> String? {
        guard mode != .never else { return nil }
        let picked = mode.picks(results)
        let chosen = scenes.filter { picked.contains($0.name) }
        guard !chosen.isEmpty else { return nil }
        let summary: GoldenRecorder.Summary
        do {
            summary = try GoldenRecorder(golden: golden, source: source).record(chosen)
        } catch {
            throw SnapshotMismatch(message: "cannot record into \(FilePath.asFolder(golden)): \(error)", artifacts: nil)
        }
        guard summary.wroteAnything || mode == .all else { return nil }
        var lines = ["recorded \(counted(summary.scenes.count, "scene")) into \(FilePath.asFolder(golden)) because \(RecordMode.variable)=\(mode.rawValue) "
            + "(\(counted(summary.added, "frame")) added, \(summary.changed) changed, \(summary.unchanged) unchanged); look at the images, then run the tests again without it"]
        for r in results where summary.scenes.contains(r.name) { lines += r.recordedLines }
        return lines.joined(separator: "\n")
    }
}
