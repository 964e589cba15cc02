import PreviewModel
import Raster
import Typeset

/// Readers for the small values used all over the config: colours, fills, fonts, insets,
/// alignment, points.
extension ConfigNode {
    /// A colour: `"#RRGGBB"`, `"#RRGGBBAA"` (also 3 and 4 digits) or an iOS system colour name
    /// (`"systemBlue"`, `"label"`), resolved for the appearance.
    func color(_ ctx: ResolveContext) -> Color? {
        guard let s = identifier() else { return nil }
        if s.hasPrefix("#") {
            if let c = Color(hex: s) { return c }
            report("\"\(s)\" is not a colour; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA in hexadecimal")
            return nil
        }
        do {
            return try SystemColor.color(named: s, appearance: ctx.appearance)
        } catch {
            report("\(error); or write the colour as #RRGGBB / #RRGGBBAA", kind: .unknownValue)
            return nil
        }
    }

    /// A fill: a colour string, or `{"linearGradient": {"colors": [...], "start": "top", "end": "bottom"}}`,
    /// or `{"radialGradient": {"colors": [...], "center": [0.5, 0.5], "radius": 100}}`.
    func fill(_ ctx: ResolveContext) -> Fill? {
        oneOf(
            .string { $0.color(ctx).map(Fill.color) },
            .object { $0.fill(ctx) })
    }

    fileprivate func linearGradient(_ ctx: ResolveContext) -> Fill? {
        object { o in
            let stops = o.required("colors") { $0.gradientStops(ctx) }
            let start = o.optional("start") { $0.unitPoint() } ?? Point(0.5, 0)
            let end = o.optional("end") { $0.unitPoint() } ?? Point(0.5, 1)
            guard let stops else { return nil }
            // Unit points are in the view's own space, whose x runs leftwards right to left (SwiftUI).
            return Fill.linearGradient(stops: stops, start: Point(ctx.unitX(start.x), start.y), end: Point(ctx.unitX(end.x), end.y))
        }
    }

    fileprivate func radialGradient(_ ctx: ResolveContext) -> Fill? {
        object { o in
            let stops = o.required("colors") { $0.gradientStops(ctx) }
            let center = o.optional("center") { $0.unitPoint() } ?? Point(0.5, 0.5)
            let radius = o.required("radius", in: 0.0...100_000)
            guard let stops, let radius else { return nil }
            return Fill.radialGradient(stops: stops, center: Point(ctx.unitX(center.x), center.y), radius: radius)
        }
    }

    /// Gradient colours: `["#FFF", "#000"]` evenly spaced, or `[[0, "#FFF"], [1, "#000"]]`.
    func gradientStops(_ ctx: ResolveContext) -> [GradientStop]? {
        guard
            let items = array({ item -> (Double?, Color)? in
                item.oneOf(
                    .string { n in n.color(ctx).map { (nil, $0) } },
                    .array { n in
                        guard case .array(let pair) = n.value.kind, pair.count == 2 else {
                            n.report("expected [location, colour], e.g. [0.5, \"#FF0000\"]")
                            return nil
                        }
                        let loc = ConfigNode(value: pair[0], path: n.path.appending(index: 0), decoder: n.decoder).number(in: 0...1)
                        let col = ConfigNode(value: pair[1], path: n.path.appending(index: 1), decoder: n.decoder).color(ctx)
                        guard let loc, let col else { return nil }
                        return (loc, col)
                    })
            })
        else { return nil }
        guard items.count >= 2 else {
            report("a gradient needs at least two colours")
            return nil
        }
        return items.enumerated().map { i, item in
            GradientStop(item.0 ?? Double(i) / Double(items.count - 1), item.1)
        }
    }

    /// A point in a unit square: `[x, y]` or a name (`"top"`, `"bottomTrailing"`, `"center"` …).
    func unitPoint() -> Point? {
        let named: KeyValuePairs<String, Point> = [
            "top": Point(0.5, 0), "bottom": Point(0.5, 1), "leading": Point(0, 0.5), "trailing": Point(1, 0.5),
            "center": Point(0.5, 0.5), "topLeading": Point(0, 0), "topTrailing": Point(1, 0),
            "bottomLeading": Point(0, 1), "bottomTrailing": Point(1, 1),
        ]
        return oneOf(.string { $0.choice(named) }, .array { $0.point(in: -10...10) })
    }

    /// `[x, y]` or `{"x": …, "y": …}`.
    func point(in range: ClosedRange<Double> = -100_000...100_000) -> Point? {
        oneOf(
            .array { n in
                guard let xs = n.array({ $0.number(in: range) }) else { return nil }
                guard xs.count == 2 else { n.report("expected two numbers [x, y]"); return nil }
                return Point(xs[0], xs[1])
            },
            .object { o in
                let x = o.optional("x", in: range) ?? 0, y = o.optional("y", in: range) ?? 0
                return Point(x, y)
            })
    }

    /// `{"width": …, "height": …}` (a `CGSize`), each defaulting to 0.
    func size(in range: ClosedRange<Double> = -100_000...100_000) -> Size? {
        object { o in Size(o.optional("width", in: range) ?? 0, o.optional("height", in: range) ?? 0) }
    }

    /// Insets: a number for every edge, or `{"top", "bottom", "leading", "trailing", "horizontal", "vertical"}`.
    func edgeInsets() -> EdgeInsets? {
        oneOf(
            .number { $0.number(in: 0.0...10_000).map { EdgeInsets($0) } },
            .object { o in
                let h = o.optional("horizontal", in: 0.0...10_000), v = o.optional("vertical", in: 0.0...10_000)
                let all = o.optional("all", in: 0.0...10_000) ?? 0
                return EdgeInsets(
                    top: o.optional("top", in: 0.0...10_000) ?? v ?? all,
                    left: o.optional("leading", in: 0.0...10_000) ?? h ?? all,
                    bottom: o.optional("bottom", in: 0.0...10_000) ?? v ?? all,
                    right: o.optional("trailing", in: 0.0...10_000) ?? h ?? all)
            })
    }

    /// An alignment name: `center`, `leading`, `topLeading` …
    func alignment() -> Alignment? {
        choice([
            "center": Alignment.center, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
            "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
            "bottomTrailing": .bottomTrailing,
        ])
    }

    /// A font: a text style name (`"headline"`), or `{"style": "body"}`, `{"size": 17, "weight": "semibold"}`,
    /// `{"name": "HelveticaNeue-Light", "size": 15}`; `"italic": true` where a face exists.
    func font(_ ctx: ResolveContext) -> Font? {
        oneOf(
            .string { n in n.enumCase(TextStyle.self).map { ctx.fonts.font(style: $0, dynamicType: ctx.dynamicType) } },
            .object { o in
                let style = o.optional("style", as: TextStyle.self)
                let size = o.optional("size", in: 1.0...500)
                let weight = o.optional("weight", as: FontWeight.self)
                let italic = o.optional("italic", as: Bool.self) ?? false
                let name: String? = o.optional("name") { $0.identifier() }
                if let name {
                    if o["weight"].map({ !$0.isNull }) == true || o["italic"].map({ !$0.isNull }) == true {
                        o.report(
                            "`weight` and `italic` apply to the system font; with a `name`, name the face you want (e.g. \"HelveticaNeue-Bold\")")
                        return nil
                    }
                    do {
                        return try ctx.fonts.font(named: name, size: size ?? style?.size(at: ctx.dynamicType) ?? 17)
                    } catch FontError.unknownName(let name, let available) {
                        let near = Suggestion.nearest(to: name, in: available).map { " Did you mean `\($0)`?" } ?? ""
                        o["name"]?.report("unknown font `\(name)`.\(near) Available: \(available.joined(separator: ", "))", kind: .unknownValue)
                        return nil
                    } catch {
                        o["name"]?.report(String(describing: error), kind: .unknownValue)
                        return nil
                    }
                }
                let pointSize = size ?? style?.size(at: ctx.dynamicType) ?? 17
                return ctx.fonts.systemFont(size: pointSize, weight: weight ?? style?.weight ?? .regular, italic: italic)
            })
    }
}

extension TextStyle: ConfigEnum {}
extension FontWeight: ConfigEnum {}
extension DynamicTypeSize: ConfigEnum {}
extension Appearance: ConfigEnum {}
extension LayoutDirection: ConfigEnum {}
extension ContentMode: ConfigEnum {}
extension Orientation: ConfigEnum {}
extension OverlayPosition: ConfigEnum {}
extension TextAlignment: ConfigEnum {}
extension TruncationMode: ConfigEnum {}
extension CornerStyle: ConfigEnum {}

extension ObjectReader {
    /// A gradient fill from an object already opened: `{"linearGradient": …}` or `{"radialGradient": …}`.
    func fill(_ ctx: ResolveContext) -> Fill? {
        switch exactlyOne(of: ["linearGradient", "radialGradient"]) {
        case "linearGradient":
            return required("linearGradient") { $0.linearGradient(ctx) }
        case "radialGradient":
            return required("radialGradient") { $0.radialGradient(ctx) }
        default:
            return nil
        }
    }
}
