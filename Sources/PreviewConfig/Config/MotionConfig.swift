import PreviewModel
import Raster

/// Reads curves, timings, transitions and keyframe animations from config JSON.
///
///     "curve": "easeOut"                                     linear, easeIn, easeOut, easeInOut, keyboard
///     "curve": {"cubicBezier": [0.2, 0, 0, 1]}
///     "curve": {"uikitSpring": {"damping": 0.8, "velocity": 0}}   runs for the timing's duration
///     "curve": {"spring": {"response": 0.55, "dampingFraction": 0.825}}
///     "curve": {"interpolatingSpring": {"mass": 1, "stiffness": 170, "damping": 15, "velocity": 0}}
///     "curve": {"caSpring": {"mass": 1, "stiffness": 100, "damping": 10, "velocity": 0}}
enum MotionConfig {
    static let durationRange = 0.0...600
    static let timingKeys = ["curve", "duration", "delay"]
    static let partKeys = ["move", "scale", "fade", "rotate", "transform", "rotate3D", "frame"]

    /// A timing from an object's `curve`, `duration` and `delay`, each defaulting to `base`'s.
    static func timing(_ o: ObjectReader, base: AnimationTiming) -> AnimationTiming? {
        let duration = o.optional("duration", in: durationRange)
        let delay = o.optional("delay", in: durationRange) ?? base.delay
        var failed = false
        var curve = base.curve
        var effectiveDuration = duration ?? base.duration
        if let n = o["curve"] {
            if let c = self.curve(n, duration: effectiveDuration ?? 0.25) {
                curve = c.curve
                if c.isKeyboard, duration == nil { effectiveDuration = KeyboardMotion.defaultTiming.duration }
            } else {
                failed = true
            }
        } else if case .uikitSpring(_, let ratio, let v) = base.curve, let d = duration {
            curve = .uikitSpring(duration: d, dampingRatio: ratio, initialVelocity: v)
        }
        return failed ? nil : AnimationTiming(curve: curve, duration: effectiveDuration, delay: delay)
    }

    /// A curve; UIKit springs take `duration` as theirs.
    static func curve(_ n: ConfigNode, duration: Double) -> (curve: TimingCurve, isKeyboard: Bool)? {
        n.oneOf(
            .string { s in
                s.choice([
                    "linear": (TimingCurve.linear, false), "easeIn": (.easeIn, false), "easeOut": (.easeOut, false),
                    "easeInOut": (.easeInOut, false), "keyboard": (KeyboardMotion.defaultTiming.curve, true),
                ])
            },
            .objectNode { _ in
                n.tagged([
                    "cubicBezier": { b in
                        b.array { $0.number() }.flatMap { v -> TimingCurve? in
                            guard v.count == 4 else { b.report("expected 4 numbers [x1, y1, x2, y2], found \(v.count)"); return nil }
                            guard (0...1).contains(v[0]), (0...1).contains(v[2]) else {
                                b.report("x1 and x2 must be from 0 to 1 (they are times)", kind: .outOfRange); return nil
                            }
                            // y may leave 0…1 (overshoot), within reason: ±100 is already 100 times the distance.
                            guard (-100...100).contains(v[1]), (-100...100).contains(v[3]) else {
                                b.report("y1 and y2 must be from -100 to 100 (1 is the whole distance; more overshoots)", kind: .outOfRange);
                                return nil
                            }
                            return .cubicBezier(v[0], v[1], v[2], v[3])
                        }
                    },
                    "uikitSpring": { s in
                        s.object { o in
                            let damping = o.optional("damping", in: 0.01...1) ?? 0.5
                            let velocity = o.optional("velocity", in: -1_000.0...1_000) ?? 0
                            return TimingCurve.uikitSpring(duration: duration, dampingRatio: damping, initialVelocity: velocity)
                        }
                    },
                    "spring": { s in
                        s.object { o in
                            TimingCurve.spring(
                                response: o.optional("response", in: 0.01...60) ?? 0.55,
                                dampingFraction: o.optional("dampingFraction", in: 0.01...10) ?? 0.825)
                        }
                    },
                    "interpolatingSpring": { s in
                        s.object { o in
                            let k = o.required("stiffness", in: 0.01...1e6), c = o.required("damping", in: 0.0...1e6)
                            let m = o.optional("mass", in: 0.001...1e4) ?? 1, v = o.optional("velocity", in: -1e4...1e4) ?? 0
                            guard let k, let c else { return nil }
                            return spring(.interpolatingSpring(mass: m, stiffness: k, damping: c, initialVelocity: v), o)
                        }
                    },
                    "caSpring": { s in
                        s.object { o in
                            let k = o.optional("stiffness", in: 0.01...1e6) ?? 100, c = o.optional("damping", in: 0.0...1e6) ?? 10
                            let m = o.optional("mass", in: 0.001...1e4) ?? 1, v = o.optional("velocity", in: -1e4...1e4) ?? 0
                            return spring(.caSpring(mass: m, stiffness: k, damping: c, initialVelocity: v), o)
                        }
                    },
                ]).map { ($0, false) }
            })
    }

    /// A physical spring, refused when it would take minutes to settle (no damping).
    private static func spring(_ curve: TimingCurve, _ o: ObjectReader) -> TimingCurve? {
        guard curve.duration <= 600 else {
            o.report("this spring takes \(Int(min(curve.duration, 1e9))) s to settle; give it some damping")
            return nil
        }
        return curve
    }

    /// `"none"`, or an object of parts (`move`, `scale`, `fade`, `rotate`, `transform`,
    /// `rotate3D`, `frame`) with shared `curve`/`duration`/`delay` and an `anchor`, or
    /// `{"keyframes": …}`. Each part is a value or `{"value": …, "curve": …, "duration": …, "delay": …}`.
    static func motion(_ n: ConfigNode, defaultTiming: AnimationTiming, defaultEdge: ScreenEdge) -> OverlayMotion? {
        n.oneOf(
            .string { $0.choice(["none": OverlayMotion.none]) },
            .object { o in
                if o.contains("keyframes") {
                    return o.required("keyframes") { keyframes($0) }.map(OverlayMotion.keyframes)
                }
                let base = timing(o, base: defaultTiming)
                let anchor = o.optional("anchor") { unitPoint($0) } ?? Point(0.5, 0.5)
                var parts: [LayerTransition.Part] = []
                var failed = base == nil
                for key in o.keys where partKeys.contains(key) {
                    guard let n = o[key], let base else { continue }
                    if let part = self.part(key, n, base: base, defaultEdge: defaultEdge) { parts.append(part) } else { failed = true }
                }
                for key in partKeys { o.allow(key) }
                if !failed, parts.isEmpty {
                    o.report("a transition needs at least one of: \(partKeys.joined(separator: ", ")) (or \"none\")")
                    return nil
                }
                return failed ? nil : .transition(LayerTransition(parts: parts, anchor: anchor))
            })
    }

    private static func part(_ key: String, _ n: ConfigNode, base: AnimationTiming, defaultEdge: ScreenEdge) -> LayerTransition.Part? {
        // `{"value": v, "curve": …}` gives the part its own timing; a bare value shares the transition's.
        var valueNode = n
        var timing = base
        if case .object = n.value.kind, (n.reader()?.contains("value") ?? false) {
            var inner: ConfigNode?
            var t: AnimationTiming?
            _ = n.object { o -> Bool? in
                inner = o["value"]
                t = self.timing(o, base: base)
                return true
            }
            guard let inner, let t else { return nil }
            valueNode = inner
            timing = t
        }
        guard let property = property(key, valueNode, defaultEdge: defaultEdge) else { return nil }
        return LayerTransition.Part(property, timing: timing)
    }

    private static func property(_ key: String, _ n: ConfigNode, defaultEdge: ScreenEdge) -> TransitionProperty? {
        switch key {
        case "move":
            return n.oneOf(
                .string { $0.enumCase(ScreenEdge.self).map(TransitionProperty.offscreen) },
                .bool { b in b.bool().map { $0 ? .offscreen(defaultEdge) : .offset(dx: 0, dy: 0) } },
                .object { o in
                    TransitionProperty.offset(dx: o.optional("x", in: -1e5...1e5) ?? 0, dy: o.optional("y", in: -1e5...1e5) ?? 0)
                })
        case "scale":
            return pair(n, range: -100...100).map { TransitionProperty.scale(x: $0.x, y: $0.y) }
        case "fade":
            return n.number(in: 0...1).map(TransitionProperty.opacity)
        case "rotate":
            return n.number(in: -36_000...36_000).map { TransitionProperty.rotation(degrees: $0) }
        case "transform":
            return affine(n).map(TransitionProperty.transform)
        case "rotate3D":
            return n.object { o in
                let axis = o.optional("axis", as: Transform3D.Axis.self) ?? .y
                let angle = o.required("angle", in: -36_000.0...36_000)
                let distance = o.optional("perspective", in: 1.0...1e6) ?? 500
                if axis == .z { o["axis"]?.report("use \"rotate\" to turn in the screen's plane; rotate3D turns about \"x\" or \"y\"") }
                guard let angle, axis != .z else { return nil }
                return TransitionProperty.rotation3D(axis: axis, degrees: angle, distance: distance)
            }
        default:  // "frame"
            return n.object { o in
                TransitionProperty.frame(
                    PartialFrame(
                        x: o.optional("x", in: -1e5...1e5), y: o.optional("y", in: -1e5...1e5),
                        width: o.optional("width", in: 0.0...1e5), height: o.optional("height", in: 0.0...1e5)))
            }
        }
    }

    /// `{"scale": [sx, sy] or s, "rotate": degrees, "translate": [x, y], "shear": [sx, sy]}`:
    /// scale, then shear, then rotate, then translate (`CGAffineTransform` built that way).
    static func affine(_ n: ConfigNode) -> Transform? {
        n.object { o in
            let s = o.optional("scale") { pair($0, range: -100...100) } ?? Point(1, 1)
            let shear = o.optional("shear") { pair($0, range: -100...100) } ?? Point(0, 0)
            let r = o.optional("rotate", in: -36_000.0...36_000) ?? 0
            let t = o.optional("translate") { pair($0, range: -1e5...1e5) } ?? Point(0, 0)
            let rot = AngleMath.sinCos(degrees: r)
            let scaled = Transform(a: s.x, b: 0, c: 0, d: s.y, tx: 0, ty: 0)
            let sheared = Transform(a: 1, b: shear.y, c: shear.x, d: 1, tx: 0, ty: 0).concatenating(after: scaled)
            let rotated = Transform.rotation(cos: rot.cos, sin: rot.sin).concatenating(after: sheared)
            return Transform.translation(t.x, t.y).concatenating(after: rotated)
        }
    }

    /// A number (both the same) or `[x, y]`.
    static func pair(_ n: ConfigNode, range: ClosedRange<Double>) -> Point? {
        n.oneOf(
            .number { $0.number(in: range).map { Point($0, $0) } },
            .array { a in
                a.array { $0.number(in: range) }.flatMap { v in
                    guard v.count == 2 else { a.report("expected 2 numbers [x, y], found \(v.count)"); return nil }
                    return Point(v[0], v[1])
                }
            })
    }

    /// `[0.5, 1]` or a word: `center`, `top`, `bottom`, `leading`, `trailing`, `topLeading` …
    static func unitPoint(_ n: ConfigNode) -> Point? {
        n.oneOf(
            .array { _ in pair(n, range: -10...10) },
            .string {
                $0.choice([
                    "center": Point(0.5, 0.5), "top": Point(0.5, 0), "bottom": Point(0.5, 1),
                    "leading": Point(0, 0.5), "trailing": Point(1, 0.5), "topLeading": Point(0, 0),
                    "topTrailing": Point(1, 0), "bottomLeading": Point(0, 1), "bottomTrailing": Point(1, 1),
                ])
            })
    }

    /// `{"duration": 1.25, "delay": 0, "overrun": "compress", "anchor": …, "frames": [{"start": 0,
    /// "duration": 0, "curve": "easeInOut", "move": {"x": 0, "y": -20}, "scale": 0.5, "rotate": 90,
    /// "transform": {…}, "opacity": 0}, …]}`.
    static func keyframes(_ n: ConfigNode) -> KeyframeAnimation? {
        n.object { o in
            let duration = o.required("duration", in: durationRange)
            let delay = o.optional("delay", in: durationRange) ?? 0
            let overrun = o.optional("overrun", as: KeyframeAnimation.Overrun.self) ?? .compress
            let anchor = o.optional("anchor") { unitPoint($0) } ?? Point(0.5, 0.5)
            let frames = o.required("frames") { f in
                f.array { item in
                    item.object { k -> KeyframeAnimation.Keyframe? in
                        let start = k.required("start", in: 0.0...1)
                        let length = k.required("duration", in: 0.0...10)
                        let curve: TimingCurve = k.optional("curve") { MotionConfig.curve($0, duration: 1)?.curve } ?? .easeInOut
                        var values: [KeyframeValue] = []
                        if let m = k.optional(
                            "move",
                            {
                                $0.object { p in
                                    KeyframeValue.offset(dx: p.optional("x", in: -1e5...1e5) ?? 0, dy: p.optional("y", in: -1e5...1e5) ?? 0)
                                }
                            })
                        {
                            values.append(m)
                        }
                        if let s = k.optional("scale", { pair($0, range: -100...100) }) { values.append(.scale(x: s.x, y: s.y)) }
                        if let r = k.optional("rotate", in: -36_000.0...36_000) { values.append(.rotation(degrees: r)) }
                        if let t = k.optional("transform", { affine($0) }) { values.append(.transform(t)) }
                        if let a = k.optional("opacity", in: 0.0...1) { values.append(.opacity(a)) }
                        guard let start, let length else { return nil }
                        return KeyframeAnimation.Keyframe(start: start, duration: length, curve: curve, values: values)
                    }
                }
            }
            guard let duration, let frames else { return nil }
            return KeyframeAnimation(duration: duration, delay: delay, keyframes: frames, overrun: overrun, anchor: anchor)
        }
    }
}

extension Transform3D.Axis: ConfigEnum {}
extension KeyframeAnimation.Overrun: ConfigEnum {}
extension ScreenEdge: ConfigEnum {}
