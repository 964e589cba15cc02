import PreviewModel
import Raster
import Typeset

/// A placard's card as `cardViewBuilder` builds it (`Sources/Placard/PlacardView.swift`): an
/// HStack (centred vertically, SwiftUI's default 8 pt spacing) of the SF Symbol (aspect fit in
/// 50 × 50, tinted with the title colour, padded 20 on every side) and a VStack (leading, 8 pt)
/// of the title over the message, padded 20 on the trailing side; the row fills the width and
/// is centred in it; then 15 pt of padding at the bottom, then the background. A priority
/// card is 90 % opaque as a whole. The hosting view rounds it (`cornerRadius` 5, circular,
/// clipped) and the shadow view behind casts #2C3E50 at 65 %, radius 3, offset by placement.
struct PlacardViewBuilder {
    /// The card's content: the built-in template, or a user view (`PlacardCustomView`).
    enum Content {
        case template(title: String, message: String, symbol: (icon: Icon, style: IconStyle)?)
        case custom(View)
    }

    var content: Content
    var style: PlacardStyle
    /// A priority card is 90 % opaque (`PriorityCardModifier`).
    var isPriority: Bool
    var placement: PlacardPlacement
    /// The config's left and right insets (UIEdgeInsets).
    var left: Double
    var right: Double

    func view() -> View {
        var card: View
        switch content {
        case .custom(let view):
            card = view
        case .template(let title, let message, let symbol):
            let glyph: View
            if let symbol {
                let unit = symbol.icon.path(fittingGlyphIn: Rect(x: 0, y: 0, width: 1, height: 1), style: symbol.style)
                glyph = View.shape(
                    ShapeContent(
                        .path(unit, Icon.fillRule), fill: .color(style.titleTextColor),
                        name: symbol.style.label(of: symbol.icon)))
            } else {
                glyph = .empty  // `Image(systemName: "")`: nothing drawn, the 90 pt slot kept
            }
            let texts = View.stack(
                StackContent(
                    .vertical, alignment: .leading, spacing: StackContent.defaultSpacing,
                    children: [
                        View.label(title, font: style.primaryFont, color: style.titleTextColor).named("title"),
                        View.label(message, font: style.secondaryFont, color: style.accentColor).named("message"),
                    ])
            ).padding(EdgeInsets(top: 0, left: 0, bottom: 0, right: 20))
            card = View.stack(
                StackContent(
                    .horizontal, alignment: .center, spacing: StackContent.defaultSpacing,
                    children: [
                        glyph.frame(width: 50, height: 50).padding(20).named("icon"), texts,
                    ])
            )
            .frame(maxWidth: .infinity, alignment: .center)
            .padding(EdgeInsets(top: 0, left: 0, bottom: 15, right: 0))
            .background(.shape(ShapeContent(.rectangle, fill: .color(style.backgroundColor))))
        }
        if isPriority { card = card.opacity(0.9) }
        let offset: Point
        switch placement {
        case .top: offset = Point(5, 5)
        case .center: offset = Point(0, 5)
        case .bottom: offset = Point(5, -5)
        }
        return
            card
            .clipShape(.roundedRectangle(CornerRadii(5), .circular))
            .shadow(ShadowSpec(color: Color(red: 44 / 255, green: 62 / 255, blue: 80 / 255), opacity: 0.65, radius: 3, offset: offset))
            .named("placard")
            .padding(EdgeInsets(top: 0, left: left, bottom: 0, right: right))
    }
}
