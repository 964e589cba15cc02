import PreviewModel
import Raster

/// `cornerRadius` (a number, or `{"radius", "style", "corners"}`) and `clip` (a shape).
enum ClipModifierReaders {
    static func cornerRadius(_ n: ConfigNode, _ ctx: ResolveContext) -> ViewModifier? {
        return n.oneOf(
            .number { $0.number(in: 0...10_000).map { ViewModifier.clip(.roundedRectangle(CornerRadii($0), .circular)) } },
            .object { c in
                let radius = c.required("radius", in: 0.0...10_000)
                let style = c.optional("style", as: CornerStyle.self) ?? .circular
                let corners = c.optional("corners") { $0.array { $0.enumCase(Corner.self) } }
                guard let radius else { return nil }
                let on = Set(corners ?? Corner.allCases)
                func r(_ corner: Corner) -> Double { on.contains(corner) ? radius : 0 }
                let radii = CornerRadii(topLeft: r(.topLeft), topRight: r(.topRight), bottomRight: r(.bottomRight), bottomLeft: r(.bottomLeft))
                return ViewModifier.clip(.roundedRectangle(radii, style))
            })
    }

    static func clip(_ n: ConfigNode, _ ctx: ResolveContext) -> ViewModifier? {
        return n.oneOf(
            .bool { _ in ViewModifier.clip(.rectangle) },
            .string {
                $0.choice([
                    "rectangle": ViewModifier.clip(.rectangle), "capsule": .clip(.capsule),
                    "circle": .clip(.circle), "ellipse": .clip(.ellipse),
                ])
            })
    }
}

/// A corner of a rectangle, as `cornerRadius`'s `corners` names them.
enum Corner: String, CaseIterable {
    case topLeft, topRight, bottomRight, bottomLeft
}

extension Corner: ConfigEnum {}
