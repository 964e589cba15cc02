import PreviewModel
import Raster
import Typeset

/// `text` and `button`.
enum TextReaders {
    static let entries: [ViewKindReader] = [ViewKindReader("text", read: text)]
    static let buttonEntries: [ViewKindReader] = [ViewKindReader("button", read: button)]

    /// The longest `text`, in Unicode scalars (a long article fits; a runaway file does not).
    static let maxCharacters = 20_000

    static func text(_ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        let string: String? = o.required("text")
        let id: String? = o.optional("id") { $0.identifier() }
        let font = o.optional("font") { $0.font(ctx) } ?? ctx.fonts.font(style: .body, dynamicType: ctx.dynamicType)
        let color = o.optional("color") { $0.color(ctx) } ?? SystemColor.label.resolved(for: ctx.appearance)
        var style = ParagraphStyle()
        style.alignment = o.optional("alignment") { alignment($0, ctx) } ?? .natural
        style.lineLimit = o.optional("lineLimit", in: 0...10_000) ?? 0
        style.truncation = o.optional("truncation", as: TruncationMode.self) ?? .tail
        style.lineSpacing = o.optional("lineSpacing", in: 0.0...1_000) ?? 0
        style.letterSpacing = o.optional("letterSpacing", in: -100.0...100) ?? 0
        style.lineHeightMultiple = o.optional("lineHeightMultiple", in: 0.0...10) ?? 0
        guard let string else { return nil }
        // Laying text out costs about a kilobyte a character at 3×: a bound keeps memory in check
        // (and the scene's strings together have one too: `SceneConfig.maxSceneCharacters`).
        if string.unicodeScalars.count > maxCharacters {
            o["text"]?.report("a text of \(string.unicodeScalars.count) characters; at most \(maxCharacters) are laid out", kind: .outOfRange)
            return nil
        }
        let text = View.text(TextContent(string, font: font, color: color, style: style))
        return id.map(text.named) ?? text
    }

    /// Lines' alignment: `natural` (the interface's leading side; `leading` is its SwiftUI name),
    /// `trailing`, `center`, or the fixed `left` and `right` (`NSTextAlignment.left`/`.right`).
    static func alignment(_ n: ConfigNode, _ ctx: ResolveContext) -> TextAlignment? {
        n.choice(alignments(ctx.layoutDirection))
    }

    /// What each alignment word means in a layout direction, in the order messages list them.
    static func alignments(_ direction: LayoutDirection) -> KeyValuePairs<String, TextAlignment> {
        [
            "natural": .natural, "leading": .natural, "trailing": direction == .rightToLeft ? .left : .right,
            "center": .center, "left": .left, "right": .right,
        ]
    }

    /// The words `alignment` takes.
    static var alignmentWords: [String] { alignments(.leftToRight).map(\.key) }

    /// A button as the presets draw them: `filled` (white title on a tinted rounded rectangle),
    /// `bordered` (tinted title on a 15 % tint), `plain` (tinted title).
    static func button(_ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        let title: String? = o.required("button")
        let style = o.optional("style", as: ButtonStyle.self) ?? .filled
        let tint = o.optional("color") { $0.color(ctx) } ?? SystemColor.systemBlue.resolved(for: ctx.appearance)
        let font = o.optional("font") { $0.font(ctx) } ?? ctx.fonts.systemFont(size: 17, weight: .semibold)
        guard let title else { return nil }
        let label = View.text(TextContent(title, font: font, color: style == .filled ? .white : tint, style: ParagraphStyle(alignment: .center)))
        guard style != .plain else { return label }
        let shape = ShapeContent(
            .roundedRectangle(CornerRadii(10), .continuous),
            fill: .color(style == .filled ? tint : tint.withAlphaMultiplied(by: 0.15)))
        return label.padding(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)).background(.shape(shape))
    }
}

/// The look of a config `button`.
enum ButtonStyle: String, CaseIterable {
    /// A white title on a tinted rounded rectangle.
    case filled
    /// A tinted title on a 15 % tint.
    case bordered
    /// A tinted title alone.
    case plain
}

extension ButtonStyle: ConfigEnum {}
