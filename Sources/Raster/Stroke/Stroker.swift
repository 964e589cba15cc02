/// Turns a stroked path into polygons that, filled with the non-zero rule, cover the stroke.
///
/// Each subpath becomes one outline: the offset line on its left, the end cap, the offset line
/// on its right walked backwards, and the start cap (a closed subpath becomes two loops, a ring).
/// At a corner the outer side gets the join (miter, round or bevel) and the inner side is cut at
/// the point where the two offset lines cross, so neighbouring segments do not overlap. Where a
/// segment is too short for that point (a half-width larger than the local radius of curvature),
/// the inner side passes through the corner itself, as Skia does, and the pieces overlap there:
/// the rasterizer resolves their union exactly (`OverlappingPieces`). Round shapes are made by
/// bisecting arcs (square roots only, no trigonometry).
struct Stroker {
    let style: StrokeStyle
    /// Flattening tolerance in the path's own units.
    let tolerance: Double
    private var half: Double { style.width / 2 }
    private(set) var polygons: [[Point]] = []

    init(style: StrokeStyle, tolerance: Double) {
        self.style = style
        self.tolerance = tolerance
    }

    /// The polygons of the stroke of `path` (in the path's own coordinates).
    static func polygons(stroking path: Path, style: StrokeStyle, tolerance: Double) -> [[Point]] {
        var s = Stroker(style: style, tolerance: tolerance)
        guard style.width > 0, style.width.isFinite else { return [] }
        for poly in Flattening.polylines(of: path, tolerance: tolerance) {
            s.stroke(poly)
        }
        return s.polygons
    }

    /// Adds polygons that form one piece (a band, or a ring's two loops), all turned over
    /// together when their total signed area is negative, so every piece winds the same way.
    private mutating func emit(_ group: [[Point]]) {
        var area = 0.0
        for poly in group where poly.count >= 3 {
            for i in 0..<poly.count { area += poly[i].cross(poly[(i + 1) % poly.count]) }
        }
        for poly in group where poly.count >= 3 {
            polygons.append(area < 0 ? poly.reversed() : poly)
        }
    }

    private mutating func stroke(_ line: Flattening.Polyline) {
        // Drop repeated points, keeping the smooth flags of the ones kept.
        var pts: [Point] = [], smooth: [Bool] = []
        for (i, p) in line.points.enumerated() {
            // Non-finite points are dropped (the rasterizer would drop their edges anyway).
            guard p.x.isFinite, p.y.isFinite else { continue }
            if let last = pts.last, (p - last).length <= 1e-9 { continue }
            pts.append(p)
            smooth.append(line.smooth.indices.contains(i) ? line.smooth[i] : false)
        }
        if line.isClosed, pts.count > 1, (pts[0] - pts[pts.count - 1]).length <= 1e-9 {
            pts.removeLast()
            smooth.removeLast()
        }
        guard pts.count > 1 else {
            if let p = pts.first { dot(at: p) }
            return
        }
        let n = pts.count
        let closed = line.isClosed
        let segments = closed ? n : n - 1
        var dirs: [Point] = [], lengths: [Double] = []
        for i in 0..<segments {
            let v = pts[(i + 1) % n] - pts[i]
            dirs.append(Stroker.direction(v))
            lengths.append(v.length)
        }
        var left: [Point] = [], right: [Point] = []
        if closed {
            for i in 0..<n {
                let prev = (i - 1 + segments) % segments
                corner(
                    at: pts[i], from: dirs[prev], to: dirs[i], lengths: (lengths[prev], lengths[i]),
                    smooth: smooth[i], left: &left, right: &right)
            }
            emit([left, right.reversed()])
            return
        }
        // The ends are square to the path's own direction there: a curve's tangent, not its
        // first or last chord.
        let startDir = line.startTangent.map(Stroker.direction).flatMap { $0.length > 0 ? $0 : nil } ?? dirs[0]
        let endDir = line.endTangent.map(Stroker.direction).flatMap { $0.length > 0 ? $0 : nil } ?? dirs[segments - 1]
        let n0 = startDir.perpendicular * half
        left.append(pts[0] + n0)
        right.append(pts[0] - n0)
        for i in 1..<(n - 1) {
            corner(
                at: pts[i], from: dirs[i - 1], to: dirs[i], lengths: (lengths[i - 1], lengths[i]),
                smooth: smooth[i], left: &left, right: &right)
        }
        let nLast = endDir.perpendicular * half
        left.append(pts[n - 1] + nLast)
        right.append(pts[n - 1] - nLast)
        var outline = left
        outline += cap(at: pts[n - 1], outward: endDir)
        outline += right.reversed()
        outline += cap(at: pts[0], outward: -startDir)
        emit([outline])
    }

    /// Appends a corner's offset points to both sides: the join on the outer side, the crossing
    /// of the offset lines (or the corner itself) on the inner side.
    private func corner(
        at p: Point, from d0: Point, to d1: Point, lengths: (Double, Double), smooth: Bool,
        left: inout [Point], right: inout [Point]
    ) {
        let cross = d0.cross(d1), dot = d0.dot(d1)
        let n0 = d0.perpendicular * half, n1 = d1.perpendicular * half
        if abs(cross) < 1e-12 && dot > 0 {  // straight on
            left.append(p + n0)
            right.append(p - n0)
            return
        }
        // Turning clockwise on screen (cross > 0, y down) puts the outer side on the right (−n).
        let outerSign: Double = cross > 0 ? -1 : 1
        let outer = join(
            at: p, u0: d0.perpendicular * outerSign, u1: d1.perpendicular * outerSign,
            d0: d0, cross: cross, dot: dot, smooth: smooth)
        let i0 = n0 * -outerSign, i1 = n1 * -outerSign
        var inner: [Point]
        // The inner offset lines cross at p + (i0 + i1)/(1 + dot), h·tan(φ/2) = h·|cross|/(1 + dot)
        // along each segment from the corner; use it while it leaves half of each segment to the
        // neighbouring corner.
        if dot > -1 + 1e-12, half * abs(cross) / (1 + dot) <= 0.5 * min(lengths.0, lengths.1) {
            inner = [p + (i0 + i1) * (1 / (1 + dot))]
        } else {
            inner = [p + i0, p, p + i1]
        }
        if outerSign < 0 {
            right += outer
            left += inner
        } else {
            left += outer
            right += inner
        }
    }

    /// The outer side of a corner from `p + u0·h` to `p + u1·h` (unit outer normals), shaped by the
    /// join style; inside a flattened curve always round.
    private func join(at p: Point, u0: Point, u1: Point, d0: Point, cross: Double, dot: Double, smooth: Bool) -> [Point] {
        let a = p + u0 * half, b = p + u1 * half
        switch smooth ? .round : style.join {
        case .bevel:
            return [a, b]
        case .miter:
            // The miter's length over the width is 1 / cos(φ/2), φ the turn; cos²(φ/2) = (1 + dot)/2.
            let cosHalfSquared = (1 + dot) / 2
            if cosHalfSquared > 0, 1 / cosHalfSquared <= style.miterLimit * style.miterLimit {
                return [a, p + (u0 + u1) * (half / (1 + dot)), b]
            }
            return [a, b]
        case .round:
            var points = [a]
            if dot < 0 {
                // More than a right angle: go through the middle direction first.
                let mid = abs(cross) < 1e-12 ? d0 : (u0 + u1).normalized
                arc(center: p, from: u0, to: mid, into: &points)
                points.append(p + mid * half)
                arc(center: p, from: mid, to: u1, into: &points)
            } else {
                arc(center: p, from: u0, to: u1, into: &points)
            }
            points.append(b)
            return points
        }
    }

    /// The unit vector along `v` (non-zero). `normalized` gives zero when |v|² overflows
    /// (|v| ≳ 1.3e154), and a zero direction would make `arc` bisect forever; scale first then.
    private static func direction(_ v: Point) -> Point {
        let d = v.normalized
        guard d == .zero, v != .zero else { return d }
        return (v * (1 / max(abs(v.x), abs(v.y)))).normalized
    }

    /// A zero-length subpath: a round cap draws a dot, a square cap a square, a butt cap nothing.
    private mutating func dot(at p: Point) {
        switch style.cap {
        case .butt: break
        case .square:
            emit([[p + Point(-half, -half), p + Point(half, -half), p + Point(half, half), p + Point(-half, half)]])
        case .round:
            var poly: [Point] = []
            let axes = [Point(1, 0), Point(0, 1), Point(-1, 0), Point(0, -1)]
            for k in 0..<4 {
                poly.append(p + axes[k] * half)
                arc(center: p, from: axes[k], to: axes[(k + 1) % 4], into: &poly)
            }
            emit([poly])
        }
    }

    /// The points of the cap at an open end strictly between `p + perp(e)·h` and `p − perp(e)·h`,
    /// where `e` points out of the line.
    private func cap(at p: Point, outward e: Point) -> [Point] {
        let n = e.perpendicular * half
        switch style.cap {
        case .butt:
            return []
        case .square:
            return [p + n + e * half, p - n + e * half]
        case .round:
            var points: [Point] = []
            arc(center: p, from: e.perpendicular, to: e, into: &points)
            points.append(p + e * half)
            arc(center: p, from: e, to: -e.perpendicular, into: &points)
            return points
        }
    }

    /// Appends the points strictly between unit directions `u0` and `u1` (at most 90° apart) on
    /// the circle of radius `half` around `center`, bisecting until each chord sags less than the
    /// tolerance.
    private func arc(center: Point, from u0: Point, to u1: Point, into poly: inout [Point], depth: Int = 0) {
        // The sag of a chord between directions u0, u1 is r·(1 − cos(θ/2)), cos(θ/2) = |u0 + u1| / 2.
        let m = u0 + u1
        let cosHalf = m.length / 2
        // Depth 12 gives 4096 points per quarter circle: enough for a radius of 10⁵ px.
        guard half * (1 - cosHalf) > tolerance, cosHalf > 0, depth < 12 else { return }
        let mid = m * (1 / m.length)
        arc(center: center, from: u0, to: mid, into: &poly, depth: depth + 1)
        poly.append(center + mid * half)
        arc(center: center, from: mid, to: u1, into: &poly, depth: depth + 1)
    }
}
