import PreviewModel
import Raster
import Typeset

/// Reads `"content": {<view>: {…}}`, one of SwiftEntryKit's message views with the `EKProperty`
/// values of its initializer:
///
///     {"notificationMessage": {"title": "Mail Received!", "description": "Daniel sent you a message",
///                              "image": {"image": "plane.png", "size": {"width": 35, "height": 35}}}}
///
/// A label is its text, or `{"text": …, "style": {"font", "color", "alignment", "numberOfLines"}}`;
/// a style left out comes from `EKContentStyle`. An image is a PNG path, or `{"image": path}` or
/// `{"icon": name}` with `size`, `tint`, `makesRound`, `contentMode`.
struct EKContentReader {
    static let kinds = [
        "notificationMessage", "note", "processingNote", "imageNote", "popUpMessage", "alertMessage",
        "ratingMessage", "xStatusBarMessage", "custom",
    ]

    var style: EKContentStyle
    var colors: EKColorReader

    func read(_ n: ConfigNode) -> EKContent? {
        n.tagged([
            "notificationMessage": { n in n.object(notification) },
            "note": { n in
                n.object { o in
                    o.declare(["label"])
                    return o.required("label") { label($0, style.note) }.map(EKContent.note)
                }
            },
            "processingNote": { n in
                n.object { o in
                    o.declare(["label", "activityIndicator"])
                    let l = o.required("label") { label($0, style.note) }
                    let indicator = o.optional("activityIndicator", as: EKContent.Indicator.self) ?? .white
                    return l.map { EKContent.processingNote($0, indicator: indicator) }
                }
            },
            "imageNote": { n in
                n.object { o in
                    o.declare(["label", "image"])
                    let l = o.required("label") { label($0, style.note) }
                    let i = o.required("image") { image($0, size: nil, tint: nil) }
                    guard let l, let i else { return nil }
                    return EKContent.imageNote(l, i)
                }
            },
            "popUpMessage": { n in n.object(popUp) },
            "alertMessage": { n in n.object(alert) },
            "ratingMessage": { n in n.object(rating) },
            "xStatusBarMessage": { n in
                n.object { o in
                    o.declare(["leading", "trailing"])
                    let l = o.required("leading") { label($0, style.note) }, t = o.required("trailing") { label($0, style.note) }
                    guard let l, let t else { return nil }
                    return EKContent.xStatusBar(leading: l, trailing: t)
                }
            },
            "custom": { n in ConfigView.view(n, colors.resolve).map(EKContent.custom) },
        ])
    }

    private func notification(_ o: ObjectReader) -> EKContent? {
        o.declare(["title", "description", "image", "auxiliary", "insets"])
        let title = o.required("title") { label($0, style.title) }
        let description = o.required("description") { label($0, style.description) }
        let picture = o.optional("image") { image($0, size: style.imageSize, tint: style.imageTint) }
        let aux = o.optional("auxiliary") { label($0, style.auxiliary) }
        var insets = (content: EdgeInsets(16), titleToDescription: 5.0)
        if let i = o.optional(
            "insets",
            { n in
                n.object { o -> (EdgeInsets, Double)? in
                    o.declare(["contentInsets", "titleToDescription"])
                    return (o.optional("contentInsets") { $0.edgeInsets() } ?? EdgeInsets(16), o.optional("titleToDescription", in: 0.0...1000) ?? 5)
                }
            })
        {
            insets = (i.0, i.1)
        }
        guard let title, let description else { return nil }
        return .notification(
            EKContent.Notification(
                image: picture, title: title, description: description, auxiliary: aux,
                contentInsets: insets.content, titleToDescription: insets.titleToDescription))
    }

    private func popUp(_ o: ObjectReader) -> EKContent? {
        o.declare(["themeImage", "title", "description", "button"])
        var position = EKContent.PopUp.ImagePosition.topToTop(40)
        let themeImage = o.optional("themeImage") { n in
            n.object { o -> EKContent.Image? in
                o.declare(["image", "position"])
                position =
                    o.optional("position") { n in
                        n.tagged([
                            "topToTop": { $0.number(in: -10_000...10_000).map(EKContent.PopUp.ImagePosition.topToTop) },
                            "centerToTop": { $0.number(in: -10_000...10_000).map(EKContent.PopUp.ImagePosition.centerToTop) },
                        ])
                    } ?? position
                return o.required("image") { image($0, size: style.popUpImageSize, tint: style.popUpTitle.color) }
            }
        }
        let title = o.required("title") { label($0, style.popUpTitle) }
        let description = o.required("description") { label($0, style.popUpDescription) }
        let action = o.required("button") { button($0) }
        guard let title, let description, let action else { return nil }
        return .popUp(EKContent.PopUp(themeImage: themeImage, imagePosition: position, title: title, description: description, button: action))
    }

    private func alert(_ o: ObjectReader) -> EKContent? {
        o.declare(["title", "description", "image", "imagePosition", "buttonBar"])
        let title = o.required("title") { label($0, style.alertTitle) }
        let description = o.required("description") { label($0, style.alertDescription) }
        let picture = o.optional("image") { image($0, size: style.imageSize, tint: nil) }
        let left = o.optional("imagePosition") { $0.choice(["top": false, "left": true]) } ?? false
        let bar = o.required("buttonBar") { buttonBar($0) }
        guard let title, let description, let bar else { return nil }
        return .alert(EKContent.Alert(image: picture, imageOnLeft: left, title: title, description: description, buttonBar: bar))
    }

    private func rating(_ o: ObjectReader) -> EKContent? {
        o.declare(["initialTitle", "initialDescription", "ratingItems", "selectedIndex", "buttonBar"])
        let title = o.required("initialTitle") { label($0, style.ratingTitle) }
        let description = o.required("initialDescription") { label($0, style.ratingDescription) }
        let star = style.ratingStar
        let items = o.required("ratingItems") { n in
            n.array { n in
                n.object { o -> EKContent.RatingItem? in
                    o.declare(["title", "description", "unselectedImage", "selectedImage"])
                    let t = o.required("title") { label($0, style.ratingTitle) }
                    let d = o.required("description") { label($0, style.ratingDescription) }
                    let off =
                        o.optional("unselectedImage") { image($0, size: nil, tint: star) }
                        ?? EKContent.Image(source: .icon(.star, .outline), tint: star)
                    let on =
                        o.optional("selectedImage") { image($0, size: nil, tint: star) }
                        ?? EKContent.Image(source: .icon(.star, .filled), tint: star)
                    guard let t, let d else { return nil }
                    return EKContent.RatingItem(title: t, description: d, unselectedImage: off, selectedImage: on)
                }
            }
        }
        let bar = o.required("buttonBar") { buttonBar($0) }
        guard let title, let description, let items, let bar else { return nil }
        var selected: Int?
        if o.contains("selectedIndex") {
            selected = o.optional("selectedIndex", in: 0...max(0, items.count - 1))
            if selected == nil { return nil }
        }
        return .rating(
            EKContent.Rating(
                initialTitle: title, initialDescription: description, items: items,
                selectedIndex: selected, buttonBar: bar))
    }

    /// `{"buttons": [button…], "separatorColor": c, "buttonHeight": 50, "horizontalDistributionThreshold": 2,
    /// "expandAnimatedly": true}`.
    private func buttonBar(_ n: ConfigNode) -> EKContent.ButtonBar? {
        n.object { o in
            o.declare(["buttons", "separatorColor", "buttonHeight", "horizontalDistributionThreshold", "expandAnimatedly"])
            let buttons = o.required("buttons") { n in n.array { button($0, label: style.barButton, background: EKAttributes.EKColor(.clear)) } }
            let separator = o.optional("separatorColor") { colors.read($0) } ?? style.separatorColor
            guard let buttons else { return nil }
            return EKContent.ButtonBar(
                buttons: buttons, separatorColor: separator,
                buttonHeight: o.optional("buttonHeight", in: 1.0...1000) ?? 50,
                horizontalDistributionThreshold: o.optional("horizontalDistributionThreshold", in: 1...100) ?? 2,
                expandAnimatedly: o.optional("expandAnimatedly", as: Bool.self) ?? true)
        }
    }

    /// `{"label": label, "backgroundColor": c, "contentEdgeInset": 5}` (also the highlighted
    /// colour, which a picture never shows).
    private func button(
        _ n: ConfigNode, label labelStyle: EKContentStyle.LabelStyle? = nil,
        background: EKAttributes.EKColor? = nil
    ) -> EKContent.Button? {
        n.object { o in
            o.declare(["label", "backgroundColor", "highlightedBackgroundColor", "contentEdgeInset"])
            let l = o.required("label") { label($0, labelStyle ?? style.button) }
            let bg = o.optional("backgroundColor") { colors.read($0) } ?? background ?? style.buttonBackground
            o.acceptedWithoutEffect("highlightedBackgroundColor") { colors.read($0) }
            guard let l else { return nil }
            return EKContent.Button(label: l, backgroundColor: bg, contentEdgeInset: o.optional("contentEdgeInset", in: 0.0...1000) ?? 5)
        }
    }

    func label(_ n: ConfigNode, _ base: EKContentStyle.LabelStyle) -> EKContent.Label? {
        n.oneOf(
            .string { n in n.string().map { EKContent.Label(text: $0, font: base.font, color: base.color, alignment: base.alignment) } },
            .object { o in
                o.declare(["text", "style"])
                let text: String? = o.required("text")
                var l = EKContent.Label(text: text ?? "", font: base.font, color: base.color, alignment: base.alignment)
                // A `style` is a new `EKProperty.LabelStyle(font:color:…)`: its alignment and
                // lines are the initializer's defaults (left, 0) unless given, not the role's
                // style in the example app; its font and colour (which Swift requires) default
                // to the role's.
                _ = o.optional("style") { n in
                    n.object { o -> Bool? in
                        o.declare(["font", "color", "alignment", "numberOfLines"])
                        l.font = o.optional("font") { $0.font(colors.resolve) } ?? l.font
                        l.color = o.optional("color") { colors.read($0) } ?? l.color
                        l.alignment =
                            o.optional("alignment") {
                                $0.choice([
                                    "left": TextAlignment.left, "center": .center, "right": .right,
                                    "natural": .natural, "justified": .natural,
                                ])
                            } ?? .left
                        l.numberOfLines = o.optional("numberOfLines", in: 0...1000) ?? 0
                        return true
                    }
                }
                return text == nil ? nil : l
            })
    }

    func image(_ n: ConfigNode, size: Size?, tint: EKAttributes.EKColor?) -> EKContent.Image? {
        n.oneOf(
            .string { n in Self.imageFile(n).map { EKContent.Image(source: .bitmap($0), size: size, tint: tint) } },
            .object { o in
                o.declare(["image", "icon", "iconStyle", "size", "tint", "makesRound", "contentMode"])
                guard let key = o.exactlyOne(of: ["image", "icon"]) else { return nil }
                let source: EKContent.Image.Source?
                if key == "image" {
                    source = o.required("image") { Self.imageFile($0) }.map { .bitmap($0) }
                } else {
                    let icon = o.required("icon", as: Icon.self)
                    source = icon.map { .icon($0, o.optional("iconStyle", as: IconStyle.self) ?? .filled) }
                }
                let shownSize = o.optional("size") { $0.size(in: 0.0...10_000) } ?? size
                let shownTint = o.optional("tint") { colors.read($0) } ?? tint
                let round = o.optional("makesRound", as: Bool.self) ?? false
                let mode =
                    o.optional("contentMode") {
                        $0.choice([
                            "scaleToFill": ContentMode.stretch, "scaleAspectFit": .fit,
                            "scaleAspectFill": .fill,
                        ])
                    } ?? .stretch
                guard let source else { return nil }
                return EKContent.Image(source: source, size: shownSize, tint: shownTint, makesRound: round, contentMode: mode)
            })
    }

    /// A PNG beside the config (`@2x`/`@3x` in its name give its scale).
    static func imageFile(_ n: ConfigNode) -> ImageContent? {
        n.imageFile()
    }
}
