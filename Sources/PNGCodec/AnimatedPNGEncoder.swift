import Raster

/// Builds an animated PNG (APNG, https://wiki.mozilla.org/APNG_Specification, adopted into
/// PNG Third Edition) frame by frame: browsers and GitHub READMEs play it, and viewers that
/// know only PNG show the first frame.
///
/// Each frame is encoded by libpng as an ordinary PNG; its compressed image data is then moved
/// into the animation's chunks (`IDAT` for the first frame, `fdAT` for the others). After the
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
    private var header: [UInt8] = []

    public init(width: Int, height: Int, loops: UInt32 = 0,
                options: PNGEncodingOptions = PNGEncodingOptions(compressionLevel: 9)) {
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
                frames.append((try Self.compressed(pixmap.cropped(to: region), options: options, header: &header), region, (numerator, denominator)))
                return
            }
            region = changed
        }
        previous = pixmap
        let part = frames.isEmpty ? pixmap : pixmap.cropped(to: region)
        frames.append((try Self.compressed(part, options: options, header: &header), region, (numerator, denominator)))
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

    /// A pixmap's compressed image data (its IDAT chunks joined); the first call also keeps the
    /// header and colour-space chunks.
    private static func compressed(_ pixmap: Pixmap, options: PNGEncodingOptions, header: inout [UInt8]) throws -> [UInt8] {
        let png = try PNGEncoder.encode(pixmap, options: options)
        var data: [UInt8] = []
        for chunk in try PNGChunks.parse(png) {
            switch chunk.type {
            case "IHDR": if header.isEmpty { header = chunk.data }
            case "IDAT": data += chunk.data
            default: break
            }
        }
        return data
    }

    /// The finished file.
    public func encoded() throws -> [UInt8] {
        guard !frames.isEmpty else { throw PNGError.encodingFailed("an animation needs at least one frame") }
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += PNGChunks.chunk("IHDR", header)
        out += PNGChunks.chunk("acTL", PNGChunks.be32(UInt32(frames.count)) + PNGChunks.be32(loops))
        if options.writeSRGBChunk { out += PNGChunks.chunk("sRGB", [0]) }  // perceptual, as libpng writes it
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

/// Reading and writing PNG chunks (length, type, data, CRC-32).
enum PNGChunks {
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    /// The chunks of a PNG file, their CRCs checked.
    static func parse(_ png: [UInt8]) throws -> [Chunk] {
        guard png.count >= 8, Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw PNGError.encodingFailed("not a PNG stream")
        }
        var chunks: [Chunk] = []
        var i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            guard i + 12 + length <= png.count else { throw PNGError.encodingFailed("truncated PNG chunk") }
            let typeBytes = Array(png[(i + 4)..<(i + 8)])
            let data = Array(png[(i + 8)..<(i + 8 + length)])
            let crc = UInt32(png[i + 8 + length]) << 24 | UInt32(png[i + 9 + length]) << 16
                | UInt32(png[i + 10 + length]) << 8 | UInt32(png[i + 11 + length])
            guard crc == CRC32.checksum(typeBytes + data) else { throw PNGError.encodingFailed("PNG chunk CRC mismatch") }
            chunks.append(Chunk(type: String(decoding: typeBytes, as: UTF8.self), data: data))
            i += 12 + length
        }
        return chunks
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return be32(UInt32(data.count)) + typeBytes + data + be32(CRC32.checksum(typeBytes + data))
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
}

/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320, as in the PNG specification's
/// sample code).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
