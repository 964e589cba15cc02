import Raster

/// What every preset resolves to before layout: the view tree, where it goes, how it moves,
/// how long it stays, what it puts behind itself, and which manager decides when it shows.
/// A still scene draws presentations at rest; a timeline animates them.
///
/// Presets (`custom`, `swiftMessages`, …) build these from config; nothing downstream knows
/// which library a presentation came from.
public struct Presentation: Sendable, Equatable {
    /// The name later events use (`hide`, `tap`, `update`); also the manager's identity for
    /// de-duplication where the library has one.
    public var id: String
    public var view: View
    public var placement: Placement
    /// How it enters and leaves.
    package var enter: OverlayMotion
    package var exit: OverlayMotion
    /// How it leaves when a manager pushes it out for a newer overlay (SwiftEntryKit's
    /// `popBehavior`); nil plays `exit`.
    package var pop: OverlayMotion?
    /// How long it stays on screen, counted from the end of its entrance (or, with
    /// `displayCountsFromShow`, from the moment it is shown, as Placard's timer does).
    package var display: DisplayDuration
    package var displayCountsFromShow = false
    package var tap: TapBehavior
    package var pan: PanBehavior
    /// A dim or blur behind it, living and dying with it; nil for none.
    package var backdrop: Backdrop?
    /// A blurred background of its own (SwiftEntryKit's `entryBackground = .visualEffect`):
    /// what lies below its background shape, blurred and tinted, moving with it; nil for none.
    package var material: PresentationMaterial?
    /// A card drawn under `view` in its frame, whose pages its manager changes while it stays
    /// (BulletinBoard); nil for none. `view` is then the first page's content.
    package var card: CardSurface?
    /// The status bar's look while it is on screen; nil leaves the scene's.
    package var statusBar: StatusBarOverride?
    /// Drawn above the status bar (a window at the status bar's level or higher); otherwise
    /// the status bar, which iOS draws above every app window, stays on top of it.
    package var coversStatusBar = false
    /// Which manager decides when it reaches the screen, with that manager's keys.
    package var route: ManagerRoute
    /// Moves up so its bottom stays `keyboardSpacing` points above the keyboard (each preset's
    /// own rule: `custom` bottom overlays do, SwiftMessages only with `keyboardTrackingView`).
    package var avoidsKeyboard: Bool
    package var keyboardSpacing: Double
    /// With `avoidsKeyboard`: the keyboard moves it up by half its height plus the spacing, as a
    /// card centred by constraints moves when its centre's constant changes (BulletinBoard on
    /// iPad), instead of just far enough to clear it.
    package var keyboardLiftsByHalf = false

    package init(
        id: String, view: View, placement: Placement, enter: OverlayMotion = .none, exit: OverlayMotion = .none,
        display: DisplayDuration = .forever, tap: TapBehavior = TapBehavior(), pan: PanBehavior = .disabled,
        backdrop: Backdrop? = nil, statusBar: StatusBarOverride? = nil, route: ManagerRoute = .independent,
        avoidsKeyboard: Bool = false, keyboardSpacing: Double = 0
    ) {
        self.id = id
        self.view = view
        self.placement = placement
        self.enter = enter
        self.exit = exit
        self.display = display
        self.tap = tap
        self.pan = pan
        self.backdrop = backdrop
        self.statusBar = statusBar
        self.route = route
        self.avoidsKeyboard = avoidsKeyboard
        self.keyboardSpacing = keyboardSpacing
    }

    /// A view placed on screen with no motion, no backdrop and no manager: an overlay for a
    /// scene built in code.
    public init(id: String, view: View, placement: Placement) {
        self.init(id: id, view: view, placement: placement, enter: .none)
    }

    /// A view at a position with no motion: what a still scene's `custom` overlay is.
    public init(view: View, position: OverlayPosition, id: String = "overlay") {
        self.init(id: id, view: view, placement: Placement(position))
    }
}

/// A presentation's own blurred background: a blur material inside a shape that fills the
/// view's laid-out frame less `insets` (a background that does not fill the whole frame).
package struct PresentationMaterial: Sendable, Hashable {
    package var material: BlurMaterial
    package var shape: ShapeKind
    package var insets: EdgeInsets

    package init(material: BlurMaterial, shape: ShapeKind, insets: EdgeInsets = EdgeInsets()) {
        self.material = material
        self.shape = shape
        self.insets = insets
    }
}

/// How long a presentation stays once its entrance has finished.
package enum DisplayDuration: Sendable, Hashable {
    case seconds(Double)
    /// Until hidden.
    case forever
    /// Shown only after `delay` seconds (unless hidden meanwhile); never hidden by time; a
    /// hide waits until it has been on screen `minimum` seconds (SwiftMessages `.indefinite`).
    case indefinite(delay: Double, minimum: Double)

    /// Seconds until it hides by itself, or nil.
    package var seconds: Double? {
        if case .seconds(let s) = self { return s }
        return nil
    }
}

/// The status bar while a presentation is on screen.
package enum StatusBarOverride: String, Sendable, Hashable, CaseIterable {
    /// White text and icons (`UIStatusBarStyle.lightContent`).
    case light
    /// Black text and icons (`.darkContent`).
    case dark
    /// No status bar (`prefersStatusBarHidden`).
    case hidden
}
