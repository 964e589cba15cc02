import Foundation
import Raster
import Testing
@testable import Typeset

/// Edge cases: empty and huge strings, truncation state, text in transformed, faded layers.
@Suite struct TextBehaviourTests {
    let font = TextSamples.catalog.systemFont(size: 17)

    @Test func emptyStringHasNoLinesAndDrawsNothing() {
        let layout = Typesetter.layout("", font: font, width: 200)
        #expect(layout.lines.count <= 1 && layout.size.width == 0)
        var canvas = Canvas(width: 60, height: 60)!
        TextRenderer.draw(layout, at: .zero, color: .black, on: &canvas)
        #expect(canvas.pixmap.bytes.allSatisfy { $0 == 0 })
    }

    @Test func hundredThousandCharactersLayOutAndDraw() {
        let word = "lorem ipsum dolor sit amet "
        let text = String(repeating: word, count: 100_000 / word.count + 1).prefix(100_000)
        let clock = ContinuousClock()
        var layout: TextLayout!
        let elapsed = clock.measure { layout = Typesetter.layout(String(text), font: font, width: 300) }
        print("100 000 characters: \(layout.lines.count) lines in \(elapsed)")
        #expect(layout.lines.count > 1000)
        #expect(layout.size.width <= 300)
        // Three lines of it, truncated, drawn.
        let short = Typesetter.layout(String(text), font: font, style: ParagraphStyle(lineLimit: 3), width: 300)
        #expect(short.lines.count == 3 && short.isTruncated)
        #expect(short.lines[2].clusters.last?.character == "\u{2026}")
        var canvas = Canvas(width: 930, height: 220)!
        canvas.scale(3, 3)
        TextRenderer.draw(short, at: Point(5, 5), color: .black, on: &canvas)
        #expect(canvas.pixmap.bytes.contains { $0 != 0 })
    }

    @Test func truncationReportsAndFits() {
        let text = "Your session expires in five minutes. Save your work."
        for mode in [TruncationMode.tail, .head, .middle] {
            let l = Typesetter.layout(text, font: font, style: ParagraphStyle(lineLimit: 1, truncation: mode), width: 150)
            #expect(l.lines.count == 1 && l.isTruncated)
            #expect(l.lines[0].width <= 150 + 1e-9)
            #expect(l.lines[0].clusters.contains { $0.character == "\u{2026}" })
        }
        let fits = Typesetter.layout("Short", font: font, style: ParagraphStyle(lineLimit: 1), width: 150)
        #expect(!fits.isTruncated && !fits.lines[0].clusters.contains { $0.character == "\u{2026}" })
    }

    @Test func textFadesAndTurnsWithItsLayer() {
        func draw(opacity: Double, rotate: Bool) -> Pixmap {
            var canvas = Canvas(width: 200, height: 200)!
            canvas.beginLayer(opacity: opacity)
            if rotate { canvas.concatenate(Transform.rotation(cos: 0, sin: 1).concatenating(after: .translation(0, -200))) }
            TextRenderer.draw(
                Typesetter.layout("Mm", font: TextSamples.catalog.systemFont(size: 60, weight: .black)),
                at: Point(20, 20), color: .black, on: &canvas)
            canvas.endLayer()
            return canvas.pixmap
        }
        let full = draw(opacity: 1, rotate: false), half = draw(opacity: 0.5, rotate: false)
        let maxFull = full.bytes.enumerated().filter { $0.offset % 4 == 3 }.map(\.element).max()!
        let maxHalf = half.bytes.enumerated().filter { $0.offset % 4 == 3 }.map(\.element).max()!
        #expect(maxFull == 255 && maxHalf == 128)
        let turned = draw(opacity: 1, rotate: true)
        #expect(turned.bytes != full.bytes && turned.bytes.contains { $0 != 0 })
    }
}

/// Fixes found in review.
@Suite struct TextReviewFixTests {
    let font = TextSamples.catalog.systemFont(size: 17)

    @Test func trailingNewlineIsNotHiddenText() {
        let l = Typesetter.layout("Title\n", font: font, style: ParagraphStyle(lineLimit: 1), width: 200)
        #expect(!l.isTruncated && !l.lines[0].clusters.contains { $0.character == "\u{2026}" })
    }

    @Test func negativeLetterSpacingNeverReversesLetters() {
        let l = Typesetter.layout("AB", font: font, style: ParagraphStyle(letterSpacing: -60))
        #expect(l.size.width >= 0)
        #expect(l.lines[0].clusters.allSatisfy { $0.advance >= 0 })
    }

    /// An emoji takes Apple Color Emoji's box: 1 em wide, its image centred on the 1 em square
    /// above the baseline (`FontFace.colorGlyphScale`), at any size.
    @Test func anEmojiFillsAppleColorEmojisBox() throws {
        for size in [17.0, 38] {
            let layout = Typesetter.layout("🐸", font: TextSamples.catalog.systemFont(size: size), width: 500)
            let cluster = try #require(layout.lines.first?.clusters.first)
            #expect(abs(cluster.advance - size) < 0.01, "\(size): \(cluster.advance)")
            // The image: drawn alone on a canvas with the baseline at y = 100.
            var canvas = Canvas(width: 120, height: 160)!
            let line = try #require(layout.lines.first)
            TextRenderer.draw(layout, at: Point(10, 100 - line.baseline), color: .black, on: &canvas)
            let ink = try #require(canvas.pixmap.inkBounds(within: PixelRect(x0: 0, y0: 0, x1: 120, y1: 160)))
            #expect(Double(ink.x1 - ink.x0) <= size + 1, "\(size): \(ink)")
            let middle = Double(ink.y0 + ink.y1) / 2
            #expect(abs(middle - (100 - size / 2)) < size * 0.15, "\(size): \(ink)")
        }
    }

    @Test func emojiWithoutTheColourSelectorUseTheEmojiFace() {
        for c in ["❤", "☀", "✈"] as [Character] {
            #expect(FontFallback.face(for: c, primary: font.face, fallbacks: font.fallbacks).isColorBitmap, "\(c)")
        }
        #expect(!FontFallback.face(for: "©", primary: font.face, fallbacks: font.fallbacks).isColorBitmap)
    }
}
