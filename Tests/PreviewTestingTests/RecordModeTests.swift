import Foundation
import PreviewKit
import PreviewTesting
import Raster
import SnapshotKit
import Testing

/// The record modes through the test API: never writes nothing, missing writes only what has no
/// golden, failed only what does not match, all everything — and every call that records throws,
/// so a recording test run fails. The environment variable reads the same words.
@Suite struct PreviewRecordModeTests {
    static let blue = Color(red: 0, green: 0.48, blue: 1), red = Color(red: 1, green: 0.23, blue: 0.19)

    static func check(_ color: Color, _ golden: String, _ mode: RecordMode, tolerance: Tolerance = .exact) throws -> [SceneResult] {
        [
            try PreviewSnapshot.assertMatches(
                scene: PreviewSnapshotTests.scene(color), golden: golden, tolerance: tolerance,
                artifacts: golden + "-art", record: mode)
        ]
    }

    static func message(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch { return String(describing: error) }
    }

    @Test func eachModeRecordsWhatItSaysAndARecordingAlwaysThrows() throws {
        let dir = try PreviewSnapshotTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let golden = dir + "/golden", frame = golden + "/dot/frame_0000.png"
        // never: fails on the missing golden and writes nothing.
        let never = Self.message { _ = try Self.check(Self.blue, golden, .never) }
        #expect(never?.contains("no goldens; record them with RENDER_PREVIEW_RECORD=failed") == true, "\(never ?? "passed")")
        #expect(!FileManager.default.fileExists(atPath: frame))
        // missing: records it, and throws to say so.
        let missing = Self.message { _ = try Self.check(Self.blue, golden, .missing) }
        #expect(missing?.hasPrefix("recorded 1 scene into \(golden)/ because RENDER_PREVIEW_RECORD=missing") == true, "\(missing ?? "passed")")
        // One story: what was recorded, never "no goldens; record them" for the scene just recorded.
        #expect(
            missing?.contains("\(golden)/dot/: recorded (it had no goldens)") == true && missing?.contains("no goldens;") == false,
            "\(missing ?? "passed")")
        #expect(FileManager.default.fileExists(atPath: golden + "/dot/structure.txt"))
        let recorded = try Data(contentsOf: URL(fileURLWithPath: frame))
        #expect(try Self.check(Self.blue, golden, .never)[0].passed)
        // missing leaves a golden that differs alone: the difference fails, in words, nothing written.
        let differs = Self.message { _ = try Self.check(Self.red, golden, .missing) }
        #expect(differs?.contains("what changed: overlay fill #007AFF → #FF3B30") == true, "\(differs ?? "passed")")
        #expect(differs?.contains("dot/frame_0000.png: colour only: ") == true, "\(differs ?? "passed")")
        #expect(try Data(contentsOf: URL(fileURLWithPath: frame)) == recorded)
        // failed: re-records the differing scene, throws, then the check passes.
        let failed = Self.message { _ = try Self.check(Self.red, golden, .failed) }
        #expect(
            failed?.hasPrefix("recorded 1 scene into \(golden)/ because RENDER_PREVIEW_RECORD=failed (0 frames added, 1 changed, 0 unchanged)")
                == true, "\(failed ?? "passed")")
        #expect(try Self.check(Self.red, golden, .never)[0].passed)
        // failed with nothing failing records nothing and passes.
        #expect(try Self.check(Self.red, golden, .failed)[0].passed)
        // all: always records, always throws.
        let all = Self.message { _ = try Self.check(Self.red, golden, .all) }
        #expect(all?.hasPrefix("recorded 0 scenes into \(golden)/ because RENDER_PREVIEW_RECORD=all") == true, "\(all ?? "passed")")
    }

    @Test func theEnvironmentVariableReadsTheSameWords() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .never)
        #expect(try RecordMode.fromEnvironment(["RENDER_PREVIEW_RECORD": ""]) == .never)
        #expect(try RecordMode.fromEnvironment(["RENDER_PREVIEW_RECORD": "0"]) == .never)
        #expect(try RecordMode.fromEnvironment(["RENDER_PREVIEW_RECORD": "1"]) == .all)
        for mode in RecordMode.allCases { #expect(try RecordMode.fromEnvironment(["RENDER_PREVIEW_RECORD": mode.rawValue]) == mode) }
        #expect(try RecordMode.fromEnvironment(["RENDER_PREVIEW_RECORD": "Failed"]) == .failed)
        do {
            _ = try RecordMode.fromEnvironment(["RENDER_PREVIEW_RECORD": "yes"])
            Issue.record("\"yes\" was read as a mode")
        } catch {
            #expect("\(error)" == "RENDER_PREVIEW_RECORD=yes is not a record mode; use never, missing, failed or all")
        }
        let literal: RecordMode = true
        #expect(literal == .all)
    }
}
