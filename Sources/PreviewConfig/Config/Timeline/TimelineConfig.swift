import PreviewModel
import Raster
import Typeset

/// Reads a scene's animation: its `timeline` of events and the keys that shape the frames
/// (`fps`, `duration`, `tail`, `frames`, a preset's `manager`, `animatedPreview`, `contactSheet`, `gif`, `webp`).
///
///     "timeline": [
///       {"at": 0, "show": {"id": "card", "position": "top", "custom": {…}, "duration": 2,
///                          "enter": {"move": "top", "curve": {"uikitSpring": {"damping": 0.8}}, "duration": 0.4}}},
///       {"at": 1, "update": {"id": "card", "text": {"title": "Done"}, "progress": {"bar": 1}}},
///       {"at": 1.5, "tap": "card"}, {"at": 2, "keyboard": "show"}, {"at": 3, "swipe": "card"},
///       {"at": 4, "pan": {"id": "card", "distance": -30, "duration": 0.4}}, {"at": 5, "hide": "card"},
///       {"at": 6, "hideAll": true}]
///
/// The events themselves are read by `TimelineEvents` (one reader per event kind).
enum TimelineConfig {
    /// The keys only an animated scene takes: these, and the presets' scene settings that animate
    /// (`PresetRegistry.SceneSetting.animates`).
    static var sceneKeys: [String] {
        ["timeline", "fps", "duration", "tail", "frames", "animatedPreview", "contactSheet", "gif", "webp"]
            + PresetRegistry.sceneSettings.filter(\.animates).map(\.key)
    }
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
            n.oneOf(
                .number { $0.number(in: 0.001...600).map(SceneAnimation.Length.seconds) },
                .string { $0.choice(["auto": SceneAnimation.Length.automatic(tail: 0)]) })
        }
        let tail = o.optional("tail", in: 0.0...60) ?? 0.5
        let frames = o.optional("frames") { framesValue($0) } ?? .all
        let apng = o.optional("animatedPreview") { n in
            n.oneOf(
                .bool { b in b.bool().map { $0 ? AnimatedPNGOptions() : nil } },
                .object { p in
                    AnimatedPNGOptions(
                        width: p.optional("width", in: 16...4096), fps: p.optional("fps", in: 1...240),
                        loops: p.optional("loops", in: 0...1000) ?? 0)
                })
        }
        let sheet = o.optional("contactSheet") { n in
            n.oneOf(
                .bool { b in b.bool().map { $0 ? 8 : nil } },
                .number { $0.int(in: 2...64) },
                .object { p in p.optional("frames", in: 2...64) ?? 8 })
        }
        let gif = o.optional("gif") { AnimatedMediaConfig.gif($0) }
        let webp = o.optional("webp") { AnimatedMediaConfig.webp($0) }
        var showEnv = env
        PresetRegistry.readSceneSettings(o, animated: true, into: &showEnv)
        let events = o.required("timeline") { TimelineEvents.events($0, env: showEnv) }
        guard let events else { failed = true; return nil }
        let timeline = scene.timeline(events: events)
        var lengthValue = length ?? .automatic(tail: tail)
        if case .automatic = lengthValue { lengthValue = .automatic(tail: tail) }
        let animation = SceneAnimation(
            timeline: timeline, fps: fps, length: lengthValue, frames: frames,
            previews: PreviewOptions(
                animatedPNG: apng ?? nil, contactSheetFrames: sheet ?? nil,
                gif: gif ?? nil, webp: webp ?? nil))
        if animation.frameCount > maxFrames {
            o.report(
                "the scene would have \(animation.frameCount) frames (\(ConfigText.number(animation.seconds)) s at \(fps) fps); at most \(maxFrames) are rendered: shorten it or lower fps"
            )
            failed = true
        }
        if case .range(let first, _) = frames, first >= animation.frameCount {
            o["frames"]?.report(
                "the scene has frames 0…\(animation.frameCount - 1) (\(ConfigText.number(animation.seconds)) s at \(fps) fps); the range starts at \(first)",
                kind: .outOfRange)
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
                            // The one frame cap holds however the frames are chosen.
                            guard v.count <= maxFrames else {
                                t.report("\(v.count) times; at most \(maxFrames) frames are rendered", kind: .outOfRange); return nil
                            }
                            let names = v.map(SceneAnimation.fileName(ofTime:))
                            if Set(names).count < names.count {
                                t.report("two times fall on the same millisecond (their files would share a name)"); return nil
                            }
                            return .times(v)
                        }
                    },
                ])
            })
    }
}

extension TapBehavior.Action: ConfigEnum {}
