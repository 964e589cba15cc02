import Raster
import Typeset

/// Draws any moment of an animated scene. Everything that does not change from frame to frame
/// is rasterized once, when the renderer is made: the background with the status bar, every
/// version of every overlay, the keyboard. A frame copies the background, composites the
/// layers on screen at that moment in their poses, and adds the home indicator. Only a layer
/// whose frame is animating is laid out and rasterized again. Safe to use from many threads.
public struct AnimatedSceneRenderer: Sendable {
    public let scene: Scene
    public let animation: SceneAnimation
    private let still: SceneRenderer
    private let base: Pixmap
    /// `layers[overlay][version]`.
    private let layers: [[LayerImage]]
    private let keyboard: KeyboardLayer

    public init(scene: Scene, animation: SceneAnimation, fonts: FontCatalog) {
        self.scene = scene
        self.animation = animation
        still = SceneRenderer(scene: scene, fonts: fonts)
        // Overlays outside the timeline (the scene's `show`) never move: they join the background.
        var canvas = Canvas(pixmap: still.renderBase())
        canvas.scale(scene.scale, scene.scale)
        for overlay in scene.overlays {
            ViewRenderer(scale: scene.scale).draw(
                LayoutEngine(scale: scene.scale).layout(overlay.view, in: scene.area(for: overlay.position),
                                                        alignment: overlay.position.alignment), on: &canvas)
        }
        base = canvas.pixmap
        let screen = scene.bounds
        layers = animation.timeline.overlays.map { o in
            o.versions.map { v in
                LayerImage(view: v.view, in: scene.area(for: o.position), alignment: o.position.alignment,
                           screen: screen, scale: scene.scale)
            }
        }
        keyboard = KeyboardLayer(scene: scene, fonts: fonts, heights: animation.timeline.keyboard.heights)
    }

    /// The frame at `t` seconds.
    public func render(at t: Double) -> Pixmap {
        var canvas = Canvas(pixmap: base)
        let timeline = animation.timeline
        let screen = scene.bounds
        for m in timeline.moments(at: t) {
            let layer = layers[m.overlay][m.version]
            var pose = timeline.pose(of: m, at: t, frame: layer.frame, ink: layer.ink, screen: screen)
            if let frame = pose.frame {
                // A frame animation: lay the content out in this frame and rasterize it afresh.
                let o = timeline.overlays[m.overlay]
                let node = LayoutEngine(scale: scene.scale).layout(o.versions[m.version].view, in: frame)
                pose.frame = nil
                LayerImage(node: node, screen: screen, scale: scene.scale).draw(pose, scale: scene.scale, on: &canvas)
            } else {
                layer.draw(pose, scale: scene.scale, on: &canvas)
            }
        }
        keyboard.draw(timeline.keyboard.state(at: t), on: &canvas)
        canvas.scale(scene.scale, scene.scale)
        still.drawHomeIndicator(on: &canvas)
        return canvas.pixmap
    }
}
