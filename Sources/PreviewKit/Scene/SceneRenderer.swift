import Raster
import Typeset

/// Draws a scene: background, status bar, overlays, home indicator, at the scene's scale.
public struct SceneRenderer: Sendable {
    public let scene: Scene
    public let fonts: FontCatalog

    public init(scene: Scene, fonts: FontCatalog) {
        self.scene = scene
        self.fonts = fonts
    }

    /// Renders the scene's still frame.
    public func render() -> Pixmap {
        var canvas = Canvas(pixmap: renderBase())
        canvas.scale(scene.scale, scene.scale)
        let engine = LayoutEngine(scale: scene.scale)
        let renderer = ViewRenderer(scale: scene.scale)
        for overlay in scene.overlays {
            renderer.draw(engine.layout(overlay.view, in: scene.area(for: overlay.position),
                                        alignment: overlay.position.alignment), on: &canvas)
        }
        drawHomeIndicator(on: &canvas)
        return canvas.pixmap
    }

    /// What lies under the overlays: the background and the status bar.
    public func renderBase() -> Pixmap {
        let (w, h) = scene.pixelSize
        var canvas = Canvas(width: max(1, w), height: max(1, h))!
        canvas.scale(scene.scale, scene.scale)
        drawBackground(in: scene.bounds, on: &canvas)
        if scene.showsStatusBar {
            try? StatusBar.draw(on: &canvas, device: scene.device, appearance: scene.appearance,
                                orientation: scene.orientation, fonts: fonts)
        }
        return canvas.pixmap
    }

    /// The home indicator, on top of everything (the canvas scaled to points).
    func drawHomeIndicator(on canvas: inout Canvas) {
        if scene.showsHomeIndicator {
            HomeIndicator.draw(on: &canvas, device: scene.device, appearance: scene.appearance, orientation: scene.orientation)
        }
    }

    private func drawBackground(in screen: Rect, on canvas: inout Canvas) {
        switch scene.background {
        case .fill(let fill):
            canvas.fill(Path(rect: screen), paint: fill.paint(in: screen))
        case .image(let pixmap, let mode, let color):
            canvas.fill(Path(rect: screen), color: color)
            let image = ImageContent(pixmap: pixmap, scale: 1, resizable: true, contentMode: mode)
            let node = LayoutEngine(scale: scene.scale).layout(.image(image), in: screen)
            ViewRenderer(scale: scene.scale).draw(node, on: &canvas)
        }
    }
}
