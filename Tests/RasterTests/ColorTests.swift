import Testing
@testable import Raster

@Suite struct ColorTests {
    @Test func hexFormsExpandAsCSSDoes() throws {
        // #RGB doubles each digit: F → FF = 255, 8 → 88 = 136, 0 → 0.
        let short = try #require(Color(hex: "#F80"))
        #expect(short == Color(r8: 255, g8: 0x88, b8: 0))
        let shortAlpha = try #require(Color(hex: "f808"))
        #expect(shortAlpha == Color(r8: 255, g8: 0x88, b8: 0, a8: 0x88))
        let long = try #require(Color(hex: "#1a2B3c"))
        #expect(long == Color(r8: 0x1A, g8: 0x2B, b8: 0x3C, a8: 255))
        let longAlpha = try #require(Color(hex: "#1A2B3C80"))
        #expect(longAlpha.alpha == 128.0 / 255)
    }

    @Test func malformedHexIsRejected() {
        for s in ["", "#", "#12", "#12345", "#1234567", "#123456789", "#GG0000", "#12 345", "##123", "+123", "#-12"] {
            #expect(Color(hex: s) == nil, "\(s)")
        }
    }

    @Test func nonASCIIHexDigitsAreRejectedNotACrash() {
        // Character.isHexDigit accepts the fullwidth forms (U+FF10…, U+FF21…), which
        // UInt8(_:radix:) does not parse: the initializer must return nil, not trap.
        #expect(Color(hex: "#ＦＦＦ") == nil)
        #expect(Color(hex: "１２３４５６") == nil)
    }

    @Test func premultipliedRoundsChannelTimesAlpha() {
        // (1, 0.5, 0.2) at alpha 0.5: red 255·0.5 = 127.5 → 128, green 63.75 → 64,
        // blue 25.5 → 26, alpha 127.5 → 128.
        let c = Color(red: 1, green: 0.5, blue: 0.2, alpha: 0.5).premultiplied
        #expect(c == PremultipliedColor(r: 128, g: 64, b: 26, a: 128))
        // Out-of-range channels clamp to 0...1 before multiplying.
        #expect(Color(red: 2, green: -1, blue: 0.5, alpha: 3).premultiplied == PremultipliedColor(r: 255, g: 0, b: 128, a: 255))
        #expect(Color(red: 1, green: 1, blue: 1, alpha: -0.5).premultiplied == .transparent)
    }

    @Test func alphaMultiplicationKeepsColour() {
        let c = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.8).withAlphaMultiplied(by: 0.5)
        #expect(c == Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
    }
}
