import PreviewKit
import Raster
import Testing
import Typeset

/// SwiftUI behaviours found missing in review: max-only frames, text capped by height,
/// empty views taking no spacing, rounded borders following their corners.
@Suite struct LayoutReviewFixTests {
    let engine = LayoutEngine(scale: 3)
    func box(_ w: Double, _ h: Double) -> View {
        View.shape(ShapeContent(.rectangle, fill: .color(.black))).frame(width: w, height: h)
    }

    @Test func maxOnlyFrameIsNoWiderThanItsMaximum() {
        // A 200-wide child in .frame(maxWidth: 100) offered 300: SwiftUI gives 100.
        let v = box(200, 10).frame(FrameSpec(maxWidth: 100))
        #expect(engine.sizeThatFits(v, ProposedSize(width: 300, height: 10)).width == 100)
        // A minimum alone: at least the minimum, and the child's size when larger.
        #expect(engine.sizeThatFits(box(200, 10).frame(FrameSpec(minWidth: 50)), ProposedSize(width: 300, height: 10)).width == 200)
    }

    @Test func textShowsNoMoreLinesThanTheHeightHolds() {
        let font = LayoutTests.catalog.systemFont(size: 17)
        let text = View.text(TextContent("The quick brown fox jumps over the lazy dog again and again and again", font: font, color: .black))
        let n = engine.layout(text.frame(width: 120, height: 22), in: Rect(x: 0, y: 0, width: 300, height: 300))
        guard case .text(let layout, _) = n.children[0].content else { Issue.record("no text"); return }
        #expect(layout.lines.count == 1 && layout.isTruncated)
        // Two lines' worth of height: two lines.
        let m = engine.layout(text.frame(width: 120, height: font.lineHeight * 2 + 1), in: Rect(x: 0, y: 0, width: 300, height: 300))
        guard case .text(let two, _) = m.children[0].content else { Issue.record("no text"); return }
        #expect(two.lines.count == 2)
    }

    @Test func emptyViewsTakeNoSpacing() {
        let stack = View.stack(StackContent(.horizontal, spacing: 8, children: [box(10, 10), .empty, box(10, 10)]))
        #expect(engine.sizeThatFits(stack, ProposedSize(width: 300, height: 10)).width == 28)
    }

    @Test func roundedBorderCoversTheCornerOfWhatItBorders() {
        // A yellow square with corner radius 20 and a 10-wide black border of the same radius:
        // just inside the rounded corner (at 45°), the border is black, not yellow.
        let shape = ShapeKind.roundedRectangle(CornerRadii(20), .circular)
        let v = View.shape(ShapeContent(shape, fill: .color(Color(hex: "#FFCC00")!)))
            .modifier(.border(.color(.black), width: 10, shape: shape)).frame(width: 100, height: 100)
        var canvas = Canvas(width: 100, height: 100)!
        ViewRenderer(scale: 1).draw(LayoutEngine(scale: 1).layout(v, in: Rect(x: 0, y: 0, width: 100, height: 100)), on: &canvas)
        // Corner circle centre (20, 20), radius 20: the point 2 px inside the edge along the diagonal.
        let d = 20 - (20 - 2) / 2.0.squareRoot()
        let p = canvas.pixmap[Int(d), Int(d)]
        #expect(p.r < 40 && p.g < 40, "\(p)")
    }
}
