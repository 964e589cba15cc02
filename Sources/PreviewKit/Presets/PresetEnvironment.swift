import Raster
import Typeset

/// What a preset builds against: the appearance, Dynamic Type size and fonts, the screen's
/// geometry, and the defaults the scene sets for its overlays.
package struct PresetEnvironment: Sendable {
    package var resolve: ResolveContext
    package var screen: ScreenGeometry
    /// The manager a `custom` overlay goes to when it names none (the scene's `manager`).
    package var defaultRoute: ManagerRoute
    /// The overlay's position in the scene's shows, for default ids (`overlay-1`, …).
    package var index: Int

    package init(resolve: ResolveContext, screen: ScreenGeometry, defaultRoute: ManagerRoute = .independent, index: Int = 0) {
        self.resolve = resolve
        self.screen = screen
        self.defaultRoute = defaultRoute
        self.index = index
    }

    package var appearance: Appearance { resolve.appearance }
    package var fonts: FontCatalog { resolve.fonts }
}
