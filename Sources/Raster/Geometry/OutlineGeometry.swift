/// Outline builders: arcs as cubics, strokes turned into filled outlines (round caps and joins
/// are circular arcs made of cubics), rounded polygons, insets and erosions of contours, polygon
/// clipping. The icons are built from them (each icon is one path filled with one colour), and
/// they are general geometry, so they live with the engine rather than with the icons.
///
/// Every builder returns closed contours that do not cross themselves. Only `+ − × ÷` and square
/// roots are used, never trigonometry, so the same outline gives the same bytes on every
/// platform; that is why these are written here rather than taken from a geometry library.
package enum OutlineGeometry {
    /// How the open end of a stroke is shaped.
    package enum Cap { case round, butt }

    // MARK: Arcs

    /// Appends the circular arc of radius `r` around `c` from direction `u0` to direction `u1`
    /// (unit vectors), the shorter way round; the current point must be `c + u0·r`.
    /// Arcs wider than 90° are split at their middle. For an arc of 180° or more, call twice
    /// with a middle direction.
    package static func appendArc(_ path: inout Path, center c: Point, radius r: Double, from u0: Point, to u1: Point) {
        let cosine = max(-1, min(1, u0.dot(u1)))
        if cosine < 0 {
            let mid = (u0 + u1).normalized
            if mid != .zero {
                appendArc(&path, center: c, radius: r, from: u0, to: mid)
                appendArc(&path, center: c, radius: r, from: mid, to: u1)
                return
            }
        }
        let end = c + u1 * r
        // The tangents at each end, pointing along the arc (start) and back along it (end).
        let t0 = (u1 - u0 * cosine).normalized, t1 = (u0 - u1 * cosine).normalized
        guard t0 != .zero, t1 != .zero, r > 0 else {
            path.line(to: end)
            return
        }
        // Handle length 4/3·tan(θ/4)·r, with tan(θ/4) = sin(θ/2) / (1 + cos(θ/2)).
        let sinHalf = ((1 - cosine) / 2).squareRoot(), cosHalf = ((1 + cosine) / 2).squareRoot()
        let k = 4.0 / 3.0 * sinHalf / (1 + cosHalf) * r
        path.cubic(to: end, control1: c + u0 * r + t0 * k, control2: end + t1 * k)
    }

    /// A circle as one closed contour.
    package static func circle(_ c: Point, _ r: Double) -> Path {
        Path(circleCenter: c, radius: r)
    }

    // MARK: Strokes as outlines

    /// The filled outline of strokes of width `width` from one point `c` to each of `ends`, as one
    /// contour: round or butt caps at the ends, a round join on the outside where neighbouring
    /// strokes are more than 180° apart, and, on the inside, the point where their edges cross.
    /// A check mark, a chevron, an arrow head, × and + are all this shape.
    package static func rays(from c: Point, to ends: [Point], width: Double, cap: Cap = .round) -> Path {
        let h = width / 2
        // Sort the strokes by angle (a pseudo-angle: monotonic, no trigonometry).
        let rays = ends.map { e -> (end: Point, dir: Point) in (e, (e - c).normalized) }
            .filter { $0.dir != .zero }
            .sorted { pseudoAngle($0.dir) < pseudoAngle($1.dir) }
        guard !rays.isEmpty else { return Path() }
        var path = Path()
        // Where the outline leaves the centre towards ray k: the join with the ray before it.
        func appendJoin(from a: Point, to b: Point, first: Bool) {
            let cross = a.cross(b), dot = a.dot(b)
            if rays.count > 1, cross > 1e-9 {
                // Less than 180° apart: the two inner edges cross on the bisector, h / sin(θ/2) out.
                let sinHalf = ((1 - dot) / 2).squareRoot()
                let p = c + (a + b).normalized * (h / sinHalf)
                first ? path.move(to: p) : path.line(to: p)
            } else if rays.count > 1, abs(cross) <= 1e-9, dot < 0 {
                let p = c + a.perpendicular * h
                first ? path.move(to: p) : path.line(to: p)
            } else {
                // More than 180° apart: round join around the centre.
                let start = c + a.perpendicular * h
                first ? path.move(to: start) : path.line(to: start)
                var mid = -(a + b).normalized
                if mid == .zero { mid = -a }
                appendArc(&path, center: c, radius: h, from: a.perpendicular, to: mid)
                appendArc(&path, center: c, radius: h, from: mid, to: -b.perpendicular)
            }
        }
        let n = rays.count
        appendJoin(from: rays[n - 1].dir, to: rays[0].dir, first: true)
        for k in 0..<n {
            let (e, d) = rays[k]
            let p = d.perpendicular
            path.line(to: e - p * h)
            switch cap {
            case .round:
                appendArc(&path, center: e, radius: h, from: -p, to: d)
                appendArc(&path, center: e, radius: h, from: d, to: p)
            case .butt:
                path.line(to: e + p * h)
            }
            if k < n - 1 { appendJoin(from: d, to: rays[k + 1].dir, first: false) }
        }
        // The last join is the one the contour started with.
        path.close()
        return path
    }

    /// A bar between two circles of different radii (the stroke of an exclamation mark, which is
    /// thicker at the top): the circles joined by their outer tangents.
    package static func taperedBar(from c1: Point, radius r1: Double, to c2: Point, radius r2: Double) -> Path {
        let axis = (c2 - c1).normalized, p = axis.perpendicular
        let s = (r1 - r2) / (c2 - c1).length
        let q = (1 - s * s).squareRoot()
        let nRight = p * q - axis * s, nLeft = -p * q - axis * s
        var path = Path()
        path.move(to: c1 + nLeft * r1)
        appendArc(&path, center: c1, radius: r1, from: nLeft, to: -axis)
        appendArc(&path, center: c1, radius: r1, from: -axis, to: nRight)
        path.line(to: c2 + nRight * r2)
        appendArc(&path, center: c2, radius: r2, from: nRight, to: axis)
        appendArc(&path, center: c2, radius: r2, from: axis, to: nLeft)
        path.close()
        return path
    }

    /// A band along a circular arc around `c` from direction `u0` to `u1` (the shorter way,
    /// under 180°), between radii `inner` and `outer`, with round ends: a stroked arc.
    package static func arcBand(center c: Point, from u0: Point, to u1: Point, inner: Double, outer: Double) -> Path {
        let mid = (inner + outer) / 2, h = (outer - inner) / 2
        // Which way the arc turns from u0 to u1 decides where each end cap bulges.
        let turn: Double = u0.cross(u1) >= 0 ? 1 : -1
        let out1 = u1.perpendicular * turn, out0 = -u0.perpendicular * turn
        var path = Path()
        path.move(to: c + u0 * outer)
        appendArc(&path, center: c, radius: outer, from: u0, to: u1)
        appendArc(&path, center: c + u1 * mid, radius: h, from: u1, to: out1)
        appendArc(&path, center: c + u1 * mid, radius: h, from: out1, to: -u1)
        appendArc(&path, center: c, radius: inner, from: u1, to: u0)
        appendArc(&path, center: c + u0 * mid, radius: h, from: -u0, to: out0)
        appendArc(&path, center: c + u0 * mid, radius: h, from: out0, to: u0)
        path.close()
        return path
    }

    // MARK: Polygons

    /// A polygon with rounded corners: vertex `i` is rounded with a circular arc of radius
    /// `radii[i]` (0 keeps it sharp), tangent to both edges; convex and reflex corners alike.
    /// A radius too large for its edges is reduced so that each corner uses at most half of
    /// each edge.
    package static func roundedPolygon(_ pts: [Point], radii: [Double]) -> Path {
        var path = Path()
        let n = pts.count
        for i in 0..<n {
            let p = pts[i], a = pts[(i + n - 1) % n], b = pts[(i + 1) % n]
            let u = (a - p).normalized, v = (b - p).normalized
            let cosine = max(-1, min(1, u.dot(v)))
            let r = radii[i]
            guard r > 0, cosine > -1 + 1e-9, cosine < 1 - 1e-9 else {
                i == 0 ? path.move(to: p) : path.line(to: p)
                continue
            }
            // Tangent points r / tan(θ/2) from the corner, θ the angle between the edges.
            var t = r * ((1 + cosine) / (1 - cosine)).squareRoot()
            var radius = r
            let limit = 0.5 * min((a - p).length, (b - p).length)
            if t > limit {
                t = limit
                radius = t * ((1 - cosine) / (1 + cosine)).squareRoot()
            }
            let t1 = p + u * t, t2 = p + v * t
            let center = p + (u + v).normalized * (radius / ((1 - cosine) / 2).squareRoot())
            i == 0 ? path.move(to: t1) : path.line(to: t1)
            appendArc(&path, center: center, radius: radius, from: (t1 - center).normalized, to: (t2 - center).normalized)
        }
        path.close()
        return path
    }

    /// The outline of a convex polygon grown by a disc of radius `r` (its Minkowski sum): the
    /// edges pushed out by `r`, joined by arcs around the vertices. A rounded shape whose
    /// corner circles are centred on `centres`; shrinking it by `t` is the same centres with
    /// radius `r − t`.
    package static func roundedConvex(centres: [Point], radius r: Double) -> Path {
        let n = centres.count
        let sign: Double = signedArea(centres) >= 0 ? 1 : -1
        // Outward normal of edge i (from centre i to centre i + 1).
        func normal(_ i: Int) -> Point {
            (centres[(i + 1) % n] - centres[i]).normalized.perpendicular * -sign
        }
        var path = Path()
        for i in 0..<n {
            let nIn = normal((i + n - 1) % n), nOut = normal(i)
            let c = centres[i]
            i == 0 ? path.move(to: c + nIn * r) : path.line(to: c + nIn * r)
            if (nIn - nOut).length > 1e-9 {
                appendArc(&path, center: c, radius: r, from: nIn, to: nOut)
            }
        }
        path.close()
        return path
    }

    /// The polygon moved inwards by `t` (outwards when negative), every edge parallel to its
    /// original, corners mitred.
    package static func inset(_ pts: [Point], by t: Double) -> [Point] {
        let n = pts.count
        let sign: Double = signedArea(pts) >= 0 ? 1 : -1
        return (0..<n).map { i in
            let p = pts[i], a = pts[(i + n - 1) % n], b = pts[(i + 1) % n]
            let n1 = (p - a).normalized.perpendicular * sign, n2 = (b - p).normalized.perpendicular * sign
            let d = max(1 + n1.dot(n2), 0.05)
            return p + (n1 + n2) * (t / d)
        }
    }

    /// The radii of a rounded polygon after `inset(_:by:)`: convex corners shrink by `t`,
    /// reflex corners grow by `t`, so the rounded outline moves by exactly `t` everywhere.
    package static func insetRadii(_ pts: [Point], radii: [Double], by t: Double) -> [Double] {
        let n = pts.count
        let sign: Double = signedArea(pts) >= 0 ? 1 : -1
        return (0..<n).map { i in
            let p = pts[i], a = pts[(i + n - 1) % n], b = pts[(i + 1) % n]
            let convex = (p - a).cross(b - p) * sign > 0
            return max(0, convex ? radii[i] - t : radii[i] + t)
        }
    }

    /// Twice the signed area of a polygon (positive when clockwise on screen, y down).
    package static func signedArea(_ pts: [Point]) -> Double {
        var s = 0.0
        for i in pts.indices { s += pts[i].cross(pts[(i + 1) % pts.count]) }
        return s
    }

    /// A closed polygon as a path.
    package static func polygon(_ pts: [Point]) -> Path {
        var path = Path()
        guard let first = pts.first else { return path }
        path.move(to: first)
        for p in pts.dropFirst() { path.line(to: p) }
        path.close()
        return path
    }

    /// The closed contours of a path as polygons, flattened to within `tolerance`.
    package static func polygons(of path: Path, tolerance: Double = 0.002) -> [[Point]] {
        Flattening.polylines(of: path, tolerance: tolerance).map { line in
            var pts = line.points
            if pts.count > 1, (pts[0] - pts[pts.count - 1]).length < 1e-12 { pts.removeLast() }
            return pts
        }
    }

    /// The part of a polygon where `side(p) >= 0` for the half-plane `side(p) = n·p − d`
    /// (Sutherland–Hodgman). Pieces the line separates stay joined by zero-width bridges along
    /// the line, which fill nothing.
    package static func clip(_ poly: [Point], normal: Point, offset d: Double) -> [Point] {
        var out: [Point] = []
        let n = poly.count
        for i in 0..<n {
            let a = poly[i], b = poly[(i + 1) % n]
            let da = normal.dot(a) - d, db = normal.dot(b) - d
            if da >= 0 { out.append(a) }
            if (da >= 0) != (db >= 0) { out.append(a.lerp(b, da / (da - db))) }
        }
        return out
    }

    /// A pseudo-angle of a unit vector in [0, 4): increasing with the angle from +x towards +y.
    package static func pseudoAngle(_ d: Point) -> Double {
        let s = abs(d.x) + abs(d.y)
        let x = d.x / s, y = d.y / s
        if y >= 0 { return x >= 0 ? y : 1 - x }
        return x < 0 ? 2 - y : 3 + x
    }
}

extension OutlineGeometry {
    /// A simple closed contour moved inwards by `t` (its erosion), as a polygon: the contour is
    /// flattened finely, every vertex moves along the inward normals (a miter where the contour
    /// turns inwards, an arc of radius `t` around reflex corners), and the small loops that
    /// appear where the contour curves more tightly than `t` are cut out.
    package static func erode(_ contour: Path, by t: Double) -> [Point] {
        var pts: [Point] = []
        for p in polygons(of: contour).first ?? [] where pts.last.map({ (p - $0).length > 1e-6 }) ?? true {
            pts.append(p)
        }
        if pts.count > 2, (pts[0] - pts[pts.count - 1]).length <= 1e-6 { pts.removeLast() }
        let n = pts.count
        guard n >= 3 else { return pts }
        let sign: Double = signedArea(pts) >= 0 ? 1 : -1
        // Start where the contour is flattest, away from any loop (most likely).
        var start = 0, flattest = Double.infinity
        for i in 0..<n {
            let e1 = (pts[i] - pts[(i + n - 1) % n]).normalized, e2 = (pts[(i + 1) % n] - pts[i]).normalized
            let turn = abs(e1.cross(e2))
            if turn < flattest { flattest = turn; start = i }
        }
        var offset: [Point] = []
        for k in 0..<n {
            let i = (start + k) % n
            let p = pts[i], a = pts[(i + n - 1) % n], b = pts[(i + 1) % n]
            let e1 = (p - a).normalized, e2 = (b - p).normalized
            let n1 = e1.perpendicular * sign, n2 = e2.perpendicular * sign
            let turn = e1.cross(e2) * sign
            if turn >= -1e-3 {
                offset.append(p + (n1 + n2) * (t / max(1 + n1.dot(n2), 0.05)))
            } else {
                offset.append(p + n1 * t)
                var arc = Path()
                arc.move(to: p + n1 * t)
                appendArc(&arc, center: p, radius: t, from: n1, to: n2)
                for line in Flattening.polylines(of: arc, tolerance: 0.002) { offset += line.points.dropFirst() }
            }
        }
        // Twice, the second time starting halfway round, for a loop across the starting point.
        let once = removingLoops(offset)
        return removingLoops(Array(once[(once.count / 2)...] + once[..<(once.count / 2)]))
    }

    /// The polygon with every small loop (a stretch that crosses an earlier nearby edge) cut out.
    package static func removingLoops(_ pts: [Point], window: Int = 600) -> [Point] {
        var out: [Point] = []
        for q in pts + [pts[0]] {
            if let last = out.last, out.count >= 3 {
                let lower = max(0, out.count - 1 - window)
                var j = out.count - 3
                while j >= lower {
                    if let x = intersection(out[j], out[j + 1], last, q) {
                        out.removeSubrange((j + 1)...)
                        out.append(x)
                        break
                    }
                    j -= 1
                }
            }
            out.append(q)
        }
        out.removeLast()
        return out
    }

    /// Where segments `ab` and `cd` cross (strictly inside both), or nil.
    package static func intersection(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Point? {
        let r = b - a, s = d - c
        let denom = r.cross(s)
        guard abs(denom) > 1e-12 else { return nil }
        let u = (c - a).cross(s) / denom, v = (c - a).cross(r) / denom
        guard u > 1e-9, u < 1 - 1e-9, v > 1e-9, v < 1 - 1e-9 else { return nil }
        return a + r * u
    }
}
