import PNGShim

/// The libpng this build links, for `--version` output and bug reports.
public enum PNGLibraryVersion {
    /// libpng's run-time version, e.g. "1.6.39".
    public static var string: String {
        String(cString: pngshim_libpng_version())
    }
}
