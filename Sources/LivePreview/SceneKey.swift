import Foundation
import PreviewKit

/// What a scene's frames depend on, as one SHA-256: the config object it was read from (so an
/// edit the layout dump does not show — an icon, a gradient's direction, a text's alignment —
/// still counts), its structure (laid-out views and every overlay's motion), its settings that
/// the structure does not show (device, background, bars, frame), its size and frame times, and
/// the bytes of every file its config read besides the config itself (images, screenshots,
/// fonts). A scene whose key is unchanged keeps its frames.
package enum SceneKey {
    /// The key of `frames`, made from `scene`; `inputs` is `InputDigest.of(files:)` of its
    /// config's files.
    package static func of(_ scene: Scene, frames: SceneFrames, inputs: String) -> String {
        var text = "inputs \(inputs)\n"
        text += "config \(scene.configDigest ?? "none")\n"
        let s = frames.summary
        text += "summary \(s.device) \(s.appearance) \(s.scale) \(s.width)x\(s.height) \(s.fps.map(String.init) ?? "still")\n"
        text += "frames " + frames.frames.map { "\($0.file)@\($0.time)" }.joined(separator: " ") + "\n"
        text += "settings \(settings(of: scene))\n"
        // A scene drawn by a function alone has no structure: it is always rendered again.
        text += frames.structure?() ?? "unkeyed \(UUID().uuidString)"
        return PixelHash.sha256(bytes: Array(text.utf8))
    }

    /// The scene's settings outside its views, as text.
    static func settings(of scene: Scene) -> String {
        let background: String
        switch scene.background {
        case .fill(let fill): background = "fill \(fill)"
        // The image's pixels are the file's bytes, which the inputs cover.
        case .image(let image, let mode, let color): background = "image \(image.width)x\(image.height) \(mode) \(color)"
        }
        return [
            scene.name, "\(scene.device)", "\(scene.orientation)", "\(scene.appearance)", "\(scene.layoutDirection)",
            "\(scene.dynamicType)", "\(scene.scale)", background, "\(scene.showsStatusBar)", "\(scene.showsHomeIndicator)",
            "\(scene.host)", "\(String(describing: scene.deviceFrame))", "\(String(describing: scene.variant))",
        ]
        .joined(separator: " | ")
    }
}

/// One digest of the contents of a set of files, in order (a missing or unreadable file counts
/// as such, so creating it changes the digest).
package enum InputDigest {
    package static func of(files: [String]) -> String {
        var text = ""
        for file in files {
            let bytes = FileManager.default.contents(atPath: file).map { [UInt8]($0) }
            text += "\(file) \(bytes.map { PixelHash.sha256(bytes: $0) } ?? "missing")\n"
        }
        return PixelHash.sha256(bytes: Array(text.utf8))
    }
}
