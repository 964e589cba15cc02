import PreviewModel
import Raster
import Typeset

/// Builds a page's views as `BLTNPageItem.makeArrangedSubviews` stacks them
/// (`Sources/Models/BLTNPageItem.swift` L168–223, `BLTNActionItem.swift` L176–208,
/// `Sources/InterfaceBuilder/BLTNInterfaceBuilder.swift`): a vertical stack, spacing 24 (32 on
/// iPad), inset as much from the card's edges, of
/// 1. the title, centred, at most two lines, 42 points in from each side when the close button shows;
/// 2. the image at its own point size, centred (aspect fit in the full width), tinted when it is a template;
/// 3. the description, centred, any number of lines, and under it the page's extra views;
/// 4. the buttons, 10 apart: the action button 55 tall with 12-point continuous corners and its
///    fill, the alternative button a plain title (its intrinsic height: the line plus 6 above and below).
/// The close button is the card's accessory: a 28-point disc, 20 points in from the card's top and
/// trailing edges, with the library's own "×" glyph at 12 points.
struct BLTNPageViews: Sendable {
    var geometry: BLTNCardGeometry
    var fonts: FontCatalog
    var appearance: Appearance
    /// The card's colour, which decides the close button's colours.
    var cardColor: Color

    func page(_ item: BLTNPageItem) -> CardSurface.Page {
        let a = item.appearance
        var views: [View] = []
        let closeButton = item.isDismissable && item.requiresCloseButton
        let titleWidth = geometry.contentWidth - (closeButton ? 84 : 0)
        let titleFont = a.titleFont(fonts)
        let fitted = Self.shrunk(item.title, titleFont, lines: 2, width: titleWidth)
        var title = text(item.title, font: fitted, color: a.titleTextColor, lines: 2)
        // A shrunk title keeps the label's size (its two lines at the full font) and is drawn
        // centred in it, as `UILabel` sizes itself before it scales the text down.
        if fitted.size != titleFont.size { title = title.frame(height: 2 * titleFont.lineHeight) }
        views.append(title.named("title").padding(EdgeInsets(top: 0, left: closeButton ? 42 : 0, bottom: 0, right: closeButton ? 42 : 0)))
        if let image = item.image { views.append(self.image(image, tint: a.imageViewTintColor).named("image")) }
        let descriptionFont = a.descriptionFont(fonts)
        if let pieces = item.attributedDescriptionText {
            var content = TextContent(
                pieces.map(\.text).joined(), font: descriptionFont, color: a.descriptionTextColor,
                style: ParagraphStyle(alignment: .center, lineLimit: 0))
            content.runs = pieces.map { TextRun($0.text, font: $0.font ?? descriptionFont, color: $0.color) }
            views.append(View.text(content).frame(maxWidth: .infinity).named("description"))
            views += item.extras.map { extra($0, a) }
        } else if let d = item.descriptionText {
            views.append(text(d, font: descriptionFont, color: a.descriptionTextColor, lines: 0).named("description"))
            views += item.extras.map { extra($0, a) }
        }
        var buttons: [View] = []
        if let t = item.actionButtonTitle { buttons.append(actionButton(t, a).named("actionButton")) }
        if let t = item.alternativeButtonTitle { buttons.append(alternativeButton(t, a).named("alternativeButton")) }
        if !buttons.isEmpty { views.append(View.stack(StackContent(.vertical, spacing: 10, children: buttons))) }
        let content = View.stack(StackContent(.vertical, spacing: geometry.padding, children: views))
            .frame(width: geometry.contentWidth)
            .padding(geometry.padding)
        return CardSurface.Page(content: content, accessory: closeButton ? Self.closeButton(cardColor: cardColor) : nil)
    }

    /// `adjustsFontSizeToFitWidth` with no minimum scale: the font as given if the text fits in
    /// `lines` lines of `width`, else the largest size (in half points) at which it does.
    static func shrunk(_ s: String, _ font: Font, lines: Int, width: Double) -> Font {
        let style = ParagraphStyle(alignment: .center, lineLimit: lines)
        var size = font.size
        while size > 1,
            Typesetter.layout(s, font: Font(face: font.face, size: size, fallbacks: font.fallbacks), style: style, width: width).isTruncated
        { size -= 0.5 }
        return size == font.size ? font : Font(face: font.face, size: size, fallbacks: font.fallbacks)
    }

    private func text(_ s: String, font: Font, color: Color, lines: Int) -> View {
        View.label(s, font: font, color: color, alignment: .center, lines: lines).frame(maxWidth: .infinity)
    }

    /// `UIImageView` with `.scaleAspectFit`, stretched to the stack's width at its own height.
    private func image(_ source: ImageContent, tint: Color) -> View {
        var content = source
        let size = source.naturalSize
        content.resizable = true
        content.contentMode = .fit
        if content.tint != nil { content.tint = tint }  // a template image takes the tint
        return View.image(content).frame(width: min(size.width, geometry.contentWidth), height: size.height)
            .frame(maxWidth: .infinity)
    }

    private func actionButton(_ title: String, _ a: BLTNItemAppearance) -> View {
        let shape = ShapeKind.roundedRectangle(CornerRadii(a.actionButtonCornerRadius), .continuous)
        let label = View.text(
            TextContent(
                title, font: a.actionButtonFont(fonts), color: a.actionButtonTitleColor,
                style: ParagraphStyle(alignment: .center, lineLimit: 1)))
        let background: View
        if var image = a.actionButtonImage {
            image.resizable = true
            image.contentMode = .stretch
            background = View.image(image)
        } else {
            background = View.shape(ShapeContent(.rectangle, fill: .color(a.actionButtonColor)))
        }
        var button = label.frame(maxWidth: .infinity).frame(height: 55).background(background).clipShape(shape)
        if let border = a.actionButtonBorderColor {
            button = button.modifier(.border(.color(border), width: a.actionButtonBorderWidth, shape: shape))
        }
        return button
    }

    private func alternativeButton(_ title: String, _ a: BLTNItemAppearance) -> View {
        let shape = ShapeKind.roundedRectangle(CornerRadii(a.alternativeButtonCornerRadius), .continuous)
        var button = View.text(
            TextContent(
                title, font: a.alternativeButtonFont(fonts), color: a.alternativeButtonTitleColor,
                style: ParagraphStyle(alignment: .center, lineLimit: 1))
        )
        .padding(EdgeInsets(top: 6, left: 0, bottom: 6, right: 0))
        .frame(maxWidth: .infinity)
        if let border = a.alternativeButtonBorderColor {
            button = button.modifier(.border(.color(border), width: a.alternativeButtonBorderWidth, shape: shape))
        }
        return button
    }

    private func extra(_ e: BLTNPageItem.Extra, _ a: BLTNItemAppearance) -> View {
        switch e {
        case .textField(let placeholder, let typed): return textField(placeholder: placeholder, text: typed)
        case .choices(let options, let selected): return choices(options, selected: selected, a)
        case .collection(let images, let height): return collection(images, height: height)
        }
    }

    /// `UITextField` with `.roundedRect` borders: white (`.systemBackground`) with a hairline grey
    /// border and 5-point corners, its text 7 points in, the placeholder in `.placeholderText`.
    /// `makeTextField` sets no font or height, so UIKit's defaults apply; measured in the README's
    /// "Enter Your Name" card: text about 14 points, and the card 312.6 points tall, which leaves
    /// 28.6 for the field (29 here).
    private func textField(placeholder: String?, text typed: String?) -> View {
        let shape = ShapeKind.roundedRectangle(CornerRadii(5), .circular)
        let shown = typed ?? placeholder ?? ""
        let color = typed != nil ? SystemColor.label.resolved(for: appearance) : SystemColor.placeholderText.resolved(for: appearance)
        let label = View.text(
            TextContent(
                shown, font: fonts.systemFont(size: 14), color: color,
                style: ParagraphStyle(alignment: .left, lineLimit: 1)))
        return label.padding(EdgeInsets(top: 0, left: 7, bottom: 0, right: 7))
            .frame(maxWidth: .infinity, alignment: .leading)
            .frame(height: 29)
            .background(View.shape(ShapeContent(shape, fill: .color(SystemColor.systemBackground.resolved(for: appearance)))))
            .modifier(.border(.color(SystemColor.opaqueSeparator.resolved(for: appearance)), width: 1, shape: shape))
            .named("textField")
    }

    /// The example's choice buttons (`PetSelectorBulletinPage.createChoiceCell`): system 20
    /// semibold, 12-point corners, a 2-point border, 55 tall, no fill; border and title in the
    /// action colour when selected, `.lightGray` (#AAAAAA) otherwise.
    private func choices(_ options: [String], selected: Int, _ a: BLTNItemAppearance) -> View {
        let shape = ShapeKind.roundedRectangle(CornerRadii(12), .circular)
        let buttons = options.enumerated().map { i, title -> View in
            let color = i == selected ? a.actionButtonColor : Color(r8: 0xAA, g8: 0xAA, b8: 0xAA)
            return View.text(
                TextContent(
                    title, font: fonts.systemFont(size: 20, weight: .semibold), color: color,
                    style: ParagraphStyle(alignment: .center, lineLimit: 1))
            )
            .frame(maxWidth: .infinity).frame(height: 55)
            .modifier(.border(.color(color), width: 2, shape: shape))
        }
        return View.stack(StackContent(.vertical, spacing: 16, children: buttons)).named("choices")
    }

    /// The example's image collection (`PetValidationBLTNItem`): a white box `height` tall over the
    /// stack's width, holding square cells (a third of the width less 3) in three columns spread
    /// across it and rows 10 apart (the flow layout's default), each image aspect-filled; rows
    /// beyond the box are cut off.
    private func collection(_ images: [ImageContent], height: Double) -> View {
        let width = geometry.contentWidth
        let side = width / 3 - 3
        let gap = (width - 3 * side) / 2
        var rows: [View] = []
        var index = 0
        while index < images.count {
            let cells = images[index..<min(index + 3, images.count)].map { img -> View in
                var c = img
                c.resizable = true
                c.contentMode = .fill
                return View.image(c).frame(width: side, height: side).clipShape(.rectangle)
            }
            rows.append(
                View.stack(StackContent(.horizontal, alignment: .top, spacing: gap, children: Array(cells)))
                    .frame(maxWidth: .infinity, alignment: .leading))
            index += 3
        }
        return View.stack(StackContent(.vertical, alignment: .leading, spacing: 10, children: rows))
            .frame(width: width, height: height, alignment: .top)
            .background(View.shape(ShapeContent(.rectangle, fill: .color(.white))))
            .clipShape(.rectangle)
            .named("collection")
    }

    /// `BulletinCloseButton`: a 28-point disc centred in a 44-point square 12 points in from the
    /// card's top and trailing edges, with the library's "×" (a 36-unit path drawn at 12 points).
    /// On a light card (`needsDarkText`: luminance above 0.179) the disc is #60646E and the glyph
    /// #F3F5F5; on a dark card the other way round.
    static func closeButton(cardColor: Color) -> View {
        let darkDisc = Color(r8: 0x60, g8: 0x64, b8: 0x6E), lightDisc = Color(r8: 0xF3, g8: 0xF5, b8: 0xF5)
        let lightCard = luminance(cardColor) > 0.179
        let glyph = closeGlyph.applying(Transform.scale(1.0 / 36, 1.0 / 36))
        return View.shape(ShapeContent(.circle, fill: .color(lightCard ? darkDisc : lightDisc)))
            .frame(width: 28, height: 28)
            .overlay(
                View.shape(ShapeContent(.path(glyph, .nonZero), fill: .color(lightCard ? lightDisc : darkDisc), name: "close glyph"))
                    .frame(width: 12, height: 12)
            )
            .frame(width: 44, height: 44)
            .padding(EdgeInsets(top: 12, left: 0, bottom: 0, right: 12))
            .named("closeButton")
    }

    /// `UIColor.luminance` (`Sources/Support/Helpers/UIColor+Luminance.swift`): Rec. 709 weights
    /// on the gamma-encoded components.
    static func luminance(_ c: Color) -> Double {
        0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
    }

    /// `UIImage.closeButton` in `BulletinCloseButton.swift`, point for point.
    static let closeGlyph: Path = {
        var p = Path()
        func pt(_ x: Double, _ y: Double) -> Point { Point(x, y) }
        p.move(to: pt(0.93, 30.21))
        p.cubic(to: pt(0.97, 35.02), control1: pt(-0.28, 31.44), control2: pt(-0.35, 33.72))
        p.cubic(to: pt(5.78, 35.06), control1: pt(2.29, 36.34), control2: pt(4.55, 36.3))
        p.line(to: pt(18.01, 22.84))
        p.line(to: pt(30.21, 35.04))
        p.cubic(to: pt(35, 34.99), control1: pt(31.49, 36.34), control2: pt(33.7, 36.32))
        p.cubic(to: pt(35.05, 30.21), control1: pt(36.33, 33.69), control2: pt(36.33, 31.48))
        p.line(to: pt(22.84, 18.01))
        p.line(to: pt(35.05, 5.79))
        p.cubic(to: pt(35, 1), control1: pt(36.33, 4.51), control2: pt(36.33, 2.3))
        p.cubic(to: pt(30.21, 0.95), control1: pt(33.7, -0.32), control2: pt(31.49, -0.32))
        p.line(to: pt(18.01, 13.15))
        p.line(to: pt(5.78, 0.93))
        p.cubic(to: pt(0.97, 0.98), control1: pt(4.55, -0.28), control2: pt(2.27, -0.35))
        p.cubic(to: pt(0.93, 5.79), control1: pt(-0.33, 2.3), control2: pt(-0.28, 4.55))
        p.line(to: pt(13.15, 18.01))
        p.line(to: pt(0.93, 30.21))
        p.close()
        return p
    }()
}
