import PreviewModel
import Raster
import Typeset

/// The shapes (`rectangle`, `roundedRectangle`, `capsule`, `circle`, `ellipse`: a fill, or
/// `{"fill", "stroke", "strokeWidth", "cornerRadius", "style"}`), `spacer` and `divider`.
enum ShapeReaders {
    static let entries: [ViewKindReader] = [
        ViewKindReader("rectangle") { shape("rectangle", .rectangle, $0, $1) },
        ViewKindReader("roundedRectangle") { o, ctx in shape("roundedRectangle", nil, o, ctx) },
        ViewKindReader("capsule") { shape("capsule", .capsule, $0, $1) },
        ViewKindReader("circle") { shape("circle", .circle, $0, $1) },
        ViewKindReader("ellipse") { shape("ellipse", .ellipse, $0, $1) },
        ViewKindReader("spacer", read: spacer),
        ViewKindReader("divider", read: divider),
    ]

    /// A shape; `kind` nil is the rounded rectangle, whose radius and corner style are read.
    static func shape(_ key: String, _ kind: ShapeKind?, _ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        o.required(key) { n in
            n.oneOf(
                .string { s in s.fill(ctx).map { View.shape(ShapeContent(kind ?? .roundedRectangle(CornerRadii(0), .continuous), fill: $0)) } },
                .object { s in
                    let radius = s.optional("cornerRadius", in: 0.0...10_000) ?? 0
                    let style = s.optional("style", as: CornerStyle.self) ?? .continuous
                    let fill = s.optional("fill") { $0.fill(ctx) }
                    let stroke = s.optional("stroke") { $0.fill(ctx) }
                    let width = s.optional("strokeWidth", in: 0.0...1_000) ?? 1
                    return View.shape(
                        ShapeContent(
                            kind ?? .roundedRectangle(CornerRadii(radius), style),
                            fill: fill ?? (stroke == nil ? .color(.black) : nil),
                            stroke: stroke, strokeWidth: width))
                })
        }
    }

    static func spacer(_ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        o.required("spacer") { n in
            n.oneOf(
                .number { $0.number(in: 0...10_000).map { View.spacer(minLength: $0) } },
                .bool { $0.bool().map { $0 ? View.spacer(minLength: StackContent.defaultSpacing) : .empty } },
                .object { s in View.spacer(minLength: s.optional("minLength", in: 0.0...10_000) ?? StackContent.defaultSpacing) })
        }
    }

    static func divider(_ o: ObjectReader, _ ctx: ResolveContext) -> View? {
        let separator = SystemColor.separator.resolved(for: ctx.appearance)
        return o.required("divider") { n in
            n.oneOf(
                .bool { $0.bool().map { $0 ? View.divider(separator) : .empty } },
                .string { $0.color(ctx).map(View.divider) },
                .object { d in View.divider(d.optional("color") { $0.color(ctx) } ?? separator) })
        }
    }
}
