/// Rows of a PNG's image data compressed on their own (`BandDeflater`): non-final deflate blocks
/// that end on a byte boundary and refer to nothing before them, so the same rows in another
/// frame can reuse these bytes as they are (`BandedPNG` joins bands into a file).
public struct PNGBand: Sendable, Equatable {
    /// The band's deflate blocks.
    public let deflated: [UInt8]
    /// Adler-32 of the band's uncompressed bytes (each row's filter byte and pixels).
    public let adler: UInt32
    /// The band's uncompressed length in bytes.
    public let rawCount: Int

    public init(deflated: [UInt8], adler: UInt32, rawCount: Int) {
        self.deflated = deflated
        self.adler = adler
        self.rawCount = rawCount
    }
}
