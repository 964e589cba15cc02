import PreviewModel
import Raster

/// Where BulletinBoard puts its card and how it rounds it (`Sources/Support/BulletinViewController.swift`
/// `configureContentView`, `setUpLayout`, `bottomMargin`, `updateCornerRadius`):
///
/// - Compact width (every iPhone in portrait): the card spans the safe area less `edgeSpacing`
///   (12) on each side; its bottom sits on the safe area's bottom, less `edgeSpacing` only when the
///   safe area has no bottom inset (Home-button phones float the card 12 points up; Face ID
///   phones sit it on the home-indicator line). With `hidesHomeIndicator` the bottom is the
///   screen's, 0 up on Face ID phones and 6 on Home-button phones (0 with no spacing).
/// - Regular width (iPad): 444 points wide (at most the safe width less the spacing), centred in
///   the safe area.
/// - Stack insets and spacing 24, or 32 when both size classes are regular (iPad).
/// - Corner radius 36 on screens with a bottom safe-area inset, else 12; 0 with no edge spacing;
///   `cardCornerRadius` wins. The card has no shadow and no border.
struct BLTNCardGeometry: Sendable {
    var screen: ScreenGeometry
    var edgeSpacing: Double
    var cardCornerRadius: Double?
    var hidesHomeIndicator: Bool

    /// Regular width: the centred card.
    var isRegular: Bool { screen.isRegularWidth }

    /// Both size classes regular (an iPad): the larger insets.
    var isRegularRegular: Bool { screen.isRegularWidth && min(screen.size.width, screen.size.height) >= 600 }

    /// The stack's inset from the card's edges and the space between its views.
    var padding: Double { isRegularRegular ? 32 : 24 }

    var safeWidth: Double { screen.size.width - screen.safeArea.left - screen.safeArea.right }

    var cardWidth: Double {
        let cap = safeWidth - 2 * edgeSpacing
        return isRegular ? min(444, cap) : cap
    }

    /// The width the stack's views get.
    var contentWidth: Double { cardWidth - 2 * padding }

    var cornerRadius: Double {
        if edgeSpacing == 0 { return 0 }
        return cardCornerRadius ?? (screen.safeArea.bottom > 0 ? 36 : 12)
    }

    /// Points between the card's bottom and the edge it is tied to.
    var bottomMargin: Double {
        if screen.safeArea.bottom > 0 { return 0 }
        if hidesHomeIndicator { return edgeSpacing == 0 ? 0 : 6 }
        return edgeSpacing
    }

    var placement: Placement {
        if isRegular { return Placement(edge: .center, region: .safeArea) }
        return Placement(edge: .bottom, region: hidesHomeIndicator ? .screen : .safeArea, inset: bottomMargin)
    }

    /// Points the card starts below where it rests (the bottom constraint's 1000, or the centre's 2500 on iPad).
    var presentationDrop: Double { isRegular ? 2500 : 1000 }
}
