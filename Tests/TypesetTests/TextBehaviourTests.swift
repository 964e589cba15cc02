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

    @Test func emojiWithoutTheColourSelectorUseTheEmojiFace() {
        for c in ["❤", "☀", "✈"] as [Character] {
            #expect(FontFallback.face(for: c, primary: font.face, fallbacks: font.fallbacks).isColorBitmap, "\(c)")
        }
        #expect(!FontFallback.face(for: "©", primary: font.face, fallbacks: font.fallbacks).isColorBitmap)
    }
}
