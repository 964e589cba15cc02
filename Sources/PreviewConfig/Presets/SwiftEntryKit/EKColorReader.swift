import PreviewModel
import Raster

/// Reads an `EKColor`: a colour as anywhere in the config (`"#0091EA"`, `"systemBlue"`, resolved
/// for light and for dark), one of SwiftEntryKit's own (`standardBackground`, `standardContent`)
/// or its example app's (`chatMessage`, `pinky`, … see `EKDemoColors`), or
/// `{"light": colour, "dark": colour}`; any of them with `"alpha"` as `{"color": …, "alpha": 0.98}`
/// (`EKColor.with(alpha:)`).
struct EKColorReader {
    var resolve: ResolveContext

    func read(_ n: ConfigNode) -> EKAttributes.EKColor? {
        n.oneOf(
            .string { named($0) },
            .object { o -> EKAttributes.EKColor? in
                if o.contains("color") {
                    o.declare(["color", "alpha"])
                    let c = o.required("color") { read($0) }
                    let alpha = o.optional("alpha", in: 0.0...1) ?? 1
                    guard let c else { return nil }
                    return EKAttributes.EKColor(light: c.light.withAlphaMultiplied(by: alpha), dark: c.dark.withAlphaMultiplied(by: alpha))
                }
                o.declare(["light", "dark", "alpha"])
                let l = o.required("light") { read($0) }, d = o.required("dark") { read($0) }
                let alpha = o.optional("alpha", in: 0.0...1) ?? 1
                guard let l, let d else { return nil }
                return EKAttributes.EKColor(light: l.light.withAlphaMultiplied(by: alpha), dark: d.dark.withAlphaMultiplied(by: alpha))
            })
    }

    private func named(_ n: ConfigNode) -> EKAttributes.EKColor? {
        guard let s = n.identifier() else { return nil }
        if let c = EKDemoColors.named[s] { return c }
        var light = resolve, dark = resolve
        light.appearance = .light
        dark.appearance = .dark
        guard let l = n.color(light) else { return nil }
        return EKAttributes.EKColor(light: l, dark: n.colorQuietly(dark) ?? l)
    }
}

extension ConfigNode {
    /// A colour string already checked by `color(_:)`, resolved again for another appearance
    /// without reporting twice.
    fileprivate func colorQuietly(_ ctx: ResolveContext) -> Color? {
        guard let s = string() else { return nil }
        if s.hasPrefix("#") { return Color(hex: s) }
        return try? SystemColor.color(named: s, appearance: ctx.appearance)
    }
}
