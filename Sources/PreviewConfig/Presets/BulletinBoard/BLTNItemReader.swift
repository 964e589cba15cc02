import PreviewModel
import Raster
import Typeset

/// Reads a `bulletinBoard` show's `items`: each a `BLTNPageItem` in the library's words, with
/// its `appearance` (`BLTNItemAppearance`) over the defaults.
///
///     "intro": {"title": "Welcome to\nPetBoard", "image": "images/icon@3x.png",
///               "descriptionText": "…", "actionButtonTitle": "Configure", "next": "name",
///               "appearance": {"actionButtonColor": "systemGreen"}}
struct BLTNItemReader {
    static let itemKeys = [
        "title", "image", "descriptionText", "attributedDescriptionText", "actionButtonTitle", "alternativeButtonTitle", "isDismissable",
        "requiresCloseButton", "shouldStartWithActivityIndicator", "shouldRespondToKeyboardChanges", "next",
        "appearance", "textField", "choices", "collection",
    ]
    static let appearanceKeys = [
        "actionButtonColor", "actionButtonImage", "actionButtonTitleColor", "actionButtonBorderColor",
        "actionButtonBorderWidth", "alternativeButtonTitleColor", "alternativeButtonBorderColor",
        "alternativeButtonBorderWidth", "imageViewTintColor", "titleTextColor", "descriptionTextColor",
        "actionButtonCornerRadius", "alternativeButtonCornerRadius", "titleFontDescriptor",
        "descriptionFontDescriptor", "buttonFontDescriptor", "shouldUseCompactDescriptionText",
        "titleFontSize", "descriptionFontSize", "compactDescriptionFontSize", "actionButtonFontSize",
        "alternativeButtonFontSize",
    ]
    static let imageKeys = ["file", "renderingMode"]
    static let attributedPieceKeys = ["text", "font", "color"]
    static let textFieldKeys = ["placeholder", "text"]
    static let choicesKeys = ["options", "selectedIndex"]
    static let collectionKeys = ["images", "height"]

    var resolve: ResolveContext

    func item(_ o: ObjectReader) -> BLTNPageItem? {
        o.declare(Self.itemKeys)
        let appearance = o.optional("appearance") { n in n.object { self.appearance($0) } } ?? BLTNItemAppearance(appearance: resolve.appearance)
        let title: String? = o.required("title")
        var item = BLTNPageItem(title: title ?? "", appearance: appearance)
        item.image = o.optional("image") { image($0) }
        item.descriptionText = o.optional("descriptionText")
        item.attributedDescriptionText = o.optional("attributedDescriptionText") { n in
            n.array { p in
                p.object { r -> BLTNPageItem.AttributedPiece? in
                    r.declare(Self.attributedPieceKeys)
                    let text: String? = r.required("text")
                    let font = r.optional("font") { $0.font(resolve) }
                    let color = r.optional("color") { $0.color(resolve) }
                    return text.map { BLTNPageItem.AttributedPiece(text: $0, font: font, color: color) }
                }
            }
        }
        item.actionButtonTitle = o.optional("actionButtonTitle")
        item.alternativeButtonTitle = o.optional("alternativeButtonTitle")
        item.isDismissable = o.optional("isDismissable") ?? true
        item.requiresCloseButton = o.optional("requiresCloseButton") ?? true
        item.shouldStartWithActivityIndicator = o.optional("shouldStartWithActivityIndicator") ?? false
        item.shouldRespondToKeyboardChanges = o.optional("shouldRespondToKeyboardChanges") ?? true
        item.next = o.optional("next") { $0.identifier() }
        if let f = o.optional(
            "textField",
            { n in
                n.object { t -> BLTNPageItem.Extra? in
                    t.declare(Self.textFieldKeys)
                    return .textField(placeholder: t.optional("placeholder"), text: t.optional("text"))
                }
            })
        {
            item.extras.append(f)
        }
        if let c = o.optional(
            "choices",
            { n in
                n.object { c -> BLTNPageItem.Extra? in
                    c.declare(Self.choicesKeys)
                    let options = c.required("options") { $0.array { $0.string() } }
                    let selected = c.optional("selectedIndex", in: 0...1_000) ?? 0
                    guard let options else { return nil }
                    if options.isEmpty { c.report("`options` lists at least one choice", key: "options") }
                    return .choices(options: options, selected: selected)
                }
            })
        {
            item.extras.append(c)
        }
        if let c = o.optional(
            "collection",
            { n in
                n.object { c -> BLTNPageItem.Extra? in
                    c.declare(Self.collectionKeys)
                    let images = c.required("images") { $0.array { $0.imageFile() } }
                    let height = c.optional("height", in: 1.0...2_000) ?? 256
                    guard let images else { return nil }
                    return .collection(images: images, height: height)
                }
            })
        {
            item.extras.append(c)
        }
        if !item.extras.isEmpty, item.descriptionText == nil, item.attributedDescriptionText == nil {
            o.report(
                "a page shows its text field, choices or collection only under a description "
                    + "(`makeViewsUnderDescription` runs only then): add `descriptionText`", key: "descriptionText", kind: .missingKey)
        }
        guard title != nil else { return nil }
        return item
    }

    /// `"path.png"` or `{"file": "path.png", "renderingMode": "alwaysTemplate"}` (a template image
    /// takes `imageViewTintColor`).
    private func image(_ n: ConfigNode) -> ImageContent? {
        n.oneOf(
            .string { s in s.imageFile() },
            .object { o -> ImageContent? in
                o.declare(Self.imageKeys)
                let template =
                    o.optional("renderingMode") { $0.choice(["alwaysTemplate": true, "alwaysOriginal": false, "automatic": false]) } ?? false
                guard let path = o.requiredFile("file"), let file = o["file"], var image = file.imageAsset(at: path) else { return nil }
                // Marked as a template: `BLTNPageViews` replaces this colour with the tint.
                if template { image.tint = .black }
                return image
            })
    }

    private func appearance(_ o: ObjectReader) -> BLTNItemAppearance {
        o.declare(Self.appearanceKeys)
        var a = BLTNItemAppearance(appearance: resolve.appearance)
        func color(_ key: String) -> Color? { o.optional(key) { $0.color(resolve) } }
        func size(_ key: String) -> Double? { o.optional(key, in: 1.0...200) }
        func font(_ key: String) -> String? {
            o.optional(key) { n -> String? in
                guard let name = n.identifier() else { return nil }
                guard (try? resolve.fonts.font(named: name, size: 17)) != nil else {
                    n.report(
                        "no font named \(ConfigText.quoted(name)) (fonts are bundled faces or those the scene's `fonts` adds)",
                        kind: .unknownValue)
                    return nil
                }
                return name
            }
        }
        if let c = color("actionButtonColor") { a.actionButtonColor = c }
        a.actionButtonImage = o.optional("actionButtonImage") { $0.imageFile() }
        if let c = color("actionButtonTitleColor") { a.actionButtonTitleColor = c }
        a.actionButtonBorderColor = color("actionButtonBorderColor")
        a.actionButtonBorderWidth = o.optional("actionButtonBorderWidth", in: 0.0...50) ?? 1
        if let c = color("alternativeButtonTitleColor") { a.alternativeButtonTitleColor = c }
        a.alternativeButtonBorderColor = color("alternativeButtonBorderColor")
        a.alternativeButtonBorderWidth = o.optional("alternativeButtonBorderWidth", in: 0.0...50) ?? 1
        if let c = color("imageViewTintColor") { a.imageViewTintColor = c }
        if let c = color("titleTextColor") { a.titleTextColor = c }
        if let c = color("descriptionTextColor") { a.descriptionTextColor = c }
        a.actionButtonCornerRadius = o.optional("actionButtonCornerRadius", in: 0.0...200) ?? 12
        a.alternativeButtonCornerRadius = o.optional("alternativeButtonCornerRadius", in: 0.0...200) ?? 12
        a.titleFontDescriptor = font("titleFontDescriptor")
        a.descriptionFontDescriptor = font("descriptionFontDescriptor")
        a.buttonFontDescriptor = font("buttonFontDescriptor")
        a.shouldUseCompactDescriptionText = o.optional("shouldUseCompactDescriptionText") ?? false
        a.titleFontSize = size("titleFontSize") ?? 30
        a.descriptionFontSize = size("descriptionFontSize") ?? 20
        a.compactDescriptionFontSize = size("compactDescriptionFontSize") ?? 15
        a.actionButtonFontSize = size("actionButtonFontSize") ?? 17
        a.alternativeButtonFontSize = size("alternativeButtonFontSize") ?? 15
        return a
    }
}
