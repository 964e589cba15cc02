import PNGShim

/// The libpng and zlib this build links, for `--version` output and bug reports.
public enum PNGLibraryVersion {
    /// libpng's run-time version, e.g. "1.6.39" (it decodes; the project writes PNGs itself).
    public static var string: String {
        String(cString: pngshim_libpng_version())
    }

    /// zlib's run-time version, e.g. "1.2.13": the bytes of every PNG written depend on its
    /// deflate (pixels and their hashes do not).
    public static var zlib: String {
        String(cString: image_deflate_zlib_version())
    }
}
