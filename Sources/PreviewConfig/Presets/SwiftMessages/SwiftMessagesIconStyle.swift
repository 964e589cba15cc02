import PreviewModel

/// SwiftMessages' `IconStyle` (`SwiftMessages/Theme.swift`) and the icons its themes use.
///
/// | SwiftMessages | image | here |
/// |---|---|---|
/// | `.default` | `errorIcon`: solid 33 pt disc, glyph knocked out | `(.error, .filled)` |
/// | `.light` | `errorIconLight`: 33 pt ring, solid glyph | `(.error, .outline)` |
/// | `.subtle` | `errorIconSubtle`: bold bare glyph, ≈21 × 18 pt | `(.xmark, .filled)` (`bareGlyph`) |
/// | `.none` | no image | nil |
///
/// The images are template PNGs tinted with the theme's foreground, shown unscaled
/// (`contentMode = .center`) at their @1x size. SwiftMessages' own glyphs are square-ended;
/// these follow SF Symbols.
package enum SwiftMessagesIconStyle: String, CaseIterable, Sendable, Codable {
    case `default`, light, subtle, none

    /// The icon and style that stand for a theme's icon (`.info`, `.success`, `.warning`
    /// or `.error`) in this style; nil for `.none`.
    package func icon(for theme: Icon) -> (icon: Icon, style: IconStyle)? {
        switch self {
        case .default: (theme, .filled)
        case .light: (theme, .outline)
        case .subtle: (theme.bareGlyph ?? theme, .filled)
        case .none: nil
        }
    }

    /// The size of SwiftMessages' image in points (the PNGs' @1x size), which the image
    /// view shows unscaled (`contentMode = .center`).
    package func imageSize(for theme: Icon) -> (width: Double, height: Double)? {
        switch self {
        case .default, .light: theme == .error || theme == .success ? (33, 34) : (33, 33)  // 34: a blank top row
        case .subtle: theme == .error ? (22, 18) : (21, 18)
        case .none: nil
        }
    }
}
