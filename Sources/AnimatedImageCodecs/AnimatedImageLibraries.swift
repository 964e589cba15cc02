import CGIFLib
import CImageQuant
import CWebP

/// The versions of the libraries the GIF and WebP bytes depend on, for `--version` and the
/// manifest: a different libimagequant, giflib or libwebp may write different bytes.
public enum AnimatedImageLibraries {
    /// "libimagequant 2.17.0, giflib 5.2.1, libwebp 1.2.4": libwebp as linked; libimagequant and
    /// giflib as compiled against (giflib has no run-time version call, and libimagequant 2.17's
    /// `liq_version()` still says 2.16).
    public static var summary: String {
        let webp = Int(WebPGetEncoderVersion())
        return "libimagequant \(LIQ_VERSION_STRING), "
            + "giflib \(GIFLIB_MAJOR).\(GIFLIB_MINOR).\(GIFLIB_RELEASE), "
            + "libwebp \(webp >> 16).\((webp >> 8) & 0xFF).\(webp & 0xFF)"
    }
}
