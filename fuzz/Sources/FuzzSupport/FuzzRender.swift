import Foundation
import PreviewKit
import Raster

// Scenes are read at the fuzz scale (their scale is fixed when read); the fuzz build is a debug
// build, which allows reaching the reader's internal entry for that.
@testable import PreviewConfig

/// Loads a config and draws what loads, small: a fuzz input that passes validation must also
/// lay out, animate and rasterize without a trap. Errors thrown are the expected outcome for
/// most inputs and are ignored; only a crash, a hang or a sanitizer report is a finding.
public enum FuzzRender {
    /// Pixels per point for drawing: a phone screen becomes about 40 × 85 pixels, so one input
    /// costs milliseconds while every layout, motion and paint path still runs.
    static let scale = 0.1
    /// The most scenes of one input that are drawn (variants can multiply them).
    static let maxScenes = 4

    /// Loads `json` as a config named `name` whose relative paths start at `baseDirectory`, and
    /// draws every scene that loads.
    public static func loadAndDraw(json: String, name: String = "fuzz.json", baseDirectory: String) {
        guard let loaded = try? SceneConfig.load(json: json, name: name, baseDirectory: baseDirectory, overrides: SceneOverrides(scale: scale))
        else { return }
        for scene in loaded.scenes.prefix(maxScenes) {
            if let animation = scene.animation {
                let renderer = AnimatedSceneRenderer(scene: scene, animation: animation, fonts: loaded.fonts)
                let seconds = animation.seconds
                _ = animation.frameCount
                for fraction in [0, 0.25, 0.5, 1.0] { _ = renderer.render(at: seconds * fraction) }
            } else {
                _ = SceneRenderer(scene: scene, fonts: loaded.fonts).render()
            }
        }
    }
}

/// A file in the temporary folder that a fuzz input is written to when the code under test reads
/// files by path (fonts, images); one per process, rewritten for every input.
public struct FuzzScratchFile: Sendable {
    public let folder: String
    public let path: String

    public init(fileName: String) {
        folder = NSTemporaryDirectory() + "render-preview-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/" + fileName
    }

    public func write(_ data: UnsafePointer<UInt8>, _ size: Int) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes: data, count: size))
    }
}
