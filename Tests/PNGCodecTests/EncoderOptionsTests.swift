import PNGCodec
import Raster
import Testing

@Suite struct EncoderOptionsTests {
    static let image = Support.gradient(width: 160, height: 120)

    @Test func writesSRGBChunkByDefault() throws {
        let png = try PNGEncoder.encode(Self.image)
        let types = Support.chunks(png).map(\.type)
        #expect(Support.contains(png, "sRGB"))
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(types.contains("sRGB") && types.contains("gAMA") && types.contains("cHRM"))
        let srgb = try #require(Support.chunks(png).first { $0.type == "sRGB" })
        #expect(srgb.length == 1 && png[srgb.dataOffset] == 0)  // perceptual

        let plain = try PNGEncoder.encode(Self.image, options: PNGEncodingOptions(writeSRGBChunk: false))
        #expect(!Support.contains(plain, "sRGB"))
        #expect(try PNGDecoder.decode(plain) == Self.image)
    }

    @Test func levelZeroIsLargerThanLevelNine() throws {
        let stored = try PNGEncoder.encode(Self.image, options: PNGEncodingOptions(compressionLevel: 0))
        let best = try PNGEncoder.encode(Self.image, options: PNGEncodingOptions(compressionLevel: 9))
        #expect(stored.count > Self.image.bytes.count)
        #expect(best.count * 4 < stored.count)
        #expect(try PNGDecoder.decode(stored) == Self.image)
        #expect(try PNGDecoder.decode(best) == Self.image)
    }

    @Test(arguments: PNGFilter.allCases)
    func everyFilterRoundTrips(filter: PNGFilter) throws {
        let pixmap = Support.randomPixmap(width: 33, height: 17, seed: 3)
        let png = try PNGEncoder.encode(pixmap, options: PNGEncodingOptions(filter: filter))
        #expect(try PNGDecoder.decode(png) == pixmap)
    }

    @Test(arguments: PNGCompressionStrategy.allCases)
    func everyStrategyRoundTrips(strategy: PNGCompressionStrategy) throws {
        let png = try PNGEncoder.encode(Self.image, options: PNGEncodingOptions(strategy: strategy))
        #expect(try PNGDecoder.decode(png) == Self.image)
    }

    @Test func rejectsBadInput() {
        #expect(throws: PNGError.encodingFailed("compression level must be 0...9, got 10")) {
            try PNGEncoder.encode(Self.image, options: PNGEncodingOptions(compressionLevel: 10))
        }
        #expect(throws: PNGError.encodingFailed("expected 2×2×4 bytes, got 15")) {
            try PNGEncoder.encodeStraightRGBA(bytes: [UInt8](repeating: 0, count: 15), width: 2, height: 2)
        }
        #expect(throws: PNGError.self) { try PNGEncoder.encodeStraightRGBA(bytes: [], width: 0, height: 0) }
    }
}
