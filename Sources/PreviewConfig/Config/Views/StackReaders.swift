import PreviewModel
import Raster
import Typeset

/// `vstack`, `hstack`, `zstack`: children as an array, or `{"alignment", "spacing", "children"}`.
enum StackReaders {
    static let entries: [ViewKindReader] = [
        ViewKindReader("vstack") { o, ctx in o.required("vstack") { stack($0, .vertical, ctx) } },
        ViewKindReader("hstack") { o, ctx in o.required("hstack") { stack($0, .horizontal, ctx) } },
        ViewKindReader("zstack") { o, ctx in o.required("zstack") { stack($0, .depth, ctx) } },
    ]

    static func stack(_ n: ConfigNode, _ axis: StackContent.Axis, _ ctx: ResolveContext) -> View? {
        func children(_ c: ConfigNode) -> [View]? { c.array { ConfigView.view($0, ctx) } }
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
}
