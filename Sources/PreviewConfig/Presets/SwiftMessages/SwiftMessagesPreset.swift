import Foundation
import PreviewModel
import Raster

/// The `swiftMessages` preset: a `MessageView` from one of the bundled nibs, themed and filled
/// as `configureTheme` / `configureContent` do, shown with a `SwiftMessages.Config`.
///
///     "show": {"id": "expiry", "swiftMessages": {
///         "layout": "cardView", "theme": "warning", "iconStyle": "default",
///         "title": "Warning", "body": "Your session expires in five minutes.",
///         "buttonTitle": "Renew", "dropShadow": true,
///         "config": {"presentationStyle": "top", "duration": {"seconds": 3}, "dimMode": "gray"}}}
///
/// Every key is a SwiftMessages name; `docs/presets/swiftmessages.md` lists them with their
/// defaults and the source files they come from.
enum SwiftMessagesPreset {
    static let key = "swiftMessages"
    static let keys = [
        "layout", "theme", "iconStyle", "title", "body", "iconImage", "iconText", "buttonTitle",
        "backgroundColor", "foregroundColor", "dropShadow", "layoutMarginAdditions", "backgroundWidth",
        "cornerRadius", "config", "instance", "pauseBetweenMessages",
    ]
    static let configKeys = [
        "presentationStyle", "presentationContext", "duration", "dimMode", "interactiveHide",
        "preferredStatusBarStyle", "prefersStatusBarHidden", "priority", "ignoreDuplicates",
        "keyboardTrackingView", "overrideUserInterfaceStyle",
        // Accepted for transliterated code; they change nothing in a picture.
        "haptic", "shouldAutorotate", "becomeKeyWindow", "dimModeAccessibilityLabel",
    ]

    static let entry = PresetRegistry.Entry(objectKey: key, read: presentation)

    private static func presentation(_ o: ObjectReader, _ env: PresetEnvironment, id explicitID: String?) -> Presentation? {
        o.declare(keys)
        let layout = o.required("layout", as: SwiftMessagesLayout.self)
        let config = o.optional("config") { c in c.object { readConfig($0, env) } } ?? SwiftMessagesConfig()
        var resolve = env.resolve
        if let a = config.overrideAppearance { resolve.appearance = a }
        var content = MessageContent()
        content.theme = o.optional("theme", as: SwiftMessagesTheme.self)
        content.iconStyle = o.optional("iconStyle", as: SwiftMessagesIconStyle.self) ?? .default
        content.title = o.optional("title")
        content.body = o.optional("body")
        content.iconText = o.optional("iconText")
        content.iconImage = o.optional("iconImage") { iconImage($0) }
        content.buttonTitle = o.optional("buttonTitle")
        content.backgroundColor = o.optional("backgroundColor") { $0.color(resolve) }
        content.foregroundColor = o.optional("foregroundColor") { $0.color(resolve) }
        content.dropShadow = o.optional("dropShadow", as: Bool.self) ?? false
        content.marginAdditions = o.optional("layoutMarginAdditions") { $0.edgeInsets() }
        content.backgroundWidth = o.optional("backgroundWidth", in: 1.0...10_000)
        content.cornerRadius = o.optional("cornerRadius", in: 0.0...10_000)
        let instance: String = o.optional("instance") ?? "shared"
        let pause = o.optional("pauseBetweenMessages", in: 0.0...60) ?? 0.5
        if content.iconText != nil, content.iconImage != nil {
            o.report(
                "`iconText` and `iconImage` fill two views side by side; SwiftMessages' configureContent shows one: give only one", key: "iconText")
            return nil
        }
        guard let layout else { return nil }
        if layout == .statusLine, content.title != nil || content.buttonTitle != nil || content.iconText != nil || content.iconImage != nil {
            o.report("the statusLine layout has only a body label: give `body` only")
            return nil
        }
        return build(
            layout: layout, content: content, config: config, env: env, resolve: resolve,
            id: explicitID ?? content.defaultID, instance: instance, pause: pause)
    }

    /// The presentation of a message: its view for the screen, placement, animator, dim and queue keys.
    static func build(
        layout: SwiftMessagesLayout, content: MessageContent, config: SwiftMessagesConfig, env: PresetEnvironment,
        resolve: ResolveContext, id: String, instance: String = "shared", pause: Double = 0.5
    ) -> Presentation {
        let style = config.presentationStyle
        let screen = env.screen
        let region: Placement.Region
        switch (config.presentationContext, style) {
        case (.automatic, .top) where screen.host.navigationBar != nil: region = .underNavigationBar
        case (.automatic, .bottom) where screen.host.tabBar != nil: region = .aboveTabBar
        default: region = .screen
        }
        let bounce = style == .center ? 0 : layout.bounceOffset
        let area = screen.rect(for: region)
        // The view's own safe-area insets where it is installed (before its entrance transform).
        var safe: EdgeInsets
        switch style {
        case .top: safe = screen.safeAreaInsets(of: Rect(x: area.minX, y: area.minY - bounce, width: area.width, height: 1))
        case .bottom: safe = screen.safeAreaInsets(of: Rect(x: area.minX, y: area.maxY + bounce - 1, width: area.width, height: 1))
        case .center: safe = screen.safeAreaInsets(of: Rect(x: area.minX, y: area.midY, width: area.width, height: 0))
        }
        if case .window(let level) = config.presentationContext, level != .normal, screen.safeArea.top == 20 { safe.top = 0 }
        let builder = MessageViewBuilder(
            layout: layout, content: content, style: style, appearance: resolve.appearance,
            fonts: resolve.fonts, dynamicType: resolve.dynamicType, regularWidth: screen.isRegularWidth)
        let edge: Placement.Edge = style == .top ? .top : style == .bottom ? .bottom : .center
        let slides = style != .center
        var tap = TapBehavior()
        tap.action = .none  // a MessageView has no tap handler unless the app sets one
        var p = Presentation(
            id: id, view: builder.view(safe: safe),
            placement: Placement(edge: edge, region: region, overhang: bounce),
            enter: slides ? SwiftMessagesMotion.topBottomEnter(style) : SwiftMessagesMotion.physicsEnter,
            exit: slides ? SwiftMessagesMotion.topBottomExit(style) : SwiftMessagesMotion.physicsExit,
            display: config.duration.display, tap: tap,
            pan: slides
                ? SwiftMessagesMotion.pan(rubberBands: layout.rubberBands, enabled: config.interactiveHide)
                : SwiftMessagesMotion.physicsPan(enabled: config.interactiveHide),
            // The status bar style applies only to a message in a window of its own.
            backdrop: config.backdrop(appearance: resolve.appearance), statusBar: region == .screen ? config.statusBar : nil,
            route: .messageQueue(
                MessageQueueKeys(
                    instance: instance, priority: config.priority,
                    ignoreDuplicates: config.ignoreDuplicates, pause: pause)),
            avoidsKeyboard: config.keyboardTracking && style == .bottom)
        if case .window(let level) = config.presentationContext, level != .normal { p.coversStatusBar = true }
        return p
    }

    // MARK: Config

    private static func readConfig(_ o: ObjectReader, _ env: PresetEnvironment) -> SwiftMessagesConfig? {
        o.declare(configKeys)
        var c = SwiftMessagesConfig()
        c.presentationStyle = o.optional("presentationStyle", as: SwiftMessagesPresentationStyle.self) ?? .top
        c.presentationContext = o.optional("presentationContext") { context($0) } ?? .automatic
        c.duration = o.optional("duration") { duration($0) } ?? .automatic
        c.dimMode = o.optional("dimMode") { dimMode($0, env.resolve) } ?? .none
        c.interactiveHide = o.optional("interactiveHide", as: Bool.self) ?? true
        c.preferredStatusBarStyle =
            o.optional("preferredStatusBarStyle") { s in
                s.choice(["default": StatusBarOverride?.none, "lightContent": .light, "darkContent": .dark])
            } ?? nil
        c.prefersStatusBarHidden = o.optional("prefersStatusBarHidden", as: Bool.self) ?? false
        c.priority = o.optional("priority", in: -1_000_000...1_000_000) ?? 0
        c.ignoreDuplicates = o.optional("ignoreDuplicates", as: Bool.self) ?? true
        c.keyboardTracking = o.optional("keyboardTrackingView", as: Bool.self) ?? false
        c.overrideAppearance =
            o.optional("overrideUserInterfaceStyle") { s in
                s.choice(["unspecified": Appearance?.none, "light": .light, "dark": .dark])
            } ?? nil
        return c
    }

    /// `"automatic"`, `"window"` or `{"window": {"windowLevel": "statusBar"}}`.
    private static func context(_ n: ConfigNode) -> SwiftMessagesConfig.Context? {
        n.oneOf(
            .string { $0.choice(["automatic": SwiftMessagesConfig.Context.automatic, "window": .window(level: .normal)]) },
            .objectNode { _ in
                n.tagged([
                    "window": { w in
                        w.object { o in
                            SwiftMessagesConfig.Context.window(level: o.optional("windowLevel", as: SwiftMessagesConfig.WindowLevel.self) ?? .normal)
                        }
                    }
                ])
            })
    }

    /// `"automatic"`, `"forever"`, seconds, `{"seconds": 3}` or `{"indefinite": {"delay": 0, "minimum": 1}}`.
    private static func duration(_ n: ConfigNode) -> SwiftMessagesConfig.Duration? {
        n.oneOf(
            .number { $0.number(in: 0...86_400).map(SwiftMessagesConfig.Duration.seconds) },
            .string { $0.choice(["automatic": SwiftMessagesConfig.Duration.automatic, "forever": .forever]) },
            .objectNode { _ in
                n.tagged([
                    "seconds": { $0.number(in: 0...86_400).map(SwiftMessagesConfig.Duration.seconds) },
                    "indefinite": { i in
                        i.object { o in
                            let delay = o.optional("delay", in: 0.0...86_400) ?? 0
                            let minimum = o.optional("minimum", in: 0.0...86_400) ?? 0
                            return SwiftMessagesConfig.Duration.indefinite(delay: delay, minimum: minimum)
                        }
                    },
                ])
            })
    }

    /// `"none"`, `"gray"`, or `{"gray": {"interactive": true}}`, `{"color": {"color": "#0008"}}`,
    /// `{"blur": {"style": "dark", "alpha": 1}}`; `interactive` defaults to true.
    private static func dimMode(_ n: ConfigNode, _ ctx: ResolveContext) -> SwiftMessagesConfig.DimMode? {
        n.oneOf(
            .string { $0.choice(["none": SwiftMessagesConfig.DimMode.none, "gray": .gray(interactive: true)]) },
            .objectNode { _ in
                n.tagged([
                    "gray": { g in g.object { o in SwiftMessagesConfig.DimMode.gray(interactive: o.optional("interactive", as: Bool.self) ?? true) }
                    },
                    "color": { c in
                        c.object { o in
                            let color = o.required("color") { $0.color(ctx) }
                            let interactive = o.optional("interactive", as: Bool.self) ?? true
                            return color.map { SwiftMessagesConfig.DimMode.color($0, interactive: interactive) }
                        }
                    },
                    "blur": { b in
                        b.object { o in
                            let style = o.required("style", as: BlurStyle.self)
                            let alpha = o.optional("alpha", in: 0.0...1) ?? 1
                            let interactive = o.optional("interactive", as: Bool.self) ?? true
                            return style.map { SwiftMessagesConfig.DimMode.blur(style: $0, alpha: alpha, interactive: interactive) }
                        }
                    },
                ])
            })
    }

    /// A PNG for the icon view: `"icons/star@2x.png"` (its scale from `@2x`/`@3x`, else 1), or
    /// `{"image": "…", "scale": 2, "template": true}` (a template image is tinted with the
    /// foreground colour, as the theme tints its own icons).
    private static func iconImage(_ n: ConfigNode) -> ImageContent? {
        func load(_ node: ConfigNode, path: String, scale: Double?, template: Bool) -> ImageContent? {
            var image = node.imageAsset(at: path, scale: scale)
            if template { image?.tint = .black }
            return image
        }
        return n.oneOf(
            .string { $0.imageFile() },
            .object { o in
                let file = o.requiredFile("image")
                let scale = o.optional("scale", in: 0.1...10)
                let template = o.optional("template", as: Bool.self) ?? false
                guard let file, let node = o["image"] else { return nil }
                return load(node, path: file, scale: scale, template: template)
            })
    }
}

extension SwiftMessagesLayout: ConfigEnum {}
extension SwiftMessagesTheme: ConfigEnum {}
extension SwiftMessagesIconStyle: ConfigEnum {}
extension SwiftMessagesPresentationStyle: ConfigEnum {}
extension SwiftMessagesConfig.WindowLevel: ConfigEnum {}
extension BlurStyle: ConfigEnum {}
