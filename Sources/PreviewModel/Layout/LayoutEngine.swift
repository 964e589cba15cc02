import Raster
import Typeset

/// Sizes and places a view tree the way SwiftUI does: a parent proposes a size, the child
/// chooses its own, and the parent places it. Points in; frames snapped to the device pixel
/// grid (as UIKit rounds view frames) so that hairlines stay sharp. Right to left, the tree is
/// laid out left to right and reflected (`LayoutNode.mirrored`).
package struct LayoutEngine: Sendable {
    /// Device pixels per point, for snapping and hairlines.
    package let scale: Double
    /// Which side `leading` is on.
    package let direction: LayoutDirection
    private let texts = TextLayoutCache()
    /// The current pass's stack sizes (`layout` starts a fresh one); nil outside a pass.
    var stacks: StackSizeMemo? = nil

    package init(scale: Double, direction: LayoutDirection = .leftToRight) {
        self.scale = max(scale, 0.01)
        self.direction = direction
    }

    /// Lays out `view` in `rect`: proposes the rectangle's size, and places the view's chosen
    /// size in it with `alignment` (its leading side on the right, right to left).
    package func layout(_ view: View, in rect: Rect, alignment: Alignment = .center) -> LayoutNode {
        layoutPass(view, in: rect, alignment: alignment).node
    }

    /// `layout`, and how many stack sizes the pass worked out (for tests of its growth).
    package func layoutPass(_ view: View, in rect: Rect, alignment: Alignment = .center) -> (node: LayoutNode, stackSizings: Int) {
        var pass = self
        let memo = StackSizeMemo()
        pass.stacks = memo
        return (pass.layoutLeftToRightThenMirror(view, in: rect, alignment: alignment), memo.computed)
    }

    private func layoutLeftToRightThenMirror(_ view: View, in rect: Rect, alignment: Alignment) -> LayoutNode {
        let size = sizeThatFits(view, ProposedSize(Size(rect.width, rect.height)))
        let origin = Point(rect.x + alignment.x(size.width, in: rect.width), rect.y + alignment.y(size.height, in: rect.height))
        let node = place(view, at: origin, proposal: ProposedSize(Size(rect.width, rect.height)), size: size)
        guard direction == .rightToLeft else { return node }
        return node.mirrored(about: rect.minX + rect.maxX, snap: snapped)
    }

    // MARK: Sizing

    /// The size `view` chooses for a proposal.
    package func sizeThatFits(_ view: View, _ p: ProposedSize, axis: StackContent.Axis? = nil) -> Size {
        switch view {
        case .empty:
            return .zero
        case .text(let t):
            let l = textLayout(t, p)
            return Size(l.size.width, l.size.height)
        case .image(let image):
            return imageSize(image, p)
        case .shape(let s):
            return Size(p.width ?? s.idealSize?.width ?? 10, p.height ?? s.idealSize?.height ?? 10)
        case .spacer(let minLength):
            switch axis {
            case .horizontal: return Size(max(minLength, p.width ?? minLength), 0)
            case .vertical: return Size(0, max(minLength, p.height ?? minLength))
            default: return Size(p.width ?? 0, p.height ?? 0)
            }
        case .progress(let bar):
            return Size(p.width ?? 100, bar.height)
        case .divider:
            let hairline = 1 / scale
            return axis == .horizontal ? Size(hairline, p.height ?? 0) : Size(p.width ?? 0, hairline)
        case .stack(let s):
            guard let stacks else { return StackLayout(engine: self, stack: s).size(p) }
            return stacks.size(StackSizeMemo.Key(s, p)) { StackLayout(engine: self, stack: s).size(p) }
        case .modified(let child, let m):
            return modifiedSize(child, m, p, axis: axis)
        }
    }

    private func modifiedSize(_ child: View, _ m: ViewModifier, _ p: ProposedSize, axis: StackContent.Axis?) -> Size {
        switch m {
        case .padding(let e):
            let s = sizeThatFits(child, p.inset(by: e), axis: axis)
            return Size(s.width + e.horizontal, s.height + e.vertical)
        case .frame(let f):
            return frameSize(f, child, p, axis: axis).frame
        case .fixedSize(let h, let v):
            return sizeThatFits(child, ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height), axis: axis)
        case .hugWidth(let maxWidth):
            let w = huggedWidth(child, maxWidth, p, axis: axis)
            return Size(w, sizeThatFits(child, ProposedSize(width: w, height: p.height), axis: axis).height)
        case .background, .overlay, .clip, .border, .shadow, .opacity, .offset, .layoutPriority, .named, .flipsForRightToLeft:
            return sizeThatFits(child, p, axis: axis)
        }
    }

    /// A frame modifier's own size and the proposal it makes to its child.
    func frameSize(_ f: FrameSpec, _ child: View, _ p: ProposedSize, axis: StackContent.Axis?) -> (frame: Size, childProposal: ProposedSize) {
        // Fixed dimensions are proposed as they are. Flexible ones follow SwiftUI's flexible frame:
        // the child gets the proposal clamped to [min, max] (or the ideal when nothing is proposed),
        // and the frame takes the proposal (or ideal, or the child's size) clamped to
        // [min ?? child, max ?? child].
        func childProposal(_ fixed: Double?, _ proposed: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double? {
            if let fixed { return fixed }
            guard let proposed else { return ideal }
            var v = proposed
            if let lo { v = max(v, lo) }
            if let hi { v = min(v, hi) }
            return v
        }
        let cp = ProposedSize(
            width: childProposal(f.width, p.width, f.minWidth, f.idealWidth, f.maxWidth),
            height: childProposal(f.height, p.height, f.minHeight, f.idealHeight, f.maxHeight))
        let c = sizeThatFits(child, cp, axis: axis)
        // SwiftUI's flexible frame: start from the child's size; a minimum raises it towards the
        // proposal (at least the minimum), a maximum lowers it towards the proposal (at most the
        // maximum). With nothing proposed, the ideal (or the child's size) stands in.
        func dimension(_ fixed: Double?, _ proposed: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?, _ childSize: Double) -> Double {
            if let fixed { return fixed }
            if lo == nil && hi == nil { return proposed == nil ? (ideal ?? childSize) : childSize }
            let offered = proposed ?? ideal ?? childSize
            var r = childSize
            if let lo { r = max(lo, min(r, offered)) }
            if let hi { r = min(hi, max(r, offered)) }
            return r
        }
        let size = Size(
            dimension(f.width, p.width, f.minWidth, f.idealWidth, f.maxWidth, c.width),
            dimension(f.height, p.height, f.minHeight, f.idealHeight, f.maxHeight, c.height))
        return (size, cp)
    }

    /// The width a `hugWidth` view takes: its ideal width, at most the cap and the offer.
    private func huggedWidth(_ child: View, _ maxWidth: Double, _ p: ProposedSize, axis: StackContent.Axis?) -> Double {
        let ideal = sizeThatFits(child, ProposedSize(width: nil, height: p.height), axis: axis).width
        return min(ideal, maxWidth, p.width ?? .infinity)
    }

    /// Text wraps to the proposed width and, like SwiftUI's `Text`, shows no more lines than
    /// fit the proposed height (at least one), truncating the last.
    ///
    /// Natural alignment follows the interface's direction, not the script: UIKit's
    /// `NSTextAlignment.natural` is "the default alignment for the current localization of the
    /// app" (a UILabel of Arabic in an English app lines up on the left), and SwiftUI's default
    /// `multilineTextAlignment` is `.leading`. The paragraph's own direction (which way its
    /// characters run) still comes from its first strong character, as
    /// `NSWritingDirection.natural` takes it.
    func textLayout(_ t: TextContent, _ p: ProposedSize) -> TextLayout {
        var text = t
        if text.style.alignment == .natural { text.style.alignment = direction == .rightToLeft ? .right : .left }
        if let h = p.height, h.isFinite {
            let natural = t.font.lineHeight
            let line = t.style.lineHeight(natural: natural) + t.style.lineSpacing
            let fitting = max(1, Int(pixel: ((h + t.style.lineSpacing) / max(line, 1e-9) + 1e-9).rounded(.down)))
            if text.style.lineLimit == 0 || text.style.lineLimit > fitting { text.style.lineLimit = fitting }
        }
        return texts.layout(text, width: p.width.flatMap { $0.isFinite ? $0 : nil })
    }

    func imageSize(_ image: ImageContent, _ p: ProposedSize) -> Size {
        let natural = image.forScreen(scale: scale).naturalSize
        guard image.resizable else { return natural }
        guard natural.width > 0, natural.height > 0 else { return Size(p.width ?? 0, p.height ?? 0) }
        switch (p.width, p.height) {
        case (nil, nil): return natural
        case (let w?, nil): return Size(w, w * natural.height / natural.width)
        case (nil, let h?): return Size(h * natural.width / natural.height, h)
        case (let w?, let h?):
            switch image.contentMode {
            case .stretch, .fill: return Size(w, h)
            case .fit:
                let s = min(w / natural.width, h / natural.height)
                return Size(natural.width * s, natural.height * s)
            }
        }
    }

    // MARK: Placement

    /// Snaps a rectangle's edges to the device pixel grid.
    func snapped(_ r: Rect) -> Rect {
        func s(_ v: Double) -> Double { v.isFinite ? (v * scale).rounded() / scale : v }
        let x0 = s(r.minX), y0 = s(r.minY)
        return Rect(x: x0, y: y0, width: s(r.maxX) - x0, height: s(r.maxY) - y0)
    }

    /// Places `view` with its chosen `size` at `origin`, having been offered `proposal`.
    func place(_ view: View, at origin: Point, proposal p: ProposedSize, size: Size, axis: StackContent.Axis? = nil) -> LayoutNode {
        let frame = snapped(Rect(x: origin.x, y: origin.y, width: size.width, height: size.height))
        switch view {
        case .empty, .spacer:
            return LayoutNode(frame: frame, content: .group, children: [])
        case .text(let t):
            // Laid out again at the width the text chose (its widest line), so that centred and
            // right-aligned lines sit in its own frame rather than in the wider space it was
            // offered. The lines break the same: each already fits that width.
            let chosen = ProposedSize(width: p.width == nil ? nil : size.width, height: p.height)
            return LayoutNode(frame: frame, content: .text(textLayout(t, chosen), t.color), children: [], source: t)
        case .image(let image):
            return LayoutNode(frame: frame, content: .image(image.forScreen(scale: scale)), children: [])
        case .shape(let s):
            return LayoutNode(frame: frame, content: .shape(s), children: [])
        case .divider(let color):
            return LayoutNode(frame: frame, content: .divider(color), children: [])
        case .progress(let bar):
            return LayoutNode(frame: frame, content: .progress(bar), children: [])
        case .stack(let s):
            return LayoutNode(
                frame: frame, content: .group,
                children: StackLayout(engine: self, stack: s).place(at: origin, proposal: p, size: size))
        case .modified(let child, let m):
            return placeModified(child, m, at: origin, proposal: p, size: size, frame: frame, axis: axis)
        }
    }

    private func placeModified(
        _ child: View, _ m: ViewModifier, at origin: Point, proposal p: ProposedSize, size: Size,
        frame: Rect, axis: StackContent.Axis?
    ) -> LayoutNode {
        switch m {
        case .padding(let e):
            let cp = p.inset(by: e)
            let cs = Size(max(0, size.width - e.horizontal), max(0, size.height - e.vertical))
            let inner = place(child, at: Point(origin.x + e.left, origin.y + e.top), proposal: cp, size: cs, axis: axis)
            return LayoutNode(frame: frame, content: .modifier(m), children: [inner])
        case .frame(let f):
            let (_, cp) = frameSize(f, child, p, axis: axis)
            let cs = sizeThatFits(child, cp, axis: axis)
            let o = Point(origin.x + f.alignment.x(cs.width, in: size.width), origin.y + f.alignment.y(cs.height, in: size.height))
            return LayoutNode(frame: frame, content: .modifier(m), children: [place(child, at: o, proposal: cp, size: cs, axis: axis)])
        case .hugWidth(let maxWidth):
            let cp = ProposedSize(width: huggedWidth(child, maxWidth, p, axis: axis), height: p.height)
            return LayoutNode(frame: frame, content: .modifier(m), children: [place(child, at: origin, proposal: cp, size: size, axis: axis)])
        case .fixedSize(let h, let v):
            let cp = ProposedSize(width: h ? nil : p.width, height: v ? nil : p.height)
            return LayoutNode(frame: frame, content: .modifier(m), children: [place(child, at: origin, proposal: cp, size: size, axis: axis)])
        case .background(let secondary, let alignment), .overlay(let secondary, let alignment):
            let main = place(child, at: origin, proposal: p, size: size, axis: axis)
            let sp = ProposedSize(size)
            let ss = sizeThatFits(secondary, sp)
            let so = Point(origin.x + alignment.x(ss.width, in: size.width), origin.y + alignment.y(ss.height, in: size.height))
            return LayoutNode(frame: frame, content: .modifier(m), children: [main, place(secondary, at: so, proposal: sp, size: ss)])
        case .clip, .border, .shadow, .opacity, .offset, .layoutPriority, .named, .flipsForRightToLeft:
            return LayoutNode(frame: frame, content: .modifier(m), children: [place(child, at: origin, proposal: p, size: size, axis: axis)])
        }
    }
}
