import PreviewModel
import Raster
import Typeset

/// The `placard` preset: `PlacardPriorityView`, `PlacardView` or `PlacardCustomView` with a
/// `PlacardConfig`.
///
///     "show": {"id": "saved", "placard": {"priority": "success", "title": "Success!",
///              "statusMessage": "Some status message",
///              "config": {"placement": "bottom", "showAnimation": "spin", "tapAnimation": "pulseIn"}}}
///
/// Every key is a Placard name; `docs/presets/placard.md` lists them with their defaults and the
/// source files they come from. A placard ignores the safe area, has no queue (placards
/// overlap) and stays until tapped unless given a `duration`, counted from the show.
enum PlacardPreset {
    static let key = "placard"
    static let keys = ["priority", "title", "statusMessage", "systemImageName", "content", "config", "duration"]
    static let configKeys = [
        "backgroundColor", "primaryFont", "secondaryFont", "accentColor", "titleTextColor",
        "placement", "insets", "showAnimation", "hideAnimation", "tapAnimation", "fadeAnimation",
    ]

    static let entry = PresetRegistry.Entry(objectKey: key, read: presentation)

    private static func presentation(_ o: ObjectReader, _ env: PresetEnvironment, id explicitID: String?) -> Presentation? {
        o.declare(keys)
        let priority = o.optional("priority", as: PlacardPriority.self)
        let title: String? = o.optional("title")
        let message: String? = o.optional("statusMessage")
        let symbolName: String? = o.optional("systemImageName") { $0.identifier() }
        let symbol = symbolName.flatMap(Icon.named(sfSymbol:))
        if let symbolName, !symbolName.isEmpty, symbol == nil {
            var problem = "no built-in symbol is named \(ConfigText.quoted(symbolName))"
            if let near = Suggestion.nearest(to: symbolName, in: Icon.sfSymbolNames) { problem += "; did you mean \(ConfigText.quoted(near))?" }
            o["systemImageName"]?.report(problem + " (symbols: \(ConfigText.listed(Icon.sfSymbolNames)))", kind: .unknownValue)
        }
        let custom = o.optional("content") { ConfigView.view($0, env.resolve) }
        let duration = o.optional("duration", in: 0.0...86_400)
        var style = PlacardStyle.defaults(env.fonts)
        var config = Config()
        if let read = o.optional("config", { n in n.object { readConfig($0, style: style, env) } }) { (config, style) = read }
        if custom == nil, title == nil || message == nil {
            o.report("a placard needs a `title` and a `statusMessage` (PlacardView, PlacardPriorityView), or a `content` view (PlacardCustomView)")
            return nil
        }
        if custom != nil, priority != nil || symbolName != nil {
            o.report("`content` is a PlacardCustomView, which takes no `priority` or `systemImageName`")
            return nil
        }
        let content: PlacardViewBuilder.Content
        if let custom {
            content = .custom(custom)
        } else {
            // A priority card shows its priority's symbol unless given one; a PlacardView shows
            // only the one it is given (an empty name draws nothing but keeps the space).
            let shown = symbolName == nil ? priority.flatMap { Icon.named(sfSymbol: $0.systemImageName) } : symbol
            content = .template(title: title ?? "", message: message ?? "", symbol: shown)
        }
        if let priority {
            // Priority cards ignore the config's colours and fonts.
            style = PlacardStyle.defaults(env.fonts)
            style.backgroundColor = priority.backgroundColor
            style.accentColor = priority.accentColor
        }
        let screen = env.screen
        let builder = PlacardViewBuilder(
            content: content, style: style, isPriority: priority != nil,
            placement: config.placement, left: config.insets.left, right: config.insets.right)
        let view = builder.view()
        let placement: Placement
        switch config.placement {
        // No safe area: the card's edge is the window's, moved in by the inset on its side.
        case .top: placement = Placement(edge: .top, region: .screen, inset: config.insets.top)
        case .bottom: placement = Placement(edge: .bottom, region: .screen, inset: config.insets.bottom)
        case .center: placement = Placement(edge: .center, region: .screen)
        }
        var tap = config.tapAnimation.tap
        tap.action = .dismiss
        var p = Presentation(
            id: explicitID ?? title ?? "placard-\(env.index + 1)", view: view, placement: placement,
            enter: config.showAnimation.show(fade: config.fadeAnimation, screen: screen.size),
            exit: config.hideAnimation.hide(fade: config.fadeAnimation, screen: screen.size),
            display: duration.map(DisplayDuration.seconds) ?? .forever, tap: tap, pan: disabledPan, route: .placardBars)
        p.displayCountsFromShow = true  // the hide timer is scheduled at the show call (PlacardBars counts so)
        return p
    }

    /// A placard cannot be dragged.
    private static var disabledPan: PanBehavior { .disabled }

    /// What `PlacardConfig` sets besides colours and fonts.
    struct Config {
        var placement = PlacardPlacement.top
        var insets = EdgeInsets()
        var showAnimation = PlacardTransition.none
        var hideAnimation = PlacardTransition.none
        var tapAnimation = PlacardTapAnimation.none
        var fadeAnimation = false
    }

    private static func readConfig(_ o: ObjectReader, style base: PlacardStyle, _ env: PresetEnvironment) -> (Config, PlacardStyle)? {
        o.declare(configKeys)
        let ctx = env.resolve
        var style = base
        style.backgroundColor = o.optional("backgroundColor") { $0.color(ctx) } ?? style.backgroundColor
        style.accentColor = o.optional("accentColor") { $0.color(ctx) } ?? style.accentColor
        style.titleTextColor = o.optional("titleTextColor") { $0.color(ctx) } ?? style.titleTextColor
        style.primaryFont = o.optional("primaryFont") { $0.font(ctx) } ?? style.primaryFont
        style.secondaryFont = o.optional("secondaryFont") { $0.font(ctx) } ?? style.secondaryFont
        var c = Config()
        c.placement = o.optional("placement", as: PlacardPlacement.self) ?? c.placement
        c.insets = o.optional("insets") { uiEdgeInsets($0) } ?? c.insets
        c.showAnimation = o.optional("showAnimation", as: PlacardTransition.self) ?? c.showAnimation
        c.hideAnimation = o.optional("hideAnimation", as: PlacardTransition.self) ?? c.hideAnimation
        c.tapAnimation = o.optional("tapAnimation", as: PlacardTapAnimation.self) ?? c.tapAnimation
        c.fadeAnimation = o.optional("fadeAnimation", as: Bool.self) ?? c.fadeAnimation
        return (c, style)
    }

    /// `UIEdgeInsets`: `{"top": 50, "left": 20, "bottom": 0, "right": 20}` (each 0 by default).
    private static func uiEdgeInsets(_ n: ConfigNode) -> EdgeInsets? {
        n.object { o in
            o.declare(["top", "left", "bottom", "right"])
            return EdgeInsets(
                top: o.optional("top", in: 0.0...10_000) ?? 0, left: o.optional("left", in: 0.0...10_000) ?? 0,
                bottom: o.optional("bottom", in: 0.0...10_000) ?? 0, right: o.optional("right", in: 0.0...10_000) ?? 0)
        }
    }
}
