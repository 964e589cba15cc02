import PreviewModel
import Raster

/// `BLTNBackgroundViewStyle` (`Sources/InterfaceBuilder/BLTNBackgroundViewStyle.swift`,
/// `Sources/Support/Views/Internal/BulletinBackgroundView.swift`): what lies behind the card.
///
/// - `dimmed` (the default): black at 0.5 over the screen, fading in with the card.
/// - `none`: the same view at alpha 0 — nothing shows, but a tap outside the card still lands.
/// - `blurred(style, isDark)`: a `UIVisualEffectView` whose effect goes from nil to the blur, so
///   the blur's radius and tint ramp up together. `blurredLight`, `blurredExtraLight` and
///   `blurredDark` are the library's presets; the example app also reaches UIKit's tvOS-only
///   `extraDark` (raw value 3).
/// `isDark` (true for `dimmed`, `none` and dark blurs) makes the automatic status bar light.
enum BLTNBackgroundViewStyle: Sendable, Equatable {
    case none
    case dimmed
    case blurred(BLTNBlur, isDark: Bool)

    var isDark: Bool {
        switch self {
        case .none, .dimmed: return true
        case .blurred(_, let dark): return dark
        }
    }

    /// The preset names a config can give as a string.
    static let presetNames: KeyValuePairs<String, BLTNBackgroundViewStyle> = [
        "dimmed": .dimmed, "none": .none, "blurredLight": .blurred(.style(.light), isDark: false),
        "blurredExtraLight": .blurred(.style(.extraLight), isDark: false), "blurredDark": .blurred(.style(.dark), isDark: true),
    ]

    /// The backdrop it draws (always there, so a tap outside the card reaches the manager).
    func backdrop(appearance: Appearance, fadeIn: AnimationTiming, fadeOut: AnimationTiming) -> Backdrop {
        let kind: Backdrop.Kind
        switch self {
        case .none: kind = .color(.clear)
        case .dimmed: kind = .color(Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        case .blurred(let blur, _): kind = .blur(blur.material(appearance: appearance))
        }
        var backdrop = Backdrop(kind: kind, fadeIn: fadeIn, fadeOut: fadeOut, interactive: true)
        backdrop.region = .screen
        return backdrop
    }
}

/// A `UIBlurEffect.Style` for the background, with UIKit's tvOS `extraDark` beside the iOS ones.
enum BLTNBlur: Sendable, Equatable {
    case style(BlurStyle)
    /// `UIBlurEffect.Style(rawValue: 3)`. Choice (no capture of it exists): the dark blur's radius
    /// under a darker, denser tint — (11, 11, 11) at 0.85 against `dark`'s (28, 28, 28) at 0.73 —
    /// following Apple's tvOS guidance that extra dark sits below dark.
    case extraDark

    static let names: [String] = ["extraDark"] + BlurStyle.allCases.map(\.rawValue)

    func material(appearance: Appearance) -> BlurMaterial {
        switch self {
        case .style(let s): return BlurMaterial.named(s, appearance: appearance)
        case .extraDark:
            let dark = BlurMaterial.named(.dark, appearance: appearance)
            return BlurMaterial(sigma: dark.sigma, tint: Color(r8: 11, g8: 11, b8: 11).withAlphaMultiplied(by: 0.85))
        }
    }
}
