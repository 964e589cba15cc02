import Raster

/// The host app's own bars, as a scene value: a navigation bar under the status bar and a tab
/// bar above the home indicator. Presentations placed `underNavigationBar` or `aboveTabBar` live
/// beside them, clipped by them (SwiftMessages slides a message out from under the navigation bar).
public struct HostBars: Sendable, Hashable {
    /// Height of the navigation bar in points (44 on iPhone), or nil for none.
    public var navigationBar: Double?
    /// Title drawn in the navigation bar.
    public var navigationTitle: String?
    /// Height of the tab bar in points above the bottom safe area (49 on iPhone), or nil for none.
    public var tabBar: Double?
    /// Whether render-preview draws the bars (off when the background screenshot has them).
    public var drawn: Bool

    public init(navigationBar: Double? = nil, navigationTitle: String? = nil, tabBar: Double? = nil, drawn: Bool = true) {
        self.navigationBar = navigationBar
        self.navigationTitle = navigationTitle
        self.tabBar = tabBar
        self.drawn = drawn
    }

    public static let none = HostBars()
    /// UIKit's compact-height navigation bar and tab bar.
    public static let navigationBarHeight = 44.0
    public static let tabBarHeight = 49.0
}
