import Testing
@testable import Raster

/// Curves become polylines whose chords stay within the tolerance of the true curve.
@Suite struct FlatteningTests {
    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
    }

    /// Distance from a point to a segment.
    static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let ab = b - a, len2 = ab.dot(ab)
        let t = len2 > 0 ? min(max((p - a).dot(ab) / len2, 0), 1) : 0
        return (p - (a + ab * t)).length
    }

    /// The largest distance of the curve (sampled densely) from the polyline.
    static func deviation(_ curve: (Double) -> Point, _ poly: [Point]) -> Double {
        var worst = 0.0
        for i in 0...20000 {
            let q = curve(Double(i) / 20000)
            var best = Double.infinity
            for j in 0..<(poly.count - 1) { best = min(best, distance(q, poly[j], poly[j + 1])) }
            worst = max(worst, best)
        }
        return worst
    }

    @Test func cubicChordsStayWithinTolerance() {
        let p0 = Point(0, 0), p1 = Point(30, 80), p2 = Point(90, -40), p3 = Point(100, 50)
        var path = Path()
        path.move(to: p0)
        path.cubic(to: p3, control1: p1, control2: p2)
        for tol in [1.0, 0.1, 0.01] {
            let lines = Flattening.polylines(of: path, tolerance: tol)
            #expect(lines.count == 1)
            let poly = lines[0].points
            #expect(poly.first == p0 && poly.last == p3)
            let dev = Self.deviation({ Self.cubicPoint(p0, p1, p2, p3, $0) }, poly)
            #expect(dev <= tol, "tolerance \(tol): deviation \(dev)")
            // And not absurdly fine: the bound |B''|/(8n²) ≤ tol needs n ≥ √(0.75·dd/tol) with
            // dd = max |p0 − 2p1 + p2|, |p1 − 2p2 + p3| (here |(30,−200)| = 202.2).
            let dd = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
            #expect(poly.count - 1 <= Int((0.75 * dd / tol).squareRoot()) + 1)
        }
    }

    @Test func quadChordsStayWithinTolerance() {
        let p0 = Point(0, 0), c = Point(50, 120), p2 = Point(100, 0)
        var path = Path()
        path.move(to: p0)
        path.quad(to: p2, control: c)
        for tol in [0.5, 0.01] {
            let poly = Flattening.polylines(of: path, tolerance: tol)[0].points
            let dev = Self.deviation({ t in p0 * ((1 - t) * (1 - t)) + c * (2 * (1 - t) * t) + p2 * (t * t) }, poly)
            #expect(dev <= tol, "tolerance \(tol): deviation \(dev)")
        }
    }

    @Test func segmentCountIsCappedAndNonFiniteControlPointsTerminate() {
        var huge = Path()
        huge.move(to: .zero)
        huge.cubic(to: Point(1, 0), control1: Point(1e12, 1e12), control2: Point(-1e12, 1e12))
        #expect(Flattening.polylines(of: huge)[0].points.count == Flattening.maxSegments + 1)
        var nan = Path()
        nan.move(to: .zero)
        nan.quad(to: Point(1, 1), control: Point(.nan, 0))
        #expect(Flattening.polylines(of: nan)[0].points.count == Flattening.maxSegments + 1)
    }

    @Test func smoothFlagsMarkOnlyPointsInsideCurves() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.line(to: Point(10, 0))
        p.cubic(to: Point(20, 10), control1: Point(15, 0), control2: Point(20, 5))
        p.line(to: Point(20, 20))
        let line = Flattening.polylines(of: p, tolerance: 0.01)[0]
        #expect(line.points.count == line.smooth.count)
        #expect(line.smooth.first == false && line.smooth.last == false)
        // (10,0) and (20,10) are corners between a line and the curve: not smooth.
        let i10 = line.points.firstIndex(of: Point(10, 0))!, i20 = line.points.firstIndex(of: Point(20, 10))!
        #expect(!line.smooth[i10] && !line.smooth[i20])
        #expect(i20 - i10 > 2 && line.smooth[(i10 + 1)..<i20].allSatisfy { $0 })
    }

    @Test func subpathRules() {
        // A lone move draws nothing; "M p Z" is a one-point closed subpath (a stroke dot);
        // a line after Z starts again from the subpath's start.
        var p = Path()
        p.move(to: Point(1, 1))
        p.move(to: Point(5, 5))
        p.close()
        p.move(to: Point(10, 10))
        p.line(to: Point(20, 10))
        p.line(to: Point(20, 20))
        p.close()
        p.line(to: Point(30, 30))
        let lines = Flattening.polylines(of: p)
        #expect(lines.map(\.points) == [[Point(5, 5)], [Point(10, 10), Point(20, 10), Point(20, 20)], [Point(10, 10), Point(30, 30)]])
        #expect(lines.map(\.isClosed) == [true, true, false])
    }
}
