/// The largest image a decoder accepts, checked from the PNG header before
/// any pixel memory is allocated, so a hostile or broken header cannot make
/// the process allocate gigabytes.
public struct PNGDecodingLimits: Sendable, Hashable {
    /// The largest accepted `width * height`.
    public var maxPixels: Int
    /// The largest accepted width and height.
    public var maxSide: Int

    public init(maxPixels: Int = 64 * 1024 * 1024, maxSide: Int = 32768) {
        self.maxPixels = maxPixels
        self.maxSide = maxSide
    }

    /// 64 Mi pixels (256 MiB of RGBA8, e.g. 8192×8192) and 32768 per side.
    public static let `default` = PNGDecodingLimits()
}
