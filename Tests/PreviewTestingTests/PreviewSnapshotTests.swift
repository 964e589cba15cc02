import Foundation
import PreviewKit
import PreviewTesting
import Raster
import SnapshotKit
import Testing

/// The Swift API for test suites: record, match, and a failure that says what and where.
@Suite struct PreviewSnapshotTests {
    static func scene(_ color: Color) -> Scene {
        let device = Device.custom(name: "Test", width: 120, height: 80, scale: 1, safeArea: EdgeInsets(), cornerRadius: 0)
        let dot = View.shape(ShapeContent(.circle, fill: .color(color))).frame(width: 30, height: 30)
        return Scene(
            name: "dot", device: device, background: .fill(.color(.white)), showsStatusBar: false,
            showsHomeIndicator: false, overlays: [Presentation(view: dot, position: .center)])
    }

    static func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("preview-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func recordThenMatchThenFailWithTheFrameAndImages() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let golden = dir + "/golden", artifacts = dir + "/art"
        let blue = Color(red: 0, green: 0.48, blue: 1)
        // No goldens yet: the failure says how to record them.
        #expect(throws: SnapshotMismatch.self) {
            try PreviewSnapshot.assertMatches(scene: Self.scene(blue), golden: golden, artifacts: artifacts, record: false)
        }
        do {
            try PreviewSnapshot.assertMatches(scene: Self.scene(blue), golden: golden, artifacts: artifacts, record: false)
        } catch let m as SnapshotMismatch {
            #expect(m.message.contains("\(golden)/dot/: no goldens; record them with RENDER_PREVIEW_RECORD=failed set for the test run"), "\(m)")
        }
        #expect(throws: SnapshotMismatch.self) { try PreviewSnapshot.assertMatches(scene: Self.scene(blue), golden: golden, record: .missing) }
        #expect(FileManager.default.fileExists(atPath: golden + "/dot/frame_0000.png"))
        let ok = try PreviewSnapshot.assertMatches(scene: Self.scene(blue), golden: golden, artifacts: artifacts, record: false)
        #expect(ok.passed)

        let red = Color(red: 1, green: 0.23, blue: 0.19)
        do {
            try PreviewSnapshot.assertMatches(scene: Self.scene(red), golden: golden, artifacts: artifacts, record: false)
            Issue.record("a recoloured dot matched")
        } catch let m as SnapshotMismatch {
            #expect(m.message.contains("dot/frame_0000.png: "), "\(m)")
            #expect(m.message.contains("pixels differ"), "\(m)")
            #expect(m.message.contains("\(artifacts)/dot/frame_0000-diff.png"), "\(m)")
            #expect(FileManager.default.fileExists(atPath: artifacts + "/dot/frame_0000-diff.png"))
            #expect(m.artifacts == artifacts)
        }
        // A tolerance wide enough lets it pass.
        let tolerated = try PreviewSnapshot.assertMatches(
            scene: Self.scene(red), golden: golden, tolerance: Tolerance(channel: 255),
            artifacts: artifacts, record: false)
        #expect(tolerated.passed)
    }

    @Test func configScenesAreCheckedByName() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let config = dir + "/two.json"
        try Data(
            """
            {"scenes": [
              {"name": "a", "device": {"custom": {"width": 60, "height": 40, "scale": 1}}, "statusBar": false, "homeIndicator": false},
              {"name": "b", "device": {"custom": {"width": 60, "height": 40, "scale": 1}}, "statusBar": false, "homeIndicator": false, "background": "systemRed"}
            ]}
            """.utf8
        ).write(to: URL(fileURLWithPath: config))
        #expect(throws: SnapshotMismatch.self) { try PreviewSnapshot.assertMatches(config: config, golden: dir + "/golden", record: .all) }
        let results = try PreviewSnapshot.assertMatches(config: config, golden: dir + "/golden", scenes: ["b"], record: false)
        #expect(results.map(\.name) == ["b"] && results[0].passed)
        #expect(throws: SnapshotMismatch.self) {
            try PreviewSnapshot.assertMatches(config: config, golden: dir + "/golden", scenes: ["c"], record: false)
        }
    }
}
