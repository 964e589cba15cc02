import Raster

/// SwiftUI's stack algorithm. Along the axis, the space left after spacing is shared out in
/// order of layout priority (highest first; lower-priority children keep their minimum in
/// reserve), and within one priority from the least flexible child to the most (flexibility is
/// the difference between a child's size for a zero and for an infinite proposal): each child is
/// offered an equal share of what is left and takes what it wants. Across the axis every child
/// is offered the stack's proposal; the stack is as thick as its thickest child.
struct StackLayout {
    let engine: LayoutEngine
    let stack: StackContent
    /// The children that take part: empty views take no space and no spacing, as SwiftUI's `EmptyView`.
    let children: [View]

    init(engine: LayoutEngine, stack: StackContent) {
        self.engine = engine
        self.stack = stack
        children = stack.children.filter { if case .empty = $0 { return false } else { return true } }
    }

    private var horizontal: Bool { stack.axis == .horizontal }
    private var spacing: Double { stack.spacing ?? StackContent.defaultSpacing }

    private func along(_ s: Size) -> Double { horizontal ? s.width : s.height }
    private func across(_ s: Size) -> Double { horizontal ? s.height : s.width }
    private func proposal(along a: Double?, across c: Double?) -> ProposedSize {
        horizontal ? ProposedSize(width: a, height: c) : ProposedSize(width: c, height: a)
    }
    private func alongProposal(_ p: ProposedSize) -> Double? { horizontal ? p.width : p.height }
    private func acrossProposal(_ p: ProposedSize) -> Double? { horizontal ? p.height : p.width }

    /// The proposals each child gets along the axis, for a stack proposal (worked out once per
    /// layout pass).
    func childProposals(_ p: ProposedSize) -> [ProposedSize] {
        guard let memo = engine.stacks else { return computeChildProposals(p) }
        return memo.childProposals(StackSizeMemo.Key(stack, p)) { computeChildProposals(p) }
    }

    private func computeChildProposals(_ p: ProposedSize) -> [ProposedSize] {
        let crossP = acrossProposal(p)
        guard let total = alongProposal(p) else {
            return children.map { _ in proposal(along: nil, across: crossP) }
        }
        let n = children.count
        var remaining = total - spacing * Double(max(0, n - 1))
        let mins = children.map { along(engine.sizeThatFits($0, proposal(along: 0, across: crossP), axis: stack.axis)) }
        let maxs = children.map { along(engine.sizeThatFits($0, proposal(along: .infinity, across: crossP), axis: stack.axis)) }
        let priorities = children.map(Self.priority)
        var assigned = [Double?](repeating: nil, count: n)
        for priority in Set(priorities).sorted(by: >) {
            let group = (0..<n).filter { priorities[$0] == priority }
                .sorted { (maxs[$0] - mins[$0], $0) < (maxs[$1] - mins[$1], $1) }
            let reserved = (0..<n).filter { priorities[$0] < priority }.reduce(0) { $0 + mins[$1] }
            var available = remaining - reserved
            var count = group.count
            for i in group {
                let share = max(0, available / Double(count))
                let chosen = along(engine.sizeThatFits(children[i], proposal(along: share, across: crossP), axis: stack.axis))
                assigned[i] = share
                available -= chosen
                remaining -= chosen
                count -= 1
            }
        }
        return assigned.map { proposal(along: $0, across: crossP) }
    }

    /// A child's layout priority: its `layoutPriority`, else 0 — and a spacer's is −∞, as in
    /// SwiftUI (its spacer reports `-.infinity`), so a spacer gets only what the others leave,
    /// beyond its minimum length: in `[text, spacer]` the text is offered everything but the
    /// spacing and the spacer's minimum, not half.
    static func priority(_ v: View) -> Double {
        if case .modified(let child, let m) = v {
            if case .layoutPriority(let p) = m { return p }
            return priority(child)
        }
        if case .spacer = v { return -.infinity }
        return 0
    }

    func size(_ p: ProposedSize) -> Size {
        if stack.axis == .depth {
            let sizes = children.map { engine.sizeThatFits($0, p) }
            return Size(sizes.map(\.width).max() ?? 0, sizes.map(\.height).max() ?? 0)
        }
        let proposals = childProposals(p)
        let sizes = zip(children, proposals).map { engine.sizeThatFits($0, $1, axis: stack.axis) }
        let length = sizes.reduce(0) { $0 + along($1) } + spacing * Double(max(0, sizes.count - 1))
        let thickness = sizes.map(across).max() ?? 0
        return horizontal ? Size(length, thickness) : Size(thickness, length)
    }

    func place(at origin: Point, proposal p: ProposedSize, size: Size) -> [LayoutNode] {
        if stack.axis == .depth {
            return children.map { child in
                let s = engine.sizeThatFits(child, p)
                let o = Point(origin.x + stack.alignment.x(s.width, in: size.width), origin.y + stack.alignment.y(s.height, in: size.height))
                return engine.place(child, at: o, proposal: p, size: s)
            }
        }
        // Placing, SwiftUI proposes the stack's own size across its axis where none was proposed
        // (a `fixedSize` row): a divider or shape in the row then spans the row.
        let placing =
            horizontal
            ? ProposedSize(width: p.width, height: p.height ?? size.height)
            : ProposedSize(width: p.width ?? size.width, height: p.height)
        let proposals = childProposals(placing)
        var cursor = 0.0
        var nodes: [LayoutNode] = []
        for (child, cp) in zip(children, proposals) {
            let s = engine.sizeThatFits(child, cp, axis: stack.axis)
            let o: Point
            if horizontal {
                o = Point(origin.x + cursor, origin.y + stack.alignment.y(s.height, in: size.height))
            } else {
                o = Point(origin.x + stack.alignment.x(s.width, in: size.width), origin.y + cursor)
            }
            nodes.append(engine.place(child, at: o, proposal: cp, size: s, axis: stack.axis))
            cursor += along(s) + spacing
        }
        return nodes
    }
}
