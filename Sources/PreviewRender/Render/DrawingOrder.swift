import PreviewModel

/// The order overlays and their backdrops are drawn in, bottom to top: each backdrop right below
/// its overlay, except for a manager whose window has one background under all its overlays
/// (`ManagerRoute.sharesWindowBackground`, SwiftEntryKit's screen background): there every
/// backdrop of that window goes below the first of its overlays. Stills and animations use it.
package enum DrawingOrder {
    package enum Step: Equatable {
        /// The backdrop of the overlay at this index.
        case backdrop(Int)
        /// The overlay at this index.
        case layer(Int)
    }

    /// The steps for overlays (bottom to top) with these routes.
    package static func steps(_ routes: [ManagerRoute]) -> [Step] {
        var steps: [Step] = []
        var windowsDrawn: Set<String> = []
        for (i, route) in routes.enumerated() {
            if !route.sharesWindowBackground {
                steps.append(.backdrop(i))
            } else if windowsDrawn.insert(route.identity).inserted {
                for (j, other) in routes.enumerated() where other.identity == route.identity { steps.append(.backdrop(j)) }
            }
            steps.append(.layer(i))
        }
        return steps
    }
}
