import PreviewModel
import Raster

/// A card presentation (`CardSurface`) rasterized once per page: the card's shape in the page's
/// frame, the page's content and its accessory, and the activity indicator in each colour the
/// card uses. A frame draws them in a `CardPose`; only a card whose frame is between two pages'
/// (the resize phase of a page change) has its shape rasterized again. Each layer is rasterized
/// when a frame first draws it: a scene that shows two pages of a five-page card, or checks a
/// few frames of a flow, does not pay for the rest (the same pixels, made later).
struct CardLayers: Sendable {
    private struct PageLayers: Sendable {
        var frame: Rect
        var surface: OnceValue<LayerImage>
        var content: OnceValue<LayerImage>
        var accessory: OnceValue<LayerImage>?
    }

    private let card: CardSurface
    private let pages: [String: PageLayers]
    /// The pages in name order (the one whose frame matches is found the same way every run).
    private let ordered: [PageLayers]
    /// Indicators centred in the first page's frame, by colour.
    private let spinners: [(color: Color, layer: OnceValue<LayerImage>)]
    private let screen: Rect
    private let scale: Double

    /// `colors`: every activity indicator colour the card will show; `omitsText`: pages drawn
    /// without their text (the accessibility audit's background).
    init(
        _ p: Presentation, card: CardSurface, layout: PresentationLayout, screen: Rect, scale: Double, colors: [Color],
        omitsText: Bool = false
    ) {
        self.card = card
        self.screen = screen
        self.scale = scale
        var pages: [String: PageLayers] = [:]
        for (name, page) in card.pages {
            let node = layout.layout(page.content, p.placement)
            let frame = node.frame
            pages[name] = PageLayers(
                frame: frame,
                surface: OnceValue { Self.surface(card, in: frame, layout: layout, screen: screen, scale: scale) },
                content: OnceValue { LayerImage(node: node, screen: screen, scale: scale, omitsText: omitsText) },
                accessory: page.accessory.map { accessory in
                    let node = layout.engine.layout(accessory, in: frame, alignment: .topTrailing)
                    return OnceValue { LayerImage(node: node, screen: screen, scale: scale, omitsText: omitsText) }
                })
        }
        self.pages = pages
        ordered = pages.keys.sorted().compactMap { pages[$0] }
        let reference = pages[card.first]?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        var spinners: [(Color, OnceValue<LayerImage>)] = []
        for c in colors where !spinners.contains(where: { $0.0 == c }) {
            let node = layout.engine.layout(ActivityIndicator.view(color: c, large: true), in: reference)
            spinners.append((c, OnceValue { LayerImage(node: node, screen: screen, scale: scale) }))
        }
        self.spinners = spinners
    }

    /// The laid-out frame of a page (the first page's for an unknown name).
    func frame(of page: String) -> Rect {
        (pages[page] ?? pages[card.first])?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Draws the card as `look` says, moved by `pose` (the presentation's motion).
    func draw(_ look: CardPose, pose: LayerPose, layout: PresentationLayout, on canvas: inout Canvas) {
        let f = look.frame
        if let exact = ordered.first(where: { $0.frame == f }) {
            exact.surface.value.draw(pose, scale: scale, on: &canvas)
        } else {
            Self.surface(card, in: f, layout: layout, screen: screen, scale: scale).draw(pose, scale: scale, on: &canvas)
        }
        for part in look.contents {
            guard let page = pages[part.page] else { continue }
            page.content.value.draw(pose.with(opacity: part.opacity), scale: scale, on: &canvas)
        }
        if let part = look.accessory, let page = pages[part.page], let accessory = page.accessory {
            // Pinned to the card's top trailing corner while the card resizes.
            let shift = LayerPose(offset: Point(f.maxX - page.frame.maxX, f.minY - page.frame.minY))
            accessory.value.draw(shift.then(pose).with(opacity: part.opacity), scale: scale, on: &canvas)
        }
        if let spinner = look.spinner, let layer = spinners.first(where: { $0.color == spinner.color })?.layer.value {
            let reference = frame(of: card.first)
            let shift = LayerPose(offset: Point(f.midX - reference.midX, f.midY - reference.midY))
            layer.draw(shift.then(pose).with(opacity: spinner.opacity), scale: scale, on: &canvas)
        }
    }

    /// The card's shape filled, in `frame`.
    private static func surface(_ card: CardSurface, in frame: Rect, layout: PresentationLayout, screen: Rect, scale: Double) -> LayerImage {
        let node = layout.engine.layout(View.shape(ShapeContent(card.shape, fill: card.fill)), in: frame)
        return LayerImage(node: node, screen: screen, scale: scale)
    }
}

extension LayerPose {
    /// This pose with its opacity multiplied by `factor`.
    func with(opacity factor: Double) -> LayerPose {
        var p = self
        p.opacity *= factor
        return p
    }
}
