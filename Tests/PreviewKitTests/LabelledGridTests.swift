import PreviewKit
import Raster
import Testing
import Typeset

/// Comparison sheets stay within what render-preview draws: a tall screen's cell is narrowed to
/// `maxCellHeight`, and a sheet that would still be too large is refused with a message.
@Suite struct LabelledGridTests {
    static let fonts = FontCatalog(library: try! FontLibrary.withBundledFonts())

    @Test func aTallImageIsNarrowedToTheCellHeight() throws {
        let tall = try #require(Pixmap(width: 100, height: 10_000))
        let cell = LabelledGrid.fitted(tall, width: 240)
        #expect(cell.height == LabelledGrid.maxCellHeight)
        #expect(cell.width == 20)
        let phone = try #require(Pixmap(width: 393, height: 852))
        #expect(LabelledGrid.fitted(phone, width: 240).width == 240)
        #expect(LabelledGrid.fitted(phone, width: 240).height == 520)
    }

    @Test func aSheetLargerThanAFrameIsRefused() throws {
        let wide = try #require(Pixmap(width: 2_000, height: 10))
        let labels = (1...20).map { "column \($0)" }
        let grid = LabelledGrid(title: "too wide", columns: labels, rows: ["row"], cells: [labels.map { _ in wide }])
        #expect(throws: LabelledGrid.TooLarge.self) { try grid.image(fonts: Self.fonts) }
        do {
            _ = try grid.image(fonts: Self.fonts)
        } catch {
            #expect("\(error)".contains("the sheet would be"), "\(error)")
        }
        let fine = LabelledGrid(title: "fine", columns: ["a", "b"], rows: ["row"], cells: [[wide, wide]])
        #expect(try fine.image(fonts: Self.fonts).width > 4_000)
    }
}
