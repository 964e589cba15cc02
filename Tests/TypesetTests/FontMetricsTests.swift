import CFreeType
import Foundation
import Raster
import Testing
@testable import Typeset

/// Metrics against FreeType's own reading of the same face, kerning, and measurement versus drawing.
@Suite struct FontMetricsTests {
    let catalog = TextSamples.catalog

    /// FreeType's unscaled face metrics for a bundled file, read independently of `FontFace`.
    static func freeTypeMetrics(file: String) throws -> (upem: Double, ascender: Double, descender: Double, height: Double) {
        var library: FT_Library?
        #expect(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        let path = try #require(FontLibrary.bundledFontsDirectory) + "/" + file
        #expect(FT_New_Face(library, path, 0, &face) == 0)
        defer { FT_Done_Face(face) }
        let f = try #require(face).pointee
        return (Double(f.units_per_EM), Double(f.ascender), Double(f.descender), Double(f.height))
    }

    @Test func lineHeightAndBaselineOfInter17AtScale3MatchFreeType() throws {
        let ft = try Self.freeTypeMetrics(file: "Inter-Regular.otf")
        let font = catalog.systemFont(size: 17)
        #expect(font.face.postScriptName == "Inter-Regular")
        // In device pixels at 3×: FreeType's hhea values scaled to 51 ppem.
        let ppem = 17.0 * 3
        #expect(abs(font.ascender * 3 - ft.ascender * ppem / ft.upem) < 1e-9)
        #expect(abs(font.descender * 3 + ft.descender * ppem / ft.upem) < 1e-9)
        #expect(abs(font.lineHeight * 3 - ft.height * ppem / ft.upem) < 1e-9)
        let layout = Typesetter.layout("Warning", font: font)
        #expect(abs(layout.firstBaseline - ft.ascender * 17 / ft.upem) < 1e-9)
        #expect(abs(layout.size.height - ft.height * 17 / ft.upem) < 1e-9)
        // Two lines: the second baseline is one line height further down.
        let two = Typesetter.layout("Warning\nSecond", font: font)
        #expect(abs(two.lastBaseline - two.firstBaseline - font.lineHeight) < 1e-9)
    }

    @Test func kerningNarrowsAV() {
        let font = catalog.systemFont(size: 17)
        func width(_ s: String) -> Double { Typesetter.layout(s, font: font).size.width }
        // Inter kerns the pair A–V: together they take less than apart.
        #expect(width("AV") < width("A") + width("V") - 0.1)
        // With a space between, no pair applies: the advances simply add up. (A lone or trailing
        // space hangs and measures 0, so the space is measured as " V" minus "V".)
        let space = width(" V") - width("V")
        #expect(space > 3)
        #expect(abs(width("A V") - (width("A") + space + width("V"))) < 1e-9)
    }

    @Test func measuredWidthIsWhereTheDrawingEnds() throws {
        // Draw "Hello" and find its ink. The ink ends at width − (advance(o) − xMax(o)) and starts
        // at xMin(H): the side bearings read from the glyph outlines.
        let font = catalog.systemFont(size: 17)
        let layout = Typesetter.layout("Hello", font: font)
        var canvas = Canvas(width: 300, height: 90)!
        canvas.scale(3, 3)
        TextRenderer.draw(layout, at: Point(10, 5), color: .black, on: &canvas)
        var minX = Int.max, maxX = Int.min
        for y in 0..<90 { for x in 0..<300 where canvas.pixmap[x, y].a > 0 { minX = min(minX, x); maxX = max(maxX, x) } }
        let face = font.face, s = font.scale
        let h = try #require(face.glyph(for: "H")), o = try #require(face.glyph(for: "o"))
        let hBounds = try #require(face.outline(of: h).controlBounds), oBounds = try #require(face.outline(of: o).controlBounds)
        let oAdvance = layout.lines[0].clusters.last!.advance
        let expectedLeft = (10 + hBounds.minX * s) * 3
        let expectedRight = (10 + layout.size.width - oAdvance + oBounds.maxX * s) * 3
        #expect(abs(Double(minX) - expectedLeft) < 1.01, "ink starts at \(minX), expected \(expectedLeft)")
        #expect(abs(Double(maxX + 1) - expectedRight) < 1.01, "ink ends at \(maxX + 1), expected \(expectedRight)")
    }

    @Test func displayCutFrom20Points() {
        #expect(catalog.systemFont(size: 19.9).face.postScriptName == "Inter-Regular")
        #expect(catalog.systemFont(size: 20).face.postScriptName == "InterDisplay-Regular")
        #expect(catalog.systemFont(size: 34, weight: .bold).face.postScriptName == "InterDisplay-Bold")
    }

    @Test func textStylesFollowDynamicType() {
        #expect(TextStyle.body.size() == 17 && TextStyle.headline.weight == .semibold)
        #expect(TextStyle.subheadline.size() == 15 && TextStyle.footnote.size() == 13 && TextStyle.caption1.size() == 12)
        #expect(TextStyle.title3.size() == 20 && TextStyle.body.size(at: .accessibility5) == 53)
        #expect(catalog.font(style: .headline).face.postScriptName == "Inter-SemiBold")
    }
}
