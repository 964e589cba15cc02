import PNGShim

/// Writes an 8-bit RGBA PNG from compressed row bands (`PNGBand`), top to bottom: the zlib stream
/// is a header, the bands' blocks in order, an empty final block and the Adler-32 combined from
/// the bands'. Chunks are written as `PNGEncoder` (libpng) writes them — IHDR, gAMA, sRGB,
/// cHRM, one IDAT, IEND — so a file decodes to the same pixels either way.
public enum BandedPNG {
    /// Appends the PNG to `out` (emptied first; its capacity is kept, so a writer can reuse it).
    public static func assemble(width: Int, height: Int, level: Int, writeSRGBChunk: Bool = true,
                                bands: [PNGBand], into out: inout [UInt8]) {
        out.removeAll(keepingCapacity: true)
        out += [137, 80, 78, 71, 13, 10, 26, 10]
        var header = [UInt8]()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        chunk("IHDR", header, into: &out)
        if writeSRGBChunk {
            // libpng's png_set_sRGB_gAMA_and_cHRM: gamma 1/2.2 and the sRGB primaries, with
            // perceptual intent.
            var gamma = [UInt8](); gamma.appendBigEndian(45455)
            chunk("gAMA", gamma, into: &out)
            chunk("sRGB", [0], into: &out)
            var chroma = [UInt8]()
            for v: UInt32 in [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000] { chroma.appendBigEndian(v) }
            chunk("cHRM", chroma, into: &out)
        }
        // IDAT: written in place, its length and CRC filled in once the data is there.
        let start = out.count
        out += [0, 0, 0, 0]
        out += Array("IDAT".utf8)
        out += zlibHeader(level: level)
        var adler: UInt32 = 1
        for band in bands {
            out += band.deflated
            adler = band_adler32_combine(adler, band.adler, band.rawCount)
        }
        out += [0x03, 0x00]  // an empty final block (fixed codes: end of block only)
        out.appendBigEndian(adler)
        let length = out.count - start - 8
        precondition(length <= Int(Int32.max), "image data over 2 GiB in one IDAT")
        out.withUnsafeMutableBufferPointer { p in
            let l = UInt32(length)
            p[start] = UInt8(l >> 24); p[start + 1] = UInt8((l >> 16) & 0xFF)
            p[start + 2] = UInt8((l >> 8) & 0xFF); p[start + 3] = UInt8(l & 0xFF)
        }
        let crc = out.withUnsafeBufferPointer { band_crc32(0, $0.baseAddress! + start + 4, length + 4) }
        out.appendBigEndian(crc)
        chunk("IEND", [], into: &out)
    }

    /// CMF and FLG for a 32 KiB window, with zlib's level hint (FLEVEL) and check bits.
    static func zlibHeader(level: Int) -> [UInt8] {
        let flevel: UInt16 = level == 1 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        let cmf: UInt16 = 0x78
        var flg = flevel << 6
        flg += (31 - (cmf * 256 + flg) % 31) % 31
        return [UInt8(cmf), UInt8(flg)]
    }

    private static func chunk(_ type: String, _ data: [UInt8], into out: inout [UInt8]) {
        out.appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        var crc = band_crc32(0, typeBytes, typeBytes.count)
        crc = data.withUnsafeBufferPointer { band_crc32(crc, $0.baseAddress, $0.count) }
        out += typeBytes
        out += data
        out.appendBigEndian(crc)
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ v: UInt32) {
        append(UInt8(v >> 24)); append(UInt8((v >> 16) & 0xFF)); append(UInt8((v >> 8) & 0xFF)); append(UInt8(v & 0xFF))
    }
}
