import Foundation
import Testing
@testable import Typeset

/// A team's own system font (SF Pro) drawn as Core Text draws it, tested with the stand-in fonts
/// of `Fixtures/system-fonts` (built by its `make-fonts.py`): a variable font with `wght` and
/// `opsz`, static Text and Display faces, all with a `trak` table.
@Suite struct SystemFontTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/system-fonts").path
    static let variable = try! SystemFonts.load(folder: fixtures + "/variable")
    static let optical = try! SystemFonts.load(folder: fixtures + "/static")

    /// The catalog drawing the system font from `fonts`, over the bundled fonts.
    static func catalog(_ fonts: SystemFonts) throws -> FontCatalog {
        FontCatalog(library: try FontLibrary.withBundledFonts(), systemFonts: fonts)
    }

    /// The advance of one "H" at `size` points, tracking included.
    static func advanceOfH(_ catalog: FontCatalog, size: Double, weight: FontWeight = .regular) -> Double {
        Typesetter.layout("H", font: catalog.systemFont(size: size, weight: weight)).lines[0].width
    }

    @Test func trackingFollowsTheTableLinearlyAndBeyondItsEnds() throws {
        let table = try #require(Self.optical.faces.first?.tracking)
        #expect(table.sizes == [10, 20, 30] && table.values == [50, 0, -60])
        let expected: [(Double, Double)] = [(5, 75), (10, 50), (15, 25), (20, 0), (25, -30), (30, -60), (35, -90)]
        for (size, value) in expected { #expect(abs(table.value(atPointSize: size) - value) < 1e-9, "at \(size) pt") }
    }

    @Test func aTrakTableWithoutANormalTrackOrOutOfOrderIsIgnored() {
        // version 1.0, format 0, horizontal data at 12: one track (value 1.0), two sizes.
        var table: [UInt8] = [0, 1, 0, 0, 0, 0, 0, 12, 0, 0, 0, 0]
        table += [0, 1, 0, 2, 0, 0, 0, 28, /* track 1.0 */ 0, 1, 0, 0, 1, 0, 0, 36]
        table += [0, 10, 0, 0, 0, 20, 0, 0, /* values */ 0, 50, 0, 0]
        #expect(TrackingTable(table: table) == nil)
        table[20...21] = [0, 0]  // track 0: the normal one
        #expect(TrackingTable(table: table)?.values == [50, 0])
        table[28...29] = [0, 30]  // sizes 30, 20: out of order
        #expect(TrackingTable(table: table) == nil)
        #expect(TrackingTable(table: Array(table.prefix(10))) == nil)
    }

    @Test func theStaticFacesSwitchFromTextToDisplayAt20Points() throws {
        let catalog = try Self.catalog(Self.optical)
        #expect(catalog.systemFace(weight: .regular, size: 17).postScriptName == "TestSansText-Regular")
        #expect(catalog.systemFace(weight: .regular, size: 19.99).postScriptName == "TestSansText-Regular")
        #expect(catalog.systemFace(weight: .regular, size: 20).postScriptName == "TestSansDisplay-Regular")
        #expect(catalog.systemFace(weight: .semibold, size: 34).postScriptName == "TestSansDisplay-Bold")
        #expect(catalog.systemFace(weight: .medium, size: 12).postScriptName == "TestSansText-Regular")
        // No italic face: the upright one.
        #expect(catalog.systemFace(weight: .bold, italic: true, size: 12).postScriptName == "TestSansText-Bold")
        // Text "H" is 700 units wide, Display's 600; +50 tracking at 10 pt, 0 at 20 pt.
        #expect(abs(Self.advanceOfH(catalog, size: 10) - 7.5) < 1e-9)
        #expect(abs(Self.advanceOfH(catalog, size: 20) - 12) < 1e-9)
        #expect(Self.optical.identity == "Test Sans, Version 1.000 (Text and Display)")
    }

    @Test func theVariableFontTakesTheOpticalSizeFromThePointSize() throws {
        let catalog = try Self.catalog(Self.variable)
        let small = catalog.systemFace(weight: .regular, size: 12)
        let large = catalog.systemFace(weight: .regular, size: 28)
        #expect(small.variation == ["wght": 400, "opsz": 12])
        #expect(large.variation == ["wght": 400, "opsz": 28])
        #expect(catalog.systemFace(weight: .regular, size: 40).variation["opsz"] == 28)
        #expect(catalog.systemFace(weight: .regular, size: 9).variation["opsz"] == 12)
        #expect(catalog.systemFace(weight: .regular, size: 20) === catalog.systemFace(weight: .regular, size: 20))
        // "H" is 700 units at opsz 12 and 600 at opsz 28, linearly between; tracking as the table says.
        #expect(abs(Self.advanceOfH(catalog, size: 12) - (700 + 40) * 12 / 1000) < 1e-6)
        #expect(abs(Self.advanceOfH(catalog, size: 20) - 650 * 20 / 1000) < 1e-6)
        #expect(abs(Self.advanceOfH(catalog, size: 28) - (600 - 48) * 28 / 1000) < 1e-6)
        // The outline follows: the box's right edge is 40 units inside the advance.
        let glyph = try #require(small.glyph(for: "H"))
        #expect(small.outline(of: glyph).controlBounds?.maxX == 660)
        #expect(large.outline(of: glyph).controlBounds?.maxX == 560)
        #expect(Self.variable.identity == "Test Sans, Version 1.000 (variable)")
    }

    @Test func aWeightIsItsNamedInstanceElseItsClass() throws {
        let catalog = try Self.catalog(Self.variable)
        // The font names "Bold" at wght 700 and has no "Semibold" or "Black" instance.
        #expect(catalog.systemFace(weight: .bold, size: 17).variation["wght"] == 700)
        #expect(catalog.systemFace(weight: .semibold, size: 17).variation["wght"] == 600)
        #expect(catalog.systemFace(weight: .black, size: 17).variation["wght"] == 900)
        let glyph = try #require(catalog.systemFace(weight: .regular, size: 17).glyph(for: "H"))
        // wght 900 thickens the stem by 100 units: the counter starts 100 further in.
        let regular = catalog.systemFace(weight: .regular, size: 17).outline(of: glyph)
        let black = catalog.systemFace(weight: .black, size: 17).outline(of: glyph)
        #expect(regular.controlBounds?.maxX == black.controlBounds?.maxX)
        #expect(regular != black)
        #expect(catalog.systemFace(weight: .regular, italic: true, size: 17).isItalic)
        #expect(!catalog.systemFace(weight: .regular, italic: false, size: 17).isItalic)
    }

    @Test func everyFaceOfTheFolderCanBeNamed() throws {
        let catalog = try Self.catalog(Self.optical)
        #expect(try catalog.font(named: "TestSansDisplay-Bold", size: 15).face.postScriptName == "TestSansDisplay-Bold")
        // Names that mean the system font draw it.
        #expect(try catalog.font(named: "SFProText-Semibold", size: 15).face.postScriptName == "TestSansText-Bold")
        #expect(try catalog.font(named: "system", size: 15).face.postScriptName == "TestSansText-Regular")
        // Helvetica Neue is not the system font: Inter stands in for it still.
        #expect(try catalog.font(named: "HelveticaNeue-Bold", size: 15).face.postScriptName == "Inter-Bold")
    }

    @Test func aFolderThatIsNotOneSaysWhy() throws {
        #expect(throws: FontError.systemFonts(folder: "/nonexistent/fonts", problem: "no such folder")) {
            try SystemFonts.load(folder: "/nonexistent/fonts")
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("rp-sysfonts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(throws: FontError.systemFonts(folder: empty, problem: "holds no .otf, .ttf or .ttc font files")) {
            try SystemFonts.load(folder: empty)
        }
        try FileManager.default.copyItem(
            atPath: try #require(FontLibrary.bundledFontsDirectory) + "/DejaVuSans.ttf", toPath: empty + "/DejaVuSans.ttf")
        do {
            _ = try SystemFonts.load(folder: empty)
            Issue.record("a folder without a system family was taken")
        } catch {
            #expect("\(error)".contains("has no system font family") && "\(error)".contains("found DejaVu Sans"))
        }
    }
}
