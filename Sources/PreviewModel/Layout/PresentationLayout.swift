import Raster

/// Lays a presentation's view out on a screen: offered the rectangle its placement names,
/// aligned to its edge. The one place placement turns into frames, for stills, animations and
/// layout dumps alike.
package struct PresentationLayout: Sendable {
    package let screen: ScreenGeometry
    package let engine: LayoutEngine

    package init(screen: ScreenGeometry, scale: Double, direction: LayoutDirection = .leftToRight) {
        self.screen = screen
        self.engine = LayoutEngine(scale: scale, direction: direction)
    }

    /// The laid-out tree of `view` placed by `placement`.
    package func layout(_ view: View, _ placement: Placement) -> LayoutNode {
        engine.layout(view, in: screen.layoutRect(for: placement), alignment: placement.alignment)
    }

    /// The laid-out tree of a presentation's first view.
    package func layout(_ p: Presentation) -> LayoutNode { layout(p.view, p.placement) }
}

extension Scene {
    /// The scene's screen: size, safe area and host bars, in points.
    package var geometry: ScreenGeometry { ScreenGeometry(device: device, orientation: orientation, host: host) }

    /// How the scene lays its presentations out: on its screen, at its scale, in its direction.
    package var presentationLayout: PresentationLayout {
        PresentationLayout(screen: geometry, scale: scale, direction: layoutDirection)
    }

    /// The keyboard's height in points when an event gives none: 209 in landscape; in portrait
    /// 336 on a device with a home indicator, 260 on one with a Home button.
    package var defaultKeyboardHeight: Double {
        if orientation != .portrait { return 209 }
        return device.safeArea(in: orientation).bottom > 0 ? 336 : 260
    }

    /// A timeline for the scene's events: drags are measured against each overlay's laid-out
    /// height less its overhang (a drag past a share of it dismisses).
    package func timeline(events: [TimedEvent<TimelineEvent>]) -> SceneTimeline {
        let layout = presentationLayout
        let frame = { (overlay: TimelineOverlay) in layout.layout(overlay.versions[0].view, overlay.placement).frame }
        return SceneTimeline(events: events, keyboardHeight: defaultKeyboardHeight, screen: bounds, frame: frame) { overlay in
            frame(overlay).height - overlay.placement.overhang
        }
    }
}
