import Foundation
import Testing
@testable import Raster

/// Shape builders: rectangles, ellipses, circular and continuous ("squircle") rounded corners.
@Suite struct PathShapeTests {
    typealias T = TestSupport

    /// Every point of a path, control points included.
    static func points(_ p: Path) -> [Point] {
        p.elements.flatMap { e -> [Point] in
            switch e {
            case .move(let q), .line(let q): return [q]
            case .quad(let c, let q): return [c, q]
            case .cubic(let c1, let c2, let q): return [c1, c2, q]
            case .close: return []
            }
        }
    }

    /// The enclosed area by Green's theorem, curves sampled finely (independent of Flattening
    /// and of the rasterizer): ½ ∮ x dy − y dx, positive for clockwise in y-down coordinates.
    static func greenArea(_ p: Path) -> Double {
        var sum = 0.0, cur = Point.zero, start = Point.zero
        func seg(_ a: Point, _ b: Point) { sum += a.cross(b) }
        for e in p.elements {
            switch e {
            case .move(let q): cur = q; start = q
            case .line(let q): seg(cur, q); cur = q
            case .quad(let c, let q):
                var prev = cur
                for i in 1...4000 {
                    let t = Double(i) / 4000, u = 1 - t
                    let pt = cur * (u * u) + c * (2 * u * t) + q * (t * t)
                    seg(prev, pt); prev = pt
                }
                cur = q
            case .cubic(let c1, let c2, let q):
                var prev = cur
                for i in 1...4000 {
                    let t = Double(i) / 4000, u = 1 - t
                    let pt = cur * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + q * (t * t * t)
                    seg(prev, pt); prev = pt
                }
                cur = q
            case .close: seg(cur, start); cur = start
            }
        }
        return sum / 2
    }

    /// Area removed from a square corner by Apple's continuous corner of radius 1: the
    /// PaintCode coefficients' closed outline, integrated numerically offline (Python, 20 000
    /// samples per cubic): 0.224702. A circular corner removes 1 − π/4 = 0.214602.
    static let continuousCornerCut = 0.224702
    static let circularCornerCut = 1 - Double.pi / 4

    @Test func rectIsClockwiseFromTopLeftAndClosed() {
        let p = Path(rect: Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(p.elements == [.move(Point(1, 2)), .line(Point(4, 2)), .line(Point(4, 6)), .line(Point(1, 6)), .close])
        #expect(Self.greenArea(p) == 12)  // positive: clockwise on screen
        #expect(p.controlBounds == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(Path().controlBounds == nil)
    }

    @Test func ellipseQuartersPassThroughThe45DegreePoint() {
        // The handle length κ = 4/3(√2 − 1) is chosen so each quarter's midpoint,
        // B(½) = (P0 + 3P1 + 3P2 + P3)/8, lies on the ellipse at 45°.
        let r = Rect(x: 10, y: 20, width: 60, height: 40)
        let p = Path(ellipseIn: r)
        #expect(p.controlBounds == r)
        var cur = Point.zero
        var mids: [Point] = []
        for e in p.elements {
            switch e {
            case .move(let q): cur = q
            case .cubic(let c1, let c2, let q):
                mids.append((cur + c1 * 3 + c2 * 3 + q) * (1.0 / 8))
                cur = q
            default: break
            }
        }
        #expect(mids.count == 4)
        for m in mids {
            let nx = (m.x - r.midX) / (r.width / 2), ny = (m.y - r.midY) / (r.height / 2)
            #expect(abs(abs(nx) - 0.5.squareRoot()) < 1e-12 && abs(abs(ny) - 0.5.squareRoot()) < 1e-12)
        }
        // Radial error of the Bézier circle anywhere stays under 0.03 %.
        let circle = Path(circleCenter: Point(0, 0), radius: 1)
        let poly = Flattening.polylines(of: circle, tolerance: 1e-7)[0].points
        let worst = poly.map { abs($0.length - 1) }.max()!
        #expect(worst < 0.0003 && worst > 0.0002)  // the known 0.027 % bulge
    }

    @Test func circularRadiiScaleDownTogetherWhenASideIsTooShort() throws {
        // 40 wide: top radii 30 + 30 = 60 > 40 → every radius × 40/60. Left side 30 + 10 = 40 ≤ 100.
        let r = Rect(x: 0, y: 0, width: 40, height: 100)
        let p = Path(roundedRect: r, radii: CornerRadii(topLeft: 30, topRight: 30, bottomRight: 10, bottomLeft: 10), style: .circular)
        let f = 40.0 / 60
        guard case .move(let start) = p.elements[0], case .line(let topEnd) = p.elements[1],
            case .line(let rightEnd) = p.elements[3]
        else { Issue.record("unexpected elements \(p.elements)"); return }
        #expect(abs(start.x - 30 * f) < 1e-12 && start.y == 0)
        #expect(abs(topEnd.x - (40 - 30 * f)) < 1e-12)  // the two top corners meet: a zero-length top edge
        #expect(rightEnd.x == 40 && abs(rightEnd.y - (100 - 10 * f)) < 1e-12)
        // Area: the rect minus (1 − π/4)·r² per corner, with the scaled radii.
        let radii = [30 * f, 30 * f, 10 * f, 10 * f]
        let expected = 4000 - radii.reduce(0) { $0 + Self.circularCornerCut * $1 * $1 }
        #expect(abs(Self.greenArea(p) - expected) < 0.002 * expected)
        let rasterized = Double(T.sum(T.coverage(of: p, width: 40, height: 100))) / 255
        #expect(abs(rasterized - expected) < 0.001 * expected, "rasterized \(rasterized), expected \(expected)")
    }

    @Test func radiiThatFitAreKeptAndNegativeOnesAreZero() {
        let radii = CornerRadii(topLeft: -5, topRight: 3, bottomRight: 0, bottomLeft: 2)
        #expect(radii.topLeft == 0)
        #expect(radii.scaledToFit(width: 10, height: 10, extent: 1) == radii)
        #expect(Path(roundedRect: Rect(x: 0, y: 0, width: 4, height: 4), radius: 0) == Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)))
        #expect(Path(roundedRect: Rect(x: 0, y: 0, width: 0, height: 4), radius: 1).isEmpty)
    }

    @Test func capsuleHasSemicircularEnds() {
        // 10 × 30: radius 5, so area 300 − (4 − π)·25 = 278.54, and the top edge shrinks to
        // the single point (midX, minY).
        let r = Rect(x: 2, y: 3, width: 10, height: 30)
        let p = Path(capsuleIn: r)
        guard case .move(let start) = p.elements[0], case .line(let topEnd) = p.elements[1] else {
            Issue.record("unexpected elements"); return
        }
        #expect(start == Point(7, 3) && topEnd == Point(7, 3))
        let expected = 300 - (4 - Double.pi) * 25
        let rasterized = Double(T.sum(T.coverage(of: p, width: 14, height: 36))) / 255
        #expect(abs(rasterized - expected) < 0.002 * expected, "\(rasterized) vs \(expected)")
        // Mid-height row: full width covered exactly (x 2…12).
        let row = T.coverage(of: p, width: 14, height: 36)[18]
        #expect(row == (0..<14).map { (2..<12).contains($0) ? 255 : 0 })
    }

    @Test func continuousCornerControlBoundsAreTheRect() {
        let r = Rect(x: 3.5, y: 7.25, width: 120, height: 80)
        for radius in [0.5, 10, 26, 500] {
            #expect(Path(roundedRect: r, radius: radius, style: .continuous).controlBounds == r, "radius \(radius)")
        }
    }

    /// `UIBezierPath(roundedRect:…)`: four equal corners that do not fit as continuous corners
    /// (a side shorter than 2 × 1.52866483 × radius) become the rectangle's capsule, as measured
    /// on device (radius 16: a 48 pt tall rectangle switches, 49 does not; 208 × 50 with radius 20
    /// is round-capped). Core Animation's `.continuous` keeps reducing the radius instead, and a
    /// subset of corners is never a capsule.
    @Test func aBezierPathsCornersTooLargeToFitBecomeACapsule() {
        let tall49 = Rect(x: 0, y: 0, width: 200, height: 49), tall48 = Rect(x: 0, y: 0, width: 200, height: 48)
        #expect(Path(roundedRect: tall49, radius: 16, style: .uiBezierPath) == Path(roundedRect: tall49, radius: 16, style: .continuous))
        #expect(Path(roundedRect: tall48, radius: 16, style: .uiBezierPath) == Path(capsuleIn: tall48))
        #expect(Path(roundedRect: tall48, radius: 16, style: .continuous) != Path(capsuleIn: tall48))
        let wide = Rect(x: 50, y: 20, width: 208, height: 50)
        #expect(Path(roundedRect: wide, radius: 20, style: .uiBezierPath) == Path(capsuleIn: wide))
        let top = CornerRadii(topLeft: 20, topRight: 20, bottomRight: 0, bottomLeft: 0)
        #expect(Path(roundedRect: wide, radii: top, style: .uiBezierPath) == Path(roundedRect: wide, radii: top, style: .continuous))
    }

    @Test func continuousCornerLeavesTheEdgeAt1Point52866483Radii() {
        // The corner starts 1.52866483·r from the corner along each edge (PaintCode's
        // reconstruction of UIBezierPath), versus 1·r for a circular corner.
        let r = Rect(x: 0, y: 0, width: 200, height: 100), radius = 20.0
        let p = Path(roundedRect: r, radius: radius, style: .continuous)
        guard case .move(let start) = p.elements[0], case .line(let topEnd) = p.elements[1] else {
            Issue.record("unexpected elements"); return
        }
        #expect(abs(start.x - 1.52866483 * radius) < 1e-9 && start.y == 0)
        #expect(abs(topEnd.x - (200 - 1.52866483 * radius)) < 1e-9 && topEnd.y == 0)
        // Every point of the outline other than those on the edges lies within the 1.5287·r
        // square of a corner.
        for q in Self.points(p) where q.x > 0 && q.x < 200 && q.y > 0 && q.y < 100 {
            let dx = min(q.x, 200 - q.x), dy = min(q.y, 100 - q.y)
            #expect(dx <= 1.52866483 * radius + 1e-9 && dy <= 1.52866483 * radius + 1e-9)
        }
    }

    @Test func continuousCornerHasZeroCurvatureWhereItMeetsTheEdges() {
        // Curvature at a cubic's end is ∝ (P1 − P0) × (P2 − P1). The continuous corner's first
        // cubic starts with three points on the incoming edge and its last cubic ends with three
        // on the outgoing edge, so it is tangent to both edges and its curvature rises from 0
        // there (no jump), unlike a circular corner whose curvature jumps to 1/r.
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 100), radius: 10, style: .continuous)
        // Elements: move, then for the top-right corner: line along the top edge, then cubics.
        var cur = Point.zero
        var cubics: [(Point, Point, Point, Point)] = []
        for e in p.elements.prefix(7) {
            switch e {
            case .move(let q), .line(let q): cur = q
            case .cubic(let c1, let c2, let q): cubics.append((cur, c1, c2, q)); cur = q
            default: break
            }
        }
        #expect(cubics.count == 3)
        let first = cubics[0], last = cubics[2]
        #expect(first.0.y == 0 && first.1.y == 0 && first.2.y == 0)  // on the top edge y = 0
        #expect(abs((first.1 - first.0).cross(first.2 - first.1)) < 1e-12)
        #expect(last.1.x == 100 && last.2.x == 100 && last.3.x == 100)  // on the right edge x = 100
        #expect(abs((last.3 - last.2).cross(last.2 - last.1)) < 1e-12)
        let circ = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 100), radius: 10, style: .circular)
        guard case .line(let lineEnd) = circ.elements[1], case .cubic(let c1, let c2, _) = circ.elements[2] else {
            Issue.record("unexpected circular elements"); return
        }
        #expect(abs((c1 - lineEnd).cross(c2 - c1)) > 1)
    }

    @Test func continuousSquareIsSymmetricUnderQuarterTurns() {
        // Rotating every point of the outline of a square by 90° about its centre gives the
        // same set of points (to 1e-9), and the rasterized coverage rotates onto itself.
        let n = 48.0
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: n, height: n), radius: 11, style: .continuous)
        let pts = Self.points(p)
        for q in pts {
            let rotated = Point(n - q.y, q.x)  // (x, y) ↦ (n − y, x): a quarter turn about (n/2, n/2)
            #expect(pts.contains { ($0 - rotated).length < 1e-9 }, "\(q) rotated to \(rotated) is not on the outline")
        }
        let cov = T.coverage(of: p, width: 48, height: 48)
        var worst = 0
        for y in 0..<48 { for x in 0..<48 { worst = max(worst, abs(cov[y][x] - cov[47 - x][y])) } }
        #expect(worst <= 1)
    }

    @Test func continuousCornerCutsMoreAreaThanACircularOneOfTheSameRadius() {
        // The continuous corner leaves the edge earlier (1.529·r instead of r) and sits a little
        // closer to the corner on the diagonal; net, it removes 0.224702·r² per corner against
        // 0.214602·r² for a quarter circle, so the squircle covers 0.0404·r² less in total.
        let rect = Rect(x: 4, y: 4, width: 120, height: 90), radius = 20.0
        let cont = Path(roundedRect: rect, radius: radius, style: .continuous)
        let circ = Path(roundedRect: rect, radius: radius, style: .circular)
        let full = rect.width * rect.height
        let expectCont = full - 4 * Self.continuousCornerCut * radius * radius
        let expectCirc = full - 4 * Self.circularCornerCut * radius * radius
        #expect(abs(Self.greenArea(cont) - expectCont) < 0.01)
        // The Bézier quarter circle lies within +0.027 % of the radius, so its area is within
        // 2 · 0.00027 · πr²/4 = 0.17 px² per corner of the true one.
        #expect(abs(Self.greenArea(circ) - expectCirc) < 4 * 0.17)
        let areaCont = Double(T.sum(T.coverage(of: cont, width: 128, height: 98))) / 255
        let areaCirc = Double(T.sum(T.coverage(of: circ, width: 128, height: 98))) / 255
        #expect(areaCont < areaCirc)
        let gap = 4 * (Self.continuousCornerCut - Self.circularCornerCut) * radius * radius  // 16.16 px²
        #expect(abs((areaCirc - areaCont) - gap) < 0.1 * gap, "gap \(areaCirc - areaCont), expected \(gap)")
        // On the diagonal the continuous corner is nearer the corner than the circle's
        // (1 − 1/√2)·r = 0.2929·r: its middle cubic's midpoint is at 0.2915·r.
        // By symmetry of the middle cubic, its midpoint is on the diagonal at
        // (0.63149399 + 3·0.37282392 + 3·0.16905899 + 0.07491100)/8 = 0.29150·r.
        func diagonalDepth(_ style: CornerStyle) -> Double {
            let big = Path(roundedRect: Rect(x: 0, y: 0, width: 1000, height: 1000), radius: 100, style: style)
            let pts = Flattening.polylines(of: big, tolerance: 1e-6)[0].points
            // Top-right corner at (1000, 0): the outline point nearest the line 1000 − x = y.
            let q = pts.filter { $0.x > 800 && $0.y < 200 }.min { abs(1000 - $0.x - $0.y) < abs(1000 - $1.x - $1.y) }!
            return (1000 - q.x) / 100
        }
        let dCont = diagonalDepth(.continuous), dCirc = diagonalDepth(.circular)
        #expect(abs(dCirc - (1 - 0.5.squareRoot())) < 0.0005)
        #expect(abs(dCont - 0.29150) < 0.0005)
        #expect(dCont < dCirc)
    }

    @Test func oversizedContinuousRadiusIsClampedWithoutSelfOverlap() {
        // 100 × 60 with radius 1000: clamped to 60 / 2 / 1.52866483 = 19.625, so the left and
        // right corners meet at mid-height. Even-odd equals non-zero (no part is wound twice or
        // backwards), and the area is the rect minus four clamped corners — between the inscribed
        // capsule (6000 − (4 − π)·30²) and the rect.
        let rect = Rect(x: 2, y: 2, width: 100, height: 60)
        let p = Path(roundedRect: rect, radius: 1000, style: .continuous)
        let rEff = 60 / 2 / 1.52866483
        guard case .move(let start) = p.elements[0] else { Issue.record("no move"); return }
        #expect(abs(start.x - (2 + 30)) < 1e-9)
        let nz = T.coverage(of: p, width: 104, height: 64, rule: .nonZero)
        let eo = T.coverage(of: p, width: 104, height: 64, rule: .evenOdd)
        #expect(nz == eo)
        let area = Double(T.sum(nz)) / 255
        let expected = 6000 - 4 * Self.continuousCornerCut * rEff * rEff
        #expect(abs(area - expected) < 0.001 * expected, "area \(area), expected \(expected)")
        let capsule = 6000 - (4 - Double.pi) * 900
        #expect(area > capsule && area < 6000)
    }

    @Test func continuousCornersWithDifferentRadiiAndASharpCorner() {
        // Top-left radius 0 keeps a square corner: the outline passes through (minX, minY) and
        // that pixel is fully covered; the other corners are cut.
        let rect = Rect(x: 0, y: 0, width: 40, height: 40)
        let p = Path(roundedRect: rect, radii: CornerRadii(topLeft: 0, topRight: 8, bottomRight: 4, bottomLeft: 12), style: .continuous)
        #expect(Self.points(p).contains(Point(0, 0)))
        let cov = T.coverage(of: p, width: 40, height: 40)
        #expect(cov[0][0] == 255 && cov[0][39] == 0 && cov[39][39] == 0 && cov[39][0] == 0)
        let expected = 1600 - Self.continuousCornerCut * (64 + 16 + 144)
        #expect(abs(Double(T.sum(cov)) / 255 - expected) < 0.001 * expected)
    }
}
