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
public func assertPreview(
    _ scene: PreviewScene, named name: String? = nil, tolerance: Tolerance = .exact,
    record: RecordMode = .environment, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    testName: String = #function
) -> [SceneResult] {
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
public func assertPreview(
    config: String, scenes names: [String]? = nil, named name: String? = nil,
    tolerance: Tolerance = .exact, record: RecordMode = .environment,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    testName: String = #function
) -> [SceneResult] {
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
            place.fail(
                "\(config) has no scene named \(missing.joined(separator: ", ")) (scenes: \(loaded.scenes.map(\.name).joined(separator: ", ")))")
            return []
        }
        loaded = SceneConfig.Loaded(scenes: loaded.scenes.filter { names.contains($0.name) }, fonts: loaded.fonts)
    }
    return PreviewAssertion.verify(
        loaded, source: FilePath.lastComponent(of: config), tolerance: tolerance,
        record: record, jobs: jobs, at: place)
}

/// The checking and recording behind `assertPreview`: the one check workflow, failing the test
/// with its lines.
enum PreviewAssertion {
    static func verify(
        _ loaded: SceneConfig.Loaded, source: String, tolerance: Tolerance, record: RecordMode, jobs: Int,
        at place: AssertionPlace
    ) -> [SceneResult] {
        do { _ = try RecordMode.fromEnvironment() } catch { place.fail("\(error)"); return [] }
        let scenes = loaded.scenes.map { SceneFrames($0, fonts: loaded.fonts) }
        let wording = PreviewSnapshot.wording(
            reportTitle: "\(place.fileName): \(place.testIdentifier)",
            acceptCommand: "\(PreviewSnapshot.recordVariable)=failed swift test --filter \(place.testIdentifier)", mode: record)
        let workflow = CheckWorkflow(
            golden: place.goldenFolder, tolerance: tolerance, jobs: jobs, artifacts: place.artifactsFolder,
            record: record, wording: wording)
        do {
            let outcome = try workflow.run([(source: source, scenes: scenes)])
            if let failure = outcome.failure { place.fail(failure.joined(separator: "\n")) }
            return outcome.results
        } catch {
            place.fail("\(error)")
            return []
        }
    }
}
