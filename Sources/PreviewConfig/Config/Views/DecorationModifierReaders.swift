import PreviewModel
import Raster

/// `background` and `overlay` (a fill or a view), `border`, `shadow`, `opacity`.
enum DecorationModifierReaders {
    static func secondary(_ n: ConfigNode, _ ctx: ResolveContext, key: String) -> ViewModifier? {
        let secondary: View? = n.oneOf(
            .string { $0.fill(ctx).map { View.shape(ShapeContent(.rectangle, fill: $0)) } },
            .object { b in
                if b.contains("linearGradient") || b.contains("radialGradient") {
                    return b.fill(ctx).map { View.shape(ShapeContent(.rectangle, fill: $0)) }
                }
                return ConfigView.view(reading: b, ctx)
            })
        guard let secondary else { return nil }
        return key == "background" ? .background(secondary, .center) : .overlay(secondary, .center)
    }

    static func border(_ n: ConfigNode, _ ctx: ResolveContext) -> ViewModifier? {
        return n.object { b in
            let color = b.required("color") { $0.fill(ctx) }
            let width = b.optional("width", in: 0.0...1_000) ?? 1
            let radius = b.optional("cornerRadius", in: 0.0...10_000) ?? 0
            let style = b.optional("style", as: CornerStyle.self) ?? .circular
            guard let color else { return nil }
            return ViewModifier.border(color, width: width, shape: radius > 0 ? .roundedRectangle(CornerRadii(radius), style) : .rectangle)
        }
    }

    static func shadow(_ n: ConfigNode, _ ctx: ResolveContext) -> ViewModifier? {
        return n.object { s in
            let color = s.optional("color") { $0.color(ctx) } ?? .black
            let opacity = s.optional("opacity", in: 0.0...1) ?? 0.33
            let radius = s.optional("radius", in: 0.0...1_000) ?? 3
            let offset = s.optional("offset") { $0.point() } ?? .zero
            return ViewModifier.shadow(ShadowSpec(color: color, opacity: opacity, radius: radius, offset: offset))
        }
    }

    static func opacity(_ n: ConfigNode, _ ctx: ResolveContext) -> ViewModifier? {
        return n.number(in: 0...1).map(ViewModifier.opacity)
    }
}
