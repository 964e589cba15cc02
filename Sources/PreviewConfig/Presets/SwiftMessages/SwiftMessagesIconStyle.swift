import PreviewModel

/// SwiftMessages' `IconStyle` (`SwiftMessages/Theme.swift`) and the image each theme shows in it:
/// the library's own template PNGs (`SwiftMessages/Resources/`, compiled in from
/// `Sources/PresetImages/SwiftMessages/` with its MIT licence), tinted with the foreground.
///
/// | SwiftMessages | image |
/// |---|---|
/// | `.default` | `errorIcon`: solid 33 pt disc, glyph knocked out |
/// | `.light` | `errorIconLight`: 33 pt ring, solid glyph |
/// | `.subtle` | `errorIconSubtle`: bare glyph, about 21 × 18 pt |
/// | `.none` | no image |
///
/// `UIImage(named:)` picks the file made for the screen's scale (`@2x`, `@3x`); the image view
/// shows it unscaled (`contentMode = .center`) at that file's size in points, which differs a
/// little between files (the error disc's @3x file is 33 × 33.667 pt, its @1x 33 × 34).
package enum SwiftMessagesIconStyle: String, CaseIterable, Sendable, Codable {
    case `default`, light, subtle, none

    /// The image name `IconStyle.image(theme:)` loads for `theme` (`"warningIconLight"`), in
    /// the compiled-in folder; nil for `.none`.
    package func imageName(for theme: SwiftMessagesTheme) -> String? {
        switch self {
        case .default: "SwiftMessages/\(theme.rawValue)Icon"
        case .light: "SwiftMessages/\(theme.rawValue)IconLight"
        case .subtle: "SwiftMessages/\(theme.rawValue)IconSubtle"
        case .none: nil
        }
    }
}
