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

    /// A timeline for the scene's events: drags are measured against each overlay's laid-out
    /// height less its overhang (a drag past a share of it dismisses).
    package func timeline(events: [TimedEvent<TimelineEvent>]) -> SceneTimeline {
        let layout = presentationLayout
        let frame = { (overlay: TimelineOverlay) in layout.layout(overlay.versions[0].view, overlay.placement).frame }
        return SceneTimeline(events: events, keyboardHeight: KeyboardLayer.defaultHeight(for: self), screen: bounds, frame: frame) { overlay in
            frame(overlay).height - overlay.placement.overhang
        }
    }
}
