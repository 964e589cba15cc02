import Testing

@testable import Raster

/// Opacity kept to 1/65536 and a layer composited with one rounding: against the real-number
/// `src·o + dst·(1 − srcα·o)`, every channel is that value rounded to nearest, with no bias.
/// (With the opacity as 115/255 for 0.45 and two roundings, a layer over white came out a
/// quarter of a level dark on average and 0.65 levels dark on a flat colour.)
@Suite struct OpacityTests {
    /// The exact value of one channel.
    static func exact(_ s: Int, _ sa: Int, _ d: Int, _ o: Double) -> Double {
        Double(s) * o + Double(d) * (1 - Double(sa) * o / 255)
    }

    @Test func sourceOverAtAnOpacityRoundsOnceToNearest() {
        var worst = 0.0, bias = 0.0, n = 0
        for o in [0.05, 0.3, 0.45, 0.5, 0.62, 0.97] {
            let f = PixelOps.fraction(of: o)
            for sa in stride(from: 0, through: 255, by: 15) {
                for s in stride(from: 0, through: sa, by: 7) {
                    for d in stride(from: 0, through: 255, by: 17) {
                        let src = UInt32(s) | UInt32(sa) << 24, dst = UInt32(d) | 255 << 24
                        let got = Double(PixelOps.sourceOver(src, dst, fraction: f) & 0xFF)
                        let e = Self.exact(s, sa, d, o)
                        worst = max(worst, abs(got - e))
                        bias += got - e
                        n += 1
                    }
                }
            }
        }
        // Rounding to nearest is within half a level; the fixed-point opacity adds at most
        // 255 · 2⁻¹⁷ (0.002).
        #expect(worst <= 0.5 + 0.004, "worst \(worst)")
        #expect(abs(bias / Double(n)) < 0.02, "mean signed error \(bias / Double(n))")
    }

    @Test func fullOpacityIsPlainSourceOver() {
        for s in stride(from: UInt32(0), through: 255, by: 5) {
            for d in stride(from: UInt32(0), through: 255, by: 3) {
                let src = s | s << 8 | s << 24, dst = d | d << 8 | d << 16 | 255 << 24
                #expect(PixelOps.sourceOver(src, dst, fraction: 65536) == PixelOps.sourceOver(src, dst))
            }
        }
        #expect(PixelOps.scale(0x8040_2010, fraction: 65536) == 0x8040_2010)
    }

    @Test func scaleByAFractionRoundsEachChannel() {
        for o in [0.1, 0.45, 0.5, 0.9] {
            let f = PixelOps.fraction(of: o)
            for v in 0...255 {
                let channels = [v, 255 - v, (v * 7) % 256, v ^ 0xA5]
                let p = UInt32(channels[0]) | UInt32(channels[1]) << 8 | UInt32(channels[2]) << 16 | UInt32(channels[3]) << 24
                let q = PixelOps.scale(p, fraction: f)
                for (k, c) in channels.enumerated() {
                    let got = Int((q >> (8 * UInt32(k))) & 0xFF)
                    #expect(got == Int((Double(c) * Double(f) / 65536).rounded()), "\(c) at \(o)")
                }
            }
        }
    }

    /// A layer at 0.45 over white, as a card fading in: every pixel is the exact blend of the
    /// layer's own pixels, rounded once.
    @Test func aLayerAtAnOpacityIsTheExactBlendOfItsPixels() throws {
        var canvas = try #require(Canvas(width: 64, height: 8))
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 64, height: 8)), color: .white)
        let stops = [
            GradientStop(0, Color(red: 0.06, green: 0.12, blue: 0.25, alpha: 1)),
            GradientStop(1, Color(red: 0.75, green: 0.12, blue: 0.38, alpha: 0.6)),
        ]
        var layer = try #require(Canvas(width: 64, height: 8))
        let fill = Paint.linearGradient(LinearGradient(start: Point(0, 0), end: Point(64, 0), stops: stops))
        layer.fill(Path(rect: Rect(x: 0, y: 0, width: 64, height: 8)), paint: fill)
        canvas.beginLayer(opacity: 0.45)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 64, height: 8)), paint: fill)
        canvas.endLayer()
        for x in 0..<64 {
            let l = layer.pixmap[x, 4], p = canvas.pixmap[x, 4]
            for (s, got) in [(l.r, p.r), (l.g, p.g), (l.b, p.b)] {
                let e = Self.exact(Int(s), Int(l.a), 255, 0.45)
                #expect(abs(Double(got) - e) <= 0.501, "x \(x): \(got) against \(e)")
            }
        }
    }
}
