import Foundation

/// Where the bundled font files are once built: `faces/` of this target's resource bundle
/// (`render-preview_BundledFonts.resources` beside the binary), with their licences in
/// `licenses/`. The fonts ship with the program so that text never depends on the machine's
/// own fonts: the same config gives the same pixels everywhere.
public enum BundledFonts {
    /// The folder holding the bundled `.otf` and `.ttf` files.
    public static var directory: String? {
        Bundle.module.resourceURL?.appendingPathComponent("faces").path
    }
}
