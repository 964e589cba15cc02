import PNGCodec
import Raster
import Testing

@Suite struct DamagedInputTests {
    static let png: [UInt8] = try! PNGEncoder.encode(Support.randomPixmap(width: 12, height: 10, seed: 42))

    @Test func everyTruncationThrows() {
        let png = Self.png
        for length in 0..<png.count {
            #expect(throws: PNGError.self, "cut at \(length)") { try PNGDecoder.decode(Array(png[..<length])) }
        }
    }

    @Test func truncationIsReportedAsSuch() throws {
        let png = Self.png
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(Array(png[..<(png.count / 2)])) }
        guard case .truncated(let detail) = error else {
            Issue.record("expected .truncated, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("IDAT"))
        #expect(error?.description.hasPrefix("PNG is truncated (the data ends after \(png.count / 2) bytes") == true)
    }

    @Test func flippedIDATByteThrows() throws {
        var png = Self.png
        let idat = try #require(Support.chunks(png).first { $0.type == "IDAT" })
        png[idat.dataOffset + idat.length / 2] ^= 0x40
        // libpng inflates a chunk before it checks the chunk's CRC, so the
        // first complaint may come from zlib or the row filters.
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(png) }
        guard case .corrupt = error else {
            Issue.record("expected .corrupt, got \(String(describing: error))")
            return
        }
    }

    @Test(arguments: ["IHDR", "sRGB", "gAMA", "cHRM", "IDAT", "IEND"])
    func badCRCThrows(chunkType: String) throws {
        var png = Self.png
        let chunk = try #require(Support.chunks(png).first { $0.type == chunkType })
        png[chunk.dataOffset + chunk.length + 2] ^= 0x01
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(png) }
        #expect(error == .corrupt("\(chunkType): CRC error"))
        #expect(error?.description == "PNG is corrupt (libpng: \(chunkType): CRC error)")
    }

    /// With the CRC patched up, zlib's own checks must catch the damage: a
    /// flipped bit either throws or (padding bits) changes nothing, but
    /// never yields different pixels.
    @Test func flippedBitsWithValidCRCNeverYieldWrongPixels() throws {
        let original = Self.png
        let expected = try PNGDecoder.decode(original)
        let idat = try #require(Support.chunks(original).first { $0.type == "IDAT" })
        var thrown = 0
        for offset in idat.dataOffset..<idat.dataOffset + idat.length {
            for bit in 0..<8 {
                var png = original
                png[offset] ^= 1 << bit
                Support.fixCRC(&png, dataOffset: idat.dataOffset, length: idat.length)
                do {
                    let decoded = try PNGDecoder.decode(png)
                    #expect(decoded == expected, "bit \(bit) of byte \(offset)")
                } catch {
                    thrown += 1
                }
            }
        }
        #expect(thrown > idat.length * 8 * 9 / 10)
    }

    @Test func damagedHeaderThrows() throws {
        var png = Self.png
        png[8 + 8 + 3] ^= 1  // width, CRC now wrong
        #expect(throws: PNGError.self) { try PNGDecoder.decode(png) }
        png = Self.png
        png[8 + 8 + 8] = 3  // bit depth 3 with a valid CRC
        Support.fixCRC(&png, dataOffset: 16, length: 13)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(png) }
    }

    @Test(arguments: [
        [UInt8](), Array("hello, world, this is not a PNG".utf8), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0B, 0, 0],
        Array("GIF89a".utf8) + [UInt8](repeating: 0, count: 40),
    ])
    func notPNG(data: [UInt8]) {
        #expect(throws: PNGError.notPNG) { try PNGDecoder.decode(data) }
    }

    @Test func hugeDeclaredSizeIsRejectedBeforeAllocating() {
        let junk = [UInt8](repeating: 0xA5, count: 64)
        let data = Support.header(width: 100_000, height: 100_000) + junk
        let start = ContinuousClock.now
        #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000, limit: .default)) {
            try PNGDecoder.decode(data)
        }
        #expect(ContinuousClock.now - start < .seconds(1))
        let error = PNGError.tooLarge(width: 100_000, height: 100_000, limit: .default)
        #expect(error.description == "PNG is 100000×100000 pixels, more than the limit of 67108864 pixels and 32768 per side")
    }

    @Test func limitsApplyToSidesAndArea() throws {
        let junk = [UInt8](repeating: 0, count: 16)
        #expect(throws: PNGError.tooLarge(width: 40_000, height: 1, limit: .default)) {
            try PNGDecoder.decode(Support.header(width: 40_000, height: 1) + junk)
        }
        #expect(throws: PNGError.tooLarge(width: 9000, height: 9000, limit: .default)) {
            try PNGDecoder.decode(Support.header(width: 9000, height: 9000) + junk)
        }
        // Within the limits, the junk after the header is what fails.
        #expect(throws: PNGError.self) { try PNGDecoder.decode(Support.header(width: 8192, height: 8192) + junk) }

        let small = PNGDecodingLimits(maxPixels: 100, maxSide: 50)
        let png = Self.png  // 12×10
        #expect(try PNGDecoder.decode(png, limits: PNGDecodingLimits(maxPixels: 120, maxSide: 12)).width == 12)
        #expect(throws: PNGError.tooLarge(width: 12, height: 10, limit: small)) {
            try PNGDecoder.decode(png, limits: small)
        }
    }

    @Test func invalidDimensionsAreCorrupt() {
        let junk = [UInt8](repeating: 0, count: 16)
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(Support.header(width: 0, height: 5) + junk) }
        guard case .corrupt = error else {
            Issue.record("expected .corrupt, got \(String(describing: error))")
            return
        }
    }
}
