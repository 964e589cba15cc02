import PreviewModel
import Raster
import Typeset

/// A snack's view as Y-Snackbar builds it (`Sources/YSnackbar/Views/SnackView.swift`,
/// `SnackHostView.swift`): a horizontal stack (centred vertically, `iconToLabelSpacing`) of the
/// icon (aspect fit, fixed size, hidden without an icon) and a vertical stack (leading,
/// `labelSpacing`) of the title (one line, hidden without a title) and the message (any number
/// of lines), inset by `contentInset`, on the background with `layer.cornerRadius` (circular
/// corners, no clipping) and its border; behind it, the elevation's shadow cast by YCoreUI's
/// spread-adjusted `shadowPath`. The snack fills its container's width: at most
/// `maxSnackWidth`, `contentInset` from the safe area's sides, centred.
struct SnackViewBuilder {
    var title: String?
    var message: String
    var icon: Pixmap?
    var appearance: SnackAppearance
    var manager: SnackbarManagerSettings
    var fonts: FontCatalog
    var dynamicType: DynamicTypeSize
    /// Pixels per point of the screen (YMatterType rounds the baseline offset to it).
    var displayScale: Double

    func view() -> View {
        let layout = appearance.layout
        var column: [View] = []
        if let title { column.append(label(title, appearance.title, lines: 1).named("title")) }
        column.append(label(message, appearance.message, lines: 0).named("message"))
        let text = View.stack(StackContent(.vertical, alignment: .leading, spacing: layout.labelSpacing, children: column))
            .frame(maxWidth: .infinity, alignment: .leading)
        var row: [View] = []
        if let icon {
            row.append(
                View.image(ImageContent(pixmap: icon, scale: 1, resizable: true, contentMode: .fit))
                    .frame(width: layout.iconSize.width, height: layout.iconSize.height).named("icon"))
        }
        row.append(text)
        let radius = layout.cornerRadius
        let card = ShapeContent(.roundedRectangle(CornerRadii(radius), .circular), fill: .color(appearance.backgroundColor))
        var snack = View.stack(StackContent(.horizontal, alignment: .center, spacing: layout.iconToLabelSpacing, children: row))
            .padding(layout.contentInset)
            .background(.shape(card))
        if appearance.borderWidth > 0 {
            snack = snack.modifier(
                .border(
                    .color(appearance.borderColor), width: appearance.borderWidth,
                    shape: .roundedRectangle(CornerRadii(radius), .circular)))
        }
        // `Elevation.apply`: shadowPath = the bounds inset by −spread, corner radius + spread.
        let e = appearance.elevation
        let pathRadius = max(0, radius + e.spread)
        let shadowSource = View.shape(ShapeContent(.roundedRectangle(CornerRadii(pathRadius), .circular), fill: .color(.black)))
            .padding(EdgeInsets(-e.spread))
            .shadow(ShadowSpec(color: e.color, opacity: e.opacity, radius: e.shadowRadius, offset: e.offset))
        snack = snack.background(shadowSource).named("snack")
        let inset = manager.contentInset
        return snack.frame(maxWidth: manager.maxSnackWidth)
            .padding(EdgeInsets(top: 0, left: inset.left, bottom: 0, right: inset.right))
    }

    /// A `TypographyLabel`: the system font scaled with the `.body` text style, the fixed line
    /// height scaled alike, and YMatterType's baseline offset, which lowers the extra line
    /// space's effect by raising the glyphs
    /// (`max(0, ceil((lineHeight − 2(descender + leading) − capHeight) / 4 · scale) / scale)`).
    private func label(_ string: String, _ style: SnackAppearance.Label, lines: Int) -> View {
        let k = TextStyle.body.size(at: dynamicType) / TextStyle.body.size(at: .large)
        let font = fonts.systemFont(size: style.fontSize * k, weight: style.fontWeight)
        let lineHeight = style.lineHeight * k
        let raw = (lineHeight - 2 * (font.descender + font.lineGap) - font.capHeight) / 4
        let offset = max(0, (raw * displayScale).rounded(.up) / displayScale)
        let paragraph = ParagraphStyle(alignment: .natural, lineLimit: lines, lineHeight: lineHeight, baselineOffset: offset)
        return View.text(TextContent(string, font: font, color: style.textColor, style: paragraph))
    }
}
