import PreviewModel
import Raster
import Typeset

/// The label styles, image sizes and button colours a content object gets where it gives none.
///
/// SwiftEntryKit itself has no default label style: every `LabelStyle` is the caller's. These are
/// the ones its example app passes (`Example/SwiftEntryKit/Presets/PresetsViewController.swift`,
/// HelveticaNeue faces): notification title Medium 16 and description Light 14, notes Light 14
/// centred, pop-up title Medium 24 and description Light 16 centred, button Bold 16 (Medium 16 in a
/// button bar), alert title
/// Medium 15 and description Light 13, rating title Medium 34 and description Light 24 at 50 %.
/// An example preset (`EKExamplePreset`) swaps in its own colours.
struct EKContentStyle: Sendable {
    struct LabelStyle: Sendable {
        var font: Font
        var color: EKAttributes.EKColor
        var alignment: TextAlignment = .left
    }

    var title: LabelStyle
    var description: LabelStyle
    var auxiliary: LabelStyle
    var note: LabelStyle
    var popUpTitle: LabelStyle
    var popUpDescription: LabelStyle
    var button: LabelStyle
    /// A button in a button bar (alert, rating): Medium 16 in the content colour.
    var barButton: LabelStyle
    var alertTitle: LabelStyle
    var alertDescription: LabelStyle
    var ratingTitle: LabelStyle
    var ratingDescription: LabelStyle
    /// A notification's or alert's image: 35 × 35 in the example app, tinted like the text.
    var imageSize: Size? = Size(35, 35)
    var imageTint: EKAttributes.EKColor?
    var popUpImageSize = Size(60, 60)
    var buttonBackground: EKAttributes.EKColor
    var separatorColor: EKAttributes.EKColor
    var ratingStar: EKAttributes.EKColor

    /// The example app's styles in the library's standard colours.
    static func standard(_ fonts: FontCatalog) -> EKContentStyle {
        func face(_ name: String, _ size: Double) -> Font { EKContentStyle.face(fonts, name, size) }
        let content = EKAttributes.EKColor.standardContent
        return EKContentStyle(
            title: LabelStyle(font: face("HelveticaNeue-Medium", 16), color: content),
            description: LabelStyle(font: face("HelveticaNeue-Light", 14), color: content),
            auxiliary: LabelStyle(font: face("HelveticaNeue-Light", 10), color: content),
            note: LabelStyle(font: face("HelveticaNeue-Light", 14), color: content, alignment: .center),
            popUpTitle: LabelStyle(font: face("HelveticaNeue-Medium", 24), color: EKDemoColors.text, alignment: .center),
            popUpDescription: LabelStyle(font: face("HelveticaNeue-Light", 16), color: EKDemoColors.subText, alignment: .center),
            button: LabelStyle(font: face("HelveticaNeue-Bold", 16), color: EKAttributes.EKColor(.white), alignment: .center),
            barButton: LabelStyle(font: face("HelveticaNeue-Medium", 16), color: content, alignment: .center),
            alertTitle: LabelStyle(font: face("HelveticaNeue-Medium", 15), color: content),
            alertDescription: LabelStyle(font: face("HelveticaNeue-Light", 13), color: content),
            ratingTitle: LabelStyle(font: face("HelveticaNeue-Medium", 34), color: content, alignment: .center),
            ratingDescription: LabelStyle(
                font: face("HelveticaNeue-Light", 24),
                color: EKAttributes.EKColor(
                    light: content.light.withAlphaMultiplied(by: 0.5),
                    dark: content.dark.withAlphaMultiplied(by: 0.5)),
                alignment: .center),
            imageTint: nil,
            buttonBackground: EKDemoColors.amber,
            separatorColor: EKDemoColors.grayLight,
            ratingStar: EKDemoColors.ratingStar)
    }

    /// A face of the example app's `MainFont` (HelveticaNeue), or the system font were it missing.
    static func face(_ fonts: FontCatalog, _ name: String, _ size: Double) -> Font {
        (try? fonts.font(named: name, size: size)) ?? fonts.systemFont(size: size, weight: .regular, italic: false)
    }

    /// Every text in `color` (an example preset's white text on a coloured entry).
    func withTextColor(_ color: EKAttributes.EKColor) -> EKContentStyle {
        var s = self
        for path in [
            \EKContentStyle.title, \.description, \.auxiliary, \.note, \.popUpTitle, \.popUpDescription,
            \.alertTitle, \.alertDescription,
        ] {
            s[keyPath: path].color = color
        }
        s.imageTint = color
        return s
    }
}
