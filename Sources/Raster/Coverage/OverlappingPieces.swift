/// Exact coverage for the rows where signed-area accumulation is not exact: where pieces of a
/// path wind twice or more over part of a pixel (two copies of a shape, a stroke's segments
/// overlapping on the inside of a curve, a self-intersecting star's centre), or wind +1 and −1
/// in the same pixel (an outline crossing itself).
///
/// The accumulation averages the winding over a pixel before the fill rule clamps it, so a pixel
/// half covered twice (winding 2 on one half, 0 on the other) averages to 1 and comes out full.
/// Here the row is cut into bands at every height where a piece starts, ends or crosses another.
/// Inside a band no two pieces cross, so their order from left to right is fixed and the winding
/// between neighbours is constant: the filled region of the band is a set of disjoint trapezoids,
/// each bounded by two pieces, and its exact area per pixel is accumulated instead (entering edge
/// +1, leaving edge −1, so the running sum never exceeds 1). Written by hand: it is part of the
/// engine's own coverage rule, which no library computes this way.
///
/// Rows whose winding takes only the values 0 and +1 (or 0 and −1) keep the accumulation's
/// result unchanged, so simple shapes (and most rows of any path) cost only the check.
struct OverlappingPieces {
    /// One edge's part within the row: x at `ya` and at `yb` (`ya < yb`), and its direction.
    struct Piece {
        var xa: Double, ya: Double, xb: Double, yb: Double, dir: Double

        /// x at height `y`: the end points exactly at their own heights, so that two pieces
        /// meeting at a vertex meet there to the bit.
        @inline(__always)
        func x(at y: Double) -> Double {
            if y <= ya { return xa }
            if y >= yb { return xb }
            return xa + (xb - xa) * (y - ya) / (yb - ya)
        }
    }

    private(set) var pieces: [Piece] = []
    /// Reused between rows: band boundaries, and the pieces spanning a band.
    private var heights: [Double] = []
    private var spanning: [Crossing] = []
    private var order: [Int] = []
    private var byTop: [Int] = []
    private var active: [Int] = []

    /// A piece spanning a band: its mean x in the band, its direction, its index.
    struct Crossing {
        var x: Double, dir: Double, piece: Int
    }

    mutating func removeAll() { pieces.removeAll(keepingCapacity: true) }

    mutating func append(_ p: Piece) { pieces.append(p) }

    /// Whether the accumulated area can be wrong in this row: somewhere the winding reaches ±2
    /// (an overlap, counted twice wherever it shares a pixel with an edge), or it is +1 in one
    /// place and −1 in another (a self-intersecting outline: the two cancel wherever they share
    /// a pixel).
    mutating func needsExactUnion() -> Bool {
        let n = pieces.count
        guard n >= 2 else { return false }
        if let simple = windsOnceWherePairsMeet() { return !simple }
        var positive = false, negative = false
        return forEachBand { order, spanning, _, _, _ in
            var w = 0.0
            for (n, k) in order.enumerated() {
                w += spanning[k].dir
                // Only a region of some width counts (two pieces on the same line bound none).
                guard n + 1 == order.count || spanning[order[n + 1]].x > spanning[k].x else { continue }
                if abs(w) >= 2 { return true }
                if w > 0 { positive = true } else if w < 0 { negative = true }
            }
            return positive && negative
        }
    }

    /// The common case decided without cutting the row into bands: when at most two pieces are
    /// active at any height (one shape's left and right sides, however finely a curve was cut),
    /// the winding is `dir` of the left one between a pair, and `dir` of a lone piece to its
    /// right. True when that is one sign everywhere; false when a pair goes the same way or
    /// crosses; nil when three pieces meet or both signs occur (then the bands decide).
    private mutating func windsOnceWherePairsMeet() -> Bool? {
        var order = self.order
        defer { self.order = order }
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: pieces.indices)
        order.sort { pieces[$0].ya < pieces[$1].ya }
        var covered = heights  // per piece: how much of its height a partner shares
        defer { heights = covered }
        covered.removeAll(keepingCapacity: true)
        covered.append(contentsOf: repeatElement(0, count: pieces.count))
        // The pieces still active where the next one starts (at most two: the next makes three).
        var first = -1, second = -1
        var positive = false, negative = false
        var twice = false  // a pair going the same way or crossing: known only once no third piece meets them
        for k in order {
            let p = pieces[k]
            if second >= 0, pieces[second].yb <= p.ya { second = -1 }
            if first >= 0, pieces[first].yb <= p.ya { (first, second) = (second, -1) }
            if second >= 0 { return nil }  // a third piece active at once: the bands decide
            if first >= 0 {
                let q = pieces[first]
                let top = p.ya, bottom = min(p.yb, q.yb)
                let d0 = p.x(at: top) - q.x(at: top), d1 = p.x(at: bottom) - q.x(at: bottom)
                // The same way: winding 2 between them; crossing: +1 and −1 about the crossing.
                if p.dir == q.dir || (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0) { twice = true }
                if d0 + d1 == 0 { return nil }  // on one line: the bands decide
                let left = d0 + d1 < 0 ? p : q
                if left.dir > 0 { positive = true } else { negative = true }
                covered[k] += bottom - top
                covered[first] += bottom - top
                second = k
            } else {
                first = k
            }
        }
        if twice { return false }
        for (k, p) in pieces.enumerated() where covered[k] < (p.yb - p.ya) * (1 - 1e-12) {
            if p.dir > 0 { positive = true } else { negative = true }  // a lone stretch
        }
        // Both signs (or a rounding in `covered` that looks like it): the bands decide.
        return positive && negative ? nil : true
    }

    /// The row's exact coverage as signed area into `acc` (zeroed by the caller), for `rule`:
    /// every band's filled trapezoids, each added as its left edge entering and right edge
    /// leaving. Returns the first and last cell touched (`Int.max, Int.min` for none).
    mutating func accumulateUnion(into acc: UnsafeMutableBufferPointer<Double>, rule: FillRule) -> (Int, Int) {
        var lo = Int.max, hi = Int.min
        _ = forEachBand { order, spanning, pieces, top, bottom in
            var w = 0.0
            var inside = false
            for k in order {
                w += spanning[k].dir
                let filled = rule == .nonZero ? w != 0 : Int(abs(w)) % 2 == 1
                guard filled != inside else { continue }
                inside = filled
                let p = pieces[spanning[k].piece]
                let (l, h) = CoverageRasterizer.accumulate(acc, p.x(at: top), p.x(at: bottom), (bottom - top) * (filled ? 1 : -1))
                lo = min(lo, l)
                hi = max(hi, h)
            }
            return false
        }
        return (lo, hi)
    }

    /// Calls `body(order, spanning, pieces, top, bottom)` for each band of the row: `spanning`
    /// holds the pieces spanning the band (x at its middle), `order` their indices from left to
    /// right. Stops early and returns true when `body` does.
    private mutating func forEachBand(
        _ body: ([Int], [Crossing], [Piece], Double, Double) -> Bool
    ) -> Bool {
        var heights = self.heights, spanning = self.spanning, order = self.order, byTop = self.byTop, active = self.active
        defer {
            self.heights = heights
            self.spanning = spanning
            self.order = order
            self.byTop = byTop
            self.active = active
        }
        heights.removeAll(keepingCapacity: true)
        for p in pieces {
            heights.append(p.ya)
            heights.append(p.yb)
        }
        byTop.removeAll(keepingCapacity: true)
        byTop.append(contentsOf: pieces.indices)
        byTop.sort { pieces[$0].ya < pieces[$1].ya || (pieces[$0].ya == pieces[$1].ya && $0 < $1) }
        // Where two pieces that share heights swap sides, they cross: a band boundary. Only
        // pieces whose heights overlap can: each against those starting before it ends.
        for (n, a) in byTop.enumerated() {
            for b in byTop[(n + 1)...] {
                guard pieces[b].ya < pieces[a].yb else { break }
                let (i, j) = a < b ? (a, b) : (b, a)
                let p = pieces[i], q = pieces[j]
                let top = max(p.ya, q.ya), bottom = min(p.yb, q.yb)
                guard bottom > top else { continue }
                let d0 = p.x(at: top) - q.x(at: top), d1 = p.x(at: bottom) - q.x(at: bottom)
                if (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0) {
                    heights.append(top + (bottom - top) * d0 / (d0 - d1))
                }
            }
        }
        heights.sort()
        // The pieces spanning each band, kept as the bands go down: in at their top, out at their
        // bottom, in the order of `pieces`.
        active.removeAll(keepingCapacity: true)
        var next = 0
        var k = 0
        while k + 1 < heights.count {
            let top = heights[k], bottom = heights[k + 1]
            k += 1
            guard bottom > top else { continue }
            active.removeAll { pieces[$0].yb <= top }
            var added = false
            while next < byTop.count, pieces[byTop[next]].ya <= top {
                if pieces[byTop[next]].yb > top {
                    active.append(byTop[next])
                    added = true
                }
                next += 1
            }
            if added { active.sort() }
            spanning.removeAll(keepingCapacity: true)
            for i in active {
                let p = pieces[i]
                // The mean of its ends in the band (exact at a piece's own ends), not x at the
                // middle height, which can round onto a neighbour's end and tie with it.
                spanning.append(Crossing(x: (p.x(at: top) + p.x(at: bottom)) / 2, dir: p.dir, piece: i))
            }
            order.removeAll(keepingCapacity: true)
            order.append(contentsOf: spanning.indices)
            order.sort { spanning[$0].x < spanning[$1].x }
            if body(order, spanning, pieces, top, bottom) { return true }
        }
        return false
    }
}
