import Raster
import Typeset

/// What a preset builds against: the appearance, Dynamic Type size and fonts, the screen's
/// geometry, and the defaults the scene sets for its overlays.
public struct PresetEnvironment: Sendable {
    public var resolve: ResolveContext
    public var screen: ScreenGeometry
    /// The manager a `custom` overlay goes to when it names none (the scene's `manager`).
    public var defaultRoute: ManagerRoute
    /// The overlay's position in the scene's shows, for default ids (`overlay-1`, …).
    public var index: Int

    public init(resolve: ResolveContext, screen: ScreenGeometry, defaultRoute: ManagerRoute = .independent, index: Int = 0) {
        self.resolve = resolve
        self.screen = screen
        self.defaultRoute = defaultRoute
        self.index = index
    }

    public var appearance: Appearance { resolve.appearance }
    public var fonts: FontCatalog { resolve.fonts }
}
