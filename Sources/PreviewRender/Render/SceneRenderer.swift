import PreviewModel
import Raster
import Typeset

/// Draws a scene: background, host bars, presentations at rest with their backdrops, the
/// status bar (above them, as iOS draws it above app windows, unless a presentation sits in a
/// window at its level), home indicator, at the scene's scale.
public struct SceneRenderer: Sendable {
    public let scene: Scene
    public let fonts: FontCatalog
    /// Draws the presentations without their text: what lies behind each text, for the
    /// accessibility audit (the background, host bars and status bar are drawn as ever).
    package var omitsText = false

    public init(scene: Scene, fonts: FontCatalog) {
        self.scene = scene
        self.fonts = fonts
    }

    /// Renders the scene's still frame.
    public func render() -> Pixmap {
        var canvas = Canvas(pixmap: renderBase())
        let layout = scene.presentationLayout
        draw(scene.overlays.filter { !$0.coversStatusBar }, layout, on: &canvas)
        canvas.save()
        canvas.scale(scene.scale, scene.scale)
        drawStatusBar(scene.overlays.last(where: { $0.statusBar != nil })?.statusBar, on: &canvas)
        canvas.restore()
        draw(scene.overlays.filter(\.coversStatusBar), layout, on: &canvas)
        canvas.scale(scene.scale, scene.scale)
        drawHomeIndicator(on: &canvas)
        return canvas.pixmap
    }

    /// Presentations at rest with their backdrops, in `DrawingOrder`, on a canvas in device pixels.
    func draw(_ presentations: [Presentation], _ layout: PresentationLayout, on canvas: inout Canvas) {
        for step in DrawingOrder.steps(presentations.map(\.route)) {
            switch step {
            case .backdrop(let i):
                guard let b = presentations[i].backdrop else { continue }
                BackdropRenderer.draw(
                    b, progress: 1, region: scene.geometry.rect(for: b.region ?? presentations[i].placement.region),
                    scale: scene.scale, on: &canvas)
            case .layer(let i): draw(presentations[i], layout, on: &canvas)
            }
        }
    }

    /// A presentation at rest (its backdrop drawn apart), on a canvas in device pixels.
    private func draw(_ p: Presentation, _ layout: PresentationLayout, on canvas: inout Canvas) {
        if var card = p.card {
            // At rest a card shows its first page only.
            card.pages = card.pages.filter { $0.key == card.first }
            let layers = CardLayers(
                p, card: card, layout: layout, screen: scene.bounds, scale: scene.scale,
                colors: card.initial.spinner.map { [$0] } ?? [], omitsText: omitsText)
            canvas.save()
            if let clip = scene.geometry.clipRect(for: p.placement) {
                canvas.clip(toPoints: clip, scale: scene.scale)
            }
            layers.draw(CardPose(resting: card.initial, frame: layers.frame(of:)), pose: .identity, layout: layout, on: &canvas)
            canvas.restore()
            return
        }
        let node = layout.layout(p)
        if let m = p.material { MaterialRenderer.draw(m, frame: node.frame, pose: .identity, scale: scene.scale, on: &canvas) }
        canvas.save()
        canvas.scale(scene.scale, scene.scale)
        if let clip = scene.geometry.clipRect(for: p.placement) { canvas.clip(to: Path(rect: clip)) }
        ViewRenderer(scale: scene.scale, omitsText: omitsText).draw(node, on: &canvas)
        canvas.restore()
    }

    /// What lies under the overlays: the background and the host bars.
    package func renderBase() -> Pixmap {
        let (w, h) = scene.pixelSize
        var canvas = Canvas(width: max(1, w), height: max(1, h))!
        canvas.scale(scene.scale, scene.scale)
        drawBackground(in: scene.bounds, on: &canvas)
        HostBarsRenderer.draw(scene.geometry, appearance: scene.appearance, fonts: fonts, scale: scene.scale, on: &canvas)
        return canvas.pixmap
    }

    /// The status bar, restyled or hidden as a presentation asks (the canvas scaled to points).
    func drawStatusBar(_ override: StatusBarOverride?, on canvas: inout Canvas) {
        guard scene.showsStatusBar else { return }
        let style: StatusBar.Style
        switch override {
        case .hidden: return
        case .light: style = .lightContent
        case .dark: style = .darkContent
        case nil: style = .default
        }
        try? StatusBar.draw(
            on: &canvas, device: scene.device, appearance: scene.appearance,
            orientation: scene.orientation, style: style, fonts: fonts)
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
        case .image(let deferred, let mode, let color):
            canvas.fill(Path(rect: screen), color: color)
            let image = ImageContent(source: deferred, scale: 1, resizable: true, contentMode: mode)
            let node = LayoutEngine(scale: scene.scale).layout(.image(image), in: screen)
            ViewRenderer(scale: scene.scale).draw(node, on: &canvas)
        }
    }
}
