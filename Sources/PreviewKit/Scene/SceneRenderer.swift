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
        let (w, h) = scene.pixelSize
        var canvas = Canvas(width: max(1, w), height: max(1, h))!
        canvas.scale(scene.scale, scene.scale)
        let screen = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
        drawBackground(in: screen, on: &canvas)
        if scene.showsStatusBar {
            try? StatusBar.draw(on: &canvas, device: scene.device, appearance: scene.appearance,
                                orientation: scene.orientation, fonts: fonts)
        }
        let engine = LayoutEngine(scale: scene.scale)
        let renderer = ViewRenderer(scale: scene.scale)
        let inset = scene.device.safeArea(in: scene.orientation)
        let safe = Rect(x: inset.left, y: inset.top, width: screen.width - inset.horizontal, height: screen.height - inset.vertical)
        for overlay in scene.overlays {
            let area = overlay.position == .fullScreen ? screen : safe
            renderer.draw(engine.layout(overlay.view, in: area, alignment: overlay.position.alignment), on: &canvas)
        }
        if scene.showsHomeIndicator {
            HomeIndicator.draw(on: &canvas, device: scene.device, appearance: scene.appearance, orientation: scene.orientation)
        }
        return canvas.pixmap
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
