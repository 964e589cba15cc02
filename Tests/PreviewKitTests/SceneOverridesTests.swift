import Foundation
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender
import Raster
import Testing

/// A scene is resolved once, at its final scale: `--scale` (and the other command-line
/// overrides) are applied while the config is read, so what the timeline measures — snack
/// slots, drag heights — matches what is drawn.
struct SceneOverridesTests {
    /// Two stacked snacks whose heights (and so their slots) snap differently at 2× and 3×.
    private static func config(scale: Double?) -> String {
        let scaleKey = scale.map { "\"scale\": \($0), " } ?? ""
        return """
            {"name": "stack", "device": "iPhone 15", \(scaleKey)"fps": 10, "frames": {"times": [0.2, 0.9, 1.3]},
             "timeline": [
               {"at": 0.0, "show": {"id": "a", "snack": {"title": "Uploading", "message": "3 photos to “Holiday”.", "duration": 0}}},
               {"at": 0.6, "show": {"id": "b", "snack": {"message": "Wi-Fi is back, and this line wraps onto a second one.", "duration": 0}}},
               {"at": 1.0, "pan": {"id": "b", "distance": 12, "duration": 0.2}}]}
            """
    }

    private static func load(_ json: String, overrides: SceneOverrides = SceneOverrides()) throws -> SceneFrames {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("overrides-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("stack.json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        var files: [String] = []
        let loaded = try SceneConfig.load(path: path, filesRead: &files, overrides: overrides)
        return SceneFrames(loaded.scenes[0], fonts: loaded.fonts)
    }

    @Test func aScaleFromTheCommandLineIsTheScaleTheTimelineIsMeasuredAt() throws {
        let asked = try Self.load(Self.config(scale: nil), overrides: SceneOverrides(scale: 2))
        let written = try Self.load(Self.config(scale: 2))
        let device = try Self.load(Self.config(scale: nil))
        // The test can tell: at the device's 3× the slots are measured otherwise.
        #expect(device.structure?() != written.structure?())
        #expect(asked.summary == written.summary)
        #expect(asked.structure?() == written.structure?())
        for i in asked.frames.indices { #expect(asked.render(i) == written.render(i), "frame \(i)") }
    }

    @Test func theCommandLineScaleIsCheckedAgainstTheLimitsWhileReading() throws {
        let wide = #"{"name": "wide", "device": {"custom": {"width": 2000, "height": 844}}, "show": {"snack": {"message": "Hi"}}}"#
        _ = try Self.load(wide, overrides: SceneOverrides(scale: 4))  // 8000 × 3376: within the limits
        #expect {
            try Self.load(wide, overrides: SceneOverrides(scale: 8))
        } throws: { error in
            "\(error)".contains("(lower --scale)") && "\(error)".contains("stack.json:1:1")
        }
    }

    @Test func aDeviceFrameAskedForOnTheCommandLineFramesEveryScene() throws {
        let framed = try Self.load(Self.config(scale: 1), overrides: SceneOverrides(deviceFrame: true))
        let plain = try Self.load(Self.config(scale: 1))
        #expect(framed.summary.width > plain.summary.width)
    }
}
