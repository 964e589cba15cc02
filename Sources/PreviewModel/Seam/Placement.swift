import Raster

/// Where a presentation is laid out: the region of the screen it lives in, the edge (or
/// centre) it is aligned to, and how far it hangs past that edge.
///
/// A preset puts its own margins (safe-area rules, side gaps) in the view tree; placement only
/// says which rectangle the tree is offered and where in it the tree sits.
public struct Placement: Sendable, Hashable {
    /// Where in the region.
    public enum Edge: String, Sendable, Hashable {
        case top, center, bottom
        /// Offered the whole region and centred in it (a full-screen overlay).
        case fill
    }

    /// The rectangle it is offered.
    public enum Region: String, Sendable, Hashable {
        /// The screen minus the safe-area insets.
        case safeArea
        /// The whole screen.
        case screen
        /// The screen below the host's navigation bar (the whole screen without one). Drawing
        /// is clipped to it, so an overlay slides out from under the bar (SwiftMessages' masking
        /// view in a navigation controller).
        case underNavigationBar
        /// The screen above the host's tab bar (the whole screen without one), clipped to it.
        case aboveTabBar
    }

    public var edge: Edge
    public var region: Region
    /// Points it extends past its edge (SwiftMessages' 5 pt `bounceAnimationOffset`, which
    /// hides a spring's overshoot): the view is offered that much more, and moved past the edge.
    public var overhang: Double
    /// Points it sits inside its edge (Y-Snackbar's container, 16 pt inside the safe area): the
    /// view is offered that much less and does not contain the gap, so its height is its own.
    public var inset: Double

    public init(edge: Edge, region: Region, overhang: Double = 0, inset: Double = 0) {
        self.edge = edge
        self.region = region
        self.overhang = overhang
        self.inset = inset
    }

    /// The placement of a `custom` overlay's `position`.
    public init(_ position: OverlayPosition) {
        switch position {
        case .top: self.init(edge: .top, region: .safeArea)
        case .center: self.init(edge: .center, region: .safeArea)
        case .bottom: self.init(edge: .bottom, region: .safeArea)
        case .fullScreen: self.init(edge: .fill, region: .screen)
        }
    }

    /// How the view sits in the rectangle it is offered.
    public var alignment: Alignment {
        switch edge {
        case .top: return .top
        case .center, .fill: return .center
        case .bottom: return .bottom
        }
    }

    /// The unit vector pointing at the edge it is dragged off: up for the top, down otherwise.
    var dismissDirection: Point { edge == .top ? Point(0, -1) : Point(0, 1) }
}
