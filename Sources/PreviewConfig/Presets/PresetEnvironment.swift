import PreviewModel
import Raster
import Typeset

/// What a preset builds against: the appearance, Dynamic Type size and fonts, the screen's
/// geometry, and the defaults the scene sets for its overlays.
package struct PresetEnvironment: Sendable {
    package var resolve: ResolveContext
    package var screen: ScreenGeometry
    /// The overlay's position in the scene's shows, for default ids (`overlay-1`, …).
    package var index: Int
    /// Pixels per point of the device's screen (`UIScreen.scale`), for values a library rounds
    /// to the pixel grid.
    package var displayScale: Double = 3
    /// The scene's Reduce Motion setting (`UIAccessibility.isReduceMotionEnabled`).
    package var reduceMotion = false
    /// The scene-level settings presets read (`PresetRegistry.SceneSetting`), by key; a key the
    /// scene does not set is absent.
    package var sceneSettings: [String: any Sendable] = [:]

    package init(resolve: ResolveContext, screen: ScreenGeometry, index: Int = 0) {
        self.resolve = resolve
        self.screen = screen
        self.index = index
    }

    /// The scene's setting `key` as the type its preset reads, or nil when the scene sets none.
    package func setting<Value: Sendable>(_ key: String, as _: Value.Type) -> Value? { sceneSettings[key] as? Value }

    package var appearance: Appearance { resolve.appearance }
    package var fonts: FontCatalog { resolve.fonts }
}
