import PreviewModel
import Raster

/// Reads `"attributes": {…}` onto a preset's `EKAttributes`: each key replaces the preset's
/// value, except `positionConstraints`, whose keys replace one by one (as Swift code sets
/// `attributes.positionConstraints.verticalOffset` and keeps the rest). Enum values are written
/// as in Swift: a case name (`"dismiss"`), or an object naming the case with its arguments
/// (`{"delayExit": {"by": 3}}`, `{"override": {"priority": "high", "dropEnqueuedEntries": true}}`).
enum EKAttributesReader {
    static let keys = [
        "name", "windowLevel", "position", "precedence", "displayDuration", "positionConstraints",
        "screenInteraction", "entryInteraction", "scroll", "displayMode", "entryBackground",
        "screenBackground", "shadow", "roundCorners", "border", "statusBar", "entranceAnimation",
        "exitAnimation", "popBehavior",
        // Accepted for transliterated code; they change nothing in a picture.
        "hapticFeedbackType",
    ]
    static let positionConstraintsKeys = ["verticalOffset", "size", "maxSize", "safeArea", "keyboardRelation", "rotation"]

    static func read(_ o: ObjectReader, onto base: EKAttributes, _ colors: EKColorReader) -> EKAttributes {
        o.declare(keys)
        var a = base
        if let v: String = o.optional("name") { a.name = v }
        a.windowLevel = o.optional("windowLevel") { windowLevel($0) } ?? a.windowLevel
        a.position = o.optional("position", as: EKAttributes.Position.self) ?? a.position
        a.precedence = o.optional("precedence") { precedence($0) } ?? a.precedence
        if let d = o.optional("displayDuration", { displayDuration($0) }) { a.displayDuration = d.seconds }
        if let c = o.optional("positionConstraints", { n in n.object { positionConstraints($0, onto: a.positionConstraints) } }) {
            a.positionConstraints = c
        }
        a.screenInteraction = o.optional("screenInteraction") { interaction($0) } ?? a.screenInteraction
        a.entryInteraction = o.optional("entryInteraction") { interaction($0) } ?? a.entryInteraction
        a.scroll = o.optional("scroll") { scroll($0) } ?? a.scroll
        a.displayMode = o.optional("displayMode", as: EKAttributes.DisplayMode.self) ?? a.displayMode
        a.entryBackground = o.optional("entryBackground") { background($0, colors) } ?? a.entryBackground
        a.screenBackground = o.optional("screenBackground") { background($0, colors) } ?? a.screenBackground
        if let s = o.optional("shadow", { shadow($0, colors) }) { a.shadow = s.value }
        a.roundCorners = o.optional("roundCorners") { roundCorners($0) } ?? a.roundCorners
        if let b = o.optional("border", { border($0, colors) }) { a.border = b.value }
        a.statusBar = o.optional("statusBar", as: EKAttributes.StatusBar.self) ?? a.statusBar
        a.entranceAnimation = o.optional("entranceAnimation") { animation($0) } ?? a.entranceAnimation
        a.exitAnimation = o.optional("exitAnimation") { animation($0) } ?? a.exitAnimation
        if let p = o.optional("popBehavior", { popBehavior($0) }) { a.popBehavior = p.value }
        o.acceptedWithoutEffect("hapticFeedbackType") { $0.choice(["none": 0, "success": 1, "warning": 2, "error": 3]) }
        return a
    }

    /// A value that may be "none" (nil) — kept apart from "not given".
    struct Given<T> { var value: T? }

    /// `"normal"` 0, `"statusBar"` 1000, `"alerts"` 2000, or `{"custom": level}` (≥ 0).
    static func windowLevel(_ n: ConfigNode) -> Double? {
        n.oneOf(
            .string { $0.choice(["normal": 0.0, "statusBar": 1000, "alerts": 2000]) },
            .objectNode { $0.tagged(["custom": { $0.number(in: 0.0...100_000) }]) })
    }

    /// `{"override": {"priority": …, "dropEnqueuedEntries": false}}` or `{"enqueue": {"priority": …}}`;
    /// a priority is `min` 0, `low` 250, `normal` 500, `high` 750, `max` 1000 or an integer 0…1000.
    static func precedence(_ n: ConfigNode) -> PrecedenceManager.Precedence? {
        n.tagged([
            "override": { n in
                n.object { o in
                    let p = o.optional("priority") { priority($0) } ?? .normal
                    let drop = o.optional("dropEnqueuedEntries", as: Bool.self) ?? false
                    return .override(priority: p, dropEnqueuedEntries: drop)
                }
            },
            "enqueue": { n in n.object { o in .enqueue(priority: o.optional("priority") { priority($0) } ?? .normal) } },
        ])
    }

    static func priority(_ n: ConfigNode) -> PrecedenceManager.Priority? {
        n.oneOf(
            .string { $0.choice(["min": PrecedenceManager.Priority.min, "low": .low, "normal": .normal, "high": .high, "max": .max]) },
            .number { $0.int(in: 0...1000).map(PrecedenceManager.Priority.init) })
    }

    /// Seconds (≥ 0) or `"infinity"`.
    static func displayDuration(_ n: ConfigNode) -> DisplayDuration? {
        n.oneOf(
            .number { $0.number(in: 0.0...86_400).map(DisplayDuration.seconds) },
            .string { $0.choice(["infinity": DisplayDuration.forever]) })
    }

    static func positionConstraints(_ o: ObjectReader, onto base: EKAttributes.PositionConstraints) -> EKAttributes.PositionConstraints? {
        o.declare(positionConstraintsKeys)
        var c = base
        c.verticalOffset = o.optional("verticalOffset", in: -10_000.0...10_000) ?? c.verticalOffset
        c.size = o.optional("size") { size($0) } ?? c.size
        c.maxSize = o.optional("maxSize") { size($0) } ?? c.maxSize
        c.safeArea =
            o.optional("safeArea") { n in
                n.oneOf(
                    .string { $0.choice(["overridden": EKAttributes.SafeArea.overridden]) },
                    .objectNode {
                        $0.tagged([
                            "empty": { n in
                                n.object { o in
                                    EKAttributes.SafeArea.empty(fillSafeArea: o.optional("fillSafeArea", as: Bool.self) ?? false)
                                }
                            }
                        ])
                    })
            } ?? c.safeArea
        if let k = o.optional("keyboardRelation", { keyboardRelation($0) }) { c.keyboardBottomOffset = k.value }
        c.rotationEnabled =
            o.optional("rotation") { n in
                n.object { o in
                    o.acceptedWithoutEffect("supportedInterfaceOrientations") { $0.choice(["standard": 0, "all": 1]) }
                    return o.optional("isEnabled", as: Bool.self) ?? true
                }
            } ?? c.rotationEnabled
        return c
    }

    /// `{"width": edge, "height": edge}`, an edge being `{"offset": v}`, `{"ratio": r}`,
    /// `{"constant": c}`, `"intrinsic"` or `"fill"`; also `"screen"`, `"sizeToWidth"`, `"intrinsic"`.
    static func size(_ n: ConfigNode) -> EKAttributes.Size? {
        n.oneOf(
            .string {
                $0.choice([
                    "intrinsic": EKAttributes.Size(width: .intrinsic, height: .intrinsic),
                    "sizeToWidth": EKAttributes.Size(width: .offset(0), height: .intrinsic),
                    "screen": EKAttributes.Size(width: .fill, height: .fill),
                ])
            },
            .object { o in
                let w = o.optional("width") { edge($0) } ?? .fill
                let h = o.optional("height") { edge($0) } ?? .intrinsic
                return EKAttributes.Size(width: w, height: h)
            })
    }

    static func edge(_ n: ConfigNode) -> EKAttributes.Edge? {
        n.oneOf(
            .string { $0.choice(["intrinsic": EKAttributes.Edge.intrinsic, "fill": .fill]) },
            .objectNode {
                $0.tagged([
                    "offset": { n in n.number(in: 0.0...10_000).map(EKAttributes.Edge.offset) },
                    "ratio": { n in
                        guard let r = n.number() else { return nil }
                        guard r >= 0, r <= 1 else {
                            n.report("a ratio is a share of the screen, from 0 to 1; found \(ConfigText.number(r))")
                            return nil
                        }
                        return .ratio(r)
                    },
                    "constant": { n in n.number(in: 0.0...10_000).map(EKAttributes.Edge.constant) },
                ])
            })
    }

    /// `"unbind"` or `{"bind": {"offset": {"bottom": 10, "screenEdgeResistance": 5}}}`.
    static func keyboardRelation(_ n: ConfigNode) -> Given<Double>? {
        n.oneOf(
            .string { $0.choice(["unbind": Given<Double>(value: nil)]) },
            .objectNode {
                $0.tagged([
                    "bind": { n in
                        n.object { o in
                            let bottom =
                                o.optional("offset") { n in
                                    n.object { o in
                                        o.acceptedWithoutEffect("screenEdgeResistance") { $0.number(in: 0.0...10_000) }
                                        return o.optional("bottom", in: 0.0...10_000) ?? 0
                                    }
                                } ?? 0
                            return Given(value: bottom)
                        }
                    }
                ])
            })
    }

    /// `"dismiss"`, `"absorbTouches"`, `"forward"` or `{"delayExit": {"by": seconds}}`.
    static func interaction(_ n: ConfigNode) -> EKAttributes.UserInteraction? {
        n.oneOf(
            .string { $0.choice(["dismiss": EKAttributes.UserInteraction.dismiss, "absorbTouches": .absorbTouches, "forward": .forward]) },
            .objectNode {
                $0.tagged([
                    "delayExit": { n in
                        n.object { o in
                            o.required("by", in: 0.0...86_400).map(EKAttributes.UserInteraction.delayExit)
                        }
                    }
                ])
            })
    }

    /// `"disabled"`, `{"edgeCrossingDisabled": {"swipeable": true}}` or
    /// `{"enabled": {"swipeable": true, "pullbackAnimation": "jolt" | "easeOut" | {duration, damping, initialSpringVelocity}}}`.
    static func scroll(_ n: ConfigNode) -> EKAttributes.Scroll? {
        n.oneOf(
            .string { $0.choice(["disabled": EKAttributes.Scroll.disabled]) },
            .objectNode { $0.tagged(["edgeCrossingDisabled": edgeCrossingDisabled, "enabled": scrollEnabled]) })
    }

    private static func edgeCrossingDisabled(_ n: ConfigNode) -> EKAttributes.Scroll? {
        n.object { o in EKAttributes.Scroll.edgeCrossingDisabled(swipeable: o.optional("swipeable", as: Bool.self) ?? false) }
    }

    private static func scrollEnabled(_ n: ConfigNode) -> EKAttributes.Scroll? {
        n.object { o -> EKAttributes.Scroll? in
            let swipeable = o.optional("swipeable", as: Bool.self) ?? true
            let back: EKAttributes.Pullback = o.optional("pullbackAnimation") { pullback($0) } ?? .jolt
            return .enabled(swipeable: swipeable, pullback: back)
        }
    }

    static func pullback(_ n: ConfigNode) -> EKAttributes.Pullback? {
        n.oneOf(
            .string { $0.choice(["jolt": EKAttributes.Pullback.jolt, "easeOut": .easeOut]) },
            .object { o -> EKAttributes.Pullback? in
                guard let d = o.required("duration", in: 0.0...60), let damping = o.required("damping", in: 0.01...1) else { return nil }
                return EKAttributes.Pullback(
                    duration: d, damping: damping,
                    initialSpringVelocity: o.optional("initialSpringVelocity", in: -1000.0...1000) ?? 0)
            })
    }

    /// `"clear"`, `{"color": colour}`, `{"gradient": {"colors": […], "startPoint": [x, y], "endPoint": [x, y]}}`,
    /// `{"visualEffect": style}` or `{"image": "file.png"}`.
    static func background(_ n: ConfigNode, _ colors: EKColorReader) -> EKAttributes.BackgroundStyle? {
        n.oneOf(
            .string { $0.choice(["clear": EKAttributes.BackgroundStyle.clear]) },
            .objectNode {
                $0.tagged([
                    "color": { colors.read($0).map(EKAttributes.BackgroundStyle.color) },
                    "gradient": { n in
                        n.object { o -> EKAttributes.BackgroundStyle? in
                            let list = o.required("colors") { n in n.array { colors.read($0) } }
                            let start = o.optional("startPoint") { $0.unitPoint() } ?? Point(0.5, 0)
                            let end = o.optional("endPoint") { $0.unitPoint() } ?? Point(0.5, 1)
                            guard let list else { return nil }
                            guard !list.isEmpty else { o["colors"]?.report("a gradient needs at least one colour"); return nil }
                            return EKAttributes.BackgroundStyle.gradient(colors: list, start: start, end: end)
                        }
                    },
                    "visualEffect": { visualEffect($0) },
                    "image": { n in EKContentReader.imageFile(n).map(EKAttributes.BackgroundStyle.image) },
                ])
            })
    }

    /// `EKAttributes.BlurStyle`: `"extra"` (extraLight / dark), `"standard"` (light / dark),
    /// `"prominent"`, `"dark"`, any `UIBlurEffect.Style` name for both, or `{"light": s, "dark": s}`.
    static func visualEffect(_ n: ConfigNode) -> EKAttributes.BackgroundStyle? {
        let pairs: KeyValuePairs<String, (BlurStyle, BlurStyle)> = [
            "extra": (.extraLight, .dark), "standard": (.light, .dark), "prominent": (.prominent, .prominent), "dark": (.dark, .dark),
        ]
        return n.oneOf(
            .string { n in
                guard let s = n.identifier() else { return nil }
                if let pair = pairs.first(where: { $0.key == s })?.value { return .visualEffect(light: pair.0, dark: pair.1) }
                if let style = BlurStyle(rawValue: s) { return .visualEffect(light: style, dark: style) }
                let names = pairs.map(\.key) + BlurStyle.allCases.map(\.rawValue)
                var message = "unknown blur style \(ConfigText.quoted(s))"
                if let near = Suggestion.nearest(to: s, in: names) { message += "; did you mean \(ConfigText.quoted(near))?" }
                n.report(
                    message + " (EKAttributes.BlurStyle: \(ConfigText.listed(pairs.map(\.key))); or a UIBlurEffect.Style for both "
                        + "appearances: \(ConfigText.listed(BlurStyle.allCases.map(\.rawValue))))", kind: .unknownValue)
                return nil
            },
            .object { o -> EKAttributes.BackgroundStyle? in
                guard let l = o.required("light", as: BlurStyle.self), let d = o.required("dark", as: BlurStyle.self) else { return nil }
                return .visualEffect(light: l, dark: d)
            })
    }

    /// `"none"` or `{"color": c, "opacity": 0.5, "radius": 10, "offset": {"width": 0, "height": 0}}`.
    static func shadow(_ n: ConfigNode, _ colors: EKColorReader) -> Given<EKAttributes.Shadow>? {
        n.oneOf(
            .string { $0.choice(["none": Given<EKAttributes.Shadow>(value: nil)]) },
            .object { o -> Given<EKAttributes.Shadow>? in
                let color = o.optional("color") { colors.read($0) } ?? EKAttributes.EKColor(.black)
                let opacity = o.required("opacity", in: 0.0...1)
                let radius = o.required("radius", in: 0.0...1000)
                let offset = o.optional("offset") { $0.size() } ?? Size(0, 0)
                guard let opacity, let radius else { return nil }
                return Given(value: EKAttributes.Shadow(color: color, opacity: opacity, radius: radius, offset: Point(offset.width, offset.height)))
            })
    }

    /// `"none"`, `{"all": r}`, `{"top": r}` or `{"bottom": r}`.
    static func roundCorners(_ n: ConfigNode) -> EKAttributes.RoundCorners? {
        n.oneOf(
            .string { $0.choice(["none": EKAttributes.RoundCorners.none]) },
            .objectNode {
                $0.tagged([
                    "all": { $0.number(in: 0.0...10_000).map(EKAttributes.RoundCorners.all) },
                    "top": { $0.number(in: 0.0...10_000).map(EKAttributes.RoundCorners.top) },
                    "bottom": { $0.number(in: 0.0...10_000).map(EKAttributes.RoundCorners.bottom) },
                ])
            })
    }

    /// `"none"` or `{"color": c, "width": w}`.
    static func border(_ n: ConfigNode, _ colors: EKColorReader) -> Given<EKAttributes.Border>? {
        n.oneOf(
            .string { $0.choice(["none": Given<EKAttributes.Border>(value: nil)]) },
            .object { o -> Given<EKAttributes.Border>? in
                let color = o.required("color") { colors.read($0) }
                let width = o.required("width", in: 0.0...1000)
                guard let color, let width else { return nil }
                return Given(value: EKAttributes.Border(color: color, width: width))
            })
    }

    /// `"overridden"` or `{"animated": animation}`.
    static func popBehavior(_ n: ConfigNode) -> Given<EKAttributes.Animation>? {
        n.oneOf(
            .string { $0.choice(["overridden": Given<EKAttributes.Animation>(value: nil)]) },
            .objectNode { $0.tagged(["animated": { n in animation(n).map { Given(value: $0) } }]) })
    }

    /// `"translation"`, `"none"`, or `{"translate": {…}, "scale": {…}, "fade": {…}}`.
    static func animation(_ n: ConfigNode) -> EKAttributes.Animation? {
        n.oneOf(
            .string { $0.choice(["translation": EKAttributes.Animation.translation, "none": .none]) },
            .object { o in
                o.declare(["translate", "scale", "fade"])
                var a = EKAttributes.Animation()
                a.translate = o.optional("translate") { n in
                    n.object { o -> EKAttributes.Animation.Translate? in
                        o.declare(["duration", "delay", "anchorPosition", "spring"])
                        guard let d = o.required("duration", in: 0.0...60) else { return nil }
                        return EKAttributes.Animation.Translate(
                            duration: d, delay: o.optional("delay", in: 0.0...60) ?? 0,
                            anchor: o.optional("anchorPosition", as: EKAttributes.Animation.Anchor.self) ?? .automatic,
                            spring: o.optional("spring") { spring($0) })
                    }
                }
                a.scale = o.optional("scale") { range($0, in: 0.0...100) }
                a.fade = o.optional("fade") { range($0, in: 0.0...1) }
                return a
            })
    }

    private static func range(_ n: ConfigNode, in values: ClosedRange<Double>) -> EKAttributes.Animation.Range? {
        n.object { o -> EKAttributes.Animation.Range? in
            o.declare(["from", "to", "duration", "delay", "spring"])
            let from = o.required("from", in: values), to = o.required("to", in: values)
            let d = o.required("duration", in: 0.0...60)
            guard let from, let to, let d else { return nil }
            return EKAttributes.Animation.Range(
                from: from, to: to, duration: d, delay: o.optional("delay", in: 0.0...60) ?? 0,
                spring: o.optional("spring") { spring($0) })
        }
    }

    private static func spring(_ n: ConfigNode) -> EKAttributes.Animation.Spring? {
        n.object { o -> EKAttributes.Animation.Spring? in
            guard let damping = o.required("damping", in: 0.01...1) else { return nil }
            return EKAttributes.Animation.Spring(damping: damping, initialVelocity: o.optional("initialVelocity", in: -1000.0...1000) ?? 0)
        }
    }
}
