import Foundation
import LivePreview
import PreviewKit
import Testing

/// A scene's key changes when, and only when, its frames would: its views, settings or the
/// files it reads change — not the config's formatting, nor another scene in it.
@Suite struct SceneKeyTests {
    static func config(
        color: String = "systemOrange", text: String = "Saved", background: String = "#223344",
        otherText: String = "Other", spacing: String = " "
    ) -> String {
        """
        {"scenes": [
          {"name": "a", "scale": 1, "background": "\(background)",
           "show": {"position": "top", "custom": {"hstack": {"spacing": 8, "children": [
             {"icon": "success", "color": "\(color)", "size": 20},\(spacing){"text": "\(text)", "font": "headline"}]}}}},
          {"name": "b", "scale": 1, "fps": 10,
           "timeline": [{"at": 0, "show": {"id": "m", "position": "bottom", "duration": 0.3,
                          "enter": {"move": "bottom", "duration": 0.2}, "custom": {"text": "\(otherText)"}}}]}
        ]}
        """
    }

    /// Each scene's key, by name.
    static func keys(_ json: String, inputs: String = "none") throws -> [String: String] {
        let loaded = try SceneConfig.load(json: json, name: "card.json", baseDirectory: NSTemporaryDirectory())
        var keys: [String: String] = [:]
        for scene in loaded.scenes {
            keys[scene.name] = SceneKey.of(scene, frames: SceneFrames(scene, fonts: loaded.fonts), inputs: inputs)
        }
        return keys
    }

    @Test func sameSceneSameKey() throws {
        #expect(try Self.keys(Self.config()) == Self.keys(Self.config()))
        // Only the formatting changed.
        #expect(try Self.keys(Self.config()) == Self.keys(Self.config(spacing: "\n              ")))
    }

    @Test func changingAViewChangesOnlyItsScene() throws {
        let before = try Self.keys(Self.config())
        for changed in [Self.config(color: "systemRed"), Self.config(text: "Sent")] {
            let after = try Self.keys(changed)
            #expect(after["a"] != before["a"])
            #expect(after["b"] == before["b"])
        }
        let animated = try Self.keys(Self.config(otherText: "Changed"))
        #expect(animated["b"] != before["b"])
        #expect(animated["a"] == before["a"])
    }

    /// Edits the layout dump does not show still change the key: the config object counts.
    @Test func editsTheLayoutDumpDoesNotShowChangeTheKey() throws {
        func key(_ view: String) throws -> String? {
            try Self.keys(#"{"name": "a", "scale": 1, "show": {"position": "top", "custom": \#(view)}}"#)["a"]
        }
        let icon = try key(#"{"icon": "info", "color": "systemRed", "size": 20}"#)
        #expect(try icon != key(#"{"icon": "warning", "color": "systemRed", "size": 20}"#))
        let gradient =
            #"{"rectangle": {"fill": {"linearGradient": {"colors": ["systemRed", "systemBlue"], "start": "%@"}}}, "modifiers": [{"frame": {"width": 80, "height": 40}}]}"#
        #expect(
            try key(gradient.replacingOccurrences(of: "%@", with: "top"))
                != key(gradient.replacingOccurrences(of: "%@", with: "leading")))
        let text = #"{"text": "Two\nlines", "alignment": "%@", "modifiers": [{"frame": {"width": 200}}]}"#
        #expect(
            try key(text.replacingOccurrences(of: "%@", with: "leading"))
                != key(text.replacingOccurrences(of: "%@", with: "trailing")))
        // Formatting and a number's spelling are not edits.
        #expect(try icon == key(#"{ "icon" : "info",  "color": "systemRed", "size": 20.0 }"#))
    }

    @Test func changingTheBackgroundChangesTheKey() throws {
        #expect(try Self.keys(Self.config())["a"] != Self.keys(Self.config(background: "#223345"))["a"])
    }

    @Test func changingAFileReadChangesTheKey() throws {
        #expect(try Self.keys(Self.config(), inputs: "one")["a"] != Self.keys(Self.config(), inputs: "two")["a"])
    }

    @Test func inputDigestFollowsTheFilesBytes() throws {
        let dir = NSTemporaryDirectory() + "scene-key-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/logo.png"
        let missing = InputDigest.of(files: [file])
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: file))
        let first = InputDigest.of(files: [file])
        #expect(first != missing)
        #expect(InputDigest.of(files: [file]) == first)
        try Data([1, 2, 4]).write(to: URL(fileURLWithPath: file))
        #expect(InputDigest.of(files: [file]) != first)
    }

    /// The loader reports every file a config reads, and those it looked for when it fails.
    @Test func loaderReportsTheFilesItRead() throws {
        let dir = NSTemporaryDirectory() + "scene-files-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let config = dir + "/card.json"
        try Data(#"{"name": "a", "scale": 1, "background": {"image": "shot.png"}}"#.utf8).write(to: URL(fileURLWithPath: config))
        var files: [String] = []
        #expect(throws: ConfigErrors.self) { try SceneConfig.load(path: config, filesRead: &files) }
        #expect(files == [config, dir + "/shot.png"], "a missing image is watched for its creation")
    }
}
