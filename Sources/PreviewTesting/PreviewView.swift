import PreviewKit

/// A view of a scene built in code, in the config's own words (docs/config.md, "Views"): the
/// kinds — `text`, `icon`, `image`, stacks, shapes, `spacer`, `divider`, `button` — and the
/// modifiers, chained in the order they apply, as in SwiftUI. Colours, fonts and icons are the
/// config's names (`"systemGreen"`, `"headline"`, `"success"`), so system colours follow the
/// scene's appearance, and leading/trailing mean what they mean in a config.
///
///     PreviewView.hstack(spacing: 8) {
///         PreviewView.icon("success", color: "systemGreen", size: 20)
///         PreviewView.text("Saved", font: "headline")
///     }
///     .padding(horizontal: 16, vertical: 10)
///     .background(PreviewView.capsule("secondarySystemBackground"))
///     .shadow(opacity: 0.2, radius: 8, y: 2)
///
/// Anything without its own method is one call away: `.modifier("border", ["color": "separator"])`,
/// or `PreviewView(["activityIndicator": true])` for a kind.
public struct PreviewView: Sendable, Equatable {
    /// The view as its config object: the kind, its options, then `modifiers`.
    public private(set) var members: [ConfigValue.Member]
    private var modifiers: [ConfigValue] = []
    /// Where each part was written in Swift, by its path in `config` (for messages).
    var places: SourcePlaces

    /// A view from its config object, as a config file would write it.
    public init(_ object: ConfigValue, file: StaticString = #filePath, line: UInt = #line) {
        if case .object(let members) = object { self.members = members } else { self.members = [.init("custom", object)] }
        places = SourcePlaces(file, line)
    }

    /// The config object: kind and options, then the modifiers in the order chained.
    public var config: ConfigValue {
        .object(modifiers.isEmpty ? members : members + [.init("modifiers", .array(modifiers))])
    }

    /// `kind: value` plus the options that are given (nil options are left out, so the
    /// config's defaults apply).
    static func kind(
        _ kind: String, _ value: ConfigValue, _ options: [(String, ConfigValue?)] = [],
        file: StaticString, line: UInt
    ) -> PreviewView {
        PreviewView(.object([.init(kind, value)] + options.compactMap { k, v in v.map { .init(k, $0) } }), file: file, line: line)
    }

    // MARK: Kinds

    public static func text(
        _ text: String, font: String? = nil, color: String? = nil, alignment: String? = nil,
        lineLimit: Int? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewView {
        kind(
            "text", .string(text),
            [
                ("font", font.map(ConfigValue.string)), ("color", color.map(ConfigValue.string)),
                ("alignment", alignment.map(ConfigValue.string)), ("lineLimit", lineLimit.map { .number(Double($0)) }),
            ], file: file, line: line)
    }

    /// A built-in icon by its config name (`success`, `warning`, `bell` …).
    public static func icon(
        _ name: String, color: String? = nil, size: Double? = nil, style: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewView {
        kind(
            "icon", .string(name),
            [
                ("color", color.map(ConfigValue.string)), ("size", size.map(ConfigValue.number)),
                ("style", style.map(ConfigValue.string)),
            ], file: file, line: line)
    }

    /// A PNG, relative to the folder of the test file (as a config's paths are to its file).
    public static func image(
        _ path: String, resizable: Bool? = nil, contentMode: String? = nil, tint: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewView {
        kind(
            "image", .string(path),
            [
                ("resizable", resizable.map(ConfigValue.bool)), ("contentMode", contentMode.map(ConfigValue.string)),
                ("tint", tint.map(ConfigValue.string)),
            ], file: file, line: line)
    }

    public static func button(_ title: String, style: String? = nil, color: String? = nil, file: StaticString = #filePath, line: UInt = #line)
        -> PreviewView
    {
        kind("button", .string(title), [("style", style.map(ConfigValue.string)), ("color", color.map(ConfigValue.string))], file: file, line: line)
    }

    public static func hstack(
        alignment: String? = nil, spacing: Double? = nil, file: StaticString = #filePath, line: UInt = #line,
        @PreviewViewBuilder _ children: () -> [PreviewView]
    ) -> PreviewView {
        stack("hstack", alignment, spacing, children(), file: file, line: line)
    }

    public static func vstack(
        alignment: String? = nil, spacing: Double? = nil, file: StaticString = #filePath, line: UInt = #line,
        @PreviewViewBuilder _ children: () -> [PreviewView]
    ) -> PreviewView {
        stack("vstack", alignment, spacing, children(), file: file, line: line)
    }

    public static func zstack(
        alignment: String? = nil, file: StaticString = #filePath, line: UInt = #line, @PreviewViewBuilder _ children: () -> [PreviewView]
    ) -> PreviewView {
        stack("zstack", alignment, nil, children(), file: file, line: line)
    }

    private static func stack(
        _ kind: String, _ alignment: String?, _ spacing: Double?, _ children: [PreviewView],
        file: StaticString, line: UInt
    ) -> PreviewView {
        var object: [ConfigValue.Member] = [.init("children", .array(children.map(\.config)))]
        if let alignment { object.append(.init("alignment", .string(alignment))) }
        if let spacing { object.append(.init("spacing", .number(spacing))) }
        var view = PreviewView(.object([.init(kind, .object(object))]), file: file, line: line)
        for (i, child) in children.enumerated() {
            view.places.add(child.places, under: ConfigPath.root.appending(kind).appending("children").appending(index: i))
        }
        return view
    }

    public static func spacer(minLength: Double? = nil, file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        kind("spacer", minLength.map(ConfigValue.number) ?? true, file: file, line: line)
    }

    public static func divider(color: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        kind("divider", color.map(ConfigValue.string) ?? true, file: file, line: line)
    }

    public static func rectangle(_ fill: String, file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        kind("rectangle", .string(fill), file: file, line: line)
    }
    public static func circle(_ fill: String, file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        kind("circle", .string(fill), file: file, line: line)
    }
    public static func capsule(_ fill: String, file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        kind("capsule", .string(fill), file: file, line: line)
    }

    public static func roundedRectangle(
        _ fill: String, cornerRadius: Double, style: String = "continuous", file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewView {
        kind("roundedRectangle", ["fill": .string(fill), "cornerRadius": .number(cornerRadius), "style": .string(style)], file: file, line: line)
    }

    // MARK: Modifiers

    /// Any modifier by its config name and value: `.modifier("offset", [0, -4])`.
    public func modifier(_ name: String, _ value: ConfigValue, file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        var copy = self
        copy.places.add(file, line, at: ConfigPath.root.appending("modifiers").appending(index: modifiers.count))
        copy.modifiers.append(.object([.init(name, value)]))
        return copy
    }

    /// A modifier holding a view (`background`, `overlay`): that view's places come along.
    private func modifier(_ name: String, _ view: PreviewView, file: StaticString, line: UInt) -> PreviewView {
        var copy = modifier(name, view.config, file: file, line: line)
        copy.places.add(view.places, under: ConfigPath.root.appending("modifiers").appending(index: modifiers.count).appending(name))
        return copy
    }

    public func padding(_ all: Double, file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        modifier("padding", .number(all), file: file, line: line)
    }

    /// Insets by edge, `leading` and `trailing` as in a config; edges not given stay 0.
    public func padding(
        top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil,
        horizontal: Double? = nil, vertical: Double? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewView {
        let edges: [(String, Double?)] = [
            ("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing),
            ("horizontal", horizontal), ("vertical", vertical),
        ]
        return modifier("padding", .object(edges.compactMap { k, v in v.map { .init(k, .number($0)) } }), file: file, line: line)
    }

    /// A colour name or hex string behind the view.
    public func background(_ color: String, file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        modifier("background", .string(color), file: file, line: line)
    }
    /// A view behind this one, sized to it: `.background(.capsule("white"))`.
    public func background(_ view: PreviewView, file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        modifier("background", view, file: file, line: line)
    }
    public func overlay(_ view: PreviewView, file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        modifier("overlay", view, file: file, line: line)
    }

    public func frame(
        width: Double? = nil, height: Double? = nil, maxWidth: Double? = nil, maxHeight: Double? = nil,
        alignment: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewView {
        func size(_ v: Double?) -> ConfigValue? { v.map { $0 == .infinity ? "infinity" : .number($0) } }
        let keys: [(String, ConfigValue?)] = [
            ("width", size(width)), ("height", size(height)), ("maxWidth", size(maxWidth)),
            ("maxHeight", size(maxHeight)), ("alignment", alignment.map(ConfigValue.string)),
        ]
        return modifier("frame", .object(keys.compactMap { k, v in v.map { .init(k, $0) } }), file: file, line: line)
    }

    public func cornerRadius(_ radius: Double, style: String = "circular", file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        modifier("cornerRadius", ["radius": .number(radius), "style": .string(style)], file: file, line: line)
    }

    /// A drop shadow as `CALayer` describes one (offset in points, positive y down).
    public func shadow(
        color: String = "#000000", opacity: Double = 0.33, radius: Double = 3, x: Double = 0, y: Double = 0,
        file: StaticString = #filePath, line: UInt = #line
    ) -> PreviewView {
        modifier(
            "shadow",
            [
                "color": .string(color), "opacity": .number(opacity), "radius": .number(radius),
                "offset": [.number(x), .number(y)],
            ], file: file, line: line)
    }

    public func opacity(_ value: Double, file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        modifier("opacity", .number(value), file: file, line: line)
    }
    public func offset(x: Double = 0, y: Double = 0, file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        modifier("offset", [.number(x), .number(y)], file: file, line: line)
    }
    public func layoutPriority(_ value: Double, file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        modifier("layoutPriority", .number(value), file: file, line: line)
    }
    /// Drawn reflected in a right-to-left scene (an image that points the way the interface reads).
    public func flipsForRightToLeft(file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        modifier("flipsForRightToLeft", .bool(true), file: file, line: line)
    }
    public func id(_ id: String, file: StaticString = #filePath, line: UInt = #line) -> PreviewView {
        var copy = self
        copy.places.add(file, line, at: ConfigPath.root.appending("id"))
        copy.members.removeAll { $0.key == "id" }
        copy.members.append(.init("id", .string(id)))
        return copy
    }
}

/// Lists a stack's children in a closure, as SwiftUI's `ViewBuilder` does.
@resultBuilder
public enum PreviewViewBuilder {
    public static func buildExpression(_ view: PreviewView) -> [PreviewView] { [view] }
    public static func buildBlock(_ parts: [PreviewView]...) -> [PreviewView] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [PreviewView]?) -> [PreviewView] { part ?? [] }
    public static func buildEither(first: [PreviewView]) -> [PreviewView] { first }
    public static func buildEither(second: [PreviewView]) -> [PreviewView] { second }
    public static func buildArray(_ parts: [[PreviewView]]) -> [PreviewView] { parts.flatMap { $0 } }
}
