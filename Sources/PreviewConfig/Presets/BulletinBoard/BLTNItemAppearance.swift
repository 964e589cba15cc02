import PreviewModel
import Raster
import Typeset

/// `BLTNItemAppearance`: the colours, fonts and corner radii of an item's views, with the
/// library's iOS 13+ defaults (`Sources/InterfaceBuilder/BLTNItemAppearance.swift` L17–122):
/// `.link` action fill, alternative title and image tint; white action title; `.secondaryLabel`
/// title and `.label` description; 12-point button corners; system fonts — title 30 medium,
/// description 20 regular (15 when compact), action button 17 semibold, alternative 15 semibold.
/// A font descriptor (a font name) swaps the face and keeps the size, as `UIFont(descriptor:size:)`.
struct BLTNItemAppearance: Sendable {
    var actionButtonColor: Color
    /// Drawn stretched instead of the colour (`actionButtonImage`).
    var actionButtonImage: ImageContent?
    var actionButtonTitleColor = Color.white
    var actionButtonBorderColor: Color?
    var actionButtonBorderWidth = 1.0
    var alternativeButtonTitleColor: Color
    var alternativeButtonBorderColor: Color?
    var alternativeButtonBorderWidth = 1.0
    var imageViewTintColor: Color
    var titleTextColor: Color
    var descriptionTextColor: Color
    var actionButtonCornerRadius = 12.0
    var alternativeButtonCornerRadius = 12.0
    /// Font names (`UIFontDescriptor(name:matrix:)`); nil for the system font.
    var titleFontDescriptor: String?
    var descriptionFontDescriptor: String?
    var buttonFontDescriptor: String?
    var shouldUseCompactDescriptionText = false
    var titleFontSize = 30.0
    var descriptionFontSize = 20.0
    var compactDescriptionFontSize = 15.0
    var actionButtonFontSize = 17.0
    var alternativeButtonFontSize = 15.0

    /// The defaults, resolved for the appearance.
    init(appearance: Appearance) {
        func system(_ c: SystemColor) -> Color { c.resolved(for: appearance) }
        actionButtonColor = system(.link)
        alternativeButtonTitleColor = system(.link)
        imageViewTintColor = system(.link)
        titleTextColor = system(.secondaryLabel)
        descriptionTextColor = system(.label)
    }

    func titleFont(_ fonts: FontCatalog) -> Font { font(fonts, titleFontDescriptor, titleFontSize, .medium) }

    func descriptionFont(_ fonts: FontCatalog) -> Font {
        font(fonts, descriptionFontDescriptor, shouldUseCompactDescriptionText ? compactDescriptionFontSize : descriptionFontSize, .regular)
    }

    func actionButtonFont(_ fonts: FontCatalog) -> Font { font(fonts, buttonFontDescriptor, actionButtonFontSize, .semibold) }

    func alternativeButtonFont(_ fonts: FontCatalog) -> Font { font(fonts, buttonFontDescriptor, alternativeButtonFontSize, .semibold) }

    private func font(_ fonts: FontCatalog, _ name: String?, _ size: Double, _ weight: FontWeight) -> Font {
        if let name, let f = try? fonts.font(named: name, size: size) { return f }
        return fonts.systemFont(size: size, weight: weight)
    }
}
