import PNGCodec
import Raster
import Testing

/// PNGs assembled from separately compressed row bands decode to exactly the pixels they were
/// made from, whatever the band cut, the level and the order in which bands were compressed.
@Suite struct BandedPNGTests {
    /// Compresses `straight` in bands of `bandRows` rows and assembles a PNG.
    private func banded(_ straight: [UInt8], width: Int, height: Int, bandRows: Int, level: Int) -> [UInt8] {
        let deflater = BandDeflater(level: level)!
        var bands: [PNGBand] = []
        straight.withUnsafeBytes { raw in
            for y in stride(from: 0, to: height, by: bandRows) {
                let rows = min(bandRows, height - y)
                bands.append(deflater.compress(raw.baseAddress! + y * width * 4, stride: width * 4, rowBytes: width * 4, rows: rows))
            }
        }
        var file: [UInt8] = []
        BandedPNG.assemble(width: width, height: height, level: level, bands: bands, into: &file)
        return file
    }

    @Test(arguments: [(1, 1, 32), (3, 2, 1), (17, 9, 4), (64, 64, 32), (100, 33, 32), (7, 70, 16)])
    func randomPixelsSurviveAnyBandCut(width: Int, height: Int, bandRows: Int) throws {
        let pixmap = Support.randomPixmap(width: width, height: height, seed: UInt64(width * 7 + height))
        let straight = Premultiply.unpremultiplied(pixmap.bytes)
        for level in [1, 6, 9] {
            let decoded = try PNGDecoder.decodeStraightRGBA(banded(straight, width: width, height: height, bandRows: bandRows, level: level))
            #expect(decoded.bytes == straight, "level \(level)")
        }
    }

    /// A band compressed for one frame and reused in another gives the bytes a fresh compression
    /// gives: the file does not depend on which bands were reused.
    @Test func aBandsBytesDependOnItsRowsOnly() {
        let pixmap = Support.gradient(width: 90, height: 96)
        let straight = Premultiply.unpremultiplied(pixmap.bytes)
        let deflater = BandDeflater(level: 6)!
        let other = Support.randomPixmap(width: 90, height: 32, seed: 5)
        let first = straight.withUnsafeBytes { deflater.compress($0.baseAddress! + 32 * 360, stride: 360, rowBytes: 360, rows: 32) }
        _ = other.bytes.withUnsafeBytes { deflater.compress($0.baseAddress!, stride: 360, rowBytes: 360, rows: 32) }
        let again = straight.withUnsafeBytes { deflater.compress($0.baseAddress! + 32 * 360, stride: 360, rowBytes: 360, rows: 32) }
        #expect(first == again)
        #expect(
            BandDeflater(level: 6)!.compress(
                straight.withUnsafeBytes { $0.baseAddress! + 32 * 360 },
                stride: 360, rowBytes: 360, rows: 32) == first)
    }

    /// A frame's file differs from `PNGEncoder`'s only in its image data: same header, colour
    /// chunks in the same order, and pixels (every PNG the project writes has these chunks).
    @Test func chunksMatchTheImageEncoder() throws {
        let pixmap = Support.gradient(width: 40, height: 50)
        let straight = Premultiply.unpremultiplied(pixmap.bytes)
        let file = banded(straight, width: 40, height: 50, bandRows: 32, level: 6)
        let reference = try PNGEncoder.encodeStraightRGBA(
            bytes: straight, width: 40, height: 50,
            options: PNGEncodingOptions(compressionLevel: 6, filter: .none))
        func others(_ f: [UInt8]) -> [String] { chunks(f).filter { $0.type != "IDAT" }.map { "\($0.type) \($0.data)" } }
        #expect(others(file) == others(reference))
        #expect(others(file).count == 5)
        #expect(try PNGDecoder.decode(file) == PNGDecoder.decode(reference))
    }

    /// The zlib header's check bits hold at every level (a strict reader rejects the stream
    /// otherwise) and the level hint follows zlib's.
    @Test func zlibHeaderIsValidAtEveryLevel() throws {
        let straight = Premultiply.unpremultiplied(Support.gradient(width: 8, height: 8).bytes)
        var hints: [UInt8] = []
        for level in 1...9 {
            let file = banded(straight, width: 8, height: 8, bandRows: 3, level: level)
            let idat = try #require(chunks(file).first { $0.type == "IDAT" })
            let cmf = idat.data[0], flg = idat.data[1]
            #expect(cmf == 0x78)
            #expect((UInt16(cmf) * 256 + UInt16(flg)) % 31 == 0)
            hints.append(flg >> 6)
            #expect(try PNGDecoder.decodeStraightRGBA(file).bytes == straight)
        }
        #expect(hints == [0, 1, 1, 1, 1, 2, 3, 3, 3])
    }

    private func chunks(_ file: [UInt8]) -> [(type: String, data: [UInt8])] {
        var out: [(String, [UInt8])] = []
        var p = 8
        while p + 8 <= file.count {
            let n = Int(file[p]) << 24 | Int(file[p + 1]) << 16 | Int(file[p + 2]) << 8 | Int(file[p + 3])
            out.append((String(decoding: file[p + 4..<p + 8], as: UTF8.self), Array(file[p + 8..<p + 8 + n])))
            p += 12 + n
        }
        return out
    }
}
