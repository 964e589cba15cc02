import Foundation
import PreviewKit
import Raster
import Testing
import Typeset

/// Layout against frames computed by hand from SwiftUI's rules.
@Suite struct LayoutTests {
    let engine = LayoutEngine(scale: 3)
    static let catalog: FontCatalog = {
        guard case .success(let l) = FontLibrary.bundled else { fatalError("bundled fonts missing") }
        return FontCatalog(library: l)
    }()

    func box(_ w: Double, _ h: Double) -> View {
        View.shape(ShapeContent(.rectangle, fill: .color(.black))).frame(width: w, height: h)
    }
    var flexible: View { .shape(ShapeContent(.rectangle, fill: .color(.black))) }

    /// The frame of the leaf (shape/text) inside node `path` of the tree.
    func leaf(_ n: LayoutNode) -> Rect {
        n.children.isEmpty ? n.frame : leaf(n.children[0])
    }

    @Test func spacerPushesChildrenApart() {
        // 200 wide: 20 + spacer + 30, no spacing → spacer takes 150; the stack is 20 tall,
        // centred in 50 → y 15; the 10-tall box is centred in the stack → y 20.
        let stack = View.stack(StackContent(.horizontal, spacing: 0, children: [box(20, 20), .spacer(minLength: 0), box(30, 10)]))
        let n = engine.layout(stack, in: Rect(x: 0, y: 0, width: 200, height: 50))
        #expect(n.frame == Rect(x: 0, y: 15, width: 200, height: 20))
        #expect(leaf(n.children[0]) == Rect(x: 0, y: 15, width: 20, height: 20))
        #expect(n.children[1].frame == Rect(x: 20, y: 25, width: 150, height: 0))
        #expect(leaf(n.children[2]) == Rect(x: 170, y: 20, width: 30, height: 10))
    }

    /// Stacks nested `depth` deep, alternating axes, each with padding, a fixed box and text.
    func nested(_ depth: Int) -> View {
        var view: View = .text(TextContent("leaf", font: Self.catalog.font(style: .body, dynamicType: .large), color: .black))
        for level in 0..<depth {
            let axis: StackContent.Axis = level % 2 == 0 ? .vertical : .horizontal
            view = View.stack(StackContent(axis, spacing: 2, children: [box(4, 4), view, .spacer(minLength: 1)])).padding(EdgeInsets(1))
        }
        return view
    }

    /// A pass works out each stack once per distinct proposal, so nesting costs about depth²
    /// stack sizings, not a power of the depth; and the sizes are those of the plain recursion.
    @Test func nestingCostsPolynomialWork() {
        let rect = Rect(x: 0, y: 0, width: 390, height: 5_000)
        let counts = [10, 20, 40].map { engine.layoutPass(nested($0), in: rect).stackSizings }
        #expect(counts[1] < 5 * counts[0] && counts[2] < 5 * counts[1], "\(counts)")
        // 200 levels is twice what a config may nest (`View.maxDepth`); a sanitized debug build
        // needs more stack for it than a test thread has.
        let deep = onLargeStack { engine.layoutPass(nested(200), in: rect) }
        #expect(deep.stackSizings < 200 * 200 * 4, "\(deep.stackSizings)")
        #expect(deep.node.frame.height > 200)  // 200 levels of 1-point padding, and more
        let small = nested(5)
        let plain = engine.sizeThatFits(small, ProposedSize(Size(rect.width, rect.height)))
        let laid = engine.layout(small, in: rect).frame
        #expect(Size(laid.width, laid.height) == plain)
    }

    /// Sizes no config can give but code can: a text offered 1e300 points of height still gets
    /// a line count (no Double → Int trap), and the layout dump prints such numbers.
    @Test func farOutSizesDoNotTrap() {
        let text = View.text(TextContent("A sentence", font: Self.catalog.font(style: .body, dynamicType: .large), color: .black))
        let n = engine.layout(text.frame(height: 1e300), in: Rect(x: 0, y: 0, width: 200, height: 1e300))
        #expect(n.frame.height == 1e300)
        #expect(LayoutDump.number(1e300) == "1e+300" && LayoutDump.number(-.infinity) == "-inf")
        #expect(LayoutDump.number(.nan) == "nan" && LayoutDump.number(82.666) == "82.67")
    }

    @Test func nestingDepthCountsEveryLevelWithoutRecursing() {
        #expect(nested(5).nestingDepth > 5)
        var view: View = .empty
        for _ in 0..<10_000 { view = view.padding(1) }
        #expect(view.nestingDepth == 10_001)
        let withBackground = View.empty.background(View.empty.padding(1).padding(1))
        #expect(withBackground.nestingDepth == 4)
    }

    @Test func aSpacerGetsOnlyWhatTheOthersLeave() {
        // SwiftUI: a spacer's layout priority is −∞. In 200 with spacing 8, [flexible, spacer(10)]:
        // the flexible child is offered 200 − 8 − 10 = 182 (not half), the spacer its minimum.
        let stack = View.stack(StackContent(.horizontal, spacing: 8, children: [flexible, .spacer(minLength: 10)]))
        let n = engine.layout(stack, in: Rect(x: 0, y: 0, width: 200, height: 40))
        #expect(n.children[0].frame == Rect(x: 0, y: 0, width: 182, height: 40))
        #expect(n.children[1].frame.width == 10)
        // An explicit priority still ranks above a spacer and below nothing else.
        let centred = View.stack(StackContent(.horizontal, spacing: 0, children: [.spacer(minLength: 0), box(20, 20), .spacer(minLength: 0)]))
        let c = engine.layout(centred, in: Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(leaf(c.children[1]) == Rect(x: 90, y: 0, width: 20, height: 20))
    }

    @Test func aDividerSpansAFixedSizeRow() {
        // A row laid out at its ideal height (fixedSize vertically) is 20 tall; placing, SwiftUI
        // proposes that height to its children, so the vertical divider spans the row.
        let row = View.stack(StackContent(.horizontal, spacing: 0, children: [box(40, 20), .divider(.black), box(40, 12)]))
            .fixedSize(horizontal: false, vertical: true)
        let n = engine.layout(row, in: Rect(x: 0, y: 0, width: 200, height: 500))
        let divider = n.children[0].children[1].frame
        #expect(divider.height == 20 && n.frame.height == 20, "\(n.children[0].children.map(\.frame))")
    }

    @Test func leastFlexibleChildIsServedFirst() {
        // A: 50…300 wide (flexibility 250); B: any width (infinite). 200 to share, no spacing:
        // A is offered 100 and takes 100, B is offered the remaining 100.
        let a = flexible.frame(FrameSpec(minWidth: 50, maxWidth: 300))
        let stack = View.stack(StackContent(.horizontal, spacing: 0, children: [a, flexible]))
        let n = engine.layout(stack, in: Rect(x: 0, y: 0, width: 200, height: 40))
        #expect(n.children[0].frame == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(n.children[1].frame == Rect(x: 100, y: 0, width: 100, height: 40))
    }

    @Test func layoutPriorityIsServedBeforeOthersKeepTheirMinimum() {
        // B has priority 1: it is offered 200 − A's minimum 50 = 150 and takes it; A gets 50.
        let a = flexible.frame(FrameSpec(minWidth: 50, maxWidth: 300))
        let stack = View.stack(StackContent(.horizontal, spacing: 0, children: [a, flexible.layoutPriority(1)]))
        let n = engine.layout(stack, in: Rect(x: 0, y: 0, width: 200, height: 40))
        #expect(n.children[0].frame.width == 50)
        #expect(n.children[1].frame == Rect(x: 50, y: 0, width: 150, height: 40))
    }

    @Test func spacingIsSubtractedFirst() {
        // Three flexible children, spacing 10, in 130: each gets (130 − 20) / 3 ≈ 36.67, snapped at 3×.
        let stack = View.stack(StackContent(.horizontal, spacing: 10, children: [flexible, flexible, flexible]))
        let n = engine.layout(stack, in: Rect(x: 0, y: 0, width: 130, height: 10))
        let xs = n.children.map(\.frame.x), ws = n.children.map(\.frame.width)
        #expect(abs(xs[1] - (110.0 / 3 + 10)) < 1.0 / 3 + 1e-9 && abs(xs[2] - (2 * 110.0 / 3 + 20)) < 1.0 / 3 + 1e-9)
        #expect(ws.allSatisfy { abs($0 - 110.0 / 3) < 1.0 / 3 + 1e-9 })
        #expect(abs(n.children[2].frame.maxX - 130) < 1e-9)
    }

    @Test func paddingInsetsTheChild() {
        let v = box(50, 20).padding(EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
        let n = engine.layout(v, in: Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(n.frame == Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(leaf(n.children[0]) == Rect(x: 10, y: 5, width: 50, height: 20))
    }

    @Test func flexibleFramesClampAndAlign() {
        // maxWidth ∞ takes the whole proposal; the 30-wide child sits at the leading edge.
        let wide = box(30, 10).frame(FrameSpec(maxWidth: .infinity, alignment: .leading))
        let n1 = engine.layout(wide, in: Rect(x: 0, y: 0, width: 300, height: 10))
        #expect(n1.frame.width == 300 && leaf(n1.children[0]).x == 0)
        // minWidth 100 around a 10-wide child: the frame is 100, the child centred at 45.
        let atLeast = box(10, 10).frame(FrameSpec(minWidth: 100))
        let n2 = engine.layout(atLeast, in: Rect(x: 0, y: 0, width: 300, height: 10), alignment: .topLeading)
        #expect(n2.frame.width == 100 && leaf(n2.children[0]).x == 45)
        // maxWidth 120 on a flexible shape offered 300: 120.
        let atMost = flexible.frame(FrameSpec(maxWidth: 120))
        #expect(engine.sizeThatFits(atMost, ProposedSize(width: 300, height: 10)).width == 120)
        // Nothing proposed: the ideal width.
        #expect(engine.sizeThatFits(flexible.frame(FrameSpec(idealWidth: 64)), .unspecified).width == 64)
    }

    @Test func fixedSizeTextIgnoresTheProposedWidth() {
        let font = Self.catalog.systemFont(size: 17)
        let text = View.text(TextContent("A sentence much wider than one hundred points", font: font, color: .black))
        let wrapped = engine.sizeThatFits(text, ProposedSize(width: 100, height: nil))
        let fixed = engine.sizeThatFits(text.fixedSize(), ProposedSize(width: 100, height: nil))
        #expect(wrapped.width <= 100 && wrapped.height > font.lineHeight * 2)
        #expect(fixed.width > 250 && abs(fixed.height - font.lineHeight) < 1e-9)
    }

    @Test func textWrapsBesideAnIconInAnHStack() {
        // Icon 36 × 36, spacing 12, in 300: the text column gets 252 and wraps to it.
        let title = Self.catalog.systemFont(size: 17, weight: .semibold), body = Self.catalog.systemFont(size: 15)
        let bodyText = "Your session expires in five minutes. Save your work to keep your changes."
        let column = View.stack(
            StackContent(
                .vertical, alignment: .topLeading, spacing: 4,
                children: [
                    .text(TextContent("Warning", font: title, color: .black)),
                    .text(TextContent(bodyText, font: body, color: .black)),
                ]))
        let row = View.stack(StackContent(.horizontal, alignment: .top, spacing: 12, children: [box(36, 36), column]))
        let n = engine.layout(row, in: Rect(x: 0, y: 0, width: 300, height: 400), alignment: .topLeading)
        #expect(leaf(n.children[0]) == Rect(x: 0, y: 0, width: 36, height: 36))
        let col = n.children[1]
        #expect(col.frame.x == 48)
        let expectedBody = Typesetter.layout(bodyText, font: body, width: 252)
        guard case .text(let bodyLayout, _) = col.children[1].content else { Issue.record("no body text"); return }
        #expect(bodyLayout.lines.count == expectedBody.lines.count && bodyLayout.lines.count > 1, "\(bodyLayout.lines.count) lines")
        // Unwrapped the body is wider than the column: the wrapping is the column's doing.
        #expect(Typesetter.layout(bodyText, font: body).size.width > 252)
        #expect(col.children[1].frame.width <= 252)
        let expectedHeight = title.lineHeight + 4 + expectedBody.size.height
        #expect(abs(col.frame.height - expectedHeight) <= 1.0 / 3 + 1e-9)
        #expect(abs(col.children[1].frame.y - (title.lineHeight + 4)) <= 1.0 / 3 + 1e-9)
    }

    @Test func framesSnapToThePixelGridAndDividersAreHairlines() {
        let v = box(10, 10).padding(EdgeInsets(top: 0, left: 0.1, bottom: 0, right: 0))
        let n = engine.layout(v, in: Rect(x: 0, y: 0, width: 10.1, height: 10))
        #expect(leaf(n.children[0]).x == 0)  // 0.3 px rounds to 0
        let column = View.stack(StackContent(.vertical, spacing: 0, children: [box(50, 10), .divider(.black), box(50, 10)]))
        let m = engine.layout(column, in: Rect(x: 0, y: 0, width: 50, height: 100), alignment: .top)
        #expect(abs(m.children[1].frame.height - 1.0 / 3) < 1e-9 && m.children[1].frame.width == 50)
    }
}

/// Runs `body` on a thread with a 64 MiB stack and waits for it.
func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let result = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result.value = body()
        done.signal()
    }
    thread.stackSize = 64 << 20
    thread.start()
    done.wait()
    return result.value!
}

/// A value handed from one thread to another, read only after a semaphore says it is written.
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
