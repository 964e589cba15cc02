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
/// Rows whose winding takes only the values 0 and +1 (or 0 and −1) keep the accumulation's result unchanged, so simple
/// shapes (and most rows of any path) cost only the check.
struct OverlappingPieces {
    /// One edge's part within the row: x at `ya` and at `yb` (`ya < yb`), and its direction.
    struct Piece {
        var xa: Double, ya: Double, xb: Double, yb: Double, dir: Double

        @inline(__always)
        func x(at y: Double) -> Double {
            yb == ya ? xa : xa + (xb - xa) * (y - ya) / (yb - ya)
        }
    }

    private(set) var pieces: [Piece] = []
    /// Reused between rows: band boundaries, and the pieces spanning a band.
    private var heights: [Double] = []
    private var spanning: [Crossing] = []
    private var order: [Int] = []

    /// A piece spanning a band: its x at the band's middle, its direction, its index.
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
        if n == 2 {
            // Two pieces at the same heights wind twice if they go the same way, and both ways
            // if they cross; otherwise (most rows of most shapes) the winding is 0 or one sign.
            let p = pieces[0], q = pieces[1]
            let top = max(p.ya, q.ya), bottom = min(p.yb, q.yb)
            guard bottom > top else { return false }
            if p.dir == q.dir { return true }
            let d0 = p.x(at: top) - q.x(at: top), d1 = p.x(at: bottom) - q.x(at: bottom)
            return (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0)
        }
        var positive = false, negative = false
        return forEachBand { order, spanning, _, _, _ in
            var w = 0.0
            for k in order {
                w += spanning[k].dir
                if abs(w) >= 2 { return true }
                if w > 0 { positive = true } else if w < 0 { negative = true }
            }
            return positive && negative
        }
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
        var heights = self.heights, spanning = self.spanning, order = self.order
        defer {
            self.heights = heights
            self.spanning = spanning
            self.order = order
        }
        heights.removeAll(keepingCapacity: true)
        for p in pieces {
            heights.append(p.ya)
            heights.append(p.yb)
        }
        // Where two pieces that share heights swap sides, they cross: a band boundary.
        for i in 0..<pieces.count {
            let p = pieces[i]
            for j in (i + 1)..<pieces.count {
                let q = pieces[j]
                let top = max(p.ya, q.ya), bottom = min(p.yb, q.yb)
                guard bottom > top else { continue }
                let d0 = p.x(at: top) - q.x(at: top), d1 = p.x(at: bottom) - q.x(at: bottom)
                if (d0 < 0 && d1 > 0) || (d0 > 0 && d1 < 0) {
                    heights.append(top + (bottom - top) * d0 / (d0 - d1))
                }
            }
        }
        heights.sort()
        var k = 0
        while k + 1 < heights.count {
            let top = heights[k], bottom = heights[k + 1]
            k += 1
            guard bottom > top else { continue }
            let mid = (top + bottom) / 2
            spanning.removeAll(keepingCapacity: true)
            for (i, p) in pieces.enumerated() where p.ya <= top && p.yb >= bottom {
                spanning.append(Crossing(x: p.x(at: mid), dir: p.dir, piece: i))
            }
            order.removeAll(keepingCapacity: true)
            order.append(contentsOf: spanning.indices)
            order.sort { spanning[$0].x < spanning[$1].x }
            if body(order, spanning, pieces, top, bottom) { return true }
        }
        return false
    }
}
