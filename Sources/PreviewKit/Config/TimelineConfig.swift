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
    static let eventKinds = ["show", "hide", "hideAll", "hideCounted", "tap", "tapBackdrop", "update", "keyboard", "pan", "swipe"]
    /// The most frames one scene may have (10 minutes at 60 fps).
    static let maxFrames = 36_000

    /// The scene's animation, or nil when it has no timeline (then the other animation keys are
    /// errors). `failed` is set when anything was wrong.
    static func animation(_ o: ObjectReader, scene: Scene, env: PresetEnvironment, failed: inout Bool) -> SceneAnimation? {
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
        var showEnv = env
        showEnv.defaultRoute = manager.route
        let events = o.required("timeline") { Self.events($0, env: showEnv) }
        guard let events else { failed = true; return nil }
        let timeline = scene.timeline(events: events)
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

    /// A reference to an overlay id, checked once every show is known.
    private struct IDUse {
        var id: String
        var node: ConfigNode
    }

    private static func events(_ n: ConfigNode, env: PresetEnvironment) -> [TimedEvent<TimelineEvent>]? {
        var shown: [Presentation] = []
        var uses: [IDUse] = []
        var updates: [(at: Double, id: String, changes: ContentUpdates, node: ConfigNode)] = []
        let items = n.array { item -> TimedEvent<TimelineEvent>?? in
            item.object { o -> TimedEvent<TimelineEvent>?? in
                let at = o.required("at", in: 0.0...86_400)
                guard let kind = o.exactlyOne(of: eventKinds) else { return nil }
                guard let at else { _ = o[kind]; return nil }
                switch kind {
                case "show":
                    var showEnv = env
                    showEnv.index = shown.count
                    guard let p = o.required("show", { s in s.object { PresetRegistry.presentation($0, showEnv) } }) else { return nil }
                    shown.append(p)
                    return .some(TimedEvent(at: at, .show(TimelineOverlay(p))))
                case "hide", "tap", "hideCounted", "tapBackdrop":
                    guard let node = o[kind], let id = node.string() else { return nil }
                    uses.append(IDUse(id: id, node: node))
                    let event: TimelineEvent
                    switch kind {
                    case "hide": event = .hide(id: id)
                    case "tap": event = .tap(id: id)
                    case "tapBackdrop": event = .tapBackdrop(id: id)
                    default: event = .hideCounted(id: id)
                    }
                    return .some(TimedEvent(at: at, event))
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
                        let dx = g.optional("dx", in: -10_000.0...10_000) ?? 0
                        guard let id, let distance else { return nil }
                        uses.append(IDUse(id: id, node: g["id"]!))
                        return TimedEvent(at: at, .pan(PanGesture(id: id, distance: distance, dx: dx, duration: duration)))
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
        let ids = shown.map(\.id)
        var failed = items == nil
        for use in uses where !ids.contains(use.id) {
            var message = "no overlay has the id \(ConfigText.quoted(use.id))"
            if let near = Suggestion.nearest(to: use.id, in: ids) { message += "; did you mean \(ConfigText.quoted(near))?" }
            message += ids.isEmpty ? " (no `show` event gives one)" : " (ids shown: \(ConfigText.listed(Array(Set(ids)).sorted())))"
            use.node.report(message, kind: .unknownValue)
            failed = true
        }
        guard !failed, let items else { return nil }
        // Updates: every show of the id gets a new version: its view with the changes so far.
        let sorted = updates.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        var cumulative: [String: ContentUpdates] = [:]
        var versions: [Int: [TimelineOverlay.Version]] = [:]
        for u in sorted {
            let c = (cumulative[u.id] ?? ContentUpdates()).merged(with: u.changes)
            cumulative[u.id] = c
            for (i, p) in shown.enumerated() where p.id == u.id {
                let names = p.view.updatableNames
                for key in u.changes.texts.keys.sorted() where !names.texts.contains(key) {
                    u.node.report("overlay \(ConfigText.quoted(u.id)) has no text with the id \(ConfigText.quoted(key))\(names.texts.isEmpty ? " (give a text an \"id\")" : " (text ids: \(ConfigText.listed(names.texts)))")", kind: .unknownValue)
                    failed = true
                }
                for key in u.changes.progress.keys.sorted() where !names.progress.contains(key) {
                    u.node.report("overlay \(ConfigText.quoted(u.id)) has no progress bar with the id \(ConfigText.quoted(key))\(names.progress.isEmpty ? " (give a progress bar an \"id\")" : " (progress ids: \(ConfigText.listed(names.progress)))")", kind: .unknownValue)
                    failed = true
                }
                versions[i, default: []].append(.init(at: u.at, view: p.view.applying(c)))
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
