import Raster
import Typeset

extension View {
    /// A label: `string` in one font and colour, aligned, cut to `lines` lines (0: as many as it
    /// needs) with a tail ellipsis — `UILabel`'s defaults, the text view every preset builds.
    package static func label(
        _ string: String, font: Font, color: Color, alignment: TextAlignment = .natural,
        lines: Int = 0
    ) -> View {
        .text(TextContent(string, font: font, color: color, style: ParagraphStyle(alignment: alignment, lineLimit: lines)))
    }
}
