import Raster

/// What a presentation puts behind itself over the region it lives in: a dim colour or a blur
/// of what lies below, fading in with its entrance and out with its exit (SwiftMessages'
/// `dimMode`, SwiftEntryKit's screen background, BulletinBoard's background styles).
package struct Backdrop: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// A colour over everything below (its alpha as given).
        case color(Color)
        /// What lies below, blurred and tinted (`UIVisualEffectView` with a `UIBlurEffect`).
        case blur(BlurMaterial)
        /// A gradient (or any fill) over the region, in the region's unit square.
        case fill(Fill)
        /// An image filling the region, aspect-fill, over everything below.
        case image(ImageContent)
    }

    package var kind: Kind
    /// The backdrop's own opacity at rest (`UIVisualEffectView.alpha`; 1 for colours, whose
    /// alpha is in the colour).
    package var opacity: Double
    /// How it comes in: from nothing to `kind` (a blur grows its radius and tint).
    package var fadeIn: AnimationTiming
    /// How it goes, starting when the presentation's exit starts.
    package var fadeOut: AnimationTiming
    /// Whether a tap on it hides the presentation.
    package var interactive: Bool
    /// The region it covers when not the presentation's own (BulletinBoard's background fills
    /// the screen while its card keeps to the safe area).
    package var region: Placement.Region?

    package init(kind: Kind, opacity: Double = 1, fadeIn: AnimationTiming, fadeOut: AnimationTiming, interactive: Bool = false) {
        self.kind = kind
        self.opacity = opacity
        self.fadeIn = fadeIn
        self.fadeOut = fadeOut
        self.interactive = interactive
    }
}

/// A blur as `UIBlurEffect` draws one: how far it spreads and the colour laid over the result.
///
/// Apple does not publish its materials; these are measured stand-ins (see `BlurMaterial.named`).
/// Saturation boosts are not modelled.
package struct BlurMaterial: Sendable, Hashable {
    /// The Gaussian's σ in points.
    package var sigma: Double
    /// Laid over the blurred pixels.
    package var tint: Color

    package init(sigma: Double, tint: Color) {
        self.sigma = sigma
        self.tint = tint
    }

    /// `UIBlurEffect.Style` names and what they draw here. `regular`, `prominent` and the
    /// `system…Material` styles follow the appearance, as UIKit's do.
    ///
    /// Choice (no device here to measure): σ 10 pt for the classic styles (UIKit's blur radius
    /// is about 30 pt, with σ ≈ radius/3 for a box-like kernel) and their documented tints:
    /// `extraLight` white at 0.8, `light` white at 0.3, `dark` (0.11, 0.11, 0.11) at 0.73;
    /// materials use the same blur with the matching tints at lighter alphas.
    package static func named(_ style: BlurStyle, appearance: Appearance) -> BlurMaterial {
        let white = Color(r8: 255, g8: 255, b8: 255)
        let darkTint = Color(r8: 28, g8: 28, b8: 28)
        let dark = appearance == .dark
        switch style {
        case .extraLight: return BlurMaterial(sigma: 10, tint: white.withAlphaMultiplied(by: 0.8))
        case .light: return BlurMaterial(sigma: 10, tint: white.withAlphaMultiplied(by: 0.3))
        case .dark: return BlurMaterial(sigma: 10, tint: darkTint.withAlphaMultiplied(by: 0.73))
        case .regular: return named(dark ? .dark : .light, appearance: appearance)
        case .prominent: return named(dark ? .dark : .extraLight, appearance: appearance)
        case .systemUltraThinMaterial: return BlurMaterial(sigma: 10, tint: (dark ? darkTint : white).withAlphaMultiplied(by: 0.25))
        case .systemThinMaterial: return BlurMaterial(sigma: 10, tint: (dark ? darkTint : white).withAlphaMultiplied(by: 0.45))
        case .systemMaterial: return BlurMaterial(sigma: 10, tint: (dark ? darkTint : white).withAlphaMultiplied(by: 0.6))
        case .systemThickMaterial: return BlurMaterial(sigma: 10, tint: (dark ? darkTint : white).withAlphaMultiplied(by: 0.75))
        case .systemChromeMaterial: return BlurMaterial(sigma: 10, tint: (dark ? darkTint : white).withAlphaMultiplied(by: 0.7))
        }
    }
}

/// `UIBlurEffect.Style`.
package enum BlurStyle: String, Sendable, Hashable, CaseIterable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
}
