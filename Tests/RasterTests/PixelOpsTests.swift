import Testing
@testable import Raster

/// Exact 8-bit arithmetic on premultiplied pixels, checked exhaustively against the
/// real-number definition rounded to nearest (ties away from zero, which is what
/// `Double.rounded()` does and what `x·y/255 + 0.5` truncated means for non-negative values).
@Suite struct PixelOpsTests {
    /// round(a·b/255) computed in floating point. a·b/255 is never a tie (2ab = 255·odd has no
    /// solution) and is at least 1/510 away from one, far more than the division's rounding.
    static func roundedProduct(_ a: Int, _ b: Int) -> Int {
        Int((Double(a * b) / 255).rounded())
    }

    @Test func mul255IsExactlyRoundedForEveryPair() {
        var mismatches = 0
        for a in 0...255 {
            for b in 0...255 where Int(PixelOps.mul255(UInt32(a), UInt32(b))) != Self.roundedProduct(a, b) {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }

    @Test func scaleRoundsEachChannelIndependently() {
        // Every channel value against every factor, in all four lanes at once with different
        // values per lane, so a carry from one 16-bit lane into the next would show.
        var mismatches = 0
        for v in 0...255 {
            let channels = [v, 255 - v, (v * 7) % 256, v ^ 0xA5]
            let p = UInt32(channels[0]) | UInt32(channels[1]) << 8 | UInt32(channels[2]) << 16 | UInt32(channels[3]) << 24
            for s in 0...255 {
                let out = PixelOps.scale(p, UInt32(s))
                for (lane, c) in channels.enumerated() where Int((out >> (8 * UInt32(lane))) & 0xFF) != Self.roundedProduct(c, s) {
                    mismatches += 1
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func sourceOverIsSourcePlusRoundedRemainderOfDestination() {
        // src + dst·(255 − srcα)/255 per channel, for every source alpha and every destination
        // value, with source colour channels spanning 0...srcα.
        var mismatches = 0
        for sa in 0...255 {
            let sr = sa, sg = sa / 2, sb = 0
            let src = UInt32(sr) | UInt32(sg) << 8 | UInt32(sb) << 16 | UInt32(sa) << 24
            for d in 0...255 {
                let dst = UInt32(d) | UInt32(d / 3) << 8 | UInt32(255 - d) << 16 | UInt32(d) << 24
                let out = PixelOps.unpack(PixelOps.sourceOver(src, dst))
                let rest = 255 - sa
                let expected = [
                    sr + Self.roundedProduct(d, rest), sg + Self.roundedProduct(d / 3, rest),
                    sb + Self.roundedProduct(255 - d, rest), sa + Self.roundedProduct(d, rest),
                ]
                if [Int(out.r), Int(out.g), Int(out.b), Int(out.a)] != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func sourceOverOfValidPremultipliedPixelsNeverExceeds255() {
        // src ≤ srcα and round(d·(255 − srcα)/255) ≤ 255 − srcα, so no channel can wrap.
        // Colour = alpha is the largest valid source; over opaque white every channel must land
        // exactly on 255 (sa + round(255·(255 − sa)/255) = 255), with no carry into the next byte.
        for sa in 0...255 {
            let src = UInt32(sa) * 0x0101_0101
            #expect(PixelOps.sourceOver(src, 0xFFFF_FFFF) == 0xFFFF_FFFF, "src alpha \(sa) over opaque white")
        }
    }

    @Test func packAndUnpackAreInverseAndRIsTheLowByte() {
        let c = PremultipliedColor(r: 0x12, g: 0x34, b: 0x56, a: 0x78)
        // Little-endian memory order R, G, B, A means R in bits 0–7 and A in bits 24–31.
        #expect(PixelOps.pack(c) == 0x7856_3412)
        #expect(PixelOps.unpack(0x7856_3412) == c)
        var pixmap = Pixmap(width: 1, height: 1)!
        pixmap[0, 0] = c
        #expect(pixmap.bytes == [0x12, 0x34, 0x56, 0x78])
    }

    @Test func premultiplyIsRoundedProductForEveryPair() {
        var mismatches = 0
        for c in 0...255 {
            for a in 0...255 where Int(Premultiply.premultiply(UInt8(c), alpha: UInt8(a))) != Self.roundedProduct(c, a) {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }

    @Test func unpremultiplyIsRoundedQuotientClampedForEveryPair() {
        var mismatches = 0
        for a in 0...255 {
            for c in 0...255 {
                let expected = a == 0 ? 0 : min(255, Int((Double(c * 255) / Double(a)).rounded()))
                if Int(Premultiply.unpremultiply(UInt8(c), alpha: UInt8(a))) != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func premultipliedValuesSurviveARoundTripThroughStraightAlpha() {
        // For p ≤ a, u = round(255p/a) lies within 255/(2a) of 255p/a, so u·a/255 lies within
        // 1/2 of p and rounds back to p: every valid premultiplied value survives.
        var failures: [(Int, Int)] = []
        for a in 1...255 {
            for p in 0...a {
                let straight = Premultiply.unpremultiply(UInt8(p), alpha: UInt8(a))
                if Int(Premultiply.premultiply(straight, alpha: UInt8(a))) != p { failures.append((p, a)) }
            }
        }
        #expect(failures.isEmpty, "first failures: \(failures.prefix(5))")
    }

    @Test func opaqueStraightColoursSurviveARoundTrip() {
        for c in 0...255 {
            let p = Premultiply.premultiply(UInt8(c), alpha: 255)
            #expect(p == UInt8(c))
            #expect(Premultiply.unpremultiply(p, alpha: 255) == UInt8(c))
        }
    }

    @Test func byteArrayConversionsTouchOnlyTranslucentPixelsAndKeepAlpha() {
        // Straight (200, 100, 50, 128) → premultiplied round(200·128/255) = round(100.39) = 100,
        // round(100·128/255) = round(50.20) = 50, round(50·128/255) = round(25.10) = 25.
        var bytes: [UInt8] = [200, 100, 50, 128, 9, 8, 7, 255, 77, 66, 55, 0]
        Premultiply.premultiplyInPlace(&bytes)
        #expect(bytes == [100, 50, 25, 128, 9, 8, 7, 255, 0, 0, 0, 0])
        // Back: round(100·255/128) = round(199.2) = 199, round(50·255/128) = round(99.6) = 100,
        // round(25·255/128) = round(49.8) = 50 (one level off red: the 8-bit premultiplied value lost it).
        #expect(Premultiply.unpremultiplied(bytes) == [199, 100, 50, 128, 9, 8, 7, 255, 0, 0, 0, 0])
    }
}

@Suite struct PixmapTests {
    @Test func sizeRulesAndLayout() throws {
        #expect(Pixmap(width: 0, height: 3) == nil)
        #expect(Pixmap(width: 3, height: -1) == nil)
        let p = try #require(Pixmap(width: 3, height: 2))
        #expect(p.bytes.count == 3 * 2 * 4)
        #expect(p.bytes.allSatisfy { $0 == 0 })
        #expect(Pixmap(width: 2, height: 2, premultipliedBytes: [UInt8](repeating: 0, count: 15)) == nil)
    }

    @Test func overflowingSizesGiveNilInsteadOfTrapping() {
        // width · height · 4 does not fit in Int for any of these: the initializer promises nil.
        #expect(Pixmap(width: Int.max / 2, height: 1) == nil)
        #expect(Pixmap(width: 1, height: Int.max / 2) == nil)
        #expect(Pixmap(width: 1 << 31, height: 1 << 31) == nil)
        #expect(Canvas(width: 1, height: Int.max) == nil)
    }

    @Test func subscriptAddressesRowMajorPixels() {
        var p = Pixmap(width: 3, height: 2)!
        p[2, 1] = PremultipliedColor(r: 1, g: 2, b: 3, a: 4)
        // Pixel (2, 1) starts at byte (1·3 + 2)·4 = 20.
        #expect(Array(p.bytes[20..<24]) == [1, 2, 3, 4])
        #expect(p.bytes.enumerated().allSatisfy { $0.offset >= 20 || $0.element == 0 })
        p.fill(PremultipliedColor(r: 10, g: 20, b: 30, a: 40))
        #expect(p[0, 0] == PremultipliedColor(r: 10, g: 20, b: 30, a: 40))
        #expect(p[2, 1] == PremultipliedColor(r: 10, g: 20, b: 30, a: 40))
    }
}

/// Premultiplying from one buffer into another gives `premultiplyInPlace`'s bytes, opaque pairs
/// copied whole and every other pixel rounded, an odd pixel at the end included.
@Suite struct PremultiplyIntoTests {
    @Test(arguments: [0, 4, 8, 36, 1_000])
    func givesTheInPlaceBytes(byteCount: Int) {
        let straight = (0..<byteCount).map { i -> UInt8 in
            // Alpha 255 for most pixels, every value for some.
            i % 4 == 3 ? (i % 12 == 3 ? UInt8(truncatingIfNeeded: i * 37) : 255) : UInt8(truncatingIfNeeded: i &* 91 &+ 7)
        }
        var expected = straight
        Premultiply.premultiplyInPlace(&expected)
        var out = [UInt8](repeating: 0xAB, count: byteCount)
        straight.withUnsafeBytes { s in
            out.withUnsafeMutableBytes { d in
                if byteCount > 0 { Premultiply.premultiply(s.baseAddress!, into: d.baseAddress!, byteCount: byteCount) }
            }
        }
        #expect(out == expected)
    }
}
