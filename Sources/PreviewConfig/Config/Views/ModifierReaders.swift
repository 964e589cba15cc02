import PreviewModel
import Raster

/// Every view modifier the config knows, in the order error messages list them: the one
/// table a new modifier is added to. The readers live in files by family: layout (padding,
/// frame, offset, priority, fixed size), decoration (background, overlay, border, shadow,
/// opacity) and clipping (corner radius, clip).
enum ModifierReaders {
    static let entries: [ModifierReader] = [
        ModifierReader("padding", read: LayoutModifierReaders.padding),
        ModifierReader("frame", read: LayoutModifierReaders.frame),
        ModifierReader("background") { DecorationModifierReaders.secondary($0, $1, key: "background") },
        ModifierReader("overlay") { DecorationModifierReaders.secondary($0, $1, key: "overlay") },
        ModifierReader("cornerRadius", read: ClipModifierReaders.cornerRadius),
        ModifierReader("clip", read: ClipModifierReaders.clip),
        ModifierReader("border", read: DecorationModifierReaders.border),
        ModifierReader("shadow", read: DecorationModifierReaders.shadow),
        ModifierReader("opacity", read: DecorationModifierReaders.opacity),
        ModifierReader("offset", read: LayoutModifierReaders.offset),
        ModifierReader("layoutPriority", read: LayoutModifierReaders.layoutPriority),
        ModifierReader("fixedSize", read: LayoutModifierReaders.fixedSize),
        ModifierReader("flipsForRightToLeft", read: LayoutModifierReaders.flipsForRightToLeft),
    ]
}
