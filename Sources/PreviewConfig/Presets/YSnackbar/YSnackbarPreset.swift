import Foundation
import PNGCodec
import PreviewModel
import Raster
import Typeset

/// The `snack` preset: a Y-Snackbar `Snack` added to its alignment's `SnackbarManager` stack.
///
///     "show": {"snack": {"alignment": "bottom", "title": "Saved", "message": "Your draft is safe.",
///                        "icon": "images/check.png", "duration": 4,
///                        "appearance": {"backgroundColor": "systemGreen", "layout": {"cornerRadius": 8}}}}
///
/// Every key is a Y-Snackbar name (`Snack`, `Snack.Appearance`, YMatterType's `Typography`,
/// YCoreUI's `Elevation`); `docs/presets/ysnackbar.md` lists them with their defaults and the
/// source files they come from. The scene's `snackbarManager` sets the manager's appearance.
enum YSnackbarPreset {
    static let key = "snack"
    static let keys = [
        "alignment", "title", "message", "icon", "reuseIdentifier", "duration", "appearance",
        // Accepted for transliterated code; it changes nothing in a picture.
        "voRequiresInteraction",
    ]
    static let appearanceKeys = ["title", "message", "backgroundColor", "borderColor", "borderWidth", "elevation", "layout"]
    static let labelKeys = ["textColor", "typography"]
    static let typographyKeys = ["fontSize", "fontWeight", "lineHeight"]
    static let elevationKeys = ["offset", "blur", "spread", "color", "opacity"]
    static let layoutKeys = ["contentInset", "labelSpacing", "iconToLabelSpacing", "cornerRadius", "iconSize"]
    static let managerKeys = ["snackSpacing", "contentInset", "maxSnackWidth", "defaultAlignment"]

    static let entry = PresetRegistry.Entry(
        objectKey: key, sceneSettings: [PresetRegistry.SceneSetting(key: managerKey, animates: false) { n, _ in managerSettings(n) }],
        read: presentation)
    /// The scene key of the manager's appearance.
    static let managerKey = "snackbarManager"

    private static func presentation(_ o: ObjectReader, _ env: PresetEnvironment, id explicitID: String?) -> Presentation? {
        o.declare(keys)
        let manager = env.setting(managerKey, as: SnackbarManagerSettings.self) ?? SnackbarManagerSettings()
        let alignment = o.optional("alignment") { $0.choice(["top": true, "bottom": false]) } ?? manager.defaultAlignmentIsTop
        let title: String? = o.optional("title")
        let message: String? = o.required("message")
        let icon = o.optional("icon") { iconImage($0) }
        let reuseIdentifier: String? = o.optional("reuseIdentifier") { $0.identifier() }
        let duration = o.optional("duration", in: 0.0...86_400) ?? 4
        o.acceptedWithoutEffect("voRequiresInteraction") { $0.bool() }
        var appearance = SnackAppearance.defaults(for: env.appearance)
        if let read = o.optional("appearance", { a in a.object { readAppearance($0, base: appearance, env) } }) {
            appearance = read
        }
        guard let message else { return nil }
        // `Snack+Equatable.swift`: equal by reuseIdentifier when both have one, else by title and message.
        let equality = reuseIdentifier.map { "reuse:" + $0 } ?? "text:" + (title ?? "") + "\n" + message
        let builder = SnackViewBuilder(
            title: title, message: message, icon: icon, appearance: appearance, manager: manager,
            fonts: env.fonts, dynamicType: env.resolve.dynamicType, displayScale: env.displayScale)
        let screen = env.screen
        let e = appearance.elevation
        let inset = alignment ? manager.contentInset.top : manager.contentInset.bottom
        let offscreen = (alignment ? screen.safeArea.top + e.extentBottom : screen.safeArea.bottom + e.extentTop) + inset
        let motion = SnackMotion(reduceMotion: env.reduceMotion)
        var tap = TapBehavior()
        tap.action = .none  // a snack has no tap handler
        return Presentation(
            id: explicitID ?? reuseIdentifier ?? message, view: builder.view(),
            placement: Placement(edge: alignment ? .top : .bottom, region: .safeArea, inset: inset),
            enter: motion.enter, exit: motion.exit,
            display: duration == 0 ? .forever : .seconds(duration), tap: tap, pan: SnackMotion.swipe,
            route: .snackStack(
                SnackStackKeys(
                    fromTop: alignment, equality: equality, spacing: manager.snackSpacing,
                    offscreenDistance: offscreen, reduceMotion: env.reduceMotion)))
    }

    private static func readAppearance(_ o: ObjectReader, base: SnackAppearance, _ env: PresetEnvironment) -> SnackAppearance? {
        o.declare(appearanceKeys)
        var a = base
        let ctx = env.resolve
        if let t = o.optional("title", { n in n.object { label($0, base: base.title, ctx) } }) { a.title = t }
        if let m = o.optional("message", { n in n.object { label($0, base: base.message, ctx) } }) { a.message = m }
        a.backgroundColor = o.optional("backgroundColor") { $0.color(ctx) } ?? a.backgroundColor
        a.borderColor = o.optional("borderColor") { $0.color(ctx) } ?? a.borderColor
        a.borderWidth = o.optional("borderWidth", in: 0.0...100) ?? a.borderWidth
        if let e = o.optional("elevation", { n in n.object { elevation($0, ctx) } }) { a.elevation = e }
        if let l = o.optional("layout", { n in n.object { layout($0) } }) { a.layout = l }
        return a
    }

    /// `{"textColor": "label", "typography": {"fontSize": 17, "fontWeight": "bold", "lineHeight": 23}}`.
    private static func label(_ o: ObjectReader, base: SnackAppearance.Label, _ ctx: ResolveContext) -> SnackAppearance.Label? {
        o.declare(labelKeys)
        var l = base
        l.textColor = o.optional("textColor") { $0.color(ctx) } ?? l.textColor
        let typography: SnackAppearance.Label? = o.optional("typography") { n in
            n.object { t in
                t.declare(typographyKeys)
                var out = l
                out.fontSize = t.optional("fontSize", in: 1.0...500) ?? out.fontSize
                out.fontWeight = t.optional("fontWeight", as: FontWeight.self) ?? out.fontWeight
                out.lineHeight = t.optional("lineHeight", in: 1.0...1_000) ?? (out.fontSize * 1.3).rounded(.up)
                return out
            }
        }
        return typography ?? l
    }

    /// `{"offset": {"width": 0, "height": 2.33}, "blur": 6.33, "spread": -0.33, "color": "black", "opacity": 0.46}`.
    private static func elevation(_ o: ObjectReader, _ ctx: ResolveContext) -> SnackElevation? {
        o.declare(elevationKeys)
        var e = SnackElevation()
        e.offset = o.optional("offset") { $0.size().map { Point($0.width, $0.height) } } ?? e.offset
        e.blur = o.optional("blur", in: 0.0...1_000) ?? e.blur
        e.spread = o.optional("spread", in: -1_000.0...1_000) ?? e.spread
        e.color = o.optional("color") { $0.color(ctx) } ?? e.color
        e.opacity = o.optional("opacity", in: 0.0...1) ?? e.opacity
        return e
    }

    /// `{"contentInset": 16, "labelSpacing": 8, "iconToLabelSpacing": 16, "cornerRadius": 4, "iconSize": {"width": 32, "height": 32}}`.
    private static func layout(_ o: ObjectReader) -> SnackLayout? {
        o.declare(layoutKeys)
        var l = SnackLayout()
        l.contentInset = o.optional("contentInset") { $0.edgeInsets() } ?? l.contentInset
        l.labelSpacing = o.optional("labelSpacing", in: 0.0...1_000) ?? l.labelSpacing
        l.iconToLabelSpacing = o.optional("iconToLabelSpacing", in: 0.0...1_000) ?? l.iconToLabelSpacing
        l.cornerRadius = o.optional("cornerRadius", in: 0.0...1_000) ?? l.cornerRadius
        l.iconSize = o.optional("iconSize") { $0.size() } ?? l.iconSize
        return l
    }

    /// A PNG beside the config, drawn as it is (Y-Snackbar does not tint icons).
    private static func iconImage(_ n: ConfigNode) -> Pixmap? { n.imageFile()?.pixmap }

    /// The scene's `snackbarManager`: `{"snackSpacing": 16, "contentInset": 16, "maxSnackWidth": 428, "defaultAlignment": "top"}`.
    static func managerSettings(_ n: ConfigNode) -> SnackbarManagerSettings? {
        n.object { o in
            o.declare(managerKeys)
            var m = SnackbarManagerSettings()
            m.snackSpacing = o.optional("snackSpacing", in: 0.0...1_000) ?? m.snackSpacing
            m.contentInset = o.optional("contentInset") { $0.edgeInsets() } ?? m.contentInset
            m.maxSnackWidth = o.optional("maxSnackWidth", in: 1.0...10_000) ?? m.maxSnackWidth
            m.defaultAlignmentIsTop = o.optional("defaultAlignment") { $0.choice(["top": true, "bottom": false]) } ?? true
            return m
        }
    }
}
