/// Decoded pixels with straight (not premultiplied) alpha: RGBA8, rows top
/// to bottom, `width * height * 4` bytes with no padding.
public struct StraightRGBAImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public var bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}
