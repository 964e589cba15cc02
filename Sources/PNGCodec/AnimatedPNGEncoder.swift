import Raster

/// Builds an animated PNG (APNG, https://wiki.mozilla.org/APNG_Specification, adopted into
/// PNG Third Edition) frame by frame: browsers and GitHub READMEs play it, and viewers that
/// know only PNG show the first frame.
///
/// Each frame's image data is filtered and compressed as `PNGEncoder` does it, into the
/// animation's chunks (`IDAT` for the first frame, `fdAT` for the others). After the
/// first, a frame holds only the rectangle that changed since the previous one, drawn over it
/// (`APNG_DISPOSE_OP_NONE`, `APNG_BLEND_OP_SOURCE`); a frame identical to the previous one
/// lengthens the previous one's delay instead. Only the compressed frames and the last frame's
/// pixels are kept in memory.
public struct AnimatedPNGEncoder {
    public let width: Int
    public let height: Int
    /// Times the animation plays; 0 = forever.
    public let loops: UInt32
    private let options: PNGEncodingOptions
    private var frames: [(data: [UInt8], region: PixelRect, delay: (UInt16, UInt16))] = []
    private var previous: Pixmap?

    public init(
        width: Int, height: Int, loops: UInt32 = 0,
        options: PNGEncodingOptions = PNGEncodingOptions(compressionLevel: 9)
    ) {
        self.width = width
        self.height = height
        self.loops = loops
        self.options = options
    }

    public var frameCount: Int { frames.count }

    /// Adds a frame, which must be the animation's size, shown for `numerator / denominator`
    /// seconds.
    public mutating func append(_ pixmap: Pixmap, delay numerator: UInt16, over denominator: UInt16) throws {
        guard pixmap.width == width, pixmap.height == height else {
            throw PNGError.encodingFailed("animation frames must be \(width)×\(height), got \(pixmap.width)×\(pixmap.height)")
        }
        var region = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        if let previous {
            guard let changed = Self.changedRegion(previous, pixmap) else {
                // Nothing changed: the previous frame stays on screen longer.
                let last = frames[frames.count - 1].delay
                if last.1 == denominator, Int(last.0) + Int(numerator) <= Int(UInt16.max) {
                    frames[frames.count - 1].delay.0 += numerator
                    return
                }
                region = PixelRect(x0: 0, y0: 0, x1: 1, y1: 1)
                frames.append((try Self.compressed(pixmap.cropped(to: region), options: options), region, (numerator, denominator)))
                return
            }
            region = changed
        }
        previous = pixmap
        let part = frames.isEmpty ? pixmap : pixmap.cropped(to: region)
        frames.append((try Self.compressed(part, options: options), region, (numerator, denominator)))
    }

    /// The smallest rectangle holding every pixel that differs between two same-sized pixmaps.
    static func changedRegion(_ a: Pixmap, _ b: Pixmap) -> PixelRect? {
        var x0 = a.width, y0 = a.height, x1 = 0, y1 = 0
        let w = a.width
        a.bytes.withUnsafeBufferPointer { pa in
            b.bytes.withUnsafeBufferPointer { pb in
                for y in 0..<a.height {
                    var first = -1, last = -1
                    for x in 0..<w {
                        let i = (y * w + x) * 4
                        if pa[i] != pb[i] || pa[i + 1] != pb[i + 1] || pa[i + 2] != pb[i + 2] || pa[i + 3] != pb[i + 3] {
                            if first < 0 { first = x }
                            last = x
                        }
                    }
                    if first >= 0 { x0 = min(x0, first); x1 = max(x1, last + 1); y0 = min(y0, y); y1 = y + 1 }
                }
            }
        }
        return x0 < x1 ? PixelRect(x0: x0, y0: y0, x1: x1, y1: y1) : nil
    }

    /// A pixmap's compressed image data (un-premultiplied, as PNG holds it).
    private static func compressed(_ pixmap: Pixmap, options: PNGEncodingOptions) throws -> [UInt8] {
        try PNGEncoder.imageData(
            straightRGBA: Premultiply.unpremultiplied(pixmap.bytes), width: pixmap.width, height: pixmap.height, options: options)
    }

    /// The finished file.
    public func encoded() throws -> [UInt8] {
        guard !frames.isEmpty else { throw PNGError.encodingFailed("an animation needs at least one frame") }
        var out = PNGChunks.signature
        out += PNGChunks.chunk("IHDR", PNGChunks.imageHeaderData(width: width, height: height))
        out += PNGChunks.chunk("acTL", PNGChunks.be32(UInt32(frames.count)) + PNGChunks.be32(loops))
        if options.writeSRGBChunk { out += PNGChunks.chunk("sRGB", [0]) }  // perceptual intent
        var sequence: UInt32 = 0
        for (i, (data, r, delay)) in frames.enumerated() {
            var control = PNGChunks.be32(sequence) + PNGChunks.be32(UInt32(r.x1 - r.x0)) + PNGChunks.be32(UInt32(r.y1 - r.y0))
            control += PNGChunks.be32(UInt32(r.x0)) + PNGChunks.be32(UInt32(r.y0))
            control += PNGChunks.be16(delay.0) + PNGChunks.be16(delay.1)
            control += [0, 0]  // dispose: none; blend: source
            out += PNGChunks.chunk("fcTL", control)
            sequence += 1
            if i == 0 {
                out += PNGChunks.chunk("IDAT", data)
            } else {
                out += PNGChunks.chunk("fdAT", PNGChunks.be32(sequence) + data)
                sequence += 1
            }
        }
        out += PNGChunks.chunk("IEND", [])
        return out
    }
}
