import Foundation
import PreviewKit
import Raster
import SnapshotKit
import Typeset

/// One scene to render, whatever it came from (the demo or a config): its name, what the
/// manifest says about it, its frames (file and time), and how to render each one.
struct RenderJob: Sendable {
    let name: String
    let device: String
    let appearance: String
    let scale: Double
    let width: Int
    let height: Int
    let frames: [SceneAnimation.Frame]
    /// Frames per second of the animation (for the animated preview); nil for a still.
    let fps: Int?
    var previews: PreviewOptions
    /// Renders `frames[i]`.
    let render: @Sendable (Int) -> Pixmap
    /// Screen width in points (the animated preview's default width in pixels).
    var pointWidth: Double = 390
    var fonts: FontCatalog?
    /// The scene's own check tolerance, from its config.
    var tolerance: Tolerance?

    /// Writes the previews asked for into a folder holding the frames.
    func writePreviews(in directory: String) throws {
        guard let fps, let fonts, previews != PreviewOptions() else { return }
        try AnimationPreviews.write(frames: frames, fps: fps, options: previews, pointWidth: pointWidth, in: directory, fonts: fonts)
    }

    var frameCount: Int { frames.count }
    func time(_ i: Int) -> Double { frames[i].time }

    static func demo(scale: Double) -> RenderJob {
        let demo = DemoScene(scale: scale)
        let frames = (0..<demo.frameCount).map {
            SceneAnimation.Frame(file: SceneAnimation.fileName(ofFrame: $0), time: demo.time(ofFrame: $0))
        }
        return RenderJob(name: "demo", device: "iPhone-sized 390 × 844 pt", appearance: "light", scale: scale,
                         width: demo.pixelWidth, height: demo.pixelHeight, frames: frames, fps: DemoScene.fps,
                         previews: PreviewOptions(), render: { demo.render(frame: $0) })
    }

    /// A scene from a config: a still (one frame at t = 0) or its animation's selected frames,
    /// rendered as the snapshot check renders them (an animation's layers are rasterized on first
    /// use, once, so scenes filtered out cost nothing).
    static func scene(_ scene: Scene, fonts: FontCatalog) -> RenderJob {
        let (w, h) = scene.pixelSize
        let snapshot = SnapshotScene(scene, fonts: fonts)
        return RenderJob(name: scene.name, device: scene.device.name, appearance: scene.appearance.rawValue,
                         scale: scene.scale, width: w, height: h, frames: snapshot.frames, fps: scene.animation?.fps,
                         previews: scene.animation?.previews ?? PreviewOptions(), render: snapshot.render,
                         pointWidth: scene.size.width, fonts: fonts, tolerance: scene.tolerance)
    }

    /// The scene as the snapshot check and recorder see it.
    var snapshotScene: SnapshotScene { SnapshotScene(name: name, frames: frames, tolerance: tolerance, render: render) }

    func manifestScene(_ written: [WrittenFrame]) -> Manifest.Scene {
        var scene = Manifest.Scene(name: name, device: device, appearance: appearance, scale: scale, width: width, height: height,
                                   frames: written.enumerated().map { i, f in
                                       Manifest.Frame(index: i, time: time(i), file: name + "/" + frames[i].file, sha256: f.sha256)
                                   })
        scene.fps = fps
        let previewFiles = fps == nil ? [] : AnimationPreviews.files(for: previews)
        scene.previews = previewFiles.isEmpty ? nil : previewFiles.map { name + "/" + $0 }
        return scene
    }
}

