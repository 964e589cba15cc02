import Raster
import Typeset

/// Reads a scene's animation: its `timeline` of events and the keys that shape the frames
/// (`fps`, `duration`, `tail`, `frames`, `manager`, `animatedPreview`, `contactSheet`).
///
///     "timeline": [
///       {"at": 0, "show": {"id": "card", "position": "top", "custom": {…}, "duration": 2,
///                          "enter": {"move": "top", "curve": {"uikitSpring": {"damping": 0.8}}, "duration": 0.4}}},
///       {"at": 1, "update": {"id": "card", "text": {"title": "Done"}, "progress": {"bar": 1}}},
///       {"at": 1.5, "tap": "card"}, {"at": 2, "keyboard": "show"}, {"at": 3, "swipe": "card"},
///       {"at": 4, "pan": {"id": "card", "distance": -30, "duration": 0.4}}, {"at": 5, "hide": "card"},
///       {"at": 6, "hideAll": true}]
enum TimelineConfig {
    static let sceneKeys = ["timeline", "fps", "duration", "tail", "frames", "manager", "animatedPreview", "contactSheet"]
    static let eventKinds = ["show", "hide", "hideAll", "tap", "update", "keyboard", "pan", "swipe"]
    /// The most frames one scene may have (10 minutes at 60 fps).
    static let maxFrames = 36_000

    /// The scene's animation, or nil when it has no timeline (then the other animation keys are
    /// errors). `failed` is set when anything was wrong.
    static func animation(_ o: ObjectReader, scene: Scene, ctx: ResolveContext, failed: inout Bool) -> SceneAnimation? {
        guard o.contains("timeline") else {
            for key in sceneKeys where o.contains(key) {
                o[key]?.report("`\(key)` animates a scene: add a \"timeline\" of events (or remove `\(key)`)")
                failed = true
            }
            return nil
        }
        let fps = o.optional("fps", in: 1...240) ?? 60
        let length: SceneAnimation.Length? = o.optional("duration") { n in
            n.oneOf(.number { $0.number(in: 0.001...600).map(SceneAnimation.Length.seconds) },
                    .string { $0.choice(["auto": SceneAnimation.Length.automatic(tail: 0)]) })
        }
        let tail = o.optional("tail", in: 0.0...60) ?? 0.5
        let frames = o.optional("frames") { framesValue($0) } ?? .all
        let manager = o.optional("manager") { managerValue($0) } ?? .independent
        let apng = o.optional("animatedPreview") { n in
            n.oneOf(.bool { b in b.bool().map { $0 ? AnimatedPNGOptions() : nil } },
                    .object { p in
                        AnimatedPNGOptions(width: p.optional("width", in: 16...4096), fps: p.optional("fps", in: 1...240),
                                           loops: p.optional("loops", in: 0...1000) ?? 0)
                    })
        }
        let sheet = o.optional("contactSheet") { n in
            n.oneOf(.bool { b in b.bool().map { $0 ? 8 : nil } },
                    .number { $0.int(in: 2...64) },
                    .object { p in p.optional("frames", in: 2...64) ?? 8 })
        }
        let events = o.required("timeline") { Self.events($0, scene: scene, ctx: ctx) }
        guard let events else { failed = true; return nil }
        let engine = LayoutEngine(scale: scene.scale)
        let timeline = SceneTimeline(events: events, manager: manager, keyboardHeight: KeyboardLayer.defaultHeight(for: scene)) { overlay in
            engine.layout(overlay.versions[0].view, in: scene.area(for: overlay.position), alignment: overlay.position.alignment).frame.height
        }
        var lengthValue = length ?? .automatic(tail: tail)
        if case .automatic = lengthValue { lengthValue = .automatic(tail: tail) }
        let animation = SceneAnimation(timeline: timeline, fps: fps, length: lengthValue, frames: frames,
                                       previews: PreviewOptions(animatedPNG: apng ?? nil, contactSheetFrames: sheet ?? nil))
        if animation.frameCount > maxFrames {
            o.report("the scene would have \(animation.frameCount) frames (\(ConfigText.number(animation.seconds)) s at \(fps) fps); at most \(maxFrames) are rendered: shorten it or lower fps")
            failed = true
        }
        if case .range(let first, _) = frames, first >= animation.frameCount {
            o["frames"]?.report("the scene has frames 0…\(animation.frameCount - 1) (\(ConfigText.number(animation.seconds)) s at \(fps) fps); the range starts at \(first)", kind: .outOfRange)
            failed = true
        }
        return animation
    }

    /// `"all"`, `{"range": [first, last]}` (frame numbers) or `{"times": [0, 0.25, 1]}` (seconds).
    private static func framesValue(_ n: ConfigNode) -> SceneAnimation.Frames? {
        n.oneOf(
            .string { $0.choice(["all": SceneAnimation.Frames.all]) },
            .objectNode { _ in
                n.tagged([
                    "range": { r in
                        r.array { $0.int(in: 0...maxFrames) }.flatMap { v -> SceneAnimation.Frames? in
                            guard v.count == 2, v[0] <= v[1] else { r.report("expected [first, last] frame numbers with first ≤ last"); return nil }
                            return .range(first: v[0], last: v[1])
                        }
                    },
                    "times": { t in
                        t.array { $0.number(in: 0...600) }.flatMap { v -> SceneAnimation.Frames? in
                            guard !v.isEmpty else { t.report("expected at least one time"); return nil }
                            let names = v.map(SceneAnimation.fileName(ofTime:))
                            if Set(names).count < names.count { t.report("two times fall on the same millisecond (their files would share a name)"); return nil }
                            return .times(v)
                        }
                    },
                ])
            })
    }

    /// `"independent"`, `"queue"` or `{"queue": {"pause": 0.5}}`.
    private static func managerValue(_ n: ConfigNode) -> TimelineManager? {
        n.oneOf(
            .string { $0.choice(["independent": TimelineManager.independent, "queue": .queue(pause: 0.5)]) },
            .objectNode { _ in
                n.tagged(["queue": { q in q.object { o in TimelineManager.queue(pause: o.optional("pause", in: 0.0...60) ?? 0.5) } }])
            })
    }

    /// A show event's overlay, kept with what is needed to resolve it again for updates.
    private struct Shown {
        var overlay: TimelineOverlay
        var custom: ConfigNode
        var ctx: ResolveContext
        var texts: [String]
        var progress: [String]
    }

    /// A reference to an overlay id, checked once every show is known.
    private struct IDUse {
        var id: String
        var node: ConfigNode
    }

    private static func events(_ n: ConfigNode, scene: Scene, ctx: ResolveContext) -> [TimedEvent<TimelineEvent>]? {
        var shown: [Shown] = []
        var uses: [IDUse] = []
        var updates: [(at: Double, id: String, changes: ContentUpdates, node: ConfigNode)] = []
        let items = n.array { item -> TimedEvent<TimelineEvent>?? in
            item.object { o -> TimedEvent<TimelineEvent>?? in
                let at = o.required("at", in: 0.0...86_400)
                guard let kind = o.exactlyOne(of: eventKinds) else { return nil }
                guard let at else { _ = o[kind]; return nil }
                switch kind {
                case "show":
                    guard let s = o.required("show", { show($0, index: shown.count, scene: scene, ctx: ctx) }) else { return nil }
                    shown.append(s)
                    return .some(TimedEvent(at: at, .show(s.overlay)))
                case "hide", "tap":
                    guard let node = o[kind], let id = node.string() else { return nil }
                    uses.append(IDUse(id: id, node: node))
                    return .some(TimedEvent(at: at, kind == "hide" ? .hide(id: id) : .tap(id: id)))
                case "hideAll":
                    guard let b = o.required("hideAll", as: Bool.self) else { return nil }
                    return .some(b ? TimedEvent(at: at, .hideAll) : nil)
                case "swipe":
                    guard let node = o["swipe"], let id = node.oneOf(.string { $0.string() }, .object { $0.required("id") }) else { return nil }
                    uses.append(IDUse(id: id, node: node))
                    return .some(TimedEvent(at: at, .pan(.swipe(id: id))))
                case "pan":
                    return o.required("pan") { p in p.object { g -> TimedEvent<TimelineEvent>? in
                        let id: String? = g.required("id")
                        let distance = g.required("distance", in: -10_000.0...10_000)
                        let duration = g.optional("duration", in: 0.01...60) ?? 0.3
                        guard let id, let distance else { return nil }
                        uses.append(IDUse(id: id, node: g["id"]!))
                        return TimedEvent(at: at, .pan(PanGesture(id: id, distance: distance, duration: duration)))
                    } }.map { .some($0) }
                case "keyboard":
                    return o.required("keyboard") { keyboard($0, at: at) }.map { .some($0) }
                default:  // "update"
                    return o.required("update") { u in u.object { p -> TimedEvent<TimelineEvent>?? in
                        let id: String? = p.required("id")
                        var changes = ContentUpdates()
                        changes.texts = p.optional("text") { t in t.object { m -> [String: String]? in
                            var out: [String: String] = [:]
                            for key in m.keys { if let v: String = m.required(key) { out[key] = v } }
                            return out
                        } } ?? [:]
                        changes.progress = p.optional("progress") { t in t.object { m -> [String: Double]? in
                            var out: [String: Double] = [:]
                            for key in m.keys { if let v = m.required(key, in: 0.0...1) { out[key] = v } }
                            return out
                        } } ?? [:]
                        guard let id else { return nil }
                        if changes.texts.isEmpty, changes.progress.isEmpty {
                            p.report("an update changes `text` ({\"<text id>\": \"new text\"}) or `progress` ({\"<progress id>\": 0.5})")
                            return nil
                        }
                        uses.append(IDUse(id: id, node: p["id"]!))
                        updates.append((at, id, changes, u))
                        return .some(nil)
                    } }
                }
            }
        }
        // Ids named by hides, taps, drags and updates must be shown somewhere.
        let ids = shown.map(\.overlay.id)
        var failed = items == nil
        for use in uses where !ids.contains(use.id) {
            var message = "no overlay has the id \(ConfigText.quoted(use.id))"
            if let near = Suggestion.nearest(to: use.id, in: ids) { message += "; did you mean \(ConfigText.quoted(near))?" }
            message += ids.isEmpty ? " (no `show` event gives one)" : " (ids shown: \(ConfigText.listed(Array(Set(ids)).sorted())))"
            use.node.report(message, kind: .unknownValue)
            failed = true
        }
        guard !failed, let items else { return nil }
        // Updates: every show of the id gets a new version, its view resolved with the changes so far.
        let sorted = updates.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        var cumulative: [String: ContentUpdates] = [:]
        var versions: [Int: [TimelineOverlay.Version]] = [:]
        for u in sorted {
            var c = cumulative[u.id] ?? ContentUpdates()
            c.texts.merge(u.changes.texts) { $1 }
            c.progress.merge(u.changes.progress) { $1 }
            cumulative[u.id] = c
            for (i, s) in shown.enumerated() where s.overlay.id == u.id {
                for key in u.changes.texts.keys where !s.texts.contains(key) {
                    u.node.report("overlay \(ConfigText.quoted(u.id)) has no text with the id \(ConfigText.quoted(key))\(s.texts.isEmpty ? " (give a text an \"id\")" : " (text ids: \(ConfigText.listed(s.texts)))")", kind: .unknownValue)
                    failed = true
                }
                for key in u.changes.progress.keys where !s.progress.contains(key) {
                    u.node.report("overlay \(ConfigText.quoted(u.id)) has no progress bar with the id \(ConfigText.quoted(key))\(s.progress.isEmpty ? " (give a progress bar an \"id\")" : " (progress ids: \(ConfigText.listed(s.progress)))")", kind: .unknownValue)
                    failed = true
                }
                var rctx = s.ctx
                rctx.updates = c
                if let view = ConfigView.view(s.custom, rctx) { versions[i, default: []].append(.init(at: u.at, view: view)) }
            }
        }
        guard !failed else { return nil }
        var showIndex = 0
        return items.compactMap { $0 }.map { e in
            guard case .show(var overlay) = e.event else { return e }
            overlay.versions += versions[showIndex] ?? []
            showIndex += 1
            return TimedEvent(at: e.at, .show(overlay))
        }
    }

    private static func show(_ n: ConfigNode, index: Int, scene: Scene, ctx: ResolveContext) -> Shown? {
        n.object { o in
            let id: String = o.optional("id") ?? "overlay-\(index + 1)"
            let position = o.optional("position", as: OverlayPosition.self) ?? .top
            let edge: ScreenEdge = position == .bottom ? .bottom : .top
            let slides = position == .top || position == .bottom
            // Defaults: SwiftMessages' TopBottomAnimation for edge overlays (in: UIKit spring
            // 0.4 s, damping 0.8; out: 0.2 s ease-in), a 0.25 s ease-in-out fade otherwise.
            let enterTiming = slides ? AnimationTiming(curve: .uikitSpring(duration: 0.4, dampingRatio: 0.8)) : .easeInOut(0.25)
            let exitTiming = slides ? AnimationTiming(curve: .easeIn, duration: 0.2) : .easeInOut(0.25)
            let defaultMotion: (AnimationTiming) -> OverlayMotion = { t in
                .transition(LayerTransition(parts: [LayerTransition.Part(slides ? .offscreen(edge) : .opacity(0), timing: t)]))
            }
            let enter = o.optional("enter") { MotionConfig.motion($0, defaultTiming: enterTiming, defaultEdge: edge) } ?? defaultMotion(enterTiming)
            let exit = o.optional("exit") { MotionConfig.motion($0, defaultTiming: exitTiming, defaultEdge: edge) } ?? defaultMotion(exitTiming)
            let display: Double?? = o.optional("duration") { d in
                d.oneOf(.number { $0.number(in: 0...86_400).map { Optional($0) } },
                        .string { $0.choice(["forever": Double?.none]) })
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
            var pan = PanBehavior()
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
            let ids = ElementIDs()
            var vctx = ctx
            vctx.ids = ids
            guard let custom = o["custom"] ?? { o.report("missing `custom` (the view to show)", kind: .missingKey); return nil }() else { return nil }
            let view = ConfigView.view(custom, vctx)
            guard let view else { return nil }
            let overlay = TimelineOverlay(id: id, position: position, view: view, enter: enter, exit: exit,
                                          displayDuration: display ?? nil, tap: tap, pan: pan,
                                          avoidsKeyboard: avoids, keyboardSpacing: spacing)
            return Shown(overlay: overlay, custom: custom, ctx: ctx, texts: ids.texts, progress: ids.progress)
        }
    }

    /// `"show"`, `"hide"` or `{"visible": true, "height": 336, "curve": …, "duration": …, "delay": …}`.
    private static func keyboard(_ n: ConfigNode, at: Double) -> TimedEvent<TimelineEvent>? {
        n.oneOf(
            .string { s in
                s.choice(["show": true, "hide": false]).map {
                    TimedEvent(at: at, .keyboard(visible: $0, height: nil, timing: KeyboardMotion.defaultTiming))
                }
            },
            .object { o in
                let visible = o.optional("visible", as: Bool.self) ?? true
                let height = o.optional("height", in: 1.0...2_000)
                guard let timing = MotionConfig.timing(o, base: KeyboardMotion.defaultTiming) else { return nil }
                return TimedEvent(at: at, .keyboard(visible: visible, height: height, timing: timing))
            })
    }
}

extension TapBehavior.Action: ConfigEnum {}
