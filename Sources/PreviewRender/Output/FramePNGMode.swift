import PreviewModel

/// How hard frame PNGs are compressed. Every mode decodes to the same pixels; only the file size
/// and the time to write it differ (`render --png`).
///
/// Measured on the reference frame (1170 × 2532, a card over a gradient; `make bench`), zlib in
/// bands of 32 rows with no row filter — the filter that gave the smallest files for flat UI
/// colours at both levels:
/// level 6 wrote 64 KiB in about 34 ms a whole frame, level 1 121 KiB in about 11 ms; levels 2–3
/// were no smaller than 1, and 4–5 no faster than 6.
public enum FramePNGMode: String, Sendable, CaseIterable {
    /// zlib level 6: the smallest files for their time (within 3 % of one unbroken stream).
    case standard = "default"
    /// zlib level 1: about 3× faster to compress, files about twice the size. For CI runs whose
    /// frames are compared and thrown away.
    case fast

    /// The zlib level.
    public var zlibLevel: Int {
        switch self {
        case .standard: return 6
        case .fast: return 1
        }
    }
}
