/// Turns a stroked path into polygons that, filled with the non-zero rule, cover the stroke.
///
/// Each segment becomes a quadrilateral, each corner a wedge on its outer side (miter, round or
/// bevel), each open end a cap. All polygons are oriented the same way, so the non-zero fill of
/// their union is the stroke. Pieces meet along shared edges, which exact-area coverage adds
/// without seams. Round shapes are made by bisecting arcs (square roots only, no trigonometry).
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

    private mutating func emit(_ poly: [Point]) {
        guard poly.count >= 3 else { return }
        var area = 0.0
        for i in 0..<poly.count {
            area += poly[i].cross(poly[(i + 1) % poly.count])
        }
        polygons.append(area < 0 ? poly.reversed() : poly)
    }

    private mutating func stroke(_ line: Flattening.Polyline) {
        // Drop repeated points, keeping the smooth flags of the ones kept.
        var pts: [Point] = [], smooth: [Bool] = []
        for (i, p) in line.points.enumerated() {
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
        let closed = line.isClosed && pts.count > 2
        let segmentCount = closed ? pts.count : pts.count - 1
        for i in 0..<segmentCount {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            let n = (b - a).normalized.perpendicular * half
            emit([a + n, b + n, b - n, a - n])
        }
        let joins = closed ? Array(0..<pts.count) : Array(1..<(pts.count - 1))
        for i in joins {
            let prev = pts[(i - 1 + pts.count) % pts.count], p = pts[i], next = pts[(i + 1) % pts.count]
            join(at: p, from: (p - prev).normalized, to: (next - p).normalized, smooth: smooth[i])
        }
        if !closed {
            cap(at: pts[0], direction: (pts[0] - pts[1]).normalized)
            cap(at: pts[pts.count - 1], direction: (pts[pts.count - 1] - pts[pts.count - 2]).normalized)
        }
    }

    /// A zero-length subpath: a round cap draws a dot, a square cap a square, a butt cap nothing.
    private mutating func dot(at p: Point) {
        switch style.cap {
        case .butt: break
        case .square:
            emit([p + Point(-half, -half), p + Point(half, -half), p + Point(half, half), p + Point(-half, half)])
        case .round:
            var poly: [Point] = []
            let axes = [Point(1, 0), Point(0, 1), Point(-1, 0), Point(0, -1)]
            for k in 0..<4 {
                poly.append(p + axes[k] * half)
                arc(center: p, from: axes[k], to: axes[(k + 1) % 4], into: &poly)
            }
            emit(poly)
        }
    }

    /// The cap at an open end, where `direction` points out of the line.
    private mutating func cap(at p: Point, direction d: Point) {
        let n = d.perpendicular * half
        switch style.cap {
        case .butt: break
        case .square:
            emit([p + n, p + n + d * half, p - n + d * half, p - n])
        case .round:
            var poly = [p + n]
            arc(center: p, from: d.perpendicular, to: d, into: &poly)
            poly.append(p + d * half)
            arc(center: p, from: d, to: -d.perpendicular, into: &poly)
            poly.append(p - n)
            emit(poly)
        }
    }

    /// The wedge on the outer side of a corner where direction `d0` turns into `d1`.
    private mutating func join(at p: Point, from d0: Point, to d1: Point, smooth: Bool) {
        let cross = d0.cross(d1), dot = d0.dot(d1)
        if abs(cross) < 1e-12 && dot > 0 { return }  // straight on
        let side: Double = cross > 0 ? -1 : 1
        let u0 = d0.perpendicular * side, u1 = d1.perpendicular * side
        let a = p + u0 * half, b = p + u1 * half
        let kind: LineJoin = smooth ? .round : style.join
        switch kind {
        case .bevel:
            emit([p, a, b])
        case .miter:
            // The miter's length over the width is 1 / cos(φ/2), φ the turn; cos²(φ/2) = (1 + dot)/2.
            let cosHalfSquared = (1 + dot) / 2
            if cosHalfSquared > 0, 1 / cosHalfSquared <= style.miterLimit * style.miterLimit {
                let m = p + (u0 + u1) * (half / (1 + dot))
                emit([p, a, m, b])
            } else {
                emit([p, a, b])
            }
        case .round:
            var poly = [p, a]
            if dot < 0 {
                // More than a right angle: go through the middle direction first.
                let mid = abs(cross) < 1e-12 ? d0 : (u0 + u1).normalized
                arc(center: p, from: u0, to: mid, into: &poly)
                poly.append(p + mid * half)
                arc(center: p, from: mid, to: u1, into: &poly)
            } else {
                arc(center: p, from: u0, to: u1, into: &poly)
            }
            poly.append(b)
            emit(poly)
        }
    }

    /// Appends the points strictly between unit directions `u0` and `u1` (at most 90° apart) on
    /// the circle of radius `half` around `center`, bisecting until each chord sags less than the
    /// tolerance.
    private func arc(center: Point, from u0: Point, to u1: Point, into poly: inout [Point]) {
        // The sag of a chord between directions u0, u1 is r·(1 − cos(θ/2)), cos(θ/2) = |u0 + u1| / 2.
        let m = u0 + u1
        let cosHalf = m.length / 2
        guard half * (1 - cosHalf) > tolerance, cosHalf > 0 else { return }
        let mid = m * (1 / m.length)
        arc(center: center, from: u0, to: mid, into: &poly)
        poly.append(center + mid * half)
        arc(center: center, from: mid, to: u1, into: &poly)
    }
}
