import PreviewModel
import Raster
import Typeset

/// Draws any moment of an animated scene. Everything that does not change from frame to frame
/// is rasterized once, when the renderer is made: the background with the host bars, every
/// version of every overlay, the keyboard. A frame copies the background, draws each overlay's
/// backdrop (a dim, or a blur of what is below it at that moment) and composites the layers on
/// screen at that moment in their poses, then the status bar (on top, as iOS draws it, or
/// restyled by an overlay) and the home indicator. Only a layer
/// whose frame is animating is laid out and rasterized again. Safe to use from many threads.
public struct AnimatedSceneRenderer: Sendable {
    public let scene: Scene
    public let animation: SceneAnimation
    private let still: SceneRenderer
    /// What every frame starts from: the background, host bars and the overlays that never move.
    public let base: Pixmap
    /// `layers[overlay][version]` (empty for a card), rasterized when a frame first draws it.
    let layers: [[OnceValue<LayerImage>]]
    /// `cards[overlay]`: a card presentation's pages, rasterized.
    let cards: [CardLayers?]
    private let keyboard: KeyboardLayer
    /// Backdrop blurs of `base`, made once for the frames that ask for the same one (nil: each
    /// frame makes its own, the reference the tests compare with).
    private let blurs: BackdropBlurs?
    /// The status bar in each style it takes, drawn over `base` once (nil: drawn in each frame).
    private let statusBars: DrawnOverBase<StatusBarOverride?>?

    /// `sharesDrawings` false: every frame draws everything itself (the tests' reference).
    public init(scene: Scene, animation: SceneAnimation, fonts: FontCatalog, sharesDrawings: Bool = true) {
        self.scene = scene
        blurs = sharesDrawings ? BackdropBlurs() : nil
        statusBars = sharesDrawings ? DrawnOverBase() : nil
        self.animation = animation
        still = SceneRenderer(scene: scene, fonts: fonts)
        let timeline = animation.timeline
        // Overlays outside the timeline (the scene's `show`) never move: they join the background.
        var canvas = Canvas(pixmap: still.renderBase())
        let layout = scene.presentationLayout
        still.draw(scene.overlays.filter { !$0.coversStatusBar }, layout, on: &canvas)
        base = canvas.pixmap
        let screen = scene.bounds
        // A card's pages are rasterized by `CardLayers` instead.
        layers = timeline.overlays.map { o in
            o.presentation.card != nil
                ? []
                : o.versions.map { v in OnceValue { LayerImage(node: layout.layout(v.view, o.placement), screen: screen, scale: scene.scale) } }
        }
        cards = timeline.overlays.enumerated().map { index, o in
            guard let card = o.presentation.card else { return nil }
            var colors = card.initial.spinner.map { [$0] } ?? []
            for item in timeline.items where item.overlay == index {
                colors += item.schedule.cardChanges.compactMap(\.to.spinner)
            }
            return CardLayers(o.presentation, card: card, layout: layout, screen: screen, scale: scene.scale, colors: colors)
        }
        keyboard = KeyboardLayer(scene: scene, fonts: fonts, heights: timeline.keyboard.heights)
    }

    /// The frame at `t` seconds.
    public func render(at t: Double) -> Pixmap {
        var canvas = Canvas(pixmap: base)
        draw(at: t, on: &canvas)
        return canvas.pixmap
    }

    /// Draws the moment `t` over a canvas holding `base` (a frame writer's reused canvas): only
    /// what moves is drawn, and the canvas's `drawnRegion` says where.
    public func draw(at t: Double, on canvas: inout Canvas) {
        let timeline = animation.timeline
        var statusBar = scene.overlays.last(where: { $0.statusBar != nil })?.statusBar
        var belowStatusBar: [(moment: SceneTimeline.Moment, overlay: TimelineOverlay)] = []
        var aboveStatusBar: [(moment: SceneTimeline.Moment, overlay: TimelineOverlay)] = []
        for m in timeline.moments(at: t) {
            let o = timeline.overlays[m.overlay]
            if let s = o.presentation.statusBar { statusBar = s }
            if o.presentation.coversStatusBar { aboveStatusBar.append((m, o)) } else { belowStatusBar.append((m, o)) }
        }
        drawLayers(belowStatusBar, at: t, on: &canvas)
        keyboard.draw(timeline.keyboard.state(at: t), on: &canvas)
        let drawStatusBar = { (canvas: inout Canvas) in
            canvas.save()
            canvas.scale(scene.scale, scene.scale)
            still.drawStatusBar(statusBar, on: &canvas)
            canvas.restore()
        }
        if let statusBars {
            statusBars.draw(statusBar, base: base, on: &canvas, drawStatusBar)
        } else {
            drawStatusBar(&canvas)
        }
        still.draw(scene.overlays.filter(\.coversStatusBar), scene.presentationLayout, on: &canvas)
        drawLayers(aboveStatusBar, at: t, on: &canvas)
        canvas.scale(scene.scale, scene.scale)
        still.drawHomeIndicator(on: &canvas)
    }

    /// Overlays bottom to top with their backdrops, in `DrawingOrder`.
    private func drawLayers(_ list: [(moment: SceneTimeline.Moment, overlay: TimelineOverlay)], at t: Double, on canvas: inout Canvas) {
        for step in DrawingOrder.steps(list.map(\.overlay.presentation.route)) {
            switch step {
            case .backdrop(let i): drawBackdrop(list[i].moment, list[i].overlay, on: &canvas)
            case .layer(let i): draw(list[i].moment, list[i].overlay, at: t, on: &canvas)
            }
        }
    }

    private func drawBackdrop(_ m: SceneTimeline.Moment, _ o: TimelineOverlay, on canvas: inout Canvas) {
        guard let b = o.presentation.backdrop else { return }
        BackdropRenderer.draw(
            b, progress: animation.timeline.backdropProgress(of: m),
            region: scene.geometry.rect(for: b.region ?? o.placement.region), scale: scene.scale, on: &canvas, blurs: blurs)
    }

    /// One overlay at a moment: its layer in its pose, clipped to its region.
    private func draw(_ m: SceneTimeline.Moment, _ o: TimelineOverlay, at t: Double, on canvas: inout Canvas) {
        let timeline = animation.timeline
        let screen = scene.bounds
        let geometry = scene.geometry
        if let cardLayers = cards[m.overlay], let card = o.presentation.card {
            drawCard(m, card, cardLayers, at: t, on: &canvas)
            return
        }
        let layer = layers[m.overlay][m.version].value
        var pose = timeline.pose(of: m, at: t, frame: layer.frame, ink: layer.ink, screen: screen)
        canvas.save()
        if let clip = geometry.clipRect(for: o.placement) {
            canvas.clip(toPoints: clip, scale: scene.scale)
        }
        if let shown = pose.clipHeight {
            // A clipping layer whose frame height animates: its content keeps its layout. The
            // shadow beside and above the shown part stays; below the cut it goes with the card.
            let f = layer.frame, ink = layer.ink
            let top = min(ink.minY, f.minY) + pose.offset.y, bottom = f.minY + pose.offset.y + shown
            let left = min(ink.minX, f.minX) + pose.offset.x, right = max(ink.maxX, f.maxX) + pose.offset.x
            canvas.clip(
                to: Path(
                    rect: Rect(
                        x: left * scene.scale, y: top * scene.scale,
                        width: (right - left) * scene.scale, height: max(0, bottom - top) * scene.scale)))
            pose.clipHeight = nil
        }
        if let m = o.presentation.material {
            MaterialRenderer.draw(m, frame: pose.frame ?? layer.frame, pose: pose, scale: scene.scale, on: &canvas)
        }
        if let frame = pose.frame {
            // A frame animation: lay the content out in this frame and rasterize it afresh.
            let node = LayoutEngine(scale: scene.scale, direction: scene.layoutDirection).layout(o.versions[m.version].view, in: frame)
            pose.frame = nil
            LayerImage(node: node, screen: screen, scale: scene.scale).draw(pose, scale: scene.scale, on: &canvas)
        } else {
            layer.draw(pose, scale: scene.scale, on: &canvas)
        }
        canvas.restore()
    }

    /// A card at a moment: its look (`CardPose`, frozen when it starts to leave, as the library
    /// moves a snapshot out) in the item's pose.
    private func drawCard(_ m: SceneTimeline.Moment, _ card: CardSurface, _ layers: CardLayers, at t: Double, on canvas: inout Canvas) {
        let timeline = animation.timeline
        let schedule = timeline.items[m.item].schedule
        let look = CardPose(
            initial: card.initial, changes: schedule.cardChanges, at: min(t, schedule.hideStart ?? t),
            frame: layers.frame(of:))
        let pose = timeline.pose(of: m, at: t, frame: look.frame, ink: look.frame, screen: scene.bounds)
        canvas.save()
        if let clip = scene.geometry.clipRect(for: timeline.overlays[m.overlay].placement) {
            canvas.clip(toPoints: clip, scale: scene.scale)
        }
        layers.draw(look, pose: pose, layout: scene.presentationLayout, on: &canvas)
        canvas.restore()
    }
}
