/// Computes anti-aliased coverage of polygons by exact signed area, one pixel row at a time.
///
/// Each edge adds, to the cells it crosses, the exact area of the cell that lies to the right
/// of the edge within the row, signed by the edge's direction (the "signed area accumulation"
/// of font-rs and of FreeType's and libart's gray rasterizers). A running sum along the row then
/// gives, for every pixel, the average winding number over the pixel's area, with no sampling
/// pattern. The fill rule maps that average to coverage: non-zero takes `min(|w|, 1)`, even-odd
/// folds `|w|` into a triangle wave of period 2. That is exact wherever the winding inside a pixel
/// takes only the values 0 and +1 (or 0 and −1): any simple polygon, pieces that only share
/// edges. A row where pieces wind twice or more (overlapping copies, a stroke's segments on the
/// inside of a curve) or both ways (an outline crossing itself) is accumulated again from its
/// exact union instead (`OverlappingPieces`), so two copies of a half-covered pixel give 128, not
/// 255.
///
/// Memory is one row buffer; rows outside the path's bounds cost nothing.
struct CoverageRasterizer {
    /// An edge with `y0 < y1`; `dir` is +1 for an edge going down in the path, −1 going up.
    private struct Edge {
        var x0: Double, y0: Double, x1: Double, y1: Double
        var dir: Double
        var dxdy: Double { (x1 - x0) / (y1 - y0) }
    }

    private var edges: [Edge] = []
    private let clip: PixelRect

    /// Prepares to rasterize into the pixels of `clip` (the canvas bounds, or tighter).
    init(clip: PixelRect) {
        self.clip = clip
    }

    /// Adds the closed polygons (device pixels); an open polyline is closed implicitly.
    mutating func add(polylines: [Flattening.Polyline]) {
        for poly in polylines {
            let pts = poly.points
            guard pts.count > 1 else { continue }
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                addSegment(a, b)
            }
        }
    }

    /// Adds one directed segment, clipped horizontally: parts left of the clip become vertical
    /// edges on its left side (they still cover everything to their right); parts right of it
    /// are dropped (they cover nothing inside).
    private mutating func addSegment(_ a: Point, _ b: Point) {
        guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        let left = Double(clip.x0), right = Double(clip.x1)
        // Split at x = left and x = right.
        var cuts: [Double] = [0, 1]
        if (a.x < left) != (b.x < left) { cuts.append((left - a.x) / (b.x - a.x)) }
        if (a.x < right) != (b.x < right) { cuts.append((right - a.x) / (b.x - a.x)) }
        if cuts.count > 2 { cuts.sort() }
        for i in 0..<(cuts.count - 1) {
            let t0 = cuts[i], t1 = cuts[i + 1]
            guard t1 > t0 else { continue }
            var p = t0 == 0 ? a : (t0 == 1 ? b : a.lerp(b, t0))
            var q = t1 == 1 ? b : (t1 == 0 ? a : a.lerp(b, t1))
            // Finite ends can still meet an infinite point between them (1e308 − −1e308).
            guard p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite else { continue }
            let midX = (p.x + q.x) / 2
            if midX >= right { continue }
            if midX < left { p.x = left; q.x = left }
            p.x = min(max(p.x, left), right); q.x = min(max(q.x, left), right)
            guard p.y != q.y else { continue }
            if p.y < q.y {
                edges.append(Edge(x0: p.x - left, y0: p.y, x1: q.x - left, y1: q.y, dir: 1))
            } else {
                edges.append(Edge(x0: q.x - left, y0: q.y, x1: p.x - left, y1: p.y, dir: -1))
            }
        }
    }

    /// Rasterizes everything added and calls `row(y, x0, coverage)` for each row with any
    /// coverage, where `coverage[i]` is the 0...255 coverage of pixel `x0 + i`.
    mutating func rasterize(rule: FillRule, row: (Int, Int, UnsafeBufferPointer<UInt8>) -> Void) {
        guard !edges.isEmpty, !clip.isEmpty else { return }
        edges.sort { $0.y0 < $1.y0 }
        var minY = Double.infinity, maxY = -Double.infinity
        for e in edges { minY = min(minY, e.y0); maxY = max(maxY, e.y1) }
        // Clamp in floating point first: rows are not clipped when edges are added, and a
        // far-away y (say −1e300) does not convert to Int.
        let yStart = Int(max(Double(clip.y0), minY.rounded(.down)))
        let yEnd = Int(min(Double(clip.y1), maxY.rounded(.up)))
        guard yStart < yEnd else { return }

        let width = clip.width
        let right = Double(width)
        var acc = [Double](repeating: 0, count: width + 3)
        var cov = [UInt8](repeating: 0, count: width + 1)
        var active: [Int] = []
        var next = 0
        var overlap = OverlappingPieces()
        acc.withUnsafeMutableBufferPointer { acc in
            cov.withUnsafeMutableBufferPointer { cov in
                for y in yStart..<yEnd {
                    let top = Double(y), bottom = top + 1
                    while next < edges.count, edges[next].y0 < bottom {
                        if edges[next].y1 > top { active.append(next) }
                        next += 1
                    }
                    var lo = Int.max, hi = Int.min
                    overlap.removeAll()
                    var i = 0
                    while i < active.count {
                        let e = edges[active[i]]
                        if e.y1 <= top {
                            active.swapAt(i, active.count - 1)
                            active.removeLast()
                            continue
                        }
                        let ya = max(e.y0, top), yb = min(e.y1, bottom)
                        if yb > ya {
                            let dxdy = e.dxdy
                            // Interpolated x can round a hair outside the edge's span (and so
                            // outside 0...width, e.g. −1e−15 for an edge ending at x = 0), or be
                            // NaN when a subnormal height makes dxdy infinite: clamp (NaN goes to
                            // `right`), or the cell index would be −1 or trap.
                            let xa = ya == e.y0 ? e.x0 : max(0, min(right, e.x0 + (ya - e.y0) * dxdy))
                            let xb = yb == e.y1 ? e.x1 : max(0, min(right, e.x0 + (yb - e.y0) * dxdy))
                            let (l, h) = CoverageRasterizer.accumulate(acc, xa, xb, (yb - ya) * e.dir)
                            lo = min(lo, l); hi = max(hi, h)
                            overlap.append(OverlappingPieces.Piece(xa: xa, ya: ya, xb: xb, yb: yb, dir: e.dir))
                        }
                        i += 1
                    }
                    guard lo <= hi else { continue }
                    if overlap.needsExactUnion() {
                        // Pieces wind twice, or both ways, in the row: its exact coverage instead.
                        for x in lo...(hi + 1) where x < acc.count { acc[x] = 0 }
                        (lo, hi) = overlap.accumulateUnion(into: acc, rule: rule)
                        guard lo <= hi else { continue }
                    }
                    // Running sum from the first touched cell; past the last touched cell the
                    // winding stays constant, so the span runs to the clip's right edge if it is inside.
                    var w = 0.0
                    let last = min(hi, width - 1)
                    for x in lo...max(lo, last) where x < width {
                        w += acc[x]
                        cov[x] = CoverageRasterizer.coverage(w, rule)
                    }
                    var end = last + 1
                    let tail = CoverageRasterizer.coverage(w, rule)
                    if tail != 0, end < width {
                        for x in end..<width { cov[x] = tail }
                        end = width
                    }
                    for x in lo...(hi + 1) where x < acc.count { acc[x] = 0 }
                    if lo < end {
                        row(y, clip.x0 + lo, UnsafeBufferPointer(rebasing: cov[lo..<end]))
                    }
                }
            }
        }
    }

    @inline(__always)
    static func coverage(_ w: Double, _ rule: FillRule) -> UInt8 {
        var a = abs(w)
        switch rule {
        case .nonZero:
            a = min(a, 1)
        case .evenOdd:
            a = a - 2 * (a / 2).rounded(.down)
            if a > 1 { a = 2 - a }
        }
        return UInt8(a * 255 + 0.5)
    }

    /// Adds the signed area right of the segment from (xa, ·) to (xb, ·) within one row, where
    /// `d` is its signed height in the row. Returns the first and last cell touched.
    @inline(__always)
    static func accumulate(_ a: UnsafeMutableBufferPointer<Double>, _ xa: Double, _ xb: Double, _ d: Double) -> (Int, Int) {
        let x0 = min(xa, xb), x1 = max(xa, xb)
        let x0floor = x0.rounded(.down)
        let x0i = Int(x0floor)
        let x1ceil = x1.rounded(.up)
        let x1i = Int(x1ceil)
        if x1i <= x0i + 1 {
            // Within one cell: the area right of the segment is (1 − mean x) × height.
            let xmf = 0.5 * (xa + xb) - x0floor
            a[x0i] += d - d * xmf
            a[x0i + 1] += d * xmf
            return (x0i, x0i + 1)
        }
        // Across several cells: a triangle in the first, trapezoids between, a triangle in the last.
        let s = 1 / (x1 - x0)
        let x0f = x0 - x0floor
        let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
        let x1f = x1 - x1ceil + 1
        let am = 0.5 * s * x1f * x1f
        a[x0i] += d * a0
        if x1i == x0i + 2 {
            a[x0i + 1] += d * (1 - a0 - am)
        } else {
            let a1 = s * (1.5 - x0f)
            a[x0i + 1] += d * (a1 - a0)
            var xi = x0i + 2
            while xi < x1i - 1 {
                a[xi] += d * s
                xi += 1
            }
            let a2 = a1 + Double(x1i - x0i - 3) * s
            a[x1i - 1] += d * (1 - a2 - am)
        }
        a[x1i] += d * am
        return (x0i, x1i)
    }
}
