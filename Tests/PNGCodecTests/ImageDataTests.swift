import PNGCodec
import Raster
import Testing

/// `PNGEncoder` writes image data itself (`image_deflate.c`), not through libpng: rows filtered
/// as the PNG specification defines, the filter of each row chosen by the smallest sum of
/// absolute values, then zlib. These tests read the filtered rows back from stored (level 0)
/// deflate blocks, which hold them as they are, and pin the bytes of one file.
@Suite struct ImageDataTests {
    /// The bytes the stored zlib stream in `png`'s IDAT chunks holds: each row's filter type and
    /// filtered bytes.
    private func storedRows(_ png: [UInt8]) throws -> [UInt8] {
        let stream = Support.chunks(png).filter { $0.type == "IDAT" }.flatMap { png[$0.dataOffset..<($0.dataOffset + $0.length)] }
        var i = 2, out: [UInt8] = []  // after the zlib header
        while true {
            let header = stream[i]
            try #require(header >> 1 & 3 == 0, "not a stored block")
            let length = Int(stream[i + 1]) | Int(stream[i + 2]) << 8
            out += stream[(i + 5)..<(i + 5 + length)]
            i += 5 + length
            if header & 1 == 1 { return out }
        }
    }

    /// The PNG specification's five filters of `row` given the row above, as this test computes
    /// them (independently of the encoder).
    private func filtered(_ type: Int, _ row: [UInt8], _ prior: [UInt8]) -> [UInt8] {
        row.indices.map { i in
            let a = i >= 4 ? Int(row[i - 4]) : 0, b = Int(prior[i]), c = i >= 4 ? Int(prior[i - 4]) : 0
            let predicted: Int
            switch type {
            case 1: predicted = a
            case 2: predicted = b
            case 3: predicted = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            default: predicted = 0
            }
            return UInt8(truncatingIfNeeded: Int(row[i]) - predicted)
        }
    }

    /// Rows of several characters, so that different filters win: flat, horizontal ramps, the
    /// row above repeated, noise.
    private func mixedImage() -> (bytes: [UInt8], width: Int, height: Int) {
        let width = 24, height = 12
        var bytes: [UInt8] = []
        var seed: UInt32 = 7
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<4 {
                    switch y % 4 {
                    case 0: bytes.append(UInt8(90 + channel))
                    case 1: bytes.append(UInt8(truncatingIfNeeded: x * 9 + channel))
                    case 2: bytes.append(bytes[bytes.count - width * 4])
                    default:
                        seed = seed &* 1_103_515_245 &+ 12345
                        bytes.append(UInt8(truncatingIfNeeded: seed >> 16))
                    }
                }
            }
        }
        return (bytes, width, height)
    }

    @Test func eachRowTakesTheFilterWithTheSmallestSum() throws {
        let image = mixedImage(), rowBytes = image.width * 4
        let png = try PNGEncoder.encodeStraightRGBA(
            bytes: image.bytes, width: image.width, height: image.height,
            options: PNGEncodingOptions(compressionLevel: 0, filter: .all))
        let stored = try storedRows(png)
        try #require(stored.count == image.height * (rowBytes + 1))
        var chosen: [Int] = []
        for y in 0..<image.height {
            let row = Array(image.bytes[(y * rowBytes)..<((y + 1) * rowBytes)])
            let prior = y == 0 ? [UInt8](repeating: 0, count: rowBytes) : Array(image.bytes[((y - 1) * rowBytes)..<(y * rowBytes)])
            let sums = (0..<5).map { type in filtered(type, row, prior).reduce(0) { $0 + ($1 < 128 ? Int($1) : 256 - Int($1)) } }
            let expected = sums.firstIndex(of: sums.min()!)!
            let written = stored[(y * (rowBytes + 1))..<((y + 1) * (rowBytes + 1))]
            #expect(Int(written.first!) == expected, "row \(y): sums \(sums)")
            #expect(Array(written.dropFirst()) == filtered(expected, row, prior), "row \(y)")
            chosen.append(expected)
        }
        // The image is made so that more than one filter wins somewhere.
        #expect(Set(chosen).count >= 3, "filters chosen: \(chosen)")
    }

    @Test(arguments: [(PNGFilter.none, 0), (.sub, 1), (.up, 2), (.average, 3), (.paeth, 4)])
    func aSingleFilterIsUsedForEveryRow(filter: PNGFilter, type: Int) throws {
        let image = mixedImage(), rowBytes = image.width * 4
        let png = try PNGEncoder.encodeStraightRGBA(
            bytes: image.bytes, width: image.width, height: image.height,
            options: PNGEncodingOptions(compressionLevel: 0, filter: filter))
        let stored = try storedRows(png)
        #expect((0..<image.height).allSatisfy { Int(stored[$0 * (rowBytes + 1)]) == type })
        #expect(try PNGDecoder.decodeStraightRGBA(png).bytes == image.bytes)
    }

    /// Chunks in the one order every PNG the project writes has.
    @Test func chunksAreTheProjectsOwn() throws {
        let png = try PNGEncoder.encode(Support.gradient(width: 40, height: 30))
        #expect(Support.chunks(png).map(\.type) == ["IHDR", "gAMA", "sRGB", "cHRM", "IDAT", "IEND"])
    }

    /// The bytes of one file, pinned: they depend on this encoder and on zlib's deflate, not on
    /// the libpng installed. (zlib 1.2.13 and 1.3.2 give these bytes; `make cross-check`
    /// compares every sheet across machines.)
    @Test func theBytesArePinned() throws {
        let png = try PNGEncoder.encode(Support.gradient(width: 64, height: 48), options: PNGEncodingOptions(compressionLevel: 9))
        #expect(png.count == PinnedFile.length && Support.crc32(png) == PinnedFile.crc32, "\(png.count) bytes, CRC \(Support.crc32(png))")
    }

    private enum PinnedFile {
        static let length = 264
        static let crc32: UInt32 = 3_670_716_196
    }
}
