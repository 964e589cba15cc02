import PreviewModel

/// The `custom` preset: a view tree from the config, with its position, motion, display time,
/// tap and drag behaviour and keyboard avoidance as keys of the show object.
///
///     {"id": "card", "position": "top", "custom": {…}, "duration": 2,
///      "enter": {"move": "top", "curve": {"uikitSpring": {"damping": 0.8}}, "duration": 0.4},
///      "exit": …, "onTap": {"pressScale": 0.95}, "pan": {"rubberBand": 0.7}, "avoidKeyboard": true}
///
/// Its default motion is SwiftMessages' for edge overlays (a slide, `SwiftMessagesMotion`) and a
/// 0.25 s fade otherwise.
enum CustomPreset {
    static let showKeys = ["position", "duration", "enter", "exit", "onTap", "pan", "avoidKeyboard", "keyboardSpacing"]

    static let entry = PresetRegistry.Entry(key: "custom", showKeys: showKeys, sceneSettings: [TimelineManager.setting], read: read)

    static func read(_ o: ObjectReader, _ env: PresetEnvironment) -> Presentation? {
        let id = PresetRegistry.id(o, fallback: "overlay-\(env.index + 1)")
        let position = o.optional("position", as: OverlayPosition.self) ?? .top
        let edge: ScreenEdge = position == .bottom ? .bottom : .top
        let slides = position == .top || position == .bottom
        let enterTiming = slides ? SwiftMessagesMotion.slideIn : .easeInOut(0.25)
        let exitTiming = slides ? SwiftMessagesMotion.slideOut : .easeInOut(0.25)
        let defaultMotion: (AnimationTiming) -> OverlayMotion = { t in
            .transition(LayerTransition(parts: [LayerTransition.Part(slides ? .offscreen(edge) : .opacity(0), timing: t)]))
        }
        let enter = o.optional("enter") { MotionConfig.motion($0, defaultTiming: enterTiming, defaultEdge: edge) } ?? defaultMotion(enterTiming)
        let exit = o.optional("exit") { MotionConfig.motion($0, defaultTiming: exitTiming, defaultEdge: edge) } ?? defaultMotion(exitTiming)
        let display: DisplayDuration? = o.optional("duration") { d in
            d.oneOf(
                .number { $0.number(in: 0...86_400).map(DisplayDuration.seconds) },
                .string { $0.choice(["forever": DisplayDuration.forever]) })
        }
        var tap = TapBehavior()
        if let t = o["onTap"] {
            _ = t.object { p -> Bool? in
                tap.action = p.optional("action", as: TapBehavior.Action.self) ?? .dismiss
                tap.pressScale = p.optional("pressScale", in: 0.01...10) ?? 1
                if let timing = MotionConfig.timing(p, base: tap.pressTiming) { tap.pressTiming = timing }
                return true
            }
        }
        var pan = SwiftMessagesMotion.pan(rubberBands: true)
        if let g = o["pan"] {
            _ = g.object { p -> Bool? in
                pan.rubberBandExponent = p.optional("rubberBand", in: 0.0...1) ?? pan.rubberBandExponent
                pan.dismissVelocity = p.optional("dismissVelocity", in: 0.0...1e5) ?? pan.dismissVelocity
                pan.dismissFraction = p.optional("dismissFraction", in: 0.0...10) ?? pan.dismissFraction
                pan.dismissDistance = p.optional("dismissDistance", in: 0.0...1e5) ?? pan.dismissDistance
                if let timing = p.optional("pullBack", { $0.object { MotionConfig.timing($0, base: pan.pullBack) } }) { pan.pullBack = timing }
                return true
            }
        }
        let avoids = o.optional("avoidKeyboard", as: Bool.self)
        let spacing = o.optional("keyboardSpacing", in: 0.0...1_000) ?? 0
        guard let view = o.required("custom", { ConfigView.view($0, env.resolve) }) else { return nil }
        return Presentation(
            id: id, view: view, placement: Placement(position), enter: enter, exit: exit,
            display: display ?? .forever, tap: tap, pan: pan, route: (env.setting("manager", as: TimelineManager.self) ?? .independent).route,
            avoidsKeyboard: avoids ?? (position == .bottom), keyboardSpacing: spacing)
    }
}
