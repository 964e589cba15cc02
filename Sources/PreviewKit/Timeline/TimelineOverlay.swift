import Raster

/// An overlay a `show` event puts on screen: its content (and the versions later `update`
/// events give it), where it sits, how it enters and leaves, how long it stays, and how it
/// answers taps, drags and the keyboard.
public struct TimelineOverlay: Sendable {
    /// The content from a moment on: the first version applies from the start.
    public struct Version: Sendable {
        public var at: Double
        public var view: View

        public init(at: Double, view: View) {
            self.at = at
            self.view = view
        }
    }

    public var id: String
    public var position: OverlayPosition
    public var versions: [Version]
    public var enter: OverlayMotion
    public var exit: OverlayMotion
    /// Seconds it stays once its entrance has finished (as SwiftMessages and SwiftEntryKit
    /// count it); nil = until hidden.
    public var displayDuration: Double?
    public var tap: TapBehavior
    public var pan: PanBehavior
    /// Moves up so its bottom stays `keyboardSpacing` points above the keyboard.
    public var avoidsKeyboard: Bool
    public var keyboardSpacing: Double

    public init(id: String, position: OverlayPosition, view: View, enter: OverlayMotion = .none, exit: OverlayMotion = .none,
                displayDuration: Double? = nil, tap: TapBehavior = TapBehavior(), pan: PanBehavior = PanBehavior(),
                avoidsKeyboard: Bool? = nil, keyboardSpacing: Double = 0) {
        self.id = id
        self.position = position
        self.versions = [Version(at: -.infinity, view: view)]
        self.enter = enter
        self.exit = exit
        self.displayDuration = displayDuration
        self.tap = tap
        self.pan = pan
        self.avoidsKeyboard = avoidsKeyboard ?? (position == .bottom)
        self.keyboardSpacing = keyboardSpacing
    }

    /// The index of the version shown at `t`.
    public func version(at t: Double) -> Int {
        var index = 0
        for (i, v) in versions.enumerated() where v.at <= t { index = i }
        return index
    }

    /// The unit vector pointing at the edge it is dragged off: up for top overlays, down otherwise.
    var dismissDirection: Point { position == .top ? Point(0, -1) : Point(0, 1) }
}

/// Which rules decide when shown overlays reach the screen.
public enum TimelineManager: Sendable, Hashable {
    /// Every overlay shows when asked, whatever else is on screen.
    case independent
    /// One at a time, first come first served, with a pause between them and repeated ids
    /// dropped: SwiftMessages' queue (`MessageQueue`).
    case queue(pause: Double)
}

/// Something that happens at a moment of a scene.
public enum TimelineEvent: Sendable {
    case show(TimelineOverlay)
    case hide(id: String)
    case hideAll
    /// A tap: the overlay's press animation, then its tap action.
    case tap(id: String)
    /// A drag (or a swipe) on an overlay.
    case pan(PanGesture)
    case keyboard(visible: Bool, height: Double?, timing: AnimationTiming)
}
