import PreviewModel
import Raster

/// `padding`, `frame`, `offset`, `layoutPriority`, `fixedSize`, `flipsForRightToLeft`.
enum LayoutModifierReaders {
    static func padding(_ n: ConfigNode, _ ctx: ResolveContext) -> ViewModifier? {
        return n.edgeInsets().map(ViewModifier.padding)
    }

    static func frame(_ n: ConfigNode, _ ctx: ResolveContext) -> ViewModifier? {
        return n.object { f in
            let range = 0.0...100_000
            // "infinity" only where SwiftUI takes .infinity: the maximum sizes.
            func dim(_ k: String) -> Double? {
                let infinite = k == "maxWidth" || k == "maxHeight"
                return f.optional(k) { d in
                    infinite
                        ? d.oneOf(.number { $0.number(in: range) }, .string { $0.choice(["infinity": Double.infinity]) })
                        : d.number(in: range)
                }
            }
            return ViewModifier.frame(
                FrameSpec(
                    width: dim("width"), height: dim("height"), minWidth: dim("minWidth"), idealWidth: dim("idealWidth"),
                    maxWidth: dim("maxWidth"), minHeight: dim("minHeight"), idealHeight: dim("idealHeight"),
                    maxHeight: dim("maxHeight"), alignment: f.optional("alignment") { $0.alignment() } ?? .center))
        }
    }

    /// SwiftUI's `offset(x:y:)`: right to left, a view's x runs leftwards, so a positive x moves it left.
    static func offset(_ n: ConfigNode, _ ctx: ResolveContext) -> ViewModifier? {
        return n.point().map { ViewModifier.offset(x: ctx.layoutDirection == .rightToLeft ? -$0.x : $0.x, y: $0.y) }
    }

    /// `"flipsForRightToLeft": true`; `false` is the same as leaving it out (`ConfigView` skips it).
    static func flipsForRightToLeft(_ n: ConfigNode, _ ctx: ResolveContext) -> ViewModifier? {
        guard let on = n.bool() else { return nil }
        if !on { n.report("`false` flips nothing: leave the modifier out"); return nil }
        return .flipsForRightToLeft
    }

    static func layoutPriority(_ n: ConfigNode, _ ctx: ResolveContext) -> ViewModifier? {
        return n.number(in: -1_000...1_000).map(ViewModifier.layoutPriority)
    }

    static func fixedSize(_ n: ConfigNode, _ ctx: ResolveContext) -> ViewModifier? {
        return n.oneOf(
            .bool { b in b.bool().map { ViewModifier.fixedSize(horizontal: $0, vertical: $0) } },
            .object { f in
                ViewModifier.fixedSize(
                    horizontal: f.optional("horizontal", as: Bool.self) ?? true,
                    vertical: f.optional("vertical", as: Bool.self) ?? true)
            })
    }
}
