/// The report's filters by variant axis: for each axis (`SceneResult.axes`) along which the
/// failing scenes take more than one value, a row of checkboxes, one per value; unticking one
/// hides the scenes with that value. Each scene's `<section>` carries its values as
/// `data-appearance="dark"`, `data-dynamic-type="large"` and so on, and a line counts the shown
/// scenes ("showing 3 of 6 scenes").
extension HTMLReport {
    /// The axes in the order the filters list them; any others follow, sorted.
    static let axisOrder = ["appearance", "device", "dynamicType", "orientation", "layoutDirection"]

    /// How an axis is named on the page.
    static func axisTitle(_ key: String) -> String {
        switch key {
        case "dynamicType": return "Dynamic Type"
        case "layoutDirection": return "layout direction"
        default: return key
        }
    }

    /// The axes along which `scenes` take more than one value, each with its values in the order
    /// they first appear.
    static func varyingAxes(_ scenes: [SceneResult]) -> [(key: String, values: [String])] {
        let keys = Set(scenes.flatMap(\.axes.keys))
        let ordered = axisOrder.filter(keys.contains) + keys.subtracting(axisOrder).sorted()
        return ordered.compactMap { key in
            var values: [String] = []
            for s in scenes { if let v = s.axes[key], !values.contains(v) { values.append(v) } }
            return values.count > 1 ? (key, values) : nil
        }
    }

    /// "appearance" → "data-appearance", "dynamicType" → "data-dynamic-type" (so the script's
    /// `dataset` reads it back under the axis's own name).
    static func dataAttribute(_ key: String) -> String {
        var out = "data-"
        for c in key {
            if c.isASCII, c.isUppercase {
                out += "-" + c.lowercased()
            } else if c.isASCII, c.isLetter || c.isNumber {
                out.append(c)
            } else {
                out += "-"
            }
        }
        return out
    }

    /// ` data-appearance="dark" data-device="iPhone 15" …` for a scene's `<section>`.
    static func axisAttributes(_ r: SceneResult) -> String {
        let ordered = axisOrder.filter { r.axes[$0] != nil } + r.axes.keys.filter { !axisOrder.contains($0) }.sorted()
        return ordered.map { " \(dataAttribute($0))=\"\(quoted(r.axes[$0]!))\"" }.joined()
    }

    /// The filter rows and the count, or nothing when no axis varies among the failing scenes.
    static func filters(_ failing: [SceneResult]) -> String {
        let axes = varyingAxes(failing)
        guard !axes.isEmpty else { return "" }
        var out = "<div class=\"filters\" role=\"group\" aria-label=\"Show the failing scenes of these variants\">\n"
        for axis in axes {
            out += "<div class=\"axis\" data-axis=\"\(quoted(axis.key))\"><span class=\"axis-name\">\(escape(axisTitle(axis.key))):</span>"
            for value in axis.values {
                let n = failing.filter { $0.axes[axis.key] == value }.count
                out +=
                    "<label><input type=\"checkbox\" data-attr=\"\(dataAttribute(axis.key))\" value=\"\(quoted(value))\" checked> \(escape(value)) <span class=\"n\">(\(n))</span></label>"
            }
            out += "</div>\n"
        }
        let total = counted(failing.count, "scene")
        return out + "<p class=\"showing\" aria-live=\"polite\" data-total=\"\(failing.count)\">showing \(failing.count) of \(total)</p>\n</div>\n"
    }
}
