import Foundation
import Raster

/// UIKit's dynamic system colours, resolved for light or dark appearance.
///
/// Values are UIKit's, in sRGB, for the default (not increased-contrast, not elevated)
/// variants, iOS 15 to iOS 18. Sources:
/// - every element colour (labels, fills, backgrounds, separators, link) and the iOS 13 tints:
///   Flutter's `CupertinoColors` (`packages/flutter/lib/src/cupertino/colors.dart`), whose
///   values were read from UIKit, and Noah Gilmore's table of the resolved iOS 13 colours
///   (noahgilmore.com/blog/dark-mode-uicolor-compatibility). Flutter stores alpha in 8 bits; the
///   alphas below are UIKit's own decimals (0.29 → Flutter's 73/255), which round to Flutter's.
/// - mint, cyan, brown and the iOS 15 teal (teal changed from #5AC8FA/#64D2FF in iOS 15, when
///   mint and cyan were added): the colour table of Apple's Human Interface Guidelines (2021–2024
///   editions). iOS 26 changed several tints again; those are not modelled here.
/// - `elevated` dark backgrounds (a sheet over another sheet resolves `systemBackground` to
///   #1C1C1E) are not modelled: callers that present elevated content pick the colour they need.
public enum SystemColor: String, Sendable, Hashable, Codable, CaseIterable {
    // Labels and text
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
    // Fills
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    // Backgrounds
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    // Separators
    case separator, opaqueSeparator
    // Tints
    case systemBlue, systemBrown, systemCyan, systemGreen, systemIndigo, systemMint, systemOrange
    case systemPink, systemPurple, systemRed, systemTeal, systemYellow
    // Greys
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    // Fixed colours (the same in both appearances)
    case white, black, clear, darkText, lightText

    /// The colour in an appearance.
    public func resolved(for appearance: Appearance) -> Color {
        let (light, dark) = variants
        return appearance == .light ? light : dark
    }

    /// The light and dark variants.
    public var variants: (light: Color, dark: Color) {
        switch self {
        case .label: return (rgb(0x000000), rgb(0xFFFFFF))
        case .secondaryLabel: return (rgb(0x3C3C43, 0.6), rgb(0xEBEBF5, 0.6))
        case .tertiaryLabel: return (rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3))
        case .quaternaryLabel: return (rgb(0x3C3C43, 0.18), rgb(0xEBEBF5, 0.16))
        case .placeholderText: return (rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3))
        case .link: return (rgb(0x007AFF), rgb(0x0984FF))

        case .systemFill: return (rgb(0x787880, 0.2), rgb(0x787880, 0.36))
        case .secondarySystemFill: return (rgb(0x787880, 0.16), rgb(0x787880, 0.32))
        case .tertiarySystemFill: return (rgb(0x767680, 0.12), rgb(0x767680, 0.24))
        case .quaternarySystemFill: return (rgb(0x747480, 0.08), rgb(0x767680, 0.18))

        case .systemBackground: return (rgb(0xFFFFFF), rgb(0x000000))
        case .secondarySystemBackground: return (rgb(0xF2F2F7), rgb(0x1C1C1E))
        case .tertiarySystemBackground: return (rgb(0xFFFFFF), rgb(0x2C2C2E))
        case .systemGroupedBackground: return (rgb(0xF2F2F7), rgb(0x000000))
        case .secondarySystemGroupedBackground: return (rgb(0xFFFFFF), rgb(0x1C1C1E))
        case .tertiarySystemGroupedBackground: return (rgb(0xF2F2F7), rgb(0x2C2C2E))

        case .separator: return (rgb(0x3C3C43, 0.29), rgb(0x545458, 0.6))
        case .opaqueSeparator: return (rgb(0xC6C6C8), rgb(0x38383A))

        case .systemBlue: return (rgb(0x007AFF), rgb(0x0A84FF))
        case .systemBrown: return (rgb(0xA2845E), rgb(0xAC8E68))
        case .systemCyan: return (rgb(0x32ADE6), rgb(0x64D2FF))
        case .systemGreen: return (rgb(0x34C759), rgb(0x30D158))
        case .systemIndigo: return (rgb(0x5856D6), rgb(0x5E5CE6))
        case .systemMint: return (rgb(0x00C7BE), rgb(0x63E6E2))
        case .systemOrange: return (rgb(0xFF9500), rgb(0xFF9F0A))
        case .systemPink: return (rgb(0xFF2D55), rgb(0xFF375F))
        case .systemPurple: return (rgb(0xAF52DE), rgb(0xBF5AF2))
        case .systemRed: return (rgb(0xFF3B30), rgb(0xFF453A))
        case .systemTeal: return (rgb(0x30B0C7), rgb(0x40C8E0))
        case .systemYellow: return (rgb(0xFFCC00), rgb(0xFFD60A))

        case .systemGray: return (rgb(0x8E8E93), rgb(0x8E8E93))
        case .systemGray2: return (rgb(0xAEAEB2), rgb(0x636366))
        case .systemGray3: return (rgb(0xC7C7CC), rgb(0x48484A))
        case .systemGray4: return (rgb(0xD1D1D6), rgb(0x3A3A3C))
        case .systemGray5: return (rgb(0xE5E5EA), rgb(0x2C2C2E))
        case .systemGray6: return (rgb(0xF2F2F7), rgb(0x1C1C1E))

        case .white: return (.white, .white)
        case .black: return (.black, .black)
        case .clear: return (.clear, .clear)
        case .darkText: return (.black, .black)
        case .lightText: return (rgb(0xFFFFFF, 0.6), rgb(0xFFFFFF, 0.6))
        }
    }

    // MARK: Lookup by name

    /// The colour named `name`, forgivingly: case, spaces and punctuation do not count, a
    /// `UIColor.` prefix and the `system` prefix may be left out, `grey` is `gray`, and SwiftUI's
    /// names are accepted (`primary` = `label`, `secondary` = `secondaryLabel`, `blue` =
    /// `systemBlue`). An unknown name throws an error with the nearest name and the full list.
    public init(named name: String) throws {
        if let found = Self.lookup(name) {
            self = found
            return
        }
        throw ScreenLookupError.unknown(
            .systemColor, name: name,
            candidates: Self.allCases.map { ($0.rawValue, $0.rawValue) },
            available: Self.allCases.map(\.rawValue))
    }

    /// `SystemColor(named:)` resolved for an appearance.
    public static func color(named name: String, appearance: Appearance) throws -> Color {
        try SystemColor(named: name).resolved(for: appearance)
    }

    private static let byKey: [String: SystemColor] = {
        var table: [String: SystemColor] = [:]
        for c in allCases { table[NameMatching.key(c.rawValue)] = c }
        table["primary"] = .label
        table["secondary"] = .secondaryLabel
        table["tertiary"] = .tertiaryLabel
        table["quaternary"] = .quaternaryLabel
        return table
    }()

    private static func lookup(_ name: String) -> SystemColor? {
        var key = NameMatching.key(name).replacingOccurrences(of: "grey", with: "gray")
        for prefix in ["uicolor", "color"] where key.hasPrefix(prefix) && key.count > prefix.count {
            key.removeFirst(prefix.count)
            break
        }
        return byKey[key] ?? byKey["system" + key]
    }
}

/// An sRGB colour from `0xRRGGBB` and an alpha.
private func rgb(_ hex: UInt32, _ alpha: Double = 1) -> Color {
    Color(
        red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
        blue: Double(hex & 0xFF) / 255, alpha: alpha)
}
