import PreviewModel

/// Reads a view from config JSON: an object with exactly one *kind* key (`vstack`, `text`,
/// `icon` …) and any *modifier* keys (`padding`, `background`, `cornerRadius` …), applied in
/// the order they are written, as SwiftUI applies modifiers in the order they are chained.
///
/// Kinds and modifiers are tables from key to reader, one file per family: a new view kind is
/// an entry in its family's `entries` (and a line in `kindReaders` for a new family), a new
/// modifier an entry in `ModifierReaders.entries`. The schema lists the same keys
/// (`SchemaAgreementTests` checks it).
enum ConfigView {
    /// Every view kind, in the order error messages list them.
    static let kindReaders: [ViewKindReader] =
        StackReaders.entries + TextReaders.entries + ImageReaders.entries
        + ShapeReaders.entries + TextReaders.buttonEntries + IndicatorReaders.entries
    static let kinds = kindReaders.map(\.key)
    static let modifiers = ModifierReaders.entries.map(\.key)
    private static let readerByKind = Dictionary(uniqueKeysWithValues: kindReaders.map { ($0.key, $0.read) })
    private static let readerByModifier = Dictionary(uniqueKeysWithValues: ModifierReaders.entries.map { ($0.key, $0.read) })

    static func view(_ node: ConfigNode, _ ctx: ResolveContext) -> View? {
        node.object { view(reading: $0, ctx) }
    }

    /// A view from an object already opened (its unknown keys are reported when it closes).
    static func view(reading o: ObjectReader, _ ctx: ResolveContext) -> View? {
        for key in kinds + modifiers + ["modifiers"] { o.allow(key) }
        guard let kind = o.exactlyOne(of: kinds), let read = readerByKind[kind] else {
            for key in o.keys { _ = o[key] }
            return nil
        }
        var view = read(o, ctx)
        for key in o.keys where readerByModifier[key] != nil || key == "modifiers" {
            guard let n = o[key] else { continue }
            // "clip": false clips nothing; "flipsForRightToLeft": false flips nothing.
            if key == "clip" || key == "flipsForRightToLeft", case .bool(false) = n.value.kind { continue }
            if key == "modifiers" {
                // Checked before any is applied: a list of a million would nest a million deep. The
                // view itself is a level, so at most `maxDepth - 1` modifiers can ever be drawn.
                if case .array(let items) = n.value.kind, items.count >= View.maxDepth {
                    n.report(
                        "\(items.count) modifiers; a view takes at most \(View.maxDepth - 1) (with it, \(View.maxDepth) levels: views nest at most \(View.maxDepth) levels deep)",
                        kind: .outOfRange)
                    view = nil
                    continue
                }
                // An ordered list, for a modifier used twice: [{"padding": 20}, {"background": …}, {"padding": 10}].
                let list = n.array { item in
                    item.object { m -> ViewModifier? in
                        for k in modifiers { m.allow(k) }
                        guard let k = m.exactlyOne(of: modifiers), let mn = m[k] else { return nil }
                        return readerByModifier[k]?(mn, ctx)
                    }
                }
                if let list, let v = view { view = list.reduce(v) { $0.modifier($1) } } else { view = nil }
                continue
            }
            if let m = readerByModifier[key]?(n, ctx), let v = view { view = v.modifier(m) } else if view != nil { view = nil }
        }
        if let depth = view?.nestingDepth, depth > View.maxDepth {
            o.report(
                "views nest \(depth) levels deep here (each stack, modifier, background and overlay is a level); at most \(View.maxDepth) are laid out",
                kind: .outOfRange)
            return nil
        }
        return view
    }
}

/// One view kind: its key and how to read it from the object that holds the key.
typealias ViewKindReader = KeyedReader<@Sendable (ObjectReader, ResolveContext) -> View?>

/// One modifier: its key and how to read its value.
typealias ModifierReader = KeyedReader<@Sendable (ConfigNode, ResolveContext) -> ViewModifier?>
