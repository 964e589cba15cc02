import PreviewModel
import Raster
import Typeset

/// The `swiftEntryKit` preset: one of the library's message views (or a custom view) shown
/// with `EKAttributes`, built on a library preset or one of the example app's looks.
///
///     "show": {"id": "mail", "swiftEntryKit": {
///         "preset": "topFloat",
///         "attributes": {"entryBackground": {"gradient": {"colors": ["amber", "pinky"],
///                        "startPoint": [0, 0], "endPoint": [1, 1]}}, "roundCorners": {"all": 10}},
///         "content": {"notificationMessage": {"title": "Kofi Shop", "description": "Your coffee is ready"}}}}
///
/// Every key is a SwiftEntryKit name; `docs/presets/swiftentrykit.md` lists them with their
/// defaults and the source files they come from.
enum SwiftEntryKitPreset {
    static let key = "swiftEntryKit"
    static let keys = ["preset", "attributes", "content", "queueingHeuristic"]

    static let entry = PresetRegistry.Entry(objectKey: key, read: presentation)

    /// Library presets first, then the example app's looks.
    static var presetNames: [String] { EKAttributes.Preset.allCases.map(\.rawValue) + EKExamplePreset.allCases.map(\.rawValue) }

    private static func presentation(_ o: ObjectReader, _ env: PresetEnvironment, id explicitID: String?) -> Presentation? {
        o.declare(keys)
        let minEdge = min(env.screen.size.width, env.screen.size.height)
        var base = EKAttributes()
        var style = EKContentStyle.standard(env.fonts)
        if let name = o.optional("preset", { presetName($0) }) {
            switch name {
            case .library(let p): base = EKAttributes.preset(named: p)
            case .example(let e): (base, style) = e.attributes(env.fonts, minEdge: minEdge)
            }
        }
        let colors = EKColorReader(resolve: env.resolve)
        let attributes = o.optional("attributes") { n in n.object { EKAttributesReader.read($0, onto: base, colors) } } ?? base
        let heuristic =
            o.optional("queueingHeuristic") {
                $0.choice([
                    "priority": PrecedenceManager.QueueingHeuristic.priority,
                    "chronological": .chronological,
                ])
            } ?? .priority
        let content = o.required("content") { EKContentReader(style: style, colors: colors).read($0) }
        guard let content else { return nil }
        let id = explicitID ?? attributes.name ?? "entry-\(env.index + 1)"
        return build(attributes, content: content, id: id, heuristic: heuristic, env: env)
    }

    private enum PresetName { case library(EKAttributes.Preset), example(EKExamplePreset) }

    /// A library preset or an example look by name, with "did you mean" and every name on a miss.
    private static func presetName(_ n: ConfigNode) -> PresetName? {
        guard let s = n.identifier() else { return nil }
        if let p = EKAttributes.Preset(rawValue: s) { return .library(p) }
        if let e = EKExamplePreset(rawValue: s) { return .example(e) }
        var message = "unknown preset \(ConfigText.quoted(s))"
        if let near = Suggestion.nearest(to: s, in: presetNames) { message += "; did you mean \(ConfigText.quoted(near))?" }
        n.report(
            message + " (library presets: \(ConfigText.listed(EKAttributes.Preset.allCases.map(\.rawValue))); "
                + "example looks: \(ConfigText.listed(EKExamplePreset.allCases.map(\.rawValue))))", kind: .unknownValue)
        return nil
    }

    /// The presentation of an entry: its view, place, motions, screen background and keys.
    static func build(
        _ a: EKAttributes, content: EKContent, id: String, heuristic: PrecedenceManager.QueueingHeuristic,
        env: PresetEnvironment
    ) -> Presentation {
        let dark = a.displayMode == .dark || (a.displayMode == .inferred && env.appearance == .dark)
        let screen = env.screen
        let layout = EKEntryLayout(attributes: a, screen: screen, dark: dark)
        let views = EKMessageViews(dark: dark, width: screen.size.width, statusBarHeight: screen.safeArea.top)
        let radius: Double
        switch a.roundCorners {
        case .all(let r), .bottom(let r): radius = r
        case .none, .top: radius = 0
        }
        var bar: EKContent.ButtonBar?
        let inner: View
        switch content {
        case .notification(let n): inner = views.notification(n)
        case .note(let l): inner = views.note(l)
        case .processingNote(let l, let indicator): inner = views.processingNote(l, indicator: indicator)
        case .imageNote(let l, let i): inner = views.accessoryNote(l, accessory: views.image(i, name: "image"))
        case .popUp(let p): inner = views.popUp(p)
        case .alert(let alert):
            inner = views.alert(alert, cornerRadius: radius)
            if alert.buttonBar.expandAnimatedly, !alert.buttonBar.buttons.isEmpty { bar = alert.buttonBar }
        case .rating(let r): inner = views.rating(r, cornerRadius: radius)
        case .xStatusBar(let l, let t): inner = views.xStatusBar(leading: l, trailing: t)
        case .custom(let v): inner = v
        }
        let view = layout.view(inner, fill: layout.backgroundFill)
        let motion = EKMotion(entryInset: layout.entryInset, position: a.position)
        var enter = motion.entrance(a.entranceAnimation)
        if let bar { enter = withBarOpening(enter, bar: bar, position: a.position, views: views, entryInset: layout.entryInset) }

        var p = Presentation(
            id: id, view: view, placement: layout.placement, enter: enter, exit: motion.exit(a.exitAnimation),
            display: a.displayDuration.map(DisplayDuration.seconds) ?? .forever,
            tap: tap(a.entryInteraction), pan: pan(a.scroll),
            backdrop: backdrop(a, dark: dark),
            statusBar: statusBar(a.statusBar),
            route: .precedence(
                PrecedenceKeys(
                    name: a.name ?? id, precedence: a.precedence, entranceDuration: a.entranceAnimation.totalDuration,
                    exitDuration: a.exitAnimation.maxDuration, popDuration: a.popBehavior?.maxDuration, heuristic: heuristic)),
            avoidsKeyboard: a.positionConstraints.keyboardBottomOffset != nil,
            keyboardSpacing: a.positionConstraints.keyboardBottomOffset ?? 0)
        p.pop = a.popBehavior.map(motion.exit)
        p.coversStatusBar = a.windowLevel >= 1000
        if case .visualEffect(let light, let darkStyle) = a.entryBackground {
            p.material = PresentationMaterial(
                material: BlurMaterial.named(dark ? darkStyle : light, appearance: dark ? .dark : .light),
                shape: layout.backgroundShape, insets: layout.backgroundInset)
        }
        return p
    }

    /// `EKButtonBarView.expand()`: 0.5 s after the entry appears, the bar (laid out 1 pt tall
    /// until then) springs open over 0.8 s (damping 0.4 for up to two buttons, else 0.8) and the
    /// entry grows with it: downwards at the top, upwards at the bottom, both ways in the centre.
    private static func withBarOpening(
        _ enter: OverlayMotion, bar: EKContent.ButtonBar, position: EKAttributes.Position,
        views: EKMessageViews, entryInset: EdgeInsets
    ) -> OverlayMotion {
        let pin: PartialFrame.HeightPin
        switch position {
        case .top: pin = .top
        case .bottom: pin = .bottom
        case .center: pin = .centre
        }
        let damping = bar.buttons.count <= 2 ? 0.4 : 0.8
        let opening = LayerTransition.Part(
            .frame(PartialFrame(heightChange: -(views.buttonBarHeight(bar) - 1), pin: pin)),
            timing: AnimationTiming(
                curve: .uikitSpring(duration: 0.8, dampingRatio: damping),
                duration: 0.8, delay: 0.5))
        switch enter {
        case .transition(var t):
            t.parts.append(opening)
            return .transition(t)
        case .none, .keyframes:
            return .transition(LayerTransition(parts: [opening], anchorInset: entryInset))
        }
    }

    /// `entryInteraction`: `.dismiss` hides the entry on a tap; the others keep it; a touch on a
    /// `.delayExit` entry re-arms its exit timer from the touch.
    private static func tap(_ i: EKAttributes.UserInteraction) -> TapBehavior {
        var tap = TapBehavior(action: i == .dismiss ? .dismiss : .none)
        if case .delayExit = i { tap.restartsTimer = true }
        return tap
    }

    /// `scroll`: a drag towards the entry's edge follows the finger; away from it the entry
    /// rubber-bands unless edge crossing is disabled; a release faster than 60 pt/s towards the
    /// edge swipes it out when swipeable; otherwise it springs back with the pullback spring
    /// (`easeOut` when edge crossing is disabled).
    private static func pan(_ s: EKAttributes.Scroll) -> PanBehavior {
        // `EKRubberBandAnimation`'s |d|^0.7 and the default pullback spring (0.4 s, damping 0.8)
        // until the attributes say otherwise.
        var pan = PanBehavior(
            rubberBands: true, rubberBandExponent: 0.7, dismissVelocity: 60, dismissFraction: .infinity, dismissDistance: .infinity,
            pullBack: AnimationTiming(curve: .uikitSpring(duration: 0.4, dampingRatio: 0.8)))
        func spring(_ p: EKAttributes.Pullback) -> AnimationTiming {
            AnimationTiming(
                curve: .uikitSpring(duration: p.duration, dampingRatio: p.damping, initialVelocity: p.initialSpringVelocity),
                duration: p.duration)
        }
        switch s {
        case .disabled:
            pan.isEnabled = false
        case .edgeCrossingDisabled(let swipeable):
            pan.rubberBands = false
            pan.pullBack = spring(.easeOut)
            if !swipeable { pan.dismissVelocity = .infinity }
        case .enabled(let swipeable, let pullback):
            pan.pullBack = spring(pullback)
            if !swipeable { pan.dismissVelocity = .infinity }
        }
        return pan
    }

    /// `screenBackground` over the whole window, fading in over the entrance's total duration and
    /// out over the exit's (UIKit's default ease-in-out); with `screenInteraction = .dismiss` a
    /// tap on it hides the entry, even when it is clear.
    private static func backdrop(_ a: EKAttributes, dark: Bool) -> Backdrop? {
        let kind: Backdrop.Kind?
        switch a.screenBackground {
        case .clear: kind = nil
        case .color(let c): kind = .color(c.resolved(dark: dark))
        case .gradient(let colors, let start, let end):
            kind = .fill(.stretchedLinearGradient(stops: EKEntryLayout.evenStops(colors.map { $0.resolved(dark: dark) }), start: start, end: end))
        case .visualEffect(let light, let darkStyle):
            kind = .blur(BlurMaterial.named(dark ? darkStyle : light, appearance: dark ? .dark : .light))
        case .image(let image): kind = .image(image)
        }
        let interactive = a.screenInteraction == .dismiss
        guard let resolved = kind ?? (interactive ? .color(.clear) : nil) else { return nil }
        return Backdrop(
            kind: resolved, fadeIn: .easeInOut(a.entranceAnimation.totalDuration),
            fadeOut: .easeInOut(a.exitAnimation.totalDuration), interactive: interactive)
    }

    private static func statusBar(_ s: EKAttributes.StatusBar) -> StatusBarOverride? {
        switch s {
        case .hidden: return .hidden
        case .light: return .light
        case .dark: return .dark
        case .ignored, .inferred: return nil
        }
    }
}
