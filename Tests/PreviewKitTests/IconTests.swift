import Foundation
import PNGCodec
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender
import Raster
import Testing

/// The built-in icons: geometry, holes, fill rules, fitting, and a contact sheet to look at
/// (`.build/test-artifacts/icons/sheet.png`).
@Suite struct IconTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let artifacts = root.appendingPathComponent(".build/test-artifacts/icons")

    static let allVariants: [(Icon, IconStyle)] = Icon.allCases.flatMap { icon in IconStyle.allCases.map { (icon, $0) } }

    /// The icon's alpha plane, drawn opaque into a `side × side` canvas (the grid fills it).
    static func render(_ icon: Icon, _ style: IconStyle, side: Int = 64, rule: FillRule = Icon.fillRule) -> [[Int]] {
        var canvas = Canvas(width: side, height: side)!
        canvas.fill(icon.path(in: Rect(x: 0, y: 0, width: Double(side), height: Double(side)), style: style), color: .black, rule: rule)
        return (0..<side).map { y in (0..<side).map { x in Int(canvas.pixmap[x, y].a) } }
    }

    /// Alpha at a design-grid point, in a 64 px rendering.
    static func alpha(_ plane: [[Int]], at x: Double, _ y: Double) -> Int {
        let s = Double(plane.count) / Icon.designSize
        return plane[Int(y * s)][Int(x * s)]
    }

    @Test(arguments: Icon.allCases)
    func pathIsNonEmptyInsideAndCentred(_ icon: Icon) {
        let rect = Rect(x: 10, y: 20, width: 48, height: 48)
        for style in IconStyle.allCases {
            let path = icon.path(in: rect, style: style)
            #expect(!path.isEmpty)
            let b = Icon.tightBounds(of: path)
            #expect(b.minX >= rect.minX - 1e-9 && b.maxX <= rect.maxX + 1e-9, "\(icon) \(style) x \(b)")
            #expect(b.minY >= rect.minY - 1e-9 && b.maxY <= rect.maxY + 1e-9, "\(icon) \(style) y \(b)")
            // Centred within 2 % of the side, and at least half the side in its larger extent.
            #expect(abs(b.midX - rect.midX) <= 0.02 * rect.width, "\(icon) \(style) off centre in x: \(b.midX - rect.midX)")
            #expect(abs(b.midY - rect.midY) <= 0.02 * rect.height, "\(icon) \(style) off centre in y: \(b.midY - rect.midY)")
            #expect(max(b.width, b.height) >= 0.5 * rect.width, "\(icon) \(style) too small: \(b)")
        }
    }

    @Test(arguments: Icon.allCases)
    func nonZeroAndEvenOddAgree(_ icon: Icon) {
        for style in IconStyle.allCases {
            let a = Self.render(icon, style, rule: .nonZero), b = Self.render(icon, style, rule: .evenOdd)
            var worst = 0
            for (ra, rb) in zip(a, b) { for (x, y) in zip(ra, rb) { worst = max(worst, abs(x - y)) } }
            #expect(worst <= 1, "\(icon) \(style): non-zero and even-odd differ by \(worst) levels")
        }
    }

    /// Where each status glyph is (background in the filled style) and where the container is
    /// solid in both styles, in design-grid units.
    static let statusProbes: [(Icon, glyph: (Double, Double), rim: (Double, Double), between: (Double, Double))] = [
        (.info, (12.15, 13.5), (12, 2.8), (6.5, 12)),
        (.success, (13.7, 11.9), (12, 2.8), (12, 6.0)),
        (.warning, (12, 11.0), (12, 20.3), (6.5, 17.5)),
        (.error, (12, 12), (12, 2.8), (12, 6.2)),
        (.xmarkOctagon, (12, 12), (12, 2.8), (12, 6.2)),
        (.download, (12, 10), (12, 2.8), (6.5, 12)),
    ]

    @Test func filledStatusIconsHaveHolesAndOutlinedOnesSolidGlyphs() {
        for (icon, glyph, rim, between) in Self.statusProbes {
            let filled = Self.render(icon, .filled), outline = Self.render(icon, .outline)
            #expect(Self.alpha(filled, at: glyph.0, glyph.1) == 0, "\(icon): the glyph is not a hole")
            #expect(Self.alpha(filled, at: rim.0, rim.1) == 255, "\(icon): the disc is not solid")
            #expect(Self.alpha(filled, at: between.0, between.1) == 255, "\(icon): the disc is not solid beside the glyph")
            #expect(Self.alpha(outline, at: glyph.0, glyph.1) == 255, "\(icon) outline: the glyph is not solid")
            #expect(Self.alpha(outline, at: rim.0, rim.1) == 255, "\(icon) outline: no ring")
            #expect(Self.alpha(outline, at: between.0, between.1) == 0, "\(icon) outline: the ring is not hollow")
        }
        // The trash can's slots are holes when filled; outlined objects are hollow.
        #expect(Self.alpha(Self.render(.trash, .filled), at: 12, 15) == 0)
        #expect(Self.alpha(Self.render(.trash, .outline), at: 10.45, 15) == 0)
        #expect(Self.alpha(Self.render(.heart, .filled), at: 12, 11) == 255)
        #expect(Self.alpha(Self.render(.heart, .outline), at: 12, 11) == 0)
        #expect(Self.alpha(Self.render(.star, .outline), at: 12, 13) == 0)
        #expect(Self.alpha(Self.render(.bell, .outline), at: 12, 11) == 0)
        #expect(Self.alpha(Self.render(.clipboard, .outline), at: 12, 15) == 0)
    }

    /// Icons that should be mirror images of themselves left to right.
    static let symmetric: [Icon] = [
        .warning, .exclamationCircle, .error, .xmarkOctagon, .download, .close, .xmark, .exclamationmark, .plus, .minus,
        .arrowDown, .bell, .heart, .star, .trash, .clipboard, .wifi,
    ]

    @Test(arguments: symmetric)
    func symmetricIconsAreSymmetric(_ icon: Icon) {
        for style in IconStyle.allCases {
            let plane = Self.render(icon, style, side: 48)
            var worst = 0
            for row in plane { for x in 0..<row.count { worst = max(worst, abs(row[x] - row[row.count - 1 - x])) } }
            #expect(worst <= 2, "\(icon) \(style): left and right differ by \(worst) levels")
        }
    }

    @Test func aspectFitInNonSquareRects() {
        for (icon, style) in Self.allVariants {
            let wide = icon.path(in: Rect(x: 0, y: 0, width: 100, height: 40), style: style)
            let square = icon.path(in: Rect(x: 30, y: 0, width: 40, height: 40), style: style)
            #expect(wide == square, "\(icon): a wide rect does not give the centred square's path")
            let tall = icon.path(in: Rect(x: 5, y: 10, width: 30, height: 90), style: style)
            let b = Icon.tightBounds(of: tall), grid = icon.designBounds(style: style)
            // The design grid becomes a 30 × 30 square centred in the tall rect.
            // (Bounds come from flattened curves: equal to about 1/1000 of a unit.)
            #expect(abs(b.width - grid.width * 30 / 24) < 0.01 && abs(b.height - grid.height * 30 / 24) < 0.01)
            #expect(abs((b.minY - 40) - grid.minY * 30 / 24) < 0.01)
        }
    }

    @Test func glyphFittingFillsTheBox() {
        for (icon, style) in Self.allVariants {
            let rect = Rect(x: 3, y: 4, width: 33, height: 33)
            let b = Icon.tightBounds(of: icon.path(fittingGlyphIn: rect, style: style))
            #expect(abs(max(b.width, b.height) - 33) < 0.01, "\(icon): \(b)")
            #expect(abs(b.midX - rect.midX) < 0.01 && abs(b.midY - rect.midY) < 0.01, "\(icon): \(b)")
        }
        // SwiftMessages' 33 pt disc: the error icon's disc fills the box exactly.
        let disc = Icon.error.path(fittingGlyphIn: Rect(x: 0, y: 0, width: 33, height: 33))
        #expect(abs(Icon.tightBounds(of: disc).width - 33) < 0.01)
    }

    @Test func namesAndMappings() throws {
        for icon in Icon.allCases {
            let data = try JSONEncoder().encode(icon)
            #expect(try JSONDecoder().decode(Icon.self, from: data) == icon)
        }
        #expect(Icon(rawValue: "wifiSlash") == .wifiSlash)
        #expect(Icon.named(sfSymbol: "info.circle.fill")! == (.info, .filled))
        #expect(Icon.named(sfSymbol: "checkmark.circle")! == (.success, .outline))
        #expect(Icon.named(sfSymbol: "exclamationmark.triangle")! == (.warning, .outline))
        #expect(Icon.named(sfSymbol: "xmark.octagon")! == (.xmarkOctagon, .outline))
        #expect(Icon.named(sfSymbol: "wifi.slash")! == (.wifiSlash, .filled))
        #expect(Icon.named(sfSymbol: "paperplane")! == (.paperplane, .outline))
        #expect(Icon.named(sfSymbol: "figure.walk") == nil)
        #expect(SwiftMessagesIconStyle.default.imageName(for: .error) == "SwiftMessages/errorIcon")
        #expect(SwiftMessagesIconStyle.light.imageName(for: .info) == "SwiftMessages/infoIconLight")
        #expect(SwiftMessagesIconStyle.subtle.imageName(for: .warning) == "SwiftMessages/warningIconSubtle")
        #expect(SwiftMessagesIconStyle.none.imageName(for: .success) == nil)
        #expect(Icon.info.hasOutlineStyle && Icon.heart.hasOutlineStyle && !Icon.checkmark.hasOutlineStyle)
    }

    /// Every icon in both styles at 28 pt, 3×, black on white (each on a light square showing
    /// its 28 pt box), then the status icons as SwiftMessages and BulletinBoard show them; the
    /// sheet is written to look at. Each icon must put ink in its own cell, and the two styles of
    /// an icon that has an outline style must differ.
    @Test func contactSheetHasEveryIconInItsCell() throws {
        let scale = 3.0, cell = 40.0, size = 28.0, columns = 8
        let icons = Icon.allCases
        let rowsPerStyle = (icons.count + columns - 1) / columns
        let extraRows = 2
        let width = Int(Double(columns) * cell * scale)
        let height = Int(Double(2 * rowsPerStyle + extraRows) * cell * scale)
        var canvas = Canvas(width: width, height: height)!
        canvas.scale(scale, scale)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: Double(columns) * cell, height: Double(height) / scale)), color: .white)
        let box = Color(hex: "#EEF0F3")!
        for (s, style) in IconStyle.allCases.enumerated() {
            for (i, icon) in icons.enumerated() {
                let col = i % columns, row = s * rowsPerStyle + i / columns
                let r = Rect(x: Double(col) * cell + (cell - size) / 2, y: Double(row) * cell + (cell - size) / 2, width: size, height: size)
                canvas.fill(Path(rect: r), color: box)
                canvas.draw(icon, in: r, style: style, color: .black)
            }
        }
        // SwiftMessages' themes (success, warning, error, info backgrounds), white icons,
        // default then light style; then BulletinBoard's close button (28 pt disc, 12 pt ×).
        let themes: [(Icon, String, String)] = [
            (.success, "#61A117", "#FFFFFF"), (.warning, "#F6C52C", "#FFFFFF"),
            (.error, "#F9422F", "#FFFFFF"), (.info, "#E1E1E1", "#000000"),
        ]
        var y = Double(2 * rowsPerStyle) * cell
        for (k, (icon, bg, fg)) in themes.enumerated() {
            let band = Rect(x: Double(k) * 2 * cell, y: y, width: 2 * cell, height: cell)
            canvas.fill(Path(rect: band), color: Color(hex: bg)!)
            canvas.draw(
                icon, in: Rect(x: band.minX + 3, y: y + 3.5, width: 33, height: 33).insetBy(-33 * 0.1), style: .filled, color: Color(hex: fg)!)
            canvas.draw(
                icon, in: Rect(x: band.minX + 43, y: y + 3.5, width: 33, height: 33).insetBy(-33 * 0.1), style: .outline, color: Color(hex: fg)!)
        }
        y += cell
        for (k, (disc, glyph)) in [("#60646E", "#F3F5F5"), ("#F3F5F5", "#60646E")].enumerated() {
            let c = Point(Double(k) * cell + cell / 2, y + cell / 2)
            canvas.fill(Path(circleCenter: c, radius: 14), color: Color(hex: disc)!)
            canvas.draw(.close, in: Rect(x: c.x - 6, y: c.y - 6, width: 12, height: 12), color: Color(hex: glyph)!)
        }
        // The icons at 1× (28 px) for crispness at small sizes.
        for (i, icon) in icons.prefix(12).enumerated() {
            let r = Rect(x: 2 * cell + Double(i) * 16 + 2, y: y + 6, width: 28 / scale, height: 28 / scale)
            canvas.draw(icon, in: r, style: .filled, color: .black)
            canvas.draw(icon, in: r.offsetBy(dx: 0, dy: 16), style: .outline, color: .black)
        }
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        try PNGFile.write(canvas.pixmap, to: Self.artifacts.appendingPathComponent("sheet.png").path)
        // Ink (dark pixels) per cell of the first rows, and the cell's pixels to compare styles.
        let sheet = canvas.pixmap
        func inkAndPixels(_ col: Int, _ row: Int) -> (ink: Int, pixels: [UInt8]) {
            let side = Int(cell * scale), x0 = col * side, y0 = row * side
            var ink = 0, pixels: [UInt8] = []
            for y in y0..<(y0 + side) {
                for x in x0..<(x0 + side) {
                    let p = sheet[x, y]
                    pixels += [p.r, p.g, p.b]
                    if Int(p.r) + Int(p.g) + Int(p.b) < 3 * 128 { ink += 1 }
                }
            }
            return (ink, pixels)
        }
        for (i, icon) in icons.enumerated() {
            let filled = inkAndPixels(i % columns, i / columns), outline = inkAndPixels(i % columns, rowsPerStyle + i / columns)
            #expect(filled.ink > 100 && outline.ink > 100, "\(icon) draws no ink in its cell")
            #expect((filled.pixels != outline.pixels) == icon.hasOutlineStyle, "\(icon): styles")
        }
    }
}
