import Raster
import Testing
@testable import Typeset

/// Styled runs (attributed strings): each run shaped at its own size, drawn in its own colour; a
/// line as tall as its tallest font; plain text laid out exactly as before.
@Suite struct StyledRunTests {
    let body = TextSamples.catalog.systemFont(size: 17)
    let big = TextSamples.catalog.systemFont(size: 30, weight: .bold)

    @Test func oneRunIsThePlainLayout() {
        let text = "Receive push notifications when new photos of pets are available."
        let plain = Typesetter.layout(text, font: body, width: 200)
        let runs = Typesetter.layout(runs: [TextRun(text, font: body)], width: 200)
        #expect(plain.size == runs.size && plain.lines.map(\.baseline) == runs.lines.map(\.baseline))
        #expect(plain.lines.map(\.width) == runs.lines.map(\.width))
    }

    @Test func eachRunKeepsItsSizeAndColour() {
        let l = Typesetter.layout(runs: [TextRun("Small ", font: body), TextRun("Big", font: big, color: .white)], width: nil)
        let clusters = l.lines[0].clusters
        #expect(clusters.first?.size == 17 && clusters.last?.size == 30)
        #expect(clusters.first?.run == 0 && clusters.last?.run == 1)
        #expect(l.runColors == [nil, .white])
        // The line takes the big font's metrics.
        #expect(l.size.height == big.lineHeight && l.firstBaseline == big.ascender)
    }

    @Test func linesAreAsTallAsTheirTallestFont() {
        // Two paragraphs: the first all body, the second with a big run.
        let l = Typesetter.layout(runs: [TextRun("one\n", font: body), TextRun("two ", font: body), TextRun("BIG", font: big)], width: nil)
        #expect(l.lines.count == 2)
        #expect(abs(l.size.height - (body.lineHeight + big.lineHeight)) < 1e-9)
        #expect(abs(l.lines[1].baseline - (body.lineHeight + big.ascender)) < 1e-9)
        var a = Canvas(width: 400, height: 120)!, b = Canvas(width: 400, height: 120)!
        TextRenderer.draw(l, at: .zero, color: .black, on: &a)
        var red = l
        red.runColors = [nil, nil, Color(r8: 255, g8: 0, b8: 0)]
        TextRenderer.draw(red, at: .zero, color: .black, on: &b)
        #expect(a.pixmap.bytes != b.pixmap.bytes)
    }
}
