import PreviewModel
import Raster

/// `SwiftMessages.PresentationStyle` (without `.custom`).
package enum SwiftMessagesPresentationStyle: String, Sendable, Hashable, CaseIterable {
    case top, bottom, center
}

/// `SwiftMessages.Config` (`SwiftMessages/SwiftMessages.swift`), the fields that change what
/// is drawn or when. Defaults are the library's.
package struct SwiftMessagesConfig: Sendable, Hashable {
    /// `SwiftMessages.Duration`.
    package enum Duration: Sendable, Hashable {
        /// 2 s after the show animation (`Presenter.swift`, `pauseDuration`).
        case automatic
        case forever
        case seconds(Double)
        case indefinite(delay: Double, minimum: Double)

        var display: DisplayDuration {
            switch self {
            case .automatic: return .seconds(2)
            case .forever: return .forever
            case .seconds(let s): return .seconds(s)
            case .indefinite(let d, let m): return .indefinite(delay: d, minimum: m)
            }
        }
    }

    /// `SwiftMessages.DimMode`.
    package enum DimMode: Sendable, Hashable {
        case none
        /// Black at alpha 0.3.
        case gray(interactive: Bool)
        case color(Color, interactive: Bool)
        case blur(style: BlurStyle, alpha: Double, interactive: Bool)
    }

    /// `SwiftMessages.PresentationContext`.
    package enum Context: Sendable, Hashable {
        /// Under a visible navigation bar (`.top`), above a visible tab bar (`.bottom`), else a
        /// window of its own: the scene's `host` bars say which exist.
        case automatic
        /// A window at a level: above `normal`, on a 20 pt status bar, the status bar's height
        /// is not taken as safe area (`safeZoneConflicts` `.overStatusBar`).
        case window(level: WindowLevel)
    }

    /// `UIWindow.Level`.
    package enum WindowLevel: String, Sendable, Hashable, CaseIterable {
        case normal, statusBar, alert
    }

    package var presentationStyle: SwiftMessagesPresentationStyle = .top
    package var presentationContext: Context = .automatic
    package var duration: Duration = .automatic
    package var dimMode: DimMode = .none
    package var interactiveHide = true
    package var preferredStatusBarStyle: StatusBarOverride?
    package var prefersStatusBarHidden = false
    package var priority = 0
    package var ignoreDuplicates = true
    /// `keyboardTrackingView`: a bottom message rides above the keyboard.
    package var keyboardTracking = false
    /// `overrideUserInterfaceStyle`: the appearance the message's dynamic colours resolve in.
    package var overrideAppearance: Appearance?

    package init() {}

    /// The backdrop a dim mode puts behind the message.
    func backdrop(appearance: Appearance) -> Backdrop? {
        switch dimMode {
        case .none:
            return nil
        case .gray(let interactive):
            return Backdrop(
                kind: .color(Color.black.withAlphaMultiplied(by: 0.3)), fadeIn: SwiftMessagesMotion.dimFade,
                fadeOut: SwiftMessagesMotion.dimFade, interactive: interactive)
        case .color(let c, let interactive):
            return Backdrop(kind: .color(c), fadeIn: SwiftMessagesMotion.dimFade, fadeOut: SwiftMessagesMotion.dimFade, interactive: interactive)
        case .blur(let style, let alpha, let interactive):
            return Backdrop(
                kind: .blur(BlurMaterial.named(style, appearance: appearance)), opacity: alpha,
                fadeIn: SwiftMessagesMotion.blurIn, fadeOut: SwiftMessagesMotion.blurOut, interactive: interactive)
        }
    }

    /// The status bar while the message shows.
    var statusBar: StatusBarOverride? { prefersStatusBarHidden ? .hidden : preferredStatusBarStyle }
}
