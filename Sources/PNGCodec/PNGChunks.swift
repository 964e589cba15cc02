import PNGShim

/// Reading and writing PNG chunks (length, type, data, CRC-32), for every encoder here
/// (`PNGEncoder`, `BandedPNG`, `AnimatedPNGEncoder`): one header, one way of writing image data,
/// so every PNG the project writes has the same chunks. The CRC is zlib's.
enum PNGChunks {
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    /// The chunks of a PNG file, their CRCs checked.
    static func parse(_ png: [UInt8]) throws -> [Chunk] {
        guard png.count >= 8, Array(png[0..<8]) == signature else {
            throw PNGError.encodingFailed("not a PNG stream")
        }
        var chunks: [Chunk] = []
        var i = 8
        while i + 12 <= png.count {
            let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            guard i + 12 + length <= png.count else { throw PNGError.encodingFailed("truncated PNG chunk") }
            let typeBytes = Array(png[(i + 4)..<(i + 8)])
            let data = Array(png[(i + 8)..<(i + 8 + length)])
            let crc =
                UInt32(png[i + 8 + length]) << 24 | UInt32(png[i + 9 + length]) << 16
                | UInt32(png[i + 10 + length]) << 8 | UInt32(png[i + 11 + length])
            guard crc == checksum(typeBytes, data) else { throw PNGError.encodingFailed("PNG chunk CRC mismatch") }
            chunks.append(Chunk(type: String(decoding: typeBytes, as: UTF8.self), data: data))
            i += 12 + length
        }
        return chunks
    }

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The signature, IHDR (`imageHeaderData`) and, with
    /// `writeSRGBChunk`, gAMA, sRGB and cHRM as libpng's `png_set_sRGB_gAMA_and_cHRM` writes them
    /// (gamma 1/2.2, the sRGB primaries, perceptual intent) for readers that predate sRGB.
    static func appendImageHeader(width: Int, height: Int, writeSRGBChunk: Bool, to out: inout [UInt8]) {
        out += signature
        append("IHDR", imageHeaderData(width: width, height: height), to: &out)
        guard writeSRGBChunk else { return }
        append("gAMA", be32(45455), to: &out)
        append("sRGB", [0], to: &out)
        let chroma: [UInt32] = [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000]
        append("cHRM", chroma.flatMap(be32), to: &out)
    }

    /// IHDR's data: the size, 8 bits, RGBA, deflate, adaptive filtering, no interlace.
    static func imageHeaderData(width: Int, height: Int) -> [UInt8] {
        be32(UInt32(width)) + be32(UInt32(height)) + [8, 6, 0, 0, 0]
    }

    /// Most bytes in one IDAT chunk: a chunk's length is below 2^31, and no reader needs more.
    static let maxImageDataChunk = 1 << 30

    /// The zlib stream `data` as IDAT chunks: one, unless it is over `maxImageDataChunk`.
    static func appendImageData(_ data: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var start = 0
        repeat {
            let end = min(data.count, start + maxImageDataChunk)
            append("IDAT", UnsafeBufferPointer(rebasing: data[start..<end]), to: &out)
            start = end
        } while start < data.count
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        append(type, data, to: &out)
        return out
    }

    /// Appends a chunk to `out`.
    static func append(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        data.withUnsafeBufferPointer { append(type, $0, to: &out) }
    }

    /// Appends a chunk to `out`.
    static func append(_ type: String, _ data: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        out += be32(UInt32(data.count))
        out += typeBytes
        out += data
        out += be32(checksum(typeBytes, data))
    }

    /// The CRC-32 of a chunk's type and data (ISO 3309, as the PNG specification defines it).
    static func checksum(_ type: [UInt8], _ data: [UInt8]) -> UInt32 {
        data.withUnsafeBufferPointer { checksum(type, $0) }
    }

    /// The CRC-32 of a chunk's type and data (ISO 3309, as the PNG specification defines it).
    static func checksum(_ type: [UInt8], _ data: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let crc = type.withUnsafeBufferPointer { band_crc32(0, $0.baseAddress, $0.count) }
        return band_crc32(crc, data.baseAddress, data.count)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
}
