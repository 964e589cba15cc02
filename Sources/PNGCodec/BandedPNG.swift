import PNGShim

/// Writes an 8-bit RGBA PNG from compressed row bands (`PNGBand`), top to bottom: the zlib stream
/// is a header, the bands' blocks in order, an empty final block and the Adler-32 combined from
/// the bands'. Chunks are those of every PNG the project writes (`PNGChunks`): IHDR, gAMA, sRGB,
/// cHRM, IDAT, IEND.
public enum BandedPNG {
    /// Writes the PNG into `out` (emptied first; its capacity is kept, so a writer can reuse it).
    public static func assemble(
        width: Int, height: Int, level: Int, writeSRGBChunk: Bool = true,
        bands: [PNGBand], into out: inout [UInt8]
    ) {
        out.removeAll(keepingCapacity: true)
        PNGChunks.appendImageHeader(width: width, height: height, writeSRGBChunk: writeSRGBChunk, to: &out)
        var data = zlibHeader(level: level)
        data.reserveCapacity(bands.reduce(6) { $0 + $1.deflated.count })
        var adler: UInt32 = 1
        for band in bands {
            data += band.deflated
            adler = band_adler32_combine(adler, band.adler, band.rawCount)
        }
        data += [0x03, 0x00]  // an empty final block (fixed codes: end of block only)
        data += PNGChunks.be32(adler)
        data.withUnsafeBufferPointer { PNGChunks.appendImageData($0, to: &out) }
        PNGChunks.append("IEND", [], to: &out)
    }

    /// CMF and FLG for a 32 KiB window, with zlib's level hint (FLEVEL) and check bits.
    static func zlibHeader(level: Int) -> [UInt8] {
        let flevel: UInt16 = level == 1 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        let cmf: UInt16 = 0x78
        var flg = flevel << 6
        flg += (31 - (cmf * 256 + flg) % 31) % 31
        return [UInt8(cmf), UInt8(flg)]
    }
}
