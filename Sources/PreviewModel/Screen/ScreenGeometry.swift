import Raster

/// A screen's sizes in points: its bounds, safe-area insets and host bars. What placement and
/// presets measure against.
package struct ScreenGeometry: Sendable, Hashable {
    package var size: Size
    package var safeArea: EdgeInsets
    package var host: HostBars
    /// UIKit's regular horizontal size class: iPads, and the large iPhones in landscape.
    package var isRegularWidth: Bool

    package init(size: Size, safeArea: EdgeInsets, host: HostBars = .none, isRegularWidth: Bool? = nil) {
        self.size = size
        self.safeArea = safeArea
        self.host = host
        self.isRegularWidth = isRegularWidth ?? (size.width >= 896)
    }

    /// A device's screen in an orientation, with the host's bars.
    package init(device: Device, orientation: Orientation, host: HostBars = .none) {
        self.init(
            size: device.size(in: orientation), safeArea: device.safeArea(in: orientation), host: host,
            isRegularWidth: device.isRegularWidth(in: orientation))
    }

    package var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// Bottom of the navigation bar (0 without one).
    package var navigationBarBottom: Double { host.navigationBar.map { safeArea.top + $0 } ?? 0 }
    /// Top of the tab bar (the screen's height without one).
    package var tabBarTop: Double { host.tabBar.map { size.height - safeArea.bottom - $0 } ?? size.height }

    /// The rectangle a region covers.
    package func rect(for region: Placement.Region) -> Rect {
        switch region {
        case .safeArea:
            return Rect(x: safeArea.left, y: safeArea.top, width: size.width - safeArea.horizontal, height: size.height - safeArea.vertical)
        case .screen:
            return bounds
        case .underNavigationBar:
            return Rect(x: 0, y: navigationBarBottom, width: size.width, height: max(0, size.height - navigationBarBottom))
        case .aboveTabBar:
            return Rect(x: 0, y: 0, width: size.width, height: tabBarTop)
        }
    }

    /// The safe-area insets of a view placed at `frame` (UIKit's `UIView.safeAreaInsets`: how far
    /// the screen's unsafe edges reach into it), never negative.
    package func safeAreaInsets(of frame: Rect) -> EdgeInsets {
        EdgeInsets(
            top: max(0, safeArea.top - frame.minY), left: max(0, safeArea.left - frame.minX),
            bottom: max(0, frame.maxY - (size.height - safeArea.bottom)),
            right: max(0, frame.maxX - (size.width - safeArea.right)))
    }

    /// Where a placement offers its view: the region, grown by the overhang past its edge.
    package func layoutRect(for placement: Placement) -> Rect {
        var r = rect(for: placement.region)
        switch placement.edge {
        case .top:
            let grow = placement.overhang - placement.inset
            r = Rect(x: r.x, y: r.y - grow, width: r.width, height: r.height + grow)
        case .bottom: r = Rect(x: r.x, y: r.y, width: r.width, height: r.height + placement.overhang - placement.inset)
        case .center, .fill: break
        }
        return r
    }

    /// What drawing is clipped to: the screen beside a host bar, or nothing.
    package func clipRect(for placement: Placement) -> Rect? {
        switch placement.region {
        case .underNavigationBar where host.navigationBar != nil, .aboveTabBar where host.tabBar != nil:
            return rect(for: placement.region)
        default:
            return nil
        }
    }
}
