import PreviewKit
import Raster
import Testing
import Typeset

/// Right-to-left layout: frames mirror within their parents (stacks from the right, leading
/// alignment and padding on the right), natural text lines up on the interface's leading side,
/// the config's SwiftUI values mirror (offset x, gradient unit points, leading/trailing text
/// alignment), drawing does not (shadows, icons other than directional ones).
@Suite struct RightToLeftTests {
    let ltr = LayoutEngine(scale: 3)
    let rtl = LayoutEngine(scale: 3, direction: .rightToLeft)

    func box(_ w: Double, _ h: Double) -> View {
        View.shape(ShapeContent(.rectangle, fill: .color(.black))).frame(width: w, height: h)
    }

    /// The leaf frames of a tree, depth first.
    func leaves(_ n: LayoutNode) -> [Rect] {
        n.children.isEmpty ? [n.frame] : n.children.flatMap(leaves)
    }

    @Test func aStackRunsFromTheRight() {
        // 200 wide at x 10: [20, 30] with spacing 5, leading-aligned in the rectangle. Right to
        // left, the first child sits at the right edge (10 + 200 − 20) and the second to its left.
        let stack = View.stack(StackContent(.horizontal, spacing: 5, children: [box(20, 20), box(30, 10)]))
        let rect = Rect(x: 10, y: 0, width: 200, height: 40)
        let l = leaves(ltr.layout(stack, in: rect, alignment: .topLeading))
        let r = leaves(rtl.layout(stack, in: rect, alignment: .topLeading))
        #expect(l == [Rect(x: 10, y: 0, width: 20, height: 20), Rect(x: 35, y: 5, width: 30, height: 10)])
        #expect(r == [Rect(x: 190, y: 0, width: 20, height: 20), Rect(x: 155, y: 5, width: 30, height: 10)])
    }

    @Test func leadingPaddingAndAlignmentLandOnTheRight() {
        // padding leading 20, trailing 4 (left/right in the model); a frame 100 wide aligning a
        // 30-wide box to its leading edge.
        let view = box(30, 10).frame(FrameSpec(width: 100, alignment: .leading))
            .padding(EdgeInsets(top: 0, left: 20, bottom: 0, right: 4))
        let rect = Rect(x: 0, y: 0, width: 124, height: 10)
        #expect(leaves(ltr.layout(view, in: rect)) == [Rect(x: 20, y: 0, width: 30, height: 10)])
        #expect(leaves(rtl.layout(view, in: rect)) == [Rect(x: 74, y: 0, width: 30, height: 10)])
    }

    @Test func naturalTextFollowsTheInterfaceNotTheScript() throws {
        // Two lines of Latin text in a 120 pt frame: left to right the shorter line starts at 0;
        // right to left it ends at the frame's right edge. Arabic text left to right lines up on
        // the left (UIKit's natural alignment is the app's, not the script's).
        let font = LayoutTests.catalog.font(style: .body, dynamicType: .large)
        for (string, direction, rightAligned) in [
            ("Short line and a much longer second", LayoutDirection.leftToRight, false),
            ("Short line and a much longer second", .rightToLeft, true),
            ("نص قصير ثم سطر ثانٍ أطول بكثير", .leftToRight, false),
            ("نص قصير ثم سطر ثانٍ أطول بكثير", .rightToLeft, true),
        ] {
            let text = View.text(TextContent(string, font: font, color: .black)).frame(FrameSpec(width: 120))
            let node = LayoutEngine(scale: 3, direction: direction).layout(text, in: Rect(x: 0, y: 0, width: 120, height: 200))
            guard case .text(let layout, _) = node.children[0].content else { Issue.record("no text node"); continue }
            #expect(layout.lines.count >= 2, "\(string)")
            let box = layout.size.width
            for line in layout.lines {
                let gap = rightAligned ? box - (line.x + line.width) : line.x
                #expect(abs(gap) < 0.01, "\(string) \(direction): line at \(line.x), \(line.width) wide in \(box)")
            }
            #expect(layout.lines.contains { rightAligned ? $0.x > 1 : box - $0.x - $0.width > 1 }, "the lines differ in length")
        }
    }

    /// Nodes of the tree (depth first) whose content matches.
    func nodes(_ n: LayoutNode, _ match: (LayoutNode.Content) -> Bool) -> [LayoutNode] {
        (match(n.content) ? [n] : []) + n.children.flatMap { nodes($0, match) }
    }

    @Test func aProgressBarFillsFromTheRightAndADirectionalIconIsReflected() throws {
        let scenes = try PresetFixtures.scenes(
            """
            {"name": "r", "layoutDirection": "rightToLeft", "show": {"custom": {"vstack": {"children": [
              {"progress": 0.25}, {"icon": "chevronForward"}, {"icon": "chevronRight"}]}}}}
            """)
        let node = PresetFixtures.layout(scenes[0])
        let bars = nodes(node) { if case .progress(let p) = $0 { return p.fillsFromRight } else { return false } }
        #expect(bars.count == 1)
        // The forward chevron (the upper icon) is drawn reflected; chevron.right keeps pointing right.
        let reflected = nodes(node) { if case .reflected = $0 { return true } else { return false } }
        let icons = nodes(node) { if case .shape = $0 { return true } else { return false } }
        #expect(reflected.count == 1 && icons.count == 2)
        #expect(reflected.first?.frame == icons.min { $0.frame.y < $1.frame.y }?.frame)
        // Left to right nothing is reflected and the bar fills from the left.
        var ltrScene = scenes[0]
        ltrScene.layoutDirection = .leftToRight
        let plain = PresetFixtures.layout(ltrScene)
        #expect(nodes(plain) { if case .reflected = $0 { return true } else { return false } }.isEmpty)
        #expect(nodes(plain) { if case .progress(let p) = $0 { return !p.fillsFromRight } else { return false } }.count == 1)
    }

    @Test func offsetsGradientsAndTextAlignmentWordsMirrorAsSwiftUIs() throws {
        func scene(_ direction: String) throws -> Scene {
            try PresetFixtures.scenes(
                """
                {"name": "r", "layoutDirection": "\(direction)", "show": {"custom": {"vstack": {"children": [
                  {"rectangle": {"fill": {"linearGradient": {"colors": ["#FF0000", "#0000FF"], "start": "leading", "end": [0.75, 1]}}},
                   "offset": [12, 3]},
                  {"text": "trailing", "alignment": "trailing", "id": "t"},
                  {"text": "leading", "alignment": "leading", "id": "l"}]}}}}
                """)[0]
        }
        for (direction, sign) in [("leftToRight", 1.0), ("rightToLeft", -1.0)] {
            let node = PresetFixtures.layout(try scene(direction))
            let offsets = nodes(node) { if case .modifier(.offset(let x, let y)) = $0 { return x == 12 * sign && y == 3 } else { return false } }
            #expect(offsets.count == 1, "offset x is \(12 * sign) \(direction)")
            let gradients = nodes(node) {
                guard case .shape(let s) = $0, case .linearGradient(_, let start, let end)? = s.fill else { return false }
                return start == Point(sign > 0 ? 0 : 1, 0.5) && end == Point(sign > 0 ? 0.75 : 0.25, 1)
            }
            #expect(gradients.count == 1, "gradient unit points \(direction)")
            for (id, expected) in [("t", sign > 0 ? TextAlignment.right : .left), ("l", sign > 0 ? .left : .right)] {
                let text = nodes(try #require(node.first(named: id))) { if case .text = $0 { return true } else { return false } }
                let written = try #require(text.first?.source).style.alignment
                let resolved = written == .natural ? (sign > 0 ? TextAlignment.left : .right) : written
                #expect(resolved == expected, "\(id) \(direction)")
            }
        }
    }

    /// A scene of shapes only (no text, no status bar, no home indicator, no shadow offset) on a
    /// plain background draws, right to left, the left-to-right pixels mirrored — every pixel.
    @Test func aSceneOfShapesRendersAsTheMirrorImage() throws {
        func pixels(_ direction: String) throws -> Pixmap {
            let scene = try PresetFixtures.scenes(
                """
                {"name": "m", "device": "iPhone SE (3rd generation)", "scale": 1, "statusBar": false, "homeIndicator": false,
                 "layoutDirection": "\(direction)", "background": "#FFFFFF",
                 "show": {"position": "top", "custom": {"hstack": {"alignment": "top", "spacing": 9, "children": [
                   {"circle": "#FF3B30", "frame": {"width": 31, "height": 31}},
                   {"vstack": {"alignment": "leading", "spacing": 4, "children": [
                     {"roundedRectangle": {"cornerRadius": 3, "fill": "#333333"}, "frame": {"width": 120, "height": 9}},
                     {"capsule": "#999999", "frame": {"width": 70, "height": 7}},
                     {"progress": 0.3}]}, "frame": {"maxWidth": "infinity", "alignment": "leading"}},
                   {"icon": "chevronForward", "size": 14, "color": "#007AFF"}]},
                   "padding": {"leading": 17, "trailing": 6, "vertical": 11},
                   "background": {"roundedRectangle": {"cornerRadius": 13, "fill": {"linearGradient": {"colors": ["#EEF4FF", "#D0E0FF"], "start": "leading", "end": "trailing"}}}},
                   "shadow": {"radius": 5, "opacity": 0.3}}}}
                """)[0]
            return SceneRenderer(scene: scene, fonts: LayoutTests.catalog).render()
        }
        let l = try pixels("leftToRight"), r = try pixels("rightToLeft")
        #expect(l.width == r.width && l.height == r.height)
        var differing = 0, inked = 0
        for y in 0..<l.height {
            for x in 0..<l.width {
                let a = l[x, y], b = r[l.width - 1 - x, y]
                if a != b { differing += 1 }
                if a != PremultipliedColor(r: 255, g: 255, b: 255, a: 255) { inked += 1 }
            }
        }
        #expect(inked > 5_000, "the scene draws something")
        #expect(differing == 0, "\(differing) pixels differ from the mirror image")
        #expect(l != r, "the two directions differ")
    }

    @Test func aVariantsAxisNamesTheDirections() throws {
        let scenes = try PresetFixtures.scenes(
            """
            {"name": "card", "variants": {"appearance": ["dark"], "layoutDirection": ["leftToRight", "rightToLeft"]},
             "show": {"custom": {"text": "x"}}}
            """)
        #expect(scenes.map(\.name) == ["card-dark-ltr", "card-dark-rtl"])
        #expect(scenes.map(\.layoutDirection) == [.leftToRight, .rightToLeft])
        #expect(scenes[1].layoutDump.hasPrefix("scene card-dark-rtl: iPhone 15, dark, 393×852 pt @3x, right to left"))
    }

    @Test func aMistypedDirectionIsNamed() throws {
        let (_, lines) = try ConfigMistakes.load(#"{"name": "x", "layoutDirection": "rtl", "show": {"custom": {"text": "x"}}}"#)
        #expect(lines.first?.contains("layoutDirection") == true && lines.first?.contains("rightToLeft") == true, "\(lines)")
        let (_, flips) = try ConfigMistakes.load(#"{"name": "x", "show": {"custom": {"text": "x", "modifiers": [{"flipsForRightToLeft": false}]}}}"#)
        #expect(flips.first?.contains("leave the modifier out") == true, "\(flips)")
    }
}
