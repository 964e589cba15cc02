import Foundation
import FileAccess
import PreviewKit
import SnapshotKit

/// Checks a scene built in code against its goldens, kept beside the test file:
/// `<test folder>/__Goldens__/<TestFile>/<test name>[-<name>]/<scene>/`. A difference fails the
/// test at this call's file and line — in XCTest and in Swift Testing — with a summary line
/// first ("3 of 115 frames differ …"), one line per failing scene, and the path of a report
/// with expected, actual, diff and close-up images.
///
/// With `RENDER_PREVIEW_RECORD=missing|failed|all` in the environment (or `record: .failed`)
/// goldens are written as `RecordMode` says, and the test fails once to say what was written: a
/// recording never passes silently. Missing goldens fail with how to record them; nothing is
/// written unless asked.
///
///     @Test func toast() {
///         assertPreview(PreviewScene("toast").show(position: "bottom", PreviewView.text("Saved").padding(12)))
///     }
@discardableResult
public func assertPreview(_ scene: PreviewScene, named name: String? = nil, tolerance: Tolerance = .exact,
                          record: RecordMode = .environment, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                          fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                          testName: String = #function) -> [SceneResult] {
    let place = AssertionPlace(fileID: fileID, filePath: filePath, line: line, column: column, testName: testName, name: name)
    let loaded: SceneConfig.Loaded
    do {
        loaded = try scene.load(source: "\(scene.name) (built in \(place.fileName))", baseDirectory: place.folder)
    } catch {
        place.fail("\(error)")
        return []
    }
    return PreviewAssertion.verify(loaded, source: "code", tolerance: tolerance, record: record, jobs: jobs, at: place)
}

/// Checks every scene of a config file (or those named in `scenes`) against goldens beside the
/// test file, as `assertPreview(_:)` does. A relative `config` path starts from the test file's folder.
@discardableResult
public func assertPreview(config: String, scenes names: [String]? = nil, named name: String? = nil,
                          tolerance: Tolerance = .exact, record: RecordMode = .environment,
                          jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                          fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                          testName: String = #function) -> [SceneResult] {
    let place = AssertionPlace(fileID: fileID, filePath: filePath, line: line, column: column, testName: testName, name: name)
    let path = config.hasPrefix("/") ? config : FilePath.joined(place.folder, config)
    var loaded: SceneConfig.Loaded
    do {
        loaded = try SceneConfig.load(path: path)
    } catch {
        place.fail("\(error)")
        return []
    }
    if let names {
        let missing = names.filter { n in !loaded.scenes.contains { $0.name == n } }
        guard missing.isEmpty else {
            place.fail("\(config) has no scene named \(missing.joined(separator: ", ")) (scenes: \(loaded.scenes.map(\.name).joined(separator: ", ")))")
            return []
        }
        loaded = SceneConfig.Loaded(scenes: loaded.scenes.filter { names.contains($0.name) }, fonts: loaded.fonts)
    }
    return PreviewAssertion.verify(loaded, source: FilePath.lastComponent(of: config), tolerance: tolerance,
                                   record: record, jobs: jobs, at: place)
}

/// The checking and recording behind `assertPreview`.
enum PreviewAssertion {
    static func verify(_ loaded: SceneConfig.Loaded, source: String, tolerance: Tolerance, record: RecordMode, jobs: Int,
                       at place: AssertionPlace) -> [SceneResult] {
        do { _ = try RecordMode.fromEnvironment() } catch { place.fail("\(error)"); return [] }
        let scenes = loaded.scenes.map { SceneFrames($0, fonts: loaded.fonts) }
        let golden = place.goldenFolder
        let artifacts = place.artifactsFolder
        do { try CheckArtifacts.clear(artifacts) } catch { place.fail("\(error)"); return [] }
        let results = SnapshotCheck(golden: golden, tolerance: tolerance, jobs: jobs, artifacts: artifacts).run(scenes)
        let howToRecord = "\(PreviewSnapshot.recordVariable)=failed set for the test run"
        do {
            if let recorded = try PreviewRecording.record(scenes, results: results, mode: record, golden: golden, source: source,
                                                          howToRecord: howToRecord) {
                place.fail(recorded)
                return results
            }
        } catch {
            place.fail("\(error)")
            return []
        }
        let summary = CheckSummary(results: results, orphans: [])
        guard !summary.passed else { return results }
        var lines = [summary.line(golden: golden)] + results.flatMap { $0.problems(howToRecord: howToRecord) }
        if results.contains(where: { !$0.failingFrames.isEmpty }) {
            let page = HTMLReport.html(results, orphans: [], lines: { $0.problems(howToRecord: howToRecord) }, details: \.frameDetails,
                                       summary: summary.line(golden: golden),
                                       acceptCommand: { _ in "\(PreviewSnapshot.recordVariable)=failed swift test --filter \(place.testIdentifier)" },
                                       pruneCommand: nil, title: "\(place.fileName): \(place.testIdentifier)")
            let report = FilePath.joined(artifacts, HTMLReport.fileName)
            if (try? OutputDirectory.create(artifacts)) != nil, (try? AtomicFile.write(Array(page.utf8), to: report)) != nil {
                lines.append("report (expected, actual, diff, close-ups): \(report)")
            }
            CheckArtifacts.mark(artifacts)
        }
        lines.append("after an intended change, run the tests with \(PreviewSnapshot.recordVariable)=failed and look at the new goldens")
        place.fail(lines.joined(separator: "\n"))
        return results
    }
}
