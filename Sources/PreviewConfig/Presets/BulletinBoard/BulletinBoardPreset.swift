import PreviewModel
import Raster
import Typeset

/// The `bulletinBoard` preset: a `BLTNItemManager` with its items, shown as the library shows
/// its card; timeline events (`push`, `displayNextItem`, `popItem`, `popToRootItem`,
/// `displayActivityIndicator`, `hideActivityIndicator`, `dismissBulletin`) drive its page flow.
///
///     "show": {"id": "bulletin", "bulletinBoard": {
///         "rootItem": "intro", "backgroundViewStyle": "dimmed",
///         "items": {"intro": {"title": "Welcome", "descriptionText": "…", "actionButtonTitle": "Configure",
///                             "next": "notifications"},
///                   "notifications": {"title": "Push Notifications", …}}}}
///
/// Every key is a BulletinBoard name; `docs/presets/bulletinboard.md` lists them with their
/// defaults and the source files they come from.
enum BulletinBoardPreset {
    static let key = "bulletinBoard"
    static let keys = [
        "rootItem", "items", "backgroundViewStyle", "backgroundColor", "edgeSpacing", "cardCornerRadius",
        "hidesHomeIndicator", "statusBarAppearance", "allowsSwipeInteraction",
    ]
    static let blurKeys = ["style", "isDark"]

    static let entry = PresetRegistry.Entry(objectKey: key, events: CardEvents.entries, read: presentation)

    /// `present`: curve 7 (UIKit's private keyboard curve) with a nominal 0.3 s. Choice: UIKit is
    /// reported to run its own keyboard timing for that curve whatever duration is asked, so the
    /// card rises on the same curve and length this renderer gives the keyboard
    /// (`KeyboardMotion.defaultTiming`, cubic-bezier(0.38, 0.70, 0.125, 1.0) over 0.5 s): fast out
    /// of the 1000-point drop, a long settle.
    static let presentTiming = KeyboardMotion.defaultTiming
    /// `dismiss`: 0.3 s with the undocumented curve 6. Choice: UIKit's default ease-in-out (the
    /// curve `UIView.animate` uses when it is given none), so the card leaves at the library's 0.3 s.
    static let dismissTiming = AnimationTiming.easeInOut(0.3)

    private static func presentation(_ o: ObjectReader, _ env: PresetEnvironment, id explicitID: String?) -> Presentation? {
        o.declare(keys)
        let reader = BLTNItemReader(resolve: env.resolve)
        var names: [String] = []
        let items = o.required("items") { n in
            n.object { m -> [String: BLTNPageItem]? in
                var items: [String: BLTNPageItem] = [:]
                var failed = false
                for name in m.keys {
                    names.append(name)
                    if let item = m[name]?.object({ reader.item($0) }) { items[name] = item } else { failed = true }
                }
                if m.keys.isEmpty { m.node.report("a bulletin has at least one item (its root item)", kind: .missingKey) }
                return failed || m.keys.isEmpty ? nil : items
            }
        }
        let given: String? = o.optional("rootItem") { n -> String? in
            guard let s = n.identifier() else { return nil }
            if !names.isEmpty, !names.contains(s) { reportUnknownItem(s, names, on: n) }
            return s
        }
        if !o.contains("rootItem"), names.count > 1 {
            o.report("`rootItem` names the item shown first (items: \(ConfigText.listed(names)))", key: "rootItem", kind: .missingKey)
        }
        let root = given ?? (names.count == 1 ? names.first : nil)
        let style = o.optional("backgroundViewStyle") { backgroundStyle($0) } ?? .dimmed
        let cardColor = o.optional("backgroundColor") { $0.color(env.resolve) } ?? SystemColor.systemBackground.resolved(for: env.appearance)
        let spacing =
            o.optional("edgeSpacing") { n in
                n.oneOf(.string { $0.choice(["regular": 12.0, "compact": 6.0, "none": 0.0]) }, .number { $0.number(in: 0...200) })
            } ?? 12
        let radius = o.optional("cardCornerRadius", in: 0.0...500)
        let hidesHomeIndicator = o.optional("hidesHomeIndicator", as: Bool.self) ?? false
        let statusBar =
            o.optional("statusBarAppearance") { n in
                n.choice(["automatic": StatusBarChoice.automatic, "lightContent": .light, "darkContent": .dark, "hidden": .hidden])
            } ?? .automatic
        let allowsSwipe = o.optional("allowsSwipeInteraction", as: Bool.self) ?? true
        guard let items, let root, let rootItem = items[root] else { return nil }
        // Every `next` names an item.
        if let m = o["items"]?.reader() {
            for (name, item) in items.sorted(by: { $0.key < $1.key }) {
                if let next = item.next, items[next] == nil, let node = m[name]?.reader()?["next"] { reportUnknownItem(next, names, on: node) }
            }
        }
        let geometry = BLTNCardGeometry(
            screen: env.screen, edgeSpacing: spacing, cardCornerRadius: radius,
            hidesHomeIndicator: hidesHomeIndicator)
        let views = BLTNPageViews(geometry: geometry, fonts: env.fonts, appearance: env.appearance, cardColor: cardColor)
        let pages = items.mapValues(views.page)
        let id = explicitID ?? "bulletin-\(env.index + 1)"
        var keys = CardPagerKeys(
            manager: id, rootItem: root, items: items.mapValues(\.rules),
            defaultSpinnerColor: SystemColor.label.resolved(for: env.appearance))
        keys.presentDuration = presentTiming.totalDuration
        keys.dismissDuration = dismissTiming.totalDuration
        let pager = keys.pager
        var p = Presentation(
            id: id, view: pages[root]!.content, placement: geometry.placement,
            enter: .transition(LayerTransition(parts: [LayerTransition.Part(.offset(dx: 0, dy: geometry.presentationDrop), timing: presentTiming)])),
            exit: .transition(
                LayerTransition(parts: [
                    LayerTransition.Part(.offscreen(.bottom), timing: dismissTiming),
                    LayerTransition.Part(.offset(dx: 0, dy: 12), timing: dismissTiming),
                ])),
            display: .forever, tap: TapBehavior(action: .none), pan: pan(allowsSwipe && !geometry.isRegular),
            backdrop: style.backdrop(appearance: env.appearance, fadeIn: presentTiming, fadeOut: dismissTiming),
            statusBar: statusBar.override(isDark: style.isDark), route: .cardPager(keys),
            avoidsKeyboard: rootItem.shouldRespondToKeyboardChanges, keyboardSpacing: 12)
        // `onKeyboardShow`: on iPad the card's centre moves up by (keyboard height + 12) / 2.
        p.keyboardLiftsByHalf = geometry.isRegular
        p.card = CardSurface(
            shape: .roundedRectangle(CornerRadii(geometry.cornerRadius), .continuous), fill: .color(cardColor),
            pages: pages, first: root, initial: pager.initialState)
        return p
    }

    /// `BulletinSwipeInteractionController`: a drag down moves the card (damped), and letting go
    /// after the finger travelled 192 points (256 × 3/4 on screens 500 points tall or more)
    /// dismisses it; otherwise it goes back to rest in 0.15 s. Only in compact width.
    private static func pan(_ enabled: Bool) -> PanBehavior {
        var pan = PanBehavior(
            rubberBands: true, rubberBandExponent: 0.7, dismissVelocity: .infinity, dismissFraction: .infinity,
            dismissDistance: 128, pullBack: .easeInOut(0.15))
        // The card follows the finger at 2/3 (the library's damping below its 96-point elastic
        // threshold; its friction curve beyond is not modelled), so 128 points of travel are the
        // finger's 192.
        pan.followFactor = 2.0 / 3
        pan.isEnabled = enabled
        return pan
    }

    private static func reportUnknownItem(_ s: String, _ names: [String], on n: ConfigNode) {
        var message = "no item named \(ConfigText.quoted(s))"
        if let near = Suggestion.nearest(to: s, in: names) { message += "; did you mean \(ConfigText.quoted(near))?" }
        n.report(message + " (items: \(ConfigText.listed(names)))", kind: .unknownValue)
    }

    /// A preset name, or `{"blurred": {"style": "extraDark", "isDark": true}}`.
    private static func backgroundStyle(_ n: ConfigNode) -> BLTNBackgroundViewStyle? {
        n.oneOf(
            .string { $0.choice(BLTNBackgroundViewStyle.presetNames) },
            .object { o -> BLTNBackgroundViewStyle? in
                o.declare(["blurred"])
                return o.required("blurred") { b in
                    b.object { s -> BLTNBackgroundViewStyle? in
                        s.declare(blurKeys)
                        let blur = s.required("style") { v -> BLTNBlur? in
                            guard let name = v.identifier() else { return nil }
                            if name == "extraDark" { return .extraDark }
                            if let style = BlurStyle(rawValue: name) { return .style(style) }
                            var message = "unknown blur style \(ConfigText.quoted(name))"
                            if let near = Suggestion.nearest(to: name, in: BLTNBlur.names) { message += "; did you mean \(ConfigText.quoted(near))?" }
                            v.report(message + " (styles: \(ConfigText.listed(BLTNBlur.names)))", kind: .unknownValue)
                            return nil
                        }
                        let isDark = s.optional("isDark", as: Bool.self) ?? false
                        return blur.map { .blurred($0, isDark: isDark) }
                    }
                }
            })
    }

    /// `statusBarAppearance`.
    private enum StatusBarChoice {
        case automatic, light, dark, hidden

        /// `.automatic`: light content over a dark background style, the default (dark) otherwise.
        func override(isDark: Bool) -> StatusBarOverride? {
            switch self {
            case .automatic: return isDark ? .light : .dark
            case .light: return .light
            case .dark: return .dark
            case .hidden: return .hidden
            }
        }
    }
}
