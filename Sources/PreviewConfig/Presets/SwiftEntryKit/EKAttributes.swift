import PreviewModel
import Raster

/// SwiftEntryKit's `EKAttributes`: every field with the library's default, as
/// `Source/Model/EntryAttributes/EKAttributes.swift` and its per-topic files declare them
/// (huri000/SwiftEntryKit 2.0.0 @ 5ad36cc). The library presets (`EKAttributes+Presets.swift`)
/// are in `EKAttributes.preset(named:)`.
///
/// Colours stay unresolved (`EKColor`: a light and a dark member) until the entry is built, so
/// that `displayMode` can choose between them.
struct EKAttributes: Sendable, Equatable {
    var name: String?
    /// `windowLevel`: `.normal` 0, `.statusBar` 1000 (the default), `.alerts` 2000, or any
    /// value ≥ 0. At the status bar's level or above an entry covers the status bar.
    var windowLevel = 1000.0
    var position = Position.top
    var precedence = PrecedenceManager.Precedence.override(priority: .normal, dropEnqueuedEntries: false)
    /// Seconds after the entrance; nil is `.infinity` (never by itself).
    var displayDuration: Double? = 2
    var positionConstraints = PositionConstraints()
    var screenInteraction = UserInteraction.forward
    var entryInteraction = UserInteraction.dismiss
    var scroll = Scroll.enabled(swipeable: true, pullback: .jolt)
    var displayMode = DisplayMode.inferred
    var entryBackground = BackgroundStyle.clear
    var screenBackground = BackgroundStyle.clear
    var shadow: Shadow?
    var roundCorners = RoundCorners.none
    var border: Border?
    var statusBar = StatusBar.inferred
    var entranceAnimation = Animation.translation
    var exitAnimation = Animation.translation
    /// `popBehavior`: the animation an entry plays when a newer one pushes it out; nil is
    /// `.overridden` (it vanishes at once).
    var popBehavior: Animation? = .translation

    enum Position: String, Sendable, Equatable, CaseIterable, ConfigEnum { case top, center, bottom }

    enum DisplayMode: String, Sendable, Equatable, CaseIterable, ConfigEnum { case inferred, light, dark }

    enum StatusBar: String, Sendable, Equatable, CaseIterable, ConfigEnum { case ignored, hidden, dark, light, inferred }

    /// `EKAttributes.UserInteraction`. `delayExit(by:)` keeps the entry while touched; the
    /// library ignores its argument (a touch re-arms the usual exit timer at touch-up).
    enum UserInteraction: Sendable, Equatable {
        case dismiss, absorbTouches, forward
        case delayExit(Double)
    }

    /// `EKAttributes.Scroll`.
    enum Scroll: Sendable, Equatable {
        case disabled
        case edgeCrossingDisabled(swipeable: Bool)
        case enabled(swipeable: Bool, pullback: Pullback)
    }

    /// `Scroll.PullbackAnimation`: a UIKit spring.
    struct Pullback: Sendable, Equatable {
        var duration: Double, damping: Double, initialSpringVelocity: Double
        static let jolt = Pullback(duration: 0.5, damping: 0.3, initialSpringVelocity: 10)
        static let easeOut = Pullback(duration: 0.3, damping: 1, initialSpringVelocity: 10)
    }

    /// `EKColor`: a colour per appearance.
    struct EKColor: Sendable, Equatable {
        var light: Color, dark: Color
        init(light: Color, dark: Color) { self.light = light; self.dark = dark }
        init(_ both: Color) { self.init(light: both, dark: both) }
        static let standardBackground = EKColor(light: .white, dark: .black)
        static let standardContent = EKColor(light: .black, dark: .white)
        func resolved(dark isDark: Bool) -> Color { isDark ? dark : light }
    }

    /// `EKAttributes.BackgroundStyle` (entry and screen alike).
    enum BackgroundStyle: Sendable, Equatable {
        case clear
        case color(EKColor)
        /// Colours evenly spaced from `start` to `end`, unit points of the view (`CAGradientLayer`).
        case gradient(colors: [EKColor], start: Point, end: Point)
        /// A `UIBlurEffect` style per appearance.
        case visualEffect(light: BlurStyle, dark: BlurStyle)
        /// Aspect-fill.
        case image(ImageContent)
    }

    struct Shadow: Sendable, Equatable {
        var color = EKColor(.black)
        var opacity: Double
        var radius: Double
        var offset = Point(0, 0)
    }

    enum RoundCorners: Sendable, Equatable {
        case none
        case all(Double), top(Double), bottom(Double)

        var radii: CornerRadii? {
            switch self {
            case .none: return nil
            case .all(let r): return CornerRadii(r)
            case .top(let r): return CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0)
            case .bottom(let r): return CornerRadii(topLeft: 0, topRight: 0, bottomRight: r, bottomLeft: r)
            }
        }
    }

    struct Border: Sendable, Equatable {
        var color: EKColor
        var width: Double
    }

    /// `EKAttributes.PositionConstraints`.
    struct PositionConstraints: Sendable, Equatable {
        var verticalOffset = 0.0
        var size = Size(width: .offset(0), height: .intrinsic)
        var maxSize = Size(width: .intrinsic, height: .intrinsic)
        var safeArea = SafeArea.empty(fillSafeArea: false)
        /// `keyboardRelation`: `.bind(offset:)`'s bottom spacing, nil for `.unbind`.
        var keyboardBottomOffset: Double?
        var rotationEnabled = true

        /// `PositionConstraints.float`: 10 pt from the safe area, 20 pt side margins.
        static let float = PositionConstraints(verticalOffset: 10, size: Size(width: .offset(20), height: .intrinsic))
        /// `PositionConstraints.fullWidth`.
        static let fullWidth = PositionConstraints()
        /// `PositionConstraints.fullScreen`.
        static let fullScreen = PositionConstraints(size: Size(width: .fill, height: .fill))
    }

    /// `PositionConstraints.Size`.
    struct Size: Sendable, Equatable {
        var width: Edge, height: Edge
    }

    /// `PositionConstraints.Edge`.
    enum Edge: Sendable, Equatable {
        case ratio(Double), offset(Double), constant(Double), intrinsic
        static let fill = Edge.offset(0)
    }

    enum SafeArea: Sendable, Equatable {
        /// The entry ignores the safe area (the `statusBar` preset sits at y = 0).
        case overridden
        /// The entry stays inside it; `fillSafeArea` stretches the background into it.
        case empty(fillSafeArea: Bool)
    }

    /// `EKAttributes.Animation`: up to three parts, each with its own duration and delay.
    struct Animation: Sendable, Equatable {
        var translate: Translate?
        var scale: Range?
        var fade: Range?

        struct Translate: Sendable, Equatable {
            var duration: Double
            var delay = 0.0
            var anchor = Anchor.automatic
            var spring: Spring?
        }

        enum Anchor: String, Sendable, Equatable, CaseIterable, ConfigEnum { case automatic, top, bottom }

        /// `RangeAnimation`: from a value to a value.
        struct Range: Sendable, Equatable {
            var from: Double, to: Double
            var duration: Double
            var delay = 0.0
            var spring: Spring?
        }

        struct Spring: Sendable, Equatable {
            var damping: Double
            var initialVelocity: Double
        }

        static let translation = Animation(translate: Translate(duration: 0.3))
        static let none = Animation()

        /// `totalDuration`: the longest delay plus the longest duration.
        var totalDuration: Double { maxDelay + maxDuration }
        /// `maxDuration`: the longest part, delays not counted (when a leaving entry is removed).
        var maxDuration: Double { [translate?.duration, scale?.duration, fade?.duration].compactMap { $0 }.max() ?? 0 }
        var maxDelay: Double { [translate?.delay, scale?.delay, fade?.delay].compactMap { $0 }.max() ?? 0 }
    }

    /// The library presets, `EKAttributes+Presets.swift`. None sets a background, a shadow, a
    /// screen background, a display duration or an animation: a bare preset is a transparent
    /// entry shown for 2 s.
    static func preset(named name: Preset) -> EKAttributes {
        var a = EKAttributes()
        switch name {
        case .default:
            break
        case .toast, .topToast, .bottomToast, .topNote, .bottomNote, .statusBar:
            a.positionConstraints = .fullWidth
            a.positionConstraints.safeArea = .empty(fillSafeArea: true)
            a.windowLevel = 1000
            a.scroll = .edgeCrossingDisabled(swipeable: true)
            a.popBehavior = .translation
            a.position = name == .bottomToast || name == .bottomNote ? .bottom : .top
            if name == .topNote || name == .bottomNote {
                a.scroll = .disabled
                a.windowLevel = 0
                a.entryInteraction = .absorbTouches
            }
            if name == .statusBar {
                a.entryInteraction = .absorbTouches
                a.positionConstraints.safeArea = .overridden
            }
        case .float, .topFloat, .bottomFloat, .centerFloat:
            a.positionConstraints = .float
            a.roundCorners = .all(10)
            a.positionConstraints.safeArea = .empty(fillSafeArea: false)
            a.windowLevel = 1000
            a.position = name == .bottomFloat ? .bottom : name == .centerFloat ? .center : .top
        }
        return a
    }

    /// The names of the library presets.
    enum Preset: String, Sendable, CaseIterable, ConfigEnum {
        case `default`, toast, float, topFloat, bottomFloat, centerFloat, topToast, bottomToast, topNote, bottomNote, statusBar
    }
}
