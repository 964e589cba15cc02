import Foundation
@_exported import PreviewKit
@_exported import Raster
@_exported import SnapshotKit
import FileAccess
import Typeset

/// Snapshot assertions that throw (XCTest and Swift Testing alike: a failure is a thrown
/// `SnapshotMismatch`, which fails the test with its message). `assertPreview` is the newer
/// form: goldens beside the test file, failures at the assertion's line, scenes built with
/// `PreviewScene` in the config's words.
///
///     import PreviewTesting
///
///     @Test func cardLooksRight() throws {
///         try PreviewSnapshot.assertMatches(config: "Tests/Previews/card.json", golden: "Tests/Golden")
///     }
///
///     func testToast() throws {       // XCTest
///         try PreviewSnapshot.assertMatches(scene: myScene, golden: "Tests/Golden", tolerance: Tolerance(channel: 1))
///     }
///
/// `RENDER_PREVIEW_RECORD=missing|failed|all` in the environment (or `record: .failed`)
/// records goldens as `RecordMode` says, and the assertion then throws to say what it wrote: a
/// recording never passes. Relative paths are resolved against the current directory (`swift
/// test` runs in the package root).
public enum PreviewSnapshot {
    /// The environment variable that sets the record mode (`RecordMode.variable`).
    public static let recordVariable = RecordMode.variable

    /// Whether the environment asks for any recording.
    public static var isRecording: Bool { RecordMode.environment != .never }

    /// Checks every scene of a config file (or those named in `scenes`) against `golden`.
    @discardableResult
    public static func assertMatches(
        config path: String, golden: String, scenes names: [String]? = nil,
        tolerance: Tolerance = .exact, artifacts: String = "out/check",
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        record: RecordMode = .environment
    ) throws -> [SceneResult] {
        let loaded: SceneConfig.Loaded
        do {
            loaded = try SceneConfig.load(path: path)
        } catch {
            throw SnapshotMismatch(message: "\(error)", artifacts: nil)
        }
        var scenes = loaded.scenes
        if let names {
            let missing = names.filter { n in !scenes.contains { $0.name == n } }
            guard missing.isEmpty else {
                throw SnapshotMismatch(
                    message: "\(path) has no scene named \(missing.joined(separator: ", ")) (scenes: \(scenes.map(\.name).joined(separator: ", ")))",
                    artifacts: nil)
            }
            scenes = scenes.filter { names.contains($0.name) }
        }
        let source = FilePath.lastComponent(of: path)
        return try verify(
            scenes.map { SceneFrames($0, fonts: loaded.fonts) }, golden: golden, source: source,
            tolerance: tolerance, artifacts: artifacts, jobs: jobs, record: record)
    }

    /// Checks one scene built in code against `golden/<scene.name>/`.
    @discardableResult
    public static func assertMatches(
        scene: Scene, fonts: FontCatalog? = nil, golden: String, tolerance: Tolerance = .exact,
        artifacts: String = "out/check",
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
        record: RecordMode = .environment
    ) throws -> SceneResult {
        let catalog: FontCatalog
        if let fonts {
            catalog = fonts
        } else {
            guard case .success(let library) = FontLibrary.bundled else {
                throw SnapshotMismatch(message: "the bundled fonts cannot be loaded", artifacts: nil)
            }
            catalog = FontCatalog(library: library)
        }
        return try verify(
            [SceneFrames(scene, fonts: catalog)], golden: golden, source: "code", tolerance: tolerance,
            artifacts: artifacts, jobs: jobs, record: record)[0]
    }

    static func verify(
        _ scenes: [SceneFrames], golden: String, source: String, tolerance: Tolerance,
        artifacts: String, jobs: Int, record: RecordMode
    ) throws -> [SceneResult] {
        do { _ = try RecordMode.fromEnvironment() } catch { throw SnapshotMismatch(message: "\(error)", artifacts: nil) }
        var wording = Self.wording(
            reportTitle: "\(source) against \(FilePath.asFolder(golden))",
            acceptCommand: "\(recordVariable)=failed swift test", mode: record)
        wording.listsImages = true
        // Its artifacts folder defaults to the CLI's (out/check): it is shared, never cleared.
        wording.ownsArtifacts = false
        let workflow = CheckWorkflow(golden: golden, tolerance: tolerance, jobs: jobs, artifacts: artifacts, record: record, wording: wording)
        let outcome: CheckWorkflow.Outcome
        do {
            outcome = try workflow.run([(source: source, scenes: scenes)])
        } catch {
            throw SnapshotMismatch(message: "\(error)", artifacts: nil)
        }
        guard let failure = outcome.failure else { return outcome.results }
        let recorded = outcome.recorded != nil
        throw SnapshotMismatch(
            message: failure.joined(separator: "\n"),
            artifacts: recorded || outcome.images.isEmpty ? nil : artifacts)
    }

    /// The check workflow's words in a test run: record by setting the variable for the run.
    static func wording(reportTitle: String, acceptCommand: String, mode: RecordMode) -> CheckWorkflow.Wording {
        CheckWorkflow.Wording(
            howToRecord: { _ in "\(recordVariable)=failed set for the test run" },
            recordedBecause: "because \(RecordMode.variable)=\(mode.rawValue)",
            afterRecording: "look at the images, then run the tests again without it",
            reportTitle: reportTitle, acceptCommand: { _ in acceptCommand },
            reportHolds: "expected, actual, diff, close-ups",
            afterFailure: "after an intended change, run the tests with \(recordVariable)=failed and look at the new goldens")
    }
}

/// A snapshot that does not match its golden: the message says which frames and how, and where
/// the expected / actual / diff images are.
public struct SnapshotMismatch: Error, CustomStringConvertible, Sendable {
    public let message: String
    /// The artifacts folder, when images were written.
    public let artifacts: String?

    public var description: String { message }
}
