/// How `PNGEncoder` compresses an image.
///
/// The defaults (level 6, `.all` filters, `.filtered` zlib strategy, sRGB chunk)
/// are libpng's, which `PNGEncoder` follows.
public struct PNGEncodingOptions: Sendable, Hashable {
    /// zlib compression level, 0 (no compression) through 9 (smallest, slowest).
    public var compressionLevel: Int
    /// The row filter(s) the encoder may use.
    public var filter: PNGFilter
    /// The zlib strategy, or nil for libpng's rule (`.filtered` when
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

/// PNG row filters: one fixed filter for every row, or `.all`, the
/// per-row adaptive choice among the five (usually the smallest output).
public enum PNGFilter: Sendable, Hashable, CaseIterable {
    case none, sub, up, average, paeth, all
}

/// zlib compression strategies (see zlib's `deflateInit2`).
public enum PNGCompressionStrategy: Sendable, Hashable, CaseIterable {
    case `default`, filtered, huffmanOnly, rle, fixed
}
