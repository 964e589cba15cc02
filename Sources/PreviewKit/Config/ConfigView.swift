import PNGCodec
import Raster
import Typeset

/// Reads a view from config JSON: an object with exactly one *kind* key (`vstack`, `text`,
/// `icon` …) and any *modifier* keys (`padding`, `background`, `cornerRadius` …), applied in
/// the order they are written, as SwiftUI applies modifiers in the order they are chained.
enum ConfigView {
    static let kinds = ["vstack", "hstack", "zstack", "text", "image", "icon", "rectangle", "roundedRectangle",
                        "capsule", "circle", "ellipse", "spacer", "divider", "button", "activityIndicator", "progress"]
    static let modifiers = ["padding", "frame", "background", "overlay", "cornerRadius", "clip", "border", "shadow",
                            "opacity", "offset", "layoutPriority", "fixedSize"]

    static func view(_ node: ConfigNode, _ ctx: ResolveContext) -> View? {
        node.object { view(reading: $0, ctx) }
    }

    /// A view from an object already opened (its unknown keys are reported when it closes).
    static func view(reading o: ObjectReader, _ ctx: ResolveContext) -> View? {
            for key in kinds + modifiers + ["modifiers"] { o.allow(key) }
            guard let kind = o.exactlyOne(of: kinds) else {
                for key in o.keys { _ = o[key] }
                return nil
            }
            var view = base(kind, o, ctx)
            for key in o.keys where modifiers.contains(key) || key == "modifiers" {
                guard let n = o[key] else { continue }
                if key == "clip", case .bool(false) = n.value.kind { continue }  // "clip": false clips nothing
                if key == "modifiers" {
                    // An ordered list, for a modifier used twice: [{"padding": 20}, {"background": …}, {"padding": 10}].
                    let list = n.array { item in item.object { m -> ViewModifier? in
                        for k in modifiers { m.allow(k) }
                        guard let k = m.exactlyOne(of: modifiers), let mn = m[k] else { return nil }
                        return modifier(k, mn, ctx)
                    } }
                    if let list, let v = view { view = list.reduce(v) { $0.modifier($1) } } else { view = nil }
                    continue
                }
                if let m = modifier(key, n, ctx), let v = view { view = v.modifier(m) } else if view != nil { view = nil }
            }
            return view
    }

    private static func base(_ kind: String, _ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        switch kind {
        case "vstack", "hstack", "zstack":
            let axis: StackContent.Axis = kind == "vstack" ? .vertical : kind == "hstack" ? .horizontal : .depth
            return o.required(kind) { stack($0, axis, ctx) }
        case "text":
            return text(o, ctx)
        case "button":
            return button(o, ctx)
        case "image":
            return image(o, ctx)
        case "icon":
            return icon(o, ctx)
        case "spacer":
            return o.required("spacer") { n in
                n.oneOf(.number { $0.number(in: 0...10_000).map { View.spacer(minLength: $0) } },
                        .bool { $0.bool().map { $0 ? View.spacer(minLength: StackContent.defaultSpacing) : .empty } },
                        .object { s in View.spacer(minLength: s.optional("minLength", in: 0.0...10_000) ?? StackContent.defaultSpacing) })
            }
        case "divider":
            let separator = SystemColor.separator.resolved(for: ctx.appearance)
            return o.required("divider") { n in
                n.oneOf(.bool { $0.bool().map { $0 ? View.divider(separator) : .empty } },
                        .string { $0.color(ctx).map(View.divider) },
                        .object { d in View.divider(d.optional("color") { $0.color(ctx) } ?? separator) })
            }
        case "progress":
            return progress(o, ctx)
        case "activityIndicator":
            return o.required("activityIndicator") { n in
                n.oneOf(.bool { $0.bool().map { $0 ? ActivityIndicator.view(color: SystemColor.secondaryLabel.resolved(for: ctx.appearance), large: false) : .empty } },
                        .object { a in
                            let color = a.optional("color") { $0.color(ctx) } ?? SystemColor.secondaryLabel.resolved(for: ctx.appearance)
                            let large = a.optional("large", as: Bool.self) ?? false
                            return ActivityIndicator.view(color: color, large: large)
                        })
            }
        default:
            return shape(kind, o, ctx)
        }
    }

    private static func stack(_ n: ConfigNode, _ axis: StackContent.Axis, _ ctx: ResolveContext) -> View? {
        func children(_ c: ConfigNode) -> [View]? { c.array { view($0, ctx) } }
        return n.oneOf(
            .array { c in children(c).map { View.stack(StackContent(axis, children: $0)) } },
            .object { s in
                let alignment = s.optional("alignment") { $0.alignment() } ?? .center
                let spacing = s.optional("spacing", in: 0.0...10_000)
                let kids = s.required("children") { children($0) }
                guard let kids else { return nil }
                return View.stack(StackContent(axis, alignment: alignment, spacing: spacing, children: kids))
            })
    }

    private static func text(_ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        let string: String? = o.required("text")
        let id: String? = o.optional("id")
        let font = o.optional("font") { $0.font(ctx) } ?? ctx.fonts.font(style: .body, dynamicType: ctx.dynamicType)
        let color = o.optional("color") { $0.color(ctx) } ?? SystemColor.label.resolved(for: ctx.appearance)
        var style = ParagraphStyle()
        style.alignment = o.optional("alignment", as: TextAlignment.self) ?? .natural
        style.lineLimit = o.optional("lineLimit", in: 0...10_000) ?? 0
        style.truncation = o.optional("truncation", as: TruncationMode.self) ?? .tail
        style.lineSpacing = o.optional("lineSpacing", in: 0.0...1_000) ?? 0
        style.letterSpacing = o.optional("letterSpacing", in: -100.0...100) ?? 0
        style.lineHeightMultiple = o.optional("lineHeightMultiple", in: 0.0...10) ?? 0
        guard let string else { return nil }
        let text = View.text(TextContent(string, font: font, color: color, style: style))
        return id.map(text.named) ?? text
    }

    /// `{"progress": 0.4, "id": "upload", "color": "systemBlue", "trackColor": "systemGray5", "height": 4}`.
    private static func progress(_ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        let fraction = o.required("progress", in: 0.0...1)
        let id: String? = o.optional("id")
        let tint = o.optional("color") { $0.color(ctx) } ?? SystemColor.systemBlue.resolved(for: ctx.appearance)
        let track = o.optional("trackColor") { $0.color(ctx) } ?? SystemColor.systemGray5.resolved(for: ctx.appearance)
        let height = o.optional("height", in: 0.5...100) ?? 4
        guard let fraction else { return nil }
        let bar = View.progress(ProgressContent(fraction: fraction, tint: tint, track: track, height: height))
        return id.map(bar.named) ?? bar
    }

    /// A button as the presets draw them: `filled` (white title on a tinted rounded rectangle),
    /// `bordered` (tinted title on a 15 % tint), `plain` (tinted title).
    private static func button(_ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        let title: String? = o.required("button")
        let kind = o.optional("style") { $0.choice(["filled": 0, "bordered": 1, "plain": 2]) } ?? 0
        let tint = o.optional("color") { $0.color(ctx) } ?? SystemColor.systemBlue.resolved(for: ctx.appearance)
        let font = o.optional("font") { $0.font(ctx) } ?? ctx.fonts.systemFont(size: 17, weight: .semibold)
        guard let title else { return nil }
        let label = View.text(TextContent(title, font: font, color: kind == 0 ? .white : tint, style: ParagraphStyle(alignment: .center)))
        guard kind != 2 else { return label }
        let shape = ShapeContent(.roundedRectangle(CornerRadii(10), .continuous),
                                 fill: .color(kind == 0 ? tint : tint.withAlphaMultiplied(by: 0.15)))
        return label.padding(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)).background(.shape(shape))
    }

    private static func image(_ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        let path = o.requiredFile("image")
        let resizable = o.optional("resizable", as: Bool.self) ?? false
        let mode = o.optional("contentMode", as: ContentMode.self) ?? .fit
        let scale = o.optional("scale", in: 0.1...10) ?? 1
        let tint = o.optional("tint") { $0.color(ctx) }
        guard let path else { return nil }
        do {
            let pixmap = try PNGDecoder.read(fileAt: path)
            return .image(ImageContent(pixmap: pixmap, scale: scale, resizable: resizable, contentMode: mode, tint: tint))
        } catch {
            o["image"]?.report("cannot read the image: \(error)", kind: .missingFile)
            return nil
        }
    }

    private static func icon(_ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        let icon = o.required("icon", as: Icon.self)
        let style = o.optional("style", as: IconStyle.self) ?? .filled
        let color = o.optional("color") { $0.color(ctx) } ?? SystemColor.label.resolved(for: ctx.appearance)
        let size = o.optional("size", in: 1.0...1_000) ?? 24
        guard let icon else { return nil }
        let unit = icon.designPath(style: style).applying(.scale(1 / Icon.designSize, 1 / Icon.designSize))
        return View.shape(ShapeContent(.path(unit, Icon.fillRule), fill: .color(color))).frame(width: size, height: size)
    }

    private static func shape(_ kind: String, _ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        o.required(kind) { n in
            n.oneOf(
                .string { s in s.fill(ctx).map { View.shape(ShapeContent(shapeKind(kind, radius: 0, style: .continuous), fill: $0)) } },
                .object { s in
                    let radius = s.optional("cornerRadius", in: 0.0...10_000) ?? 0
                    let style = s.optional("style", as: CornerStyle.self) ?? .continuous
                    let fill = s.optional("fill") { $0.fill(ctx) }
                    let stroke = s.optional("stroke") { $0.fill(ctx) }
                    let width = s.optional("strokeWidth", in: 0.0...1_000) ?? 1
                    return View.shape(ShapeContent(shapeKind(kind, radius: radius, style: style), fill: fill ?? (stroke == nil ? .color(.black) : nil),
                                                   stroke: stroke, strokeWidth: width))
                })
        }
    }

    private static func shapeKind(_ kind: String, radius: Double, style: CornerStyle) -> ShapeKind {
        switch kind {
        case "roundedRectangle": return .roundedRectangle(CornerRadii(radius), style)
        case "capsule": return .capsule
        case "circle": return .circle
        case "ellipse": return .ellipse
        default: return .rectangle
        }
    }

    private static func modifier(_ key: String, _ n: ConfigNode, _ ctx: ResolveContext) -> ViewModifier? {
        switch key {
        case "padding":
            return n.edgeInsets().map(ViewModifier.padding)
        case "frame":
            return n.object { f in
                let range = 0.0...100_000
                // "infinity" only where SwiftUI takes .infinity: the maximum sizes.
                func dim(_ k: String) -> Double? {
                    let infinite = k == "maxWidth" || k == "maxHeight"
                    return f.optional(k) { d in
                        infinite ? d.oneOf(.number { $0.number(in: range) }, .string { $0.choice(["infinity": Double.infinity]) })
                                 : d.number(in: range)
                    }
                }
                return ViewModifier.frame(FrameSpec(
                    width: dim("width"), height: dim("height"), minWidth: dim("minWidth"), idealWidth: dim("idealWidth"),
                    maxWidth: dim("maxWidth"), minHeight: dim("minHeight"), idealHeight: dim("idealHeight"),
                    maxHeight: dim("maxHeight"), alignment: f.optional("alignment") { $0.alignment() } ?? .center))
            }
        case "background", "overlay":
            let secondary: View? = n.oneOf(
                .string { $0.fill(ctx).map { View.shape(ShapeContent(.rectangle, fill: $0)) } },
                .object { b in
                    if b.contains("linearGradient") || b.contains("radialGradient") {
                        return b.fill(ctx).map { View.shape(ShapeContent(.rectangle, fill: $0)) }
                    }
                    return view(reading: b, ctx)
                })
            guard let secondary else { return nil }
            return key == "background" ? .background(secondary, .center) : .overlay(secondary, .center)
        case "cornerRadius":
            return n.oneOf(
                .number { $0.number(in: 0...10_000).map { ViewModifier.clip(.roundedRectangle(CornerRadii($0), .circular)) } },
                .object { c in
                    let radius = c.required("radius", in: 0.0...10_000)
                    let style = c.optional("style", as: CornerStyle.self) ?? .circular
                    let corners = c.optional("corners") { $0.array { $0.choice(["topLeft": 0, "topRight": 1, "bottomRight": 2, "bottomLeft": 3]) } }
                    guard let radius else { return nil }
                    let on = Set(corners ?? [0, 1, 2, 3])
                    let radii = CornerRadii(topLeft: on.contains(0) ? radius : 0, topRight: on.contains(1) ? radius : 0,
                                            bottomRight: on.contains(2) ? radius : 0, bottomLeft: on.contains(3) ? radius : 0)
                    return ViewModifier.clip(.roundedRectangle(radii, style))
                })
        case "clip":
            return n.oneOf(.bool { _ in ViewModifier.clip(.rectangle) },
                           .string { $0.choice(["rectangle": ViewModifier.clip(.rectangle), "capsule": .clip(.capsule),
                                                "circle": .clip(.circle), "ellipse": .clip(.ellipse)]) })
        case "border":
            return n.object { b in
                let color = b.required("color") { $0.fill(ctx) }
                let width = b.optional("width", in: 0.0...1_000) ?? 1
                let radius = b.optional("cornerRadius", in: 0.0...10_000) ?? 0
                let style = b.optional("style", as: CornerStyle.self) ?? .circular
                guard let color else { return nil }
                return ViewModifier.border(color, width: width, shape: radius > 0 ? .roundedRectangle(CornerRadii(radius), style) : .rectangle)
            }
        case "shadow":
            return n.object { s in
                let color = s.optional("color") { $0.color(ctx) } ?? .black
                let opacity = s.optional("opacity", in: 0.0...1) ?? 0.33
                let radius = s.optional("radius", in: 0.0...1_000) ?? 3
                let offset = s.optional("offset") { $0.point() } ?? .zero
                return ViewModifier.shadow(ShadowSpec(color: color, opacity: opacity, radius: radius, offset: offset))
            }
        case "opacity":
            return n.number(in: 0...1).map(ViewModifier.opacity)
        case "offset":
            return n.point().map { ViewModifier.offset(x: $0.x, y: $0.y) }
        case "layoutPriority":
            return n.number(in: -1_000...1_000).map(ViewModifier.layoutPriority)
        case "fixedSize":
            return n.oneOf(.bool { b in b.bool().map { ViewModifier.fixedSize(horizontal: $0, vertical: $0) } },
                           .object { f in ViewModifier.fixedSize(horizontal: f.optional("horizontal", as: Bool.self) ?? true,
                                                                  vertical: f.optional("vertical", as: Bool.self) ?? true) })
        default:
            return nil
        }
    }
}

extension Icon: ConfigEnum {}
extension IconStyle: ConfigEnum {}
