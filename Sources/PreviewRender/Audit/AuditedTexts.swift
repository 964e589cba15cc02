import PreviewModel
import Raster
import Typeset

/// The texts a still scene's presentations show at rest, as the audit sees them: each text node
/// of their laid-out trees (a card's first page and its accessory), its frame moved by its
/// parents' offsets and mirrors, its colours with its parents' opacity, and the name of the
/// nearest view that was given one.
enum AuditedTexts {
    /// One text node where it is drawn.
    struct Text {
        var element: String
        var text: String
        /// On screen, in points.
        var frame: Rect
        var pointSize: Double
        var weightClass: Int
        /// Its colour, then its runs' own (alpha multiplied by its parents' opacity).
        var colors: [Color]
        /// Cut short: fewer lines than it needs, or an ellipsis.
        var isTruncated: Bool
    }

    /// Whether a text is emoji alone (and spaces): colour glyphs, drawn in their own colours
    /// whatever the text's, so the text's colour says nothing about their contrast.
    static func isEmojiOnly(_ text: String) -> Bool {
        let shown = text.filter { !$0.isWhitespace }
        return !shown.isEmpty
            && shown.allSatisfy { c in c.unicodeScalars.contains { $0.properties.isEmojiPresentation } || c.unicodeScalars.contains("\u{FE0F}") }
    }

    /// The texts of `scene`'s presentations, in drawing order.
    static func of(_ scene: Scene) -> [Text] {
        var texts: [Text] = []
        let layout = scene.presentationLayout
        for p in scene.overlays {
            if let card = p.card, let page = card.pages[card.first] {
                // At rest a card shows its first page, and its accessory.
                let node = layout.layout(page.content, p.placement)
                collect(node, into: &texts)
                if let accessory = page.accessory {
                    collect(layout.engine.layout(accessory, in: node.frame, alignment: .topTrailing), into: &texts)
                }
            } else {
                collect(layout.layout(p), into: &texts)
            }
        }
        return texts
    }

    private struct Context {
        var name = "text"
        var opacity = 1.0
        var dx = 0.0, dy = 0.0
        /// Mirrors about vertical lines x = m (`reflected`), innermost last.
        var mirrors: [Double] = []

        func place(_ r: Rect) -> Rect {
            var x = r.x
            for m in mirrors.reversed() { x = 2 * m - (x + r.width) }
            return Rect(x: x + dx, y: r.y + dy, width: r.width, height: r.height)
        }
    }

    private static func collect(_ node: LayoutNode, into out: inout [Text], _ context: Context = Context()) {
        var inner = context
        switch node.content {
        case .text(let layout, let color):
            let font = node.source?.font
            let colors = [color] + layout.runColors.compactMap { $0 }
            out.append(
                Text(
                    element: context.name, text: node.source?.string ?? "", frame: context.place(node.frame),
                    pointSize: font?.size ?? layout.fontSize,
                    // A variable face's weight is its instance's, not the file's default.
                    weightClass: font.map { f in f.face.variation["wght"].map { Int(pixel: $0.rounded()) } ?? f.face.weightClass } ?? 400,
                    colors: colors.map { $0.withAlphaMultiplied(by: context.opacity) }, isTruncated: layout.isTruncated))
            return
        case .modifier(.named(let name)): inner.name = name
        case .modifier(.opacity(let value)): inner.opacity *= value
        case .modifier(.offset(let x, let y)):
            inner.dx += x
            inner.dy += y
        case .reflected: inner.mirrors.append((node.frame.minX + node.frame.maxX) / 2)
        default: break
        }
        for child in node.children { collect(child, into: &out, inner) }
    }
}
