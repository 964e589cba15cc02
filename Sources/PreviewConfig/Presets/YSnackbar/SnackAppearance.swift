import PreviewModel
import Raster
import Typeset

/// A snack's look: Y-Snackbar's `Snack.Appearance` with its defaults
/// (`Sources/YSnackbar/Model/Snack+Appearance.swift`, `Snack+Appearance+Layout.swift`;
/// codeandtheory/ysnackbar-ios @ 2d146a3).
struct SnackAppearance: Sendable {
    /// A label's colour and YMatterType `Typography` (system font, fixed line height).
    struct Label: Sendable {
        var textColor: Color
        var fontSize: Double
        var fontWeight: FontWeight
        /// The fixed line height (`Typography.lineHeight`).
        var lineHeight: Double
    }

    var title: Label
    var message: Label
    var backgroundColor: Color
    var borderColor: Color
    var borderWidth: Double
    var elevation: SnackElevation
    var layout: SnackLayout

    /// The defaults: title `label` in `Typography.systemLabel.bold`, message `label` in
    /// `.systemLabel` (`UIFont.labelFontSize` 17 pt, line height ceil(17 × 1.3) = 23 pt);
    /// background `systemBackground` in light and `tertiarySystemBackground` in dark (the
    /// source's `snackBackgroundColor`, not plain systemBackground as the README says); border
    /// `label`, 0 pt wide.
    static func defaults(for appearance: Appearance) -> SnackAppearance {
        let label = SystemColor.label.resolved(for: appearance)
        let background = (appearance == .dark ? SystemColor.tertiarySystemBackground : SystemColor.systemBackground)
            .resolved(for: appearance)
        return SnackAppearance(
            title: Label(textColor: label, fontSize: 17, fontWeight: .bold, lineHeight: 23),
            message: Label(textColor: label, fontSize: 17, fontWeight: .regular, lineHeight: 23),
            backgroundColor: background, borderColor: label, borderWidth: 0,
            elevation: SnackElevation(), layout: SnackLayout())
    }
}

/// YCoreUI's `Elevation` (`Sources/YCoreUI/Foundations/Elevation.swift`): a Figma-style shadow
/// turned into a layer shadow. Y-Snackbar's default is offset (0, 2.33), blur 6.33, spread
/// −0.33, black at 46 %.
struct SnackElevation: Sendable, Hashable {
    var offset = Point(0, 2.33)
    var blur = 6.33
    var spread = -0.33
    var color = Color.black
    var opacity = 0.46

    /// `shadowRadius`: YCoreUI divides the blur by 2.5 (not the usual 2).
    var shadowRadius: Double { blur / 2.5 }

    /// How far the shadow reaches beyond the view on its top and bottom (`Elevation.extent`):
    /// a snack slides in from that far beyond the window edge so its shadow is hidden too.
    var extentTop: Double { max(0, blur + spread - offset.y) }
    var extentBottom: Double { max(0, blur + spread + offset.y) }
}

/// `Snack.Appearance.Layout`: 16 pt content inset on every side, 8 pt between title and
/// message, 16 pt between icon and text, corner radius 4, a 32 × 32 icon.
struct SnackLayout: Sendable, Hashable {
    var contentInset = EdgeInsets(16)
    var labelSpacing = 8.0
    var iconToLabelSpacing = 16.0
    var cornerRadius = 4.0
    var iconSize = Size(32, 32)
}

/// `SnackbarManager.Appearance` and `defaultAlignment`
/// (`Sources/YSnackbar/Manager/SnackbarManager+Appearance.swift`, `SnackbarManager.swift`):
/// one for the whole scene, as the library's manager is a singleton.
package struct SnackbarManagerSettings: Sendable, Hashable {
    /// Points between snacks.
    package var snackSpacing = 16.0
    /// The container's inset from the safe area on every side.
    package var contentInset = EdgeInsets(16)
    /// The widest a snack gets (iPad, landscape).
    package var maxSnackWidth = 428.0
    /// Where a snack goes when it names no alignment: the top.
    package var defaultAlignmentIsTop = true

    package init() {}
}
