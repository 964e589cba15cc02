import PreviewModel
import Raster
import Typeset

/// The example app's colours (`Example/SwiftEntryKit/Utils/UIColor+Utils.swift`), usable by name
/// wherever an `EKColor` is read.
enum EKDemoColors {
    static func rgb(_ r: Int, _ g: Int, _ b: Int) -> Color { Color(r8: UInt8(r), g8: UInt8(g), b8: UInt8(b)) }
    static func hex(_ v: Int) -> Color { rgb((v >> 16) & 255, (v >> 8) & 255, v & 255) }

    static let pinky = EKAttributes.EKColor(hex(0xE91E63))
    static let amber = EKAttributes.EKColor(hex(0xFFC107))
    static let satCyan = EKAttributes.EKColor(hex(0x00BCD4))
    static let redish = EKAttributes.EKColor(hex(0xFF5252))
    static let greenGrass = EKAttributes.EKColor(hex(0x4CAF50))
    static let chatMessage = EKAttributes.EKColor(rgb(48, 47, 48))
    static let text = EKAttributes.EKColor(light: rgb(33, 33, 33), dark: rgb(222, 222, 222))
    static let subText = EKAttributes.EKColor(light: rgb(117, 117, 117), dark: rgb(138, 138, 138))
    static let musicBackground = EKAttributes.EKColor(light: .white, dark: rgb(36, 39, 42))
    static let ratingStar = EKAttributes.EKColor(light: hex(0xFFC107), dark: rgb(219, 58, 94))
    static let grayLight = EKAttributes.EKColor(rgb(230, 230, 230))
    /// White level 100 at 30 % (dark: black at 50 %).
    static let dimmedLightBackground = EKAttributes.EKColor(
        light: rgb(100, 100, 100).withAlphaMultiplied(by: 0.3),
        dark: Color.black.withAlphaMultiplied(by: 0.5))
    static let dimmedDarkBackground = EKAttributes.EKColor(
        light: rgb(50, 50, 50).withAlphaMultiplied(by: 0.3),
        dark: Color.black.withAlphaMultiplied(by: 0.5))

    static let named: [String: EKAttributes.EKColor] = [
        "standardBackground": .standardBackground, "standardContent": .standardContent,
        "pinky": pinky, "amber": amber, "satCyan": satCyan, "redish": redish, "greenGrass": greenGrass,
        "chatMessage": chatMessage, "text": text, "subText": subText, "musicBackground": musicBackground,
        "ratingStar": ratingStar, "dimmedLightBackground": dimmedLightBackground, "dimmedDarkBackground": dimmedDarkBackground,
    ]
}

/// The example app's looks that users copy (`Example/SwiftEntryKit/Presets/PresetsData/
/// PresetsDataSource.swift` for the attributes, `PresetsViewController.swift` for the content
/// styles), each a library preset with the demo's attributes and text colours.
enum EKExamplePreset: String, Sendable, CaseIterable, ConfigEnum {
    /// Toasts: "Top I" (blue, status bar hidden, a scale bump on entrance), "Top II" (chat),
    /// "Bottom I" (blurred), "Bottom II" (standard background at 98 %, under the status bar).
    case colorToast, chatToast, blurredBottomToast, plainBottomToast
    /// Notes: "Top Standard", "Top Processing", "Top Image", "Status Bar", "Bottom Standard".
    case standardNote, processingNote, imageNote, statusBarNote, gradientBottomNote
    /// Floats: "Top" (amber → pink, pops by shrinking) and "Bottom" (blue gradient).
    case gradientTopFloat, gradientBottomFloat
    /// Pop-ups I (bottom, white), II (centred gradient) and III (full-width bottom).
    case bottomPopUp, centerPopUp, fullWidthPopUp
    /// The alerts: top with an image on the left and two buttons; centred with three stacked.
    case topAlert, centerAlert
    /// "Service Rating": a blurred centred alert with stars.
    case rating

    /// The attributes and content styles of the look.
    func attributes(_ fonts: FontCatalog, minEdge: Double) -> (EKAttributes, EKContentStyle) {
        typealias A = EKAttributes
        let white = A.EKColor(.white)
        var style = EKContentStyle.standard(fonts)
        var a: A
        switch self {
        case .colorToast:
            a = A.preset(named: .topToast)
            a.entryBackground = .color(A.EKColor(EKDemoColors.hex(0x0091EA)))
            a.entranceAnimation = A.Animation(translate: .init(duration: 0.3), scale: .init(from: 1.07, to: 1, duration: 0.3))
            a.exitAnimation = A.Animation(translate: .init(duration: 0.3))
            a.statusBar = .hidden
            a.scroll = .edgeCrossingDisabled(swipeable: false)
            style = style.withTextColor(white)
        case .chatToast:
            a = A.preset(named: .topToast)
            a.entryBackground = .color(EKDemoColors.chatMessage)
            a.statusBar = .light
            a.displayDuration = 4
            a.shadow = A.Shadow(color: EKDemoColors.chatMessage, opacity: 0.5, radius: 10)
            style = style.withTextColor(white)
            style.title.font = EKContentStyle.face(fonts, "HelveticaNeue-Medium", 14)
            style.description.font = EKContentStyle.face(fonts, "HelveticaNeue-Light", 12)
            style.auxiliary.font = EKContentStyle.face(fonts, "HelveticaNeue-Light", 10)
            style.imageTint = nil
        case .blurredBottomToast:
            a = A.preset(named: .bottomToast)
            a.entryBackground = .visualEffect(light: .light, dark: .dark)
            a.statusBar = .dark
        case .plainBottomToast:
            a = A.preset(named: .bottomToast)
            a.windowLevel = 0
            a.entryBackground = .color(A.EKColor(light: Color.white.withAlphaMultiplied(by: 0.98), dark: Color.black.withAlphaMultiplied(by: 0.98)))
            a.statusBar = .dark
        case .standardNote:
            a = A.preset(named: .topNote)
            a.entryBackground = .color(EKDemoColors.satCyan)
            a.shadow = A.Shadow(color: EKDemoColors.chatMessage, opacity: 0.5, radius: 2)
            a.statusBar = .light
            style = style.withTextColor(white)
        case .processingNote:
            a = A.preset(named: .topNote)
            a.entryBackground = .color(EKDemoColors.pinky)
            a.displayDuration = nil
            a.statusBar = .light
            style = style.withTextColor(white)
        case .imageNote:
            a = A.preset(named: .topNote)
            a.entryBackground = .color(A.EKColor(EKDemoColors.hex(0x673AB7)))
            a.displayDuration = 3
            style = style.withTextColor(white)
            style.imageSize = nil
        case .statusBarNote:
            a = A.preset(named: .statusBar)
            a.entryBackground = .color(EKDemoColors.greenGrass)
            style = style.withTextColor(white)
            style.note.font = EKContentStyle.face(fonts, "HelveticaNeue-Light", 12)
        case .gradientBottomNote:
            a = A.preset(named: .bottomNote)
            a.entryBackground = .gradient(
                colors: [0xBA68C8, 0xAB47BC, 0xAA00FF].map { A.EKColor(EKDemoColors.hex($0)) },
                start: Point(0, 0), end: Point(1, 1))
            a.shadow = A.Shadow(opacity: 0.3, radius: 6)
            a.statusBar = .dark
            style = style.withTextColor(white)
        case .gradientTopFloat:
            a = A.preset(named: .topFloat)
            a.entryBackground = .gradient(colors: [EKDemoColors.amber, EKDemoColors.pinky], start: Point(0, 0), end: Point(1, 1))
            a.popBehavior = A.Animation(translate: .init(duration: 0.3), scale: .init(from: 1, to: 0.7, duration: 0.7))
            a.shadow = A.Shadow(opacity: 0.5, radius: 10)
            a.statusBar = .dark
            a.scroll = .enabled(swipeable: true, pullback: .easeOut)
            a.positionConstraints.maxSize = A.Size(width: .constant(minEdge), height: .intrinsic)
            style = style.withTextColor(white)
        case .gradientBottomFloat:
            a = A.preset(named: .bottomFloat)
            a.entryBackground = .gradient(
                colors: [A.EKColor(EKDemoColors.rgb(27, 47, 144)), A.EKColor(EKDemoColors.rgb(100, 172, 196))],
                start: Point(0, 0), end: Point(1, 1))
            a.entryInteraction = .delayExit(3)
            a.scroll = .enabled(swipeable: true, pullback: .jolt)
            a.positionConstraints.maxSize = A.Size(width: .constant(minEdge), height: .intrinsic)
            style = style.withTextColor(white)
        case .bottomPopUp, .fullWidthPopUp, .topAlert:
            a = bottomAlertAttributes(minEdge: minEdge)
            if self == .bottomPopUp {
                a.entryBackground = .color(EKDemoColors.musicBackground)
            } else if self == .fullWidthPopUp {
                a.scroll = .edgeCrossingDisabled(swipeable: true)
                a.entranceAnimation = A.Animation(translate: .init(duration: 0.5, spring: .init(damping: 1, initialVelocity: 0)))
                a.entryBackground = .gradient(
                    colors: [A.EKColor(EKDemoColors.hex(0xFF9A9E)), A.EKColor(EKDemoColors.hex(0xFAD0C4))],
                    start: Point(0, 0), end: Point(1, 1))
                a.positionConstraints = .fullWidth
                a.positionConstraints.safeArea = .empty(fillSafeArea: true)
                a.roundCorners = .top(20)
                style.popUpTitle.color = white
                style.popUpDescription.color = white
                style.button.color = EKDemoColors.subText
                style.buttonBackground = white
            } else {
                // "Top Alert View" (a top float, dimmed screen, white, scale and fade on entrance).
                a = A.preset(named: .topFloat)
                a.displayDuration = nil
                a.screenBackground = .color(EKDemoColors.dimmedLightBackground)
                a.entryBackground = .color(white)
                a.screenInteraction = .dismiss
                a.entryInteraction = .absorbTouches
                a.entranceAnimation = A.Animation(
                    translate: .init(duration: 0.7, spring: .init(damping: 1, initialVelocity: 0)),
                    scale: .init(from: 0.6, to: 1, duration: 0.7),
                    fade: .init(from: 0.8, to: 1, duration: 0.3))
                a.exitAnimation = A.Animation(scale: .init(from: 1, to: 0.7, duration: 0.3), fade: .init(from: 1, to: 0, duration: 0.3))
                a.border = A.Border(color: A.EKColor(.black), width: 0.5)
                a.shadow = A.Shadow(opacity: 0.5, radius: 5)
                a.statusBar = .dark
                a.positionConstraints.maxSize = A.Size(width: .constant(minEdge), height: .intrinsic)
                style.alertTitle.color = A.EKColor(.black)
                style.alertDescription.color = A.EKColor(.black)
            }
        case .centerPopUp:
            a = A.preset(named: .centerFloat)
            a.displayDuration = nil
            a.entryBackground = .gradient(
                colors: [A.EKColor(EKDemoColors.hex(0xFFFBD5)), A.EKColor(EKDemoColors.hex(0xB20A2C))],
                start: Point(0, 0), end: Point(1, 1))
            a.screenBackground = .color(EKDemoColors.dimmedDarkBackground)
            a.shadow = A.Shadow(opacity: 0.3, radius: 8)
            a.screenInteraction = .dismiss
            a.entryInteraction = .absorbTouches
            a.scroll = .enabled(swipeable: true, pullback: .jolt)
            a.roundCorners = .all(8)
            a.entranceAnimation = A.Animation(
                translate: .init(duration: 0.7, spring: .init(damping: 0.7, initialVelocity: 0)),
                scale: .init(from: 0.7, to: 1, duration: 0.4, spring: .init(damping: 1, initialVelocity: 0)))
            a.exitAnimation = A.Animation(translate: .init(duration: 0.2))
            a.popBehavior = A.Animation(translate: .init(duration: 0.35))
            a.positionConstraints.size = A.Size(width: .offset(20), height: .intrinsic)
            a.positionConstraints.maxSize = A.Size(width: .constant(minEdge), height: .intrinsic)
            a.statusBar = .dark
            style.popUpTitle.color = white
            style.popUpDescription.color = white
            style.button.color = A.EKColor(EKDemoColors.hex(0x616161))
            style.buttonBackground = white
        case .centerAlert, .rating:
            a = A.preset(named: .centerFloat)
            a.windowLevel = 2000
            a.displayDuration = nil
            a.screenInteraction = .absorbTouches
            a.entryInteraction = .absorbTouches
            a.scroll = .disabled
            a.screenBackground = .color(EKDemoColors.dimmedLightBackground)
            a.entryBackground = .color(white)
            a.entranceAnimation = A.Animation(
                scale: .init(from: 0.9, to: 1, duration: 0.4, spring: .init(damping: 1, initialVelocity: 0)),
                fade: .init(from: 0, to: 1, duration: 0.3))
            a.exitAnimation = A.Animation(fade: .init(from: 1, to: 0, duration: 0.2))
            a.shadow = A.Shadow(opacity: 0.3, radius: 5)
            a.positionConstraints.maxSize = A.Size(width: .constant(minEdge), height: .intrinsic)
            style.alertTitle.color = A.EKColor(.black)
            style.alertDescription.color = A.EKColor(.black)
            style.alertTitle.alignment = .center
            style.alertDescription.alignment = .center
            style.imageSize = Size(25, 25)
            if self == .rating {
                a.entryBackground = .visualEffect(light: .light, dark: .dark)
                a.entranceAnimation.scale?.spring = .init(damping: 0.8, initialVelocity: 0)
                a.exitAnimation = A.Animation(
                    scale: .init(from: 1, to: 0.4, duration: 0.4, spring: .init(damping: 1, initialVelocity: 0)),
                    fade: .init(from: 1, to: 0, duration: 0.2))
                style.separatorColor = A.EKColor(light: EKDemoColors.rgb(230, 230, 230), dark: EKDemoColors.hex(0x616161))
            }
        }
        return (a, style)
    }

    /// `bottomAlertAttributes` of the example app: a bottom float, rounded 25, dimmed screen,
    /// springing in with a scale bump. `maxSize` width is `UIScreen.main.minEdge`, the screen's
    /// shorter side (the width is capped in landscape).
    private func bottomAlertAttributes(minEdge: Double) -> EKAttributes {
        typealias A = EKAttributes
        var a = A.preset(named: .bottomFloat)
        a.displayDuration = nil
        a.entryBackground = .color(.standardBackground)
        a.screenBackground = .color(EKDemoColors.dimmedLightBackground)
        a.shadow = A.Shadow(opacity: 0.3, radius: 8)
        a.screenInteraction = .dismiss
        a.entryInteraction = .absorbTouches
        a.scroll = .enabled(swipeable: true, pullback: .jolt)
        a.roundCorners = .all(25)
        a.entranceAnimation = A.Animation(
            translate: .init(duration: 0.7, spring: .init(damping: 1, initialVelocity: 0)),
            scale: .init(from: 1.05, to: 1, duration: 0.4, spring: .init(damping: 1, initialVelocity: 0)))
        a.exitAnimation = A.Animation(translate: .init(duration: 0.2))
        a.popBehavior = A.Animation(translate: .init(duration: 0.2))
        a.positionConstraints.verticalOffset = 10
        a.positionConstraints.size = A.Size(width: .offset(20), height: .intrinsic)
        a.positionConstraints.maxSize = A.Size(width: .constant(minEdge), height: .intrinsic)
        a.statusBar = .dark
        return a
    }
}
