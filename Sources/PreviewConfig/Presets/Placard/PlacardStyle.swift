import PreviewModel
import Raster
import Typeset

/// `PlacardPriority` and the palette of `PlacardConfigCase` (`Sources/Placard/PlacardConfig.swift`,
/// ccavnor/Placard @ 03a2881): the background and message (accent) colour of each priority,
/// and the SF Symbol `PlacardPriorityView` shows (`Sources/Placard/PlacardView.swift`).
enum PlacardPriority: String, CaseIterable, Sendable {
    case success, info, warning, error
    case `default`

    /// `PlacardConfigCase.<priority>.backgroundColor`.
    var backgroundColor: Color {
        switch self {
        case .info: return Color(red: 0.13, green: 0.48, blue: 0.90)
        case .success: return Color(red: 0.07, green: 0.66, blue: 0.07)
        case .warning: return Color(red: 0.78, green: 0.75, blue: 0.00)
        case .error: return Color(red: 0.89, green: 0.21, blue: 0.21)
        case .default: return PlacardStyle.defaultBackground
        }
    }

    /// The message colour: dark grey on the coloured priorities, the default pale blue otherwise.
    var accentColor: Color {
        self == .default ? PlacardStyle.defaultAccent : Color(red: 0.19, green: 0.19, blue: 0.19)
    }

    /// `PriorityPlacardViewTemplate.image`.
    var systemImageName: String {
        switch self {
        case .success: return "checkmark.circle"
        case .info: return "info.circle"
        case .warning: return "exclamationmark.triangle"
        case .error: return "xmark.octagon"
        case .default: return "paperplane"
        }
    }
}

/// A placard's colours and fonts: `PlacardConfig`'s, or for a priority card the defaults and
/// the priority's palette (priority cards ignore the config's colours and fonts).
struct PlacardStyle: Sendable {
    /// `PlacardConfigCase.default.backgroundColor`: black.
    static let defaultBackground = Color(red: 0, green: 0, blue: 0)
    /// `PlacardConfigCase.default.accentColor`: (0.61, 0.78, 0.87), a pale blue.
    static let defaultAccent = Color(red: 0.61, green: 0.78, blue: 0.87)
    /// `PlacardConfigCase.default.titleTextColor`: (0.95, 0.95, 0.95).
    static let defaultTitle = Color(red: 0.95, green: 0.95, blue: 0.95)

    var backgroundColor: Color
    var accentColor: Color
    var titleTextColor: Color
    var primaryFont: Font
    var secondaryFont: Font

    /// `PlacardConfigCase.default`: system 20 pt semibold title, 16 pt medium message.
    static func defaults(_ fonts: FontCatalog) -> PlacardStyle {
        PlacardStyle(
            backgroundColor: defaultBackground, accentColor: defaultAccent, titleTextColor: defaultTitle,
            primaryFont: fonts.systemFont(size: 20, weight: .semibold),
            secondaryFont: fonts.systemFont(size: 16, weight: .medium))
    }
}

/// `PlacardPlacement`.
enum PlacardPlacement: String, CaseIterable, Sendable {
    case top, bottom, center
}

extension PlacardPriority: ConfigEnum {}
extension PlacardPlacement: ConfigEnum {}
