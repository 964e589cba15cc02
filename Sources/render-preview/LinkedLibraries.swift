import AnimatedImageCodecs
import PNGCodec
import Typeset

/// The versions of the C libraries this build links, for `--version`.
enum LinkedLibraries {
    static var summary: String {
        "libpng \(PNGLibraryVersion.string), zlib \(PNGLibraryVersion.zlib), FreeType \(TextLibraryVersions.freeType), HarfBuzz \(TextLibraryVersions.harfBuzz), "
            + AnimatedImageLibraries.summary
    }
}
