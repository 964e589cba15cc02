import CFreeType
import Foundation
import Raster
import Testing
@testable import Typeset

/// Our glyph coverage against FreeType's own renderer: same face, 17 pt at 3× (51 ppem), no
/// hinting, pen on a whole pixel. Stems must come out exactly as sharp as FreeType draws them.
/// On curves FreeType flattens coarsely and is off by up to ~30 levels (checked by 64 × 64
/// supersampling: at (34, 41) of `m` the exact coverage is 23, ours 21, FreeType's 6), so where
/// the two differ by more than 12 levels, ours must be the nearer to a supersampled exact answer.
@Suite struct GlyphCrispnessTests {
    @Test func glyphsMatchFreeTypesRendering() throws {
        let font = TextSamples.catalog.systemFont(size: 17)
        var library: FT_Library?
        #expect(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        var ftFace: FT_Face?
        #expect(FT_New_Face(library, font.face.path, 0, &ftFace) == 0)
        defer { FT_Done_Face(ftFace) }
        let face = try #require(ftFace)
        #expect(FT_Set_Pixel_Sizes(face, 0, 51) == 0)

        var worstMean = 0.0, worstMax = 0
        for ch in ["l", "H", "m", "i", "E"] as [Unicode.Scalar] {
            let glyph = try #require(font.face.glyph(for: ch))
            #expect(FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_RENDER)) == 0)
            let slot = face.pointee.glyph.pointee
            let bm = slot.bitmap
            let penX = 20, baseline = 70
            // FreeType's coverage, placed at its bitmap offset from the pen.
            var reference = [[UInt8]](repeating: [UInt8](repeating: 0, count: 120), count: 100)
            for y in 0..<Int(bm.rows) {
                for x in 0..<Int(bm.width) {
                    reference[baseline - Int(slot.bitmap_top) + y][penX + Int(slot.bitmap_left) + x] = bm.buffer[y * Int(bm.pitch) + x]
                }
            }
            // Ours: the outline filled at the same pen position, in device pixels.
            var canvas = Canvas(width: 120, height: 100)!
            let s = 51 / font.face.unitsPerEm
            canvas.fill(
                font.face.outline(of: glyph).applying(Transform(a: s, b: 0, c: 0, d: s, tx: Double(penX), ty: Double(baseline))),
                color: .black)
            var sum = 0, maxDiff = 0, inked = 0, fullInOurs = 0, fullInTheirs = 0
            for y in 0..<100 {
                for x in 0..<120 {
                    let ours = Int(canvas.pixmap[x, y].a), theirs = Int(reference[y][x])
                    if ours > 0 || theirs > 0 { inked += 1; sum += abs(ours - theirs) }
                    maxDiff = max(maxDiff, abs(ours - theirs))
                    if abs(ours - theirs) > 12 {
                        let exact = Self.supersampledCoverage(
                            of: font.face.outline(of: glyph), scale: s,
                            pen: Point(Double(penX), Double(baseline)), pixel: (x, y))
                        #expect(
                            abs(Double(ours) - exact) < abs(Double(theirs) - exact) && abs(Double(ours) - exact) <= 4,
                            "glyph \(ch) at (\(x), \(y)): ours \(ours), FreeType \(theirs), exact \(exact)")
                    }
                    if ours == 255 { fullInOurs += 1 }
                    if theirs == 255 { fullInTheirs += 1 }
                }
            }
            let mean = Double(sum) / Double(max(inked, 1))
            print(
                "glyph \(ch): mean |Δ| over inked pixels \(String(format: "%.2f", mean)), max \(maxDiff), full-coverage pixels ours \(fullInOurs) FreeType \(fullInTheirs)"
            )
            worstMean = max(worstMean, mean)
            worstMax = max(worstMax, maxDiff)
            // Stems as solid as FreeType's: the same number of fully covered pixels, give or take an edge's worth.
            #expect(abs(fullInOurs - fullInTheirs) <= max(3, fullInTheirs / 50), "glyph \(ch): \(fullInOurs) solid pixels, FreeType \(fullInTheirs)")
        }
        #expect(worstMean < 2.5, "mean difference \(worstMean) levels")
        #expect(worstMax <= 40, "largest difference \(worstMax) levels")
    }

    /// Coverage (0...255) of one pixel by 32 × 32 point samples against the outline flattened to
    /// 1/1000 px, with an even-odd crossing test: independent of the coverage rasterizer.
    static func supersampledCoverage(of outline: Path, scale s: Double, pen: Point, pixel: (Int, Int)) -> Double {
        let device = outline.applying(Transform(a: s, b: 0, c: 0, d: s, tx: pen.x, ty: pen.y))
        let polys = Flattening.polylines(of: device, tolerance: 0.001)
        let n = 32
        var inside = 0
        for j in 0..<n {
            let y = Double(pixel.1) + (Double(j) + 0.5) / Double(n)
            for i in 0..<n {
                let x = Double(pixel.0) + (Double(i) + 0.5) / Double(n)
                var odd = false
                for poly in polys {
                    let p = poly.points
                    for k in 0..<p.count {
                        let a = p[k], b = p[(k + 1) % p.count]
                        if (a.y > y) != (b.y > y), x < a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y) { odd.toggle() }
                    }
                }
                if odd { inside += 1 }
            }
        }
        return Double(inside) * 255 / Double(n * n)
    }
}
