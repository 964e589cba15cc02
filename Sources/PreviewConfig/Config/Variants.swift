import PreviewModel
import Typeset

/// A scene's `variants` matrix: `{"appearance": ["light", "dark"], "device": ["iPhone 15", "iPhone SE"]}`
/// expands one scene into every combination, named `<scene>-<value>-<value>` in the order the axes
/// are written (`card-light-iphone-15`; a layout direction adds `ltr` or `rtl`).
struct Variants {
    /// One value of one axis.
    struct Choice {
        enum Value {
            case device(Device)
            case appearance(Appearance)
            case dynamicType(DynamicTypeSize)
            case orientation(Orientation)
            case layoutDirection(LayoutDirection)
        }
        let value: Value
        /// The value as it appears in the scene's name.
        let slug: String

        /// The axis's key in `variants` (`device`, `appearance` …).
        var axis: String {
            switch value {
            case .device: return "device"
            case .appearance: return "appearance"
            case .dynamicType: return "dynamicType"
            case .orientation: return "orientation"
            case .layoutDirection: return "layoutDirection"
            }
        }

        /// The value as a person reads it: the device's name, `dark`, `accessibility2` …
        var label: String {
            switch value {
            case .device(let d): return d.name
            case .appearance(let a): return a.rawValue
            case .dynamicType(let t): return t.rawValue
            case .orientation(let o): return o.rawValue
            case .layoutDirection(let l): return l.rawValue
            }
        }
    }

    let axes: [[Choice]]

    /// The axes a scene can vary along (the keys of its `variants` object).
    static let axisKeys = ["device", "appearance", "dynamicType", "orientation", "layoutDirection"]

    /// Every combination, first axis slowest.
    var combinations: [[Choice]] {
        axes.reduce([[]]) { partial, axis in partial.flatMap { prefix in axis.map { prefix + [$0] } } }
    }

    static func slug(_ s: String) -> String {
        var out = ""
        for ch in s.lowercased() {
            if ch.isLetter || ch.isNumber { out.append(ch) } else if !out.hasSuffix("-") { out.append("-") }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out
    }

    static func decode(_ n: ConfigNode) -> Variants? {
        n.object { o in
            var axes: [[Choice]] = []
            // Only the known axes are read; any other key is left for the reader to report
            // ("unknown key `apperance`; did you mean `appearance`?").
            for key in o.keys where axisKeys.contains(key) {
                guard let values = o[key] else { continue }
                let axis: [Choice]?
                switch key {
                case "device":
                    axis = values.array { v in SceneConfig.deviceValue(v).map { Choice(value: .device($0), slug: slug($0.name)) } }
                case "appearance":
                    axis = values.array { v in v.enumCase(Appearance.self).map { Choice(value: .appearance($0), slug: $0.rawValue) } }
                case "dynamicType":
                    axis = values.array { v in v.enumCase(DynamicTypeSize.self).map { Choice(value: .dynamicType($0), slug: slug($0.rawValue)) } }
                case "orientation":
                    axis = values.array { v in v.enumCase(Orientation.self).map { Choice(value: .orientation($0), slug: $0.rawValue) } }
                case "layoutDirection":
                    axis = values.array { v in v.enumCase(LayoutDirection.self).map { Choice(value: .layoutDirection($0), slug: $0.slug) } }
                default:
                    axis = nil
                }
                if let axis {
                    if axis.isEmpty { values.report("a variants axis needs at least one value") } else { axes.append(axis) }
                }
            }
            for key in axisKeys { o.allow(key) }
            return Variants(axes: axes)
        }
    }
}
