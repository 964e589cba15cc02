import PreviewModel
import Typeset

/// What the command line changes in every scene it loads (`--scale`, `--device-frame`,
/// `--variants-sheet`), applied while the config is read — so that a scene is resolved once, at
/// its final scale, and nothing measured during reading (drag heights, stack slots, a preset's
/// own measurements) is taken at one scale and drawn at another.
package struct SceneOverrides: Sendable, Equatable {
    /// Pixels per point for every scene, over the config's `scale` and the device's.
    package var scale: Double?
    /// A device frame around every scene that names none (in the scene's appearance).
    package var deviceFrame = false
    /// A comparison sheet for every scene of a `variants` matrix that asks for none.
    package var variantsSheet = false
    /// The folder of the system font (SF Pro) for every config, over each config's `systemFonts`
    /// and `RENDER_PREVIEW_SYSTEM_FONTS`.
    package var systemFonts: String?
    /// The Dynamic Type size of every scene, over its config's `dynamicType` and variants (the
    /// accessibility audit lays every scene out at each size).
    package var dynamicType: DynamicTypeSize?

    package init(
        scale: Double? = nil, deviceFrame: Bool = false, variantsSheet: Bool = false, systemFonts: String? = nil,
        dynamicType: DynamicTypeSize? = nil
    ) {
        self.scale = scale
        self.deviceFrame = deviceFrame
        self.variantsSheet = variantsSheet
        self.systemFonts = systemFonts
        self.dynamicType = dynamicType
    }
}
