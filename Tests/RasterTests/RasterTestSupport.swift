@testable import Raster

/// Helpers shared by the Raster unit tests.
enum TestSupport {
    /// Coverage of a path drawn in opaque white on a transparent canvas: white at coverage c
    /// becomes alpha `mul255(255, c) = c`, so the alpha plane is the coverage, row-major.
    static func coverage(
        of path: Path, width: Int, height: Int, rule: FillRule = .nonZero,
        transform: Transform = .identity
    ) -> [[Int]] {
        var c = Canvas(width: width, height: height)!
        c.setTransform(transform)
        c.fill(path, color: .white, rule: rule)
        return alphaPlane(c.pixmap)
    }

    static func alphaPlane(_ p: Pixmap) -> [[Int]] {
        (0..<p.height).map { y in (0..<p.width).map { x in Int(p[x, y].a) } }
    }

    static func sum(_ plane: [[Int]]) -> Int { plane.reduce(0) { $0 + $1.reduce(0, +) } }

    /// A closed polygon path through the points.
    static func polygon(_ pts: [(Double, Double)]) -> Path {
        var p = Path()
        p.move(to: Point(pts[0].0, pts[0].1))
        for q in pts.dropFirst() { p.line(to: Point(q.0, q.1)) }
        p.close()
        return p
    }

    /// The rasterizer's quantisation of an exact coverage in 0...1: `⌊255·a + 0.5⌋`.
    static func level(_ a: Double) -> Int { Int((a * 255 + 0.5).rounded(.down)) }

    /// Exact area of a polygon (shoelace), positive for either orientation.
    static func area(_ poly: [Point]) -> Double {
        var s = 0.0
        for i in poly.indices { s += poly[i].cross(poly[(i + 1) % poly.count]) }
        return abs(s) / 2
    }

    /// The part of a convex polygon inside the axis-aligned box (Sutherland–Hodgman).
    static func clip(_ poly: [Point], x0: Double, y0: Double, x1: Double, y1: Double) -> [Point] {
        var out = poly
        let planes: [(Point) -> Double] = [{ $0.x - x0 }, { x1 - $0.x }, { $0.y - y0 }, { y1 - $0.y }]
        for inside in planes {
            let input = out
            out = []
            guard !input.isEmpty else { break }
            for i in input.indices {
                let a = input[i], b = input[(i + 1) % input.count]
                let da = inside(a), db = inside(b)
                if da >= 0 { out.append(a) }
                if (da >= 0) != (db >= 0) { out.append(a.lerp(b, da / (da - db))) }
            }
        }
        return out
    }

    /// Exact coverage (0...1) of pixel (x, y) by a convex polygon.
    static func exactCoverage(_ convex: [Point], x: Int, y: Int) -> Double {
        let part = clip(convex, x0: Double(x), y0: Double(y), x1: Double(x + 1), y1: Double(y + 1))
        return part.count < 3 ? 0 : area(part)
    }

    static func maxAbsDifference(_ a: [[Int]], _ b: [[Int]]) -> Int {
        var m = 0
        for (ra, rb) in zip(a, b) { for (x, y) in zip(ra, rb) { m = max(m, abs(x - y)) } }
        return m
    }
}
