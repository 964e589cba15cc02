import CFreeType
import CHarfBuzz

/// Versions of the text libraries linked into this build.
public enum TextLibraryVersions {
    /// FreeType's version, e.g. "2.12.1".
    public static var freeType: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// HarfBuzz's version, e.g. "6.0.0".
    public static var harfBuzz: String {
        String(cString: hb_version_string())
    }
}
