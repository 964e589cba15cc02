import Foundation
import PreviewKit
import Raster
import Typeset

/// One scene to render, whatever it came from (the demo or a config): its name, what the
/// manifest says about it, and how to render each frame.
struct RenderJob: Sendable {
    let name: String
    let device: String
    let appearance: String
    let scale: Double
    let width: Int
    let height: Int
    let frameCount: Int
    let time: @Sendable (Int) -> Double
    let render: @Sendable (Int) -> Pixmap

    static func demo(scale: Double) -> RenderJob {
        let demo = DemoScene(scale: scale)
        return RenderJob(name: "demo", device: "iPhone-sized 390 × 844 pt", appearance: "light", scale: scale,
                         width: demo.pixelWidth, height: demo.pixelHeight, frameCount: demo.frameCount,
                         time: { demo.time(ofFrame: $0) }, render: { demo.render(frame: $0) })
    }

    /// A still scene from a config: one frame at t = 0.
    static func still(_ scene: Scene, fonts: FontCatalog) -> RenderJob {
        let renderer = SceneRenderer(scene: scene, fonts: fonts)
        let (w, h) = scene.pixelSize
        return RenderJob(name: scene.name, device: scene.device.name, appearance: scene.appearance.rawValue,
                         scale: scene.scale, width: w, height: h, frameCount: 1,
                         time: { _ in 0 }, render: { _ in renderer.render() })
    }

    func manifestScene(_ frames: [WrittenFrame]) -> Manifest.Scene {
        Manifest.Scene(name: name, device: device, appearance: appearance, scale: scale, width: width, height: height,
                       frames: frames.enumerated().map { i, f in
                           Manifest.Frame(index: i, time: time(i), file: name + "/" + FrameRenderer.fileName(ofFrame: i), sha256: f.sha256)
                       })
    }
}
