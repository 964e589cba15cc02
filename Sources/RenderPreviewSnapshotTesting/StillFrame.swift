// Turning a PreviewScene into a Scene, and a Scene into the PNG bytes of one frame.
#if SnapshotTesting
import Foundation
import PNGCodec
import PreviewTesting
import Typeset

/// Reads PreviewScenes as configs, and finds the bundled fonts.
enum SceneLoading {
    /// The scenes a PreviewScene stands for (more than one when it sets `variants`), read from
    /// its config as a file would be; relative paths start from the current directory.
    static func scenes(_ scene: PreviewScene) -> Result<SceneConfig.Loaded, RenderProblem> {
        do {
            return .success(
                try SceneConfig.load(
                    json: scene.config.json + "\n", name: "\(scene.name) (built in code)",
                    baseDirectory: FileManager.default.currentDirectoryPath))
        } catch {
            return .failure(RenderProblem("the scene \(scene.name) cannot be read: \(error)"))
        }
    }

    /// The one scene a PreviewScene stands for, with its fonts.
    static func scene(_ scene: PreviewScene) -> Result<(Scene, FontCatalog), RenderProblem> {
        scenes(scene).flatMap { loaded in
            guard loaded.scenes.count == 1 else {
                return .failure(
                    RenderProblem(
                        "the scene \(scene.name) stands for \(loaded.scenes.count) scenes (\(loaded.scenes.map(\.name).joined(separator: ", "))) through its variants; snapshot one PreviewScene per variant"
                    ))
            }
            return .success((loaded.scenes[0], loaded.fonts))
        }
    }

    /// `fonts`, or the bundled fonts when nil.
    static func fonts(_ fonts: FontCatalog?) -> Result<FontCatalog, RenderProblem> {
        if let fonts { return .success(fonts) }
        switch FontLibrary.bundled {
        case .success(let library): return .success(FontCatalog(library: library))
        case .failure(let error): return .failure(RenderProblem("the bundled fonts cannot be loaded: \(error)"))
        }
    }
}

/// One frame of a scene as PNG bytes.
enum StillFrame {
    /// The PNG of `scene`'s frame nearest `time` (nil: its last frame; a still has one).
    static func png(of scene: Scene, fonts: FontCatalog, time: Double?) -> Data {
        let frames = SceneFrames(scene, fonts: fonts)
        let index = frameIndex(frames.frames.map(\.time), nearest: time)
        do {
            return Data(try PNGEncoder.encode(frames.render(index)))
        } catch {
            return RenderProblem("the scene \(scene.name) cannot be encoded as PNG: \(error)").reported()
        }
    }

    /// The index of the time nearest `time` (the earlier of two as near), or the last one.
    static func frameIndex(_ times: [Double], nearest time: Double?) -> Int {
        guard let time, !times.isEmpty else { return max(0, times.count - 1) }
        var best = 0
        for (i, t) in times.enumerated() where abs(t - time) < abs(times[best] - time) { best = i }
        return best
    }
}
#endif
