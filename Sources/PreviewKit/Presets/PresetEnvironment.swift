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
    /// Pixels per point of the device's screen (`UIScreen.scale`), for values a library rounds
    /// to the pixel grid.
    package var displayScale: Double = 3
    /// The scene's Reduce Motion setting (`UIAccessibility.isReduceMotionEnabled`).
    package var reduceMotion = false
    /// The scene's Y-Snackbar manager appearance (`SnackbarManager.appearance`).
    package var snackbarManager = SnackbarManagerSettings()

    package init(resolve: ResolveContext, screen: ScreenGeometry, defaultRoute: ManagerRoute = .independent, index: Int = 0) {
        self.resolve = resolve
        self.screen = screen
        self.defaultRoute = defaultRoute
        self.index = index
    }

    package var appearance: Appearance { resolve.appearance }
    package var fonts: FontCatalog { resolve.fonts }
}
