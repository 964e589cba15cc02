import PreviewModel
import Raster
import Typeset

/// Builds the view tree of a SwiftMessages nib with its content: the same stacks, spacings,
/// fonts, insets, corner rounding and margins as the nib and `configureTheme`, so that layout
/// lands where UIKit's Auto Layout puts it. Margins are computed as `defaultMarginAdjustment`
/// does (`MarginAdjustable+Extensions.swift`) from the view's own safe-area insets, plus the
/// bounce offset on the presenting edge (`TopBottomAnimation.adjustMargins`).
///
/// Nil elements are hidden (a hidden arranged subview takes no space and no spacing); the
/// button shows only with a title (the nib's "[Button]" placeholder is what apps hide).
/// Elements carry names for layout dumps and updates: `backgroundView`, `iconImageView`,
/// `iconLabel`, `title`, `body`, `button`.
struct MessageViewBuilder {
    let layout: SwiftMessagesLayout
    let content: MessageContent
    let style: SwiftMessagesPresentationStyle
    let appearance: Appearance
    let fonts: FontCatalog
    let dynamicType: DynamicTypeSize
    let regularWidth: Bool

    /// The root view, offered the container's full width, for a view whose own safe-area insets
    /// are `safe`.
    func view(safe: EdgeInsets) -> View {
        let margins = self.margins(safe: safe)
        switch layout {
        case .messageView:
            return row(textSpacing: 5).frame(maxWidth: .infinity).padding(margins)
                .background(.shape(ShapeContent(.rectangle, fill: .color(background))).named("backgroundView"))
                .shadowed(dropShadow(.rectangle))
        case .statusLine:
            // The label is 20 pt tall (priority 999) with its line centred in it, as UILabel draws.
            let label = text(content.body ?? "", font: fonts.systemFont(size: 12, weight: .semibold), lines: 1, alignment: .center)
                .frame(maxWidth: .infinity, minHeight: 20, maxHeight: 20).named("body")
            return label.padding(margins)
                .background(.shape(ShapeContent(.rectangle, fill: .color(background))).named("backgroundView"))
                .shadowed(dropShadow(.rectangle))
        case .cardView:
            let card = roundedBackground(row(textSpacing: 0).padding(20), corners: CornerRadii(radius))
            return widthLimited(card).padding(margins)
        case .tabView:
            // The tab reaches the root's edges top and bottom; its content follows the margins.
            // `roundsLeadingCorners`: TopBottomAnimation rounds only the corners away from the edge;
            // PhysicsAnimation leaves all four.
            let radii: CornerRadii
            switch style {
            case .top: radii = CornerRadii(topLeft: 0, topRight: 0, bottomRight: radius, bottomLeft: radius)
            case .bottom: radii = CornerRadii(topLeft: radius, topRight: radius, bottomRight: 0, bottomLeft: 0)
            case .center: radii = CornerRadii(radius)
            }
            let inner = row(textSpacing: 0).padding(EdgeInsets(top: margins.top, left: 20, bottom: margins.bottom, right: 20))
            return widthLimited(roundedBackground(inner, corners: radii))
                .padding(EdgeInsets(top: 0, left: margins.left, bottom: 0, right: margins.right))
        case .centeredView:
            let column = View.stack(
                StackContent(
                    .vertical, alignment: .center, spacing: 10,
                    children: [
                        iconLabel, iconImage,
                        optionalText(
                            content.title, font: fonts.font(style: .headline, dynamicType: dynamicType), lines: 1, alignment: .center, name: "title"),
                        optionalText(
                            content.body, font: fonts.font(style: .subheadline, dynamicType: dynamicType), lines: 0, alignment: .center, name: "body"),
                        button,
                    ]))
            let inset = regularWidth ? 30.0 : 20.0
            // Regular width: only ≥ margins, so the card hugs its content.
            let sized: View
            if let w = content.backgroundWidth {
                sized = column.padding(inset).frame(width: w)
            } else if regularWidth {
                sized = column.padding(inset).modifier(.hugWidth(maxWidth: .infinity))
            } else {
                sized = column.padding(inset).frame(maxWidth: .infinity)
            }
            return roundedBackground(sized, corners: CornerRadii(radius)).padding(margins)
        }
    }

    // MARK: Margins

    /// `layoutMargins` of the root: additions collapsed onto or added to the safe area, then
    /// the bounce offset on the presenting edge.
    func margins(safe: EdgeInsets) -> EdgeInsets {
        let a = content.marginAdditions ?? layout.marginAdditions
        var m =
            layout.collapsesMarginAdditions
            ? EdgeInsets(top: max(a.top, safe.top), left: max(a.left, safe.left), bottom: max(a.bottom, safe.bottom), right: max(a.right, safe.right))
            : EdgeInsets(top: a.top + safe.top, left: a.left + safe.left, bottom: a.bottom + safe.bottom, right: a.right + safe.right)
        switch style {
        case .top: m.top += layout.bounceOffset
        case .bottom: m.bottom += layout.bounceOffset
        case .center: break
        }
        return m
    }

    // MARK: Colours

    var background: Color {
        // Every nib's background view is white until a theme colours it.
        content.backgroundColor ?? content.theme?.background(for: appearance) ?? .white
    }

    var foreground: Color {
        content.foregroundColor ?? content.theme?.foreground(for: appearance) ?? .black
    }

    var radius: Double { content.cornerRadius ?? layout.cornerRadius }

    // MARK: Pieces

    /// The horizontal content row of MessageView, CardView and TabView: icon label, icon image,
    /// the text column (which takes the remaining width), button.
    private func row(textSpacing: Double) -> View {
        let column = View.stack(
            StackContent(
                .vertical, alignment: .leading, spacing: textSpacing,
                children: [
                    optionalText(
                        content.title, font: fonts.font(style: .headline, dynamicType: dynamicType), lines: 1, alignment: .natural, name: "title"),
                    optionalText(
                        content.body, font: fonts.font(style: .subheadline, dynamicType: dynamicType), lines: 0, alignment: .natural, name: "body"),
                ]))
        let text = column.frame(maxWidth: .infinity, alignment: .leading)
        return .stack(
            StackContent(
                .horizontal, alignment: .center, spacing: regularWidth ? 15 : 10,
                children: [iconLabel, iconImage, text, button]))
    }

    /// The rounded `CornerRoundingView` (its mask clips the content too) with the drop shadow
    /// following its outline.
    private func roundedBackground(_ content: View, corners: CornerRadii) -> View {
        let shape = ShapeKind.roundedRectangle(corners, .uiBezierPath)
        return
            content
            .background(.shape(ShapeContent(.rectangle, fill: .color(background))).named("backgroundView"))
            .clipShape(shape)
            .shadowed(dropShadow(shape))
    }

    /// Card and tab: at most 500 pt wide in regular width, centred; a fixed width if set.
    private func widthLimited(_ card: View) -> View {
        if let w = content.backgroundWidth { return card.frame(width: w) }
        return regularWidth ? card.modifier(.hugWidth(maxWidth: 500)) : card
    }

    /// `configureDropShadow()`: black, opacity 0.4, radius 6, offset (0, 2), along the
    /// background's outline; nothing otherwise (the nibs cast no shadow).
    private func dropShadow(_ shape: ShapeKind) -> ShadowSpec? {
        guard content.dropShadow else { return nil }
        return ShadowSpec(color: .black, opacity: 0.4, radius: 6, offset: Point(0, 2), shape: shape)
    }

    private var iconLabel: View {
        guard let t = content.iconText else { return .empty }
        return text(t, font: fonts.systemFont(size: 38), lines: 1, alignment: .center).named("iconLabel")
    }

    private var iconImage: View {
        if var image = content.iconImage {
            if image.tint != nil { image.tint = foreground }  // a template image takes the tint colour
            return View.image(image).named("iconImageView")
        }
        guard content.iconText == nil, let theme = content.theme, let name = content.iconStyle.imageName(for: theme),
            let image = PresetImageSets.image(named: name, tint: foreground)
        else { return .empty }
        return View.image(image).named("iconImageView")
    }

    private var button: View {
        guard let title = content.buttonTitle else { return .empty }
        // configureTheme: filled with the foreground, titled in the background colour, insets 7, radius 5.
        return text(title, font: fonts.font(style: .subheadline, dynamicType: dynamicType), lines: 1, alignment: .center, color: background)
            .padding(7)
            .background(.shape(ShapeContent(.roundedRectangle(CornerRadii(5), .circular), fill: .color(foreground))))
            .fixedSize().named("button")
    }

    private func optionalText(_ s: String?, font: Font, lines: Int, alignment: TextAlignment, name: String) -> View {
        guard let s else { return .empty }
        return text(s, font: font, lines: lines, alignment: alignment).named(name)
    }

    private func text(_ s: String, font: Font, lines: Int, alignment: TextAlignment, color: Color? = nil) -> View {
        .label(s, font: font, color: color ?? foreground, alignment: alignment, lines: lines)
    }
}

private extension View {
    func shadowed(_ spec: ShadowSpec?) -> View { spec.map(shadow) ?? self }
}
