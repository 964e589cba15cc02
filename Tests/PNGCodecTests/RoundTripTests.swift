import PNGCodec
import Raster
import Testing

@Suite struct RoundTripTests {
    @Test(arguments: [(1, 1), (3, 2), (17, 9), (64, 64)])
    func randomPremultipliedPixmapsSurviveExactly(width: Int, height: Int) throws {
        let pixmap = Support.randomPixmap(width: width, height: height, seed: UInt64(width * 1000 + height))
        let decoded = try PNGDecoder.decode(PNGEncoder.encode(pixmap))
        #expect(decoded == pixmap)
    }

    /// Every valid premultiplied value (c <= a) comes back exactly: with both
    /// conversions rounded to nearest, premultiply(unpremultiply(c, a), a) == c.
    @Test func everyValidPremultipliedValueSurvives() throws {
        var pixmap = Pixmap(width: 256, height: 256)!
        for a in 0...255 {
            for c in 0...255 {
                let v = UInt8(min(c, a))
                pixmap[c, a] = PremultipliedColor(r: v, g: UInt8(a) - v, b: v / 2, a: UInt8(a))
            }
        }
        #expect(try PNGDecoder.decode(PNGEncoder.encode(pixmap)) == pixmap)
    }

    @Test func pngHoldsStraightAlphaWithRoundedUnpremultiply() throws {
        var pixmap = Pixmap(width: 4, height: 1)!
        pixmap[0, 0] = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
        pixmap[1, 0] = PremultipliedColor(r: 1, g: 0, b: 1, a: 1)
        pixmap[2, 0] = PremultipliedColor(r: 100, g: 127, b: 254, a: 254)
        pixmap[3, 0] = PremultipliedColor(r: 10, g: 20, b: 30, a: 255)
        let straight = try PNGDecoder.decodeStraightRGBA(PNGEncoder.encode(pixmap))
        #expect(straight.width == 4 && straight.height == 1)
        #expect(straight.bytes == Premultiply.unpremultiplied(pixmap.bytes))
        #expect(straight.bytes == [0, 0, 0, 0, 255, 0, 255, 1, 100, 128, 255, 254, 10, 20, 30, 255])
    }

    /// Invalid premultiplied input (colour > alpha) is clamped, not wrapped.
    @Test func invalidPremultipliedPixelsAreClamped() throws {
        var pixmap = Pixmap(width: 2, height: 1)!
        pixmap[0, 0] = PremultipliedColor(r: 200, g: 0, b: 0, a: 100)
        pixmap[1, 0] = PremultipliedColor(r: 9, g: 9, b: 9, a: 0)
        let decoded = try PNGDecoder.decode(PNGEncoder.encode(pixmap))
        #expect(decoded[0, 0] == PremultipliedColor(r: 100, g: 0, b: 0, a: 100))
        #expect(decoded[1, 0] == .transparent)
    }

    @Test func straightRGBARoundTrip() throws {
        var rng = SplitMix64(seed: 7)
        let bytes = (0..<(13 * 7 * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let png = try PNGEncoder.encodeStraightRGBA(bytes: bytes, width: 13, height: 7)
        #expect(try PNGDecoder.decodeStraightRGBA(png) == StraightRGBAImage(width: 13, height: 7, bytes: bytes))
    }
}

@Test func reportsLibpngVersion() {
    #expect(PNGLibraryVersion.string.hasPrefix("1.6."))
}
