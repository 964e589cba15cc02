import PreviewModel
import Raster
import Typeset

/// SwiftEntryKit's message views as view trees, with the constraints of
/// `Source/MessageViews/*.swift` turned into paddings and stacks. Each builder resolves colours
/// for the entry's display mode (`dark`).
struct EKMessageViews {
    var dark: Bool
    /// The entry's width where a view needs it (the status-bar message's ears).
    var width: Double
    /// The status bar's height (`statusBarFrame.maxY`).
    var statusBarHeight: Double

    /// A `UILabel` with its `LabelStyle`, as tall and wide as its text.
    func text(_ l: EKContent.Label) -> View {
        View.label(l.text, font: l.font, color: l.color.resolved(dark: dark), alignment: l.alignment, lines: l.numberOfLines)
    }

    /// A label spanning the width it is offered, its text placed by its alignment.
    func label(_ l: EKContent.Label, name: String) -> View {
        let frameAlignment: Alignment
        switch l.alignment {
        case .center: frameAlignment = .center
        case .right: frameAlignment = .trailing
        case .natural, .left: frameAlignment = .leading
        }
        return text(l)
            .frame(maxWidth: .infinity, alignment: frameAlignment)
            .named(name)
    }

    /// A label as wide as its text (an auxiliary label, a button title).
    func fittedLabel(_ l: EKContent.Label, name: String) -> View {
        text(l)
            .fixedSize(horizontal: true, vertical: true)
            .named(name)
    }

    /// `UIImageView` with `EKProperty.ImageContent`: its size (or the image's own), content mode,
    /// tint and rounding.
    func image(_ i: EKContent.Image, name: String) -> View {
        let size = i.shownSize
        var view: View
        switch i.source {
        case .bitmap(var content):
            content.resizable = true
            content.contentMode = i.contentMode
            if let tint = i.tint { content.tint = tint.resolved(dark: dark) }
            view = View.image(content).frame(width: size.width, height: size.height)
        case .icon(let icon, let style):
            let unit = icon.path(fittingGlyphIn: Rect(x: 0, y: 0, width: 1, height: 1), style: style)
            let color = i.tint?.resolved(dark: dark) ?? .black
            view = View.shape(ShapeContent(.path(unit, Icon.fillRule), fill: .color(color), name: style.label(of: icon)))
                .frame(width: size.width, height: size.height)
        }
        if i.makesRound {
            view = view.clipShape(.roundedRectangle(CornerRadii(min(size.width, size.height) / 2), .circular))
        } else {
            view = view.clipShape(.rectangle)
        }
        return view.named(name)
    }

    /// `EKNotificationMessageView`: the image at the content insets' corner, the text block 12 pt
    /// right of it and 4 pt lower, the auxiliary label at the trailing inset 2 pt lower, the text
    /// block's right edge on the auxiliary label's left. The height is the text block's: nothing
    /// ties the bottom to the image.
    func notification(_ n: EKContent.Notification) -> View {
        let insets = n.contentInsets
        let texts = View.stack(
            StackContent(
                .vertical, alignment: .leading, spacing: n.titleToDescription,
                children: [
                    label(n.title, name: "title"), label(n.description, name: "description"),
                ]))
        let imageWidth = n.image.map { $0.shownSize.width + 12 } ?? 0
        var block = texts.padding(EdgeInsets(top: n.image == nil ? 0 : 4, left: imageWidth, bottom: 0, right: 0))
        if let aux = n.auxiliary {
            block = View.stack(
                StackContent(
                    .horizontal, alignment: .top, spacing: 0,
                    children: [
                        block, fittedLabel(aux, name: "auxiliary").padding(EdgeInsets(top: 2, left: 0, bottom: 0, right: 0)),
                    ]))
        }
        var view = block.padding(insets)
        if let i = n.image {
            view = view.overlay(
                image(i, name: "image").padding(EdgeInsets(top: insets.top, left: insets.left, bottom: 0, right: 0)),
                alignment: .topLeading)
        }
        return view
    }

    /// `EKNoteMessageView`: the label inset 10 pt left and right, 5 pt top and bottom.
    func note(_ l: EKContent.Label) -> View {
        label(l, name: "note").padding(EdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
    }

    /// `EKAccessoryNoteMessageView`: the accessory and the label (inset 8 pt across, 7 pt down)
    /// as one group centred in the entry, at least 16 pt from its sides.
    func accessoryNote(_ l: EKContent.Label, accessory: View) -> View {
        let note = text(l)
            .named("note")
            .padding(EdgeInsets(top: 7, left: 8, bottom: 7, right: 8))
        return View.stack(StackContent(.horizontal, alignment: .center, spacing: 0, children: [accessory, note]))
            .padding(EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
            .frame(maxWidth: .infinity, alignment: .center)
    }

    func processingNote(_ l: EKContent.Label, indicator: EKContent.Indicator) -> View {
        let color: Color
        switch indicator {
        case .white, .whiteLarge: color = .white
        case .gray: color = Color(r8: 128, g8: 128, b8: 128)
        case .medium, .large: color = SystemColor.secondaryLabel.resolved(for: dark ? .dark : .light)
        }
        return accessoryNote(l, accessory: ActivityIndicator.view(color: color, large: indicator.isLarge).named("activityIndicator"))
    }

    /// `EKPopUpMessageView`: the theme image centred (its top 40 pt down by default), the title
    /// and description inset 30 pt, 20 and 16 pt apart, and a capsule button 45 pt tall whose
    /// width is its title's plus 60, 30 pt below the description and 30 pt above the bottom.
    func popUp(_ p: EKContent.PopUp) -> View {
        var rows: [View] = []
        var titleTop = 20.0
        if let i = p.themeImage {
            let h = i.shownSize.height
            let top: Double
            switch p.imagePosition {
            case .topToTop(let offset): top = offset
            case .centerToTop(let offset): top = offset - h / 2
            }
            var view = image(i, name: "themeImage")
            if top < 0 {
                // Above the entry's top: clipped by its content container.
                view = view.frame(height: max(0, h + top), alignment: .bottom).clipShape(.rectangle)
            } else {
                view = view.padding(EdgeInsets(top: top, left: 0, bottom: 0, right: 0))
            }
            rows.append(view)
        } else {
            titleTop = 20
        }
        rows.append(label(p.title, name: "title").padding(EdgeInsets(top: titleTop, left: 30, bottom: 0, right: 30)))
        rows.append(label(p.description, name: "description").padding(EdgeInsets(top: 16, left: 30, bottom: 0, right: 30)))
        let b = p.button
        let button = fittedLabel(b.label, name: "buttonTitle")
            .padding(EdgeInsets(top: 0, left: 30, bottom: 0, right: 30))
            .frame(height: 45)
            .background(.shape(ShapeContent(.capsule, fill: .color(b.backgroundColor.resolved(dark: dark)))))
            .named("button")
        rows.append(button.padding(EdgeInsets(top: 30, left: 0, bottom: 30, right: 0)))
        return View.stack(StackContent(.vertical, alignment: .center, spacing: 0, children: rows))
    }

    /// `EKXStatusBarMessageView`: as tall as the status bar, a label pinned to each side, each
    /// 26 % of the width.
    func xStatusBar(leading: EKContent.Label, trailing: EKContent.Label) -> View {
        let ear = width * 0.26
        return View.stack(
            StackContent(
                .horizontal, alignment: .center, spacing: 0,
                children: [
                    label(leading, name: "leading").frame(width: ear, height: statusBarHeight),
                    View.spacer(minLength: 0),
                    label(trailing, name: "trailing").frame(width: ear, height: statusBarHeight),
                ])
        ).frame(height: statusBarHeight)
    }
}
