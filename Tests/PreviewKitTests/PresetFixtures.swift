import Foundation
import PreviewKit
import Raster

/// Scenes from config text, for preset tests: written to a temporary file and loaded as the CLI
/// loads them.
enum PresetFixtures {
    /// The repository's root folder (for example files).
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func scenes(_ json: String) throws -> [Scene] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("preset-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("config.json")
        try Data(json.utf8).write(to: file)
        return try SceneConfig.load(path: file.path).scenes
    }

    /// One still scene showing one SwiftMessages message: `message` is the `swiftMessages` object.
    static func message(_ message: String, device: String = "\"iPhone 15\"", appearance: String = "light", host: String? = nil) throws -> Scene {
        let hostLine = host.map { "\"host\": \($0)," } ?? ""
        let scenes = try scenes(
            """
            {"name": "m", "device": \(device), "appearance": "\(appearance)", \(hostLine)
             "show": {"swiftMessages": \(message)}}
            """)
        return scenes[0]
    }

    /// The laid-out tree of a still scene's first presentation.
    static func layout(_ scene: Scene) -> LayoutNode {
        scene.presentationLayout.layout(scene.overlays[0])
    }

    /// The frame of the element named `name`, or a zero rectangle when there is none.
    static func frame(_ name: String, in scene: Scene) -> Rect {
        layout(scene).first(named: name)?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }
}
