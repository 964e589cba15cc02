import PreviewModel

/// Reads a scene's `variantsSheet`: `true`, or `{"rows": ["appearance"], "columns": ["device"],
/// "time": 0.8, "width": 240}` — the axes named must be the scene's `variants` axes.
enum VariantsSheetConfig {
    /// The options, `.some(nil)` for `false`, nil after an error. `axes` are the matrix's axes in
    /// the order written (empty without `variants`).
    static func value(_ n: ConfigNode, axes: [String]) -> VariantsSheetOptions?? {
        guard !axes.isEmpty else {
            n.report("`variantsSheet` lays out a `variants` matrix: add \"variants\" to the scene (or remove `variantsSheet`)")
            return nil
        }
        return n.oneOf(
            .bool { b in b.bool().map { $0 ? VariantsSheetOptions() : nil } },
            .object { o in
                func axisList(_ key: String) -> [String]? {
                    o.optional(key) { list in
                        list.array { item -> String? in
                            guard let s = item.identifier() else { return nil }
                            guard axes.contains(s) else {
                                item.report(
                                    "\(ConfigText.quoted(s)) is not an axis of this scene's variants (its axes: \(ConfigText.listed(axes)))",
                                    kind: .unknownValue)
                                return nil
                            }
                            return s
                        }
                    }
                }
                let rows = axisList("rows"), columns = axisList("columns")
                let time = o.optional("time", in: 0.0...600)
                let width = o.optional("width", in: 16...2048) ?? 240
                for (key, list) in [("rows", rows), ("columns", columns)] {
                    guard let list else { continue }
                    if let twice = list.first(where: { a in list.filter { $0 == a }.count > 1 }) {
                        o[key]?.report("axis \(ConfigText.quoted(twice)) is listed twice")
                        return nil
                    }
                }
                if let rows, let columns {
                    if let both = rows.first(where: columns.contains) {
                        o.report("axis \(ConfigText.quoted(both)) is in both `rows` and `columns`")
                        return nil
                    }
                    // Every axis on one side, or two scenes would share a cell.
                    let left = axes.filter { !rows.contains($0) && !columns.contains($0) }
                    if !left.isEmpty {
                        o.report(
                            "\(ConfigText.listed(left)) \(left.count == 1 ? "is" : "are") in neither `rows` nor `columns`; every axis of the variants goes on one side (or leave one of the two out: it takes the rest)"
                        )
                        return nil
                    }
                }
                return VariantsSheetOptions(rows: rows, columns: columns, time: time, width: width)
            })
    }
}
