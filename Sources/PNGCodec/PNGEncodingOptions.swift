/// How `PNGEncoder` compresses an image.
///
/// The defaults (level 6, `.all` filters, libpng's zlib strategy, sRGB chunk)
/// are libpng's own. On a typical 1200×800 rendering they gave 26 KB in 28 ms;
/// `.paeth` alone was 5% larger and 35% faster, level 1 with `.up` 65% larger
/// and 4× faster, level 9 with `.all` 5% smaller and 2× slower.
public struct PNGEncodingOptions: Sendable, Hashable {
    /// zlib compression level, 0 (no compression) through 9 (smallest, slowest).
    public var compressionLevel: Int
    /// The row filter(s) libpng may use.
    public var filter: PNGFilter
    /// The zlib strategy, or nil for libpng's choice (`.filtered` when
    /// filtering is on, `.default` otherwise).
    public var strategy: PNGCompressionStrategy?
    /// Whether to write an sRGB chunk (perceptual intent, plus the matching
    /// gAMA and cHRM chunks for older readers). Pixmaps are sRGB, so leave it on.
    public var writeSRGBChunk: Bool

    public init(
        compressionLevel: Int = 6,
        filter: PNGFilter = .all,
        strategy: PNGCompressionStrategy? = nil,
        writeSRGBChunk: Bool = true
    ) {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.strategy = strategy
        self.writeSRGBChunk = writeSRGBChunk
    }
}

/// PNG row filters: one fixed filter for every row, or `.all`, libpng's
/// per-row adaptive choice among the five (usually the smallest output).
public enum PNGFilter: Sendable, Hashable, CaseIterable {
    case none, sub, up, average, paeth, all
}

/// zlib compression strategies (see zlib's `deflateInit2`).
public enum PNGCompressionStrategy: Sendable, Hashable, CaseIterable {
    case `default`, filtered, huffmanOnly, rle, fixed
}
