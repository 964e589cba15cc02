import Raster

/// An overlay a `show` event puts on screen: its presentation, and the content versions later
/// `update` events give it.
package struct TimelineOverlay: Sendable {
    /// The content from a moment on: the first version applies from the start.
    package struct Version: Sendable {
        package var at: Double
        package var view: View

        package init(at: Double, view: View) {
            self.at = at
            self.view = view
        }
    }

    package var presentation: Presentation
    package var versions: [Version]

    package init(_ presentation: Presentation) {
        self.presentation = presentation
        self.versions = [Version(at: -.infinity, view: presentation.view)]
    }

    /// An overlay at a position with the given motion (what a `custom` show is).
    package init(
        id: String, position: OverlayPosition, view: View, enter: OverlayMotion = .none, exit: OverlayMotion = .none,
        displayDuration: Double? = nil, tap: TapBehavior = TapBehavior(), pan: PanBehavior = .disabled,
        avoidsKeyboard: Bool? = nil, keyboardSpacing: Double = 0, route: ManagerRoute = .independent
    ) {
        self.init(
            Presentation(
                id: id, view: view, placement: Placement(position), enter: enter, exit: exit,
                display: displayDuration.map(DisplayDuration.seconds) ?? .forever, tap: tap, pan: pan,
                route: route, avoidsKeyboard: avoidsKeyboard ?? (position == .bottom), keyboardSpacing: keyboardSpacing))
    }

    package var id: String { presentation.id }
    package var placement: Placement { presentation.placement }
    package var enter: OverlayMotion { presentation.enter }
    package var exit: OverlayMotion { presentation.exit }
    package var tap: TapBehavior { presentation.tap }
    package var pan: PanBehavior { presentation.pan }
    package var avoidsKeyboard: Bool { presentation.avoidsKeyboard }
    package var keyboardSpacing: Double { presentation.keyboardSpacing }

    /// The index of the version shown at `t`.
    package func version(at t: Double) -> Int {
        var index = 0
        for (i, v) in versions.enumerated() where v.at <= t { index = i }
        return index
    }

    /// The unit vector pointing at the edge it is dragged off.
    var dismissDirection: Point { placement.dismissDirection }
}

/// Something that happens at a moment of a scene.
package enum TimelineEvent: Sendable {
    case show(TimelineOverlay)
    case hide(id: String)
    case hideAll
    /// SwiftMessages `hideCounted(id:)`: hides only when every show of the id has been counted off.
    case hideCounted(id: String)
    /// A tap: the overlay's press animation, then its tap action.
    case tap(id: String)
    /// A tap on the overlay's backdrop: hides it when the backdrop is interactive
    /// (SwiftMessages' `dimMode` with `interactive: true`).
    case tapBackdrop(id: String)
    /// A drag (or a swipe) on an overlay.
    case pan(PanGesture)
    case keyboard(visible: Bool, height: Double?, timing: AnimationTiming)
    /// A preset's own event: a call on the manager of the overlay with the id (read by the
    /// preset's event readers; managers that do not know it ignore it). A call on a whole
    /// manager, for no overlay in particular (hide every toast), names none: `id` is empty, and
    /// every manager hears it as any other call.
    case call(id: String, PresetCall)
}
