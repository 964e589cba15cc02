import PreviewModel
import Raster

/// SwiftMessages' `Theme` and the colours `configureTheme(_:)` gives it
/// (`SwiftMessages/MessageView.swift`, `configureTheme(_:iconStyle:includeHaptic:)`).
///
/// Backgrounds are dynamic colours: the light value for `.light`, the dark value for `.dark`
/// and for an unspecified style. The foreground is white, except `info`'s, which is
/// `UIColor.label` (black in light, white in dark).
package enum SwiftMessagesTheme: String, Sendable, Hashable, CaseIterable {
    case info, success, warning, error

    /// `backgroundColor` in an appearance.
    package func background(for appearance: Appearance) -> Color {
        let dark = appearance == .dark
        switch self {
        case .info: return dark ? Color(r8: 125, g8: 125, b8: 125) : Color(r8: 225, g8: 225, b8: 225)
        case .success: return dark ? Color(r8: 55, g8: 122, b8: 0) : Color(r8: 97, g8: 161, b8: 23)
        case .warning: return dark ? Color(r8: 239, g8: 184, b8: 10) : Color(r8: 246, g8: 197, b8: 44)
        case .error: return dark ? Color(r8: 195, g8: 12, b8: 12) : Color(r8: 249, g8: 66, b8: 47)
        }
    }

    /// `foregroundColor`: text, icon tint and the button's fill.
    package func foreground(for appearance: Appearance) -> Color {
        self == .info ? SystemColor.label.resolved(for: appearance) : .white
    }
}
