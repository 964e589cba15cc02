/// The largest image a decoder accepts, checked from the PNG header before
/// any pixel memory is allocated, so a hostile or broken header cannot make
/// the process allocate gigabytes.
public struct PNGDecodingLimits: Sendable, Hashable {
    /// The largest accepted `width * height`.
    public var maxPixels: Int
    /// The largest accepted width and height.
    public var maxSide: Int
    /// The largest PNG file read from disk, in bytes (checked before reading).
    public var maxFileBytes: Int

    public init(maxPixels: Int = 64 * 1024 * 1024, maxSide: Int = 32768, maxFileBytes: Int = 256 << 20) {
        self.maxPixels = maxPixels
        self.maxSide = maxSide
        self.maxFileBytes = maxFileBytes
    }

    /// 64 Mi pixels (256 MiB of RGBA8, e.g. 8192×8192), 32768 per side, 256 MiB of file.
    public static let `default` = PNGDecodingLimits()
}
