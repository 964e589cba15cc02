import Foundation
import Testing
@testable import Raster

/// Strokes: expectations are the areas of the ideal stroke (rectangles, caps, join wedges),
/// computed from the geometry by hand.
@Suite struct StrokeTests {
    typealias T = TestSupport

    static func stroke(
        _ path: Path, _ style: StrokeStyle, width: Int, height: Int,
        transform: Transform = .identity
    ) -> [[Int]] {
        var c = Canvas(width: width, height: height)!
        c.setTransform(transform)
        c.stroke(path, paint: .solid(.white), style: style)
        return T.alphaPlane(c.pixmap)
    }

    static func polyline(_ pts: [(Double, Double)]) -> Path {
        var p = Path()
        p.move(to: Point(pts[0].0, pts[0].1))
        for q in pts.dropFirst() { p.line(to: Point(q.0, q.1)) }
        return p
    }

    static func area(_ plane: [[Int]]) -> Double { Double(T.sum(plane)) / 255 }

    /// A plane that is 255 on the pixels of [x0, x1) × [y0, y1) and 0 elsewhere.
    static func block(_ w: Int, _ h: Int, x: Range<Int>, y: Range<Int>) -> [[Int]] {
        (0..<h).map { j in (0..<w).map { i in x.contains(i) && y.contains(j) ? 255 : 0 } }
    }

    @Test func buttLineCoversExactlyItsRectangle() {
        // (2,5)–(10,5), width 2: the rectangle [2,10] × [4,6].
        let cov = Self.stroke(Self.polyline([(2, 5), (10, 5)]), StrokeStyle(width: 2, cap: .butt), width: 12, height: 10)
        #expect(cov == Self.block(12, 10, x: 2..<10, y: 4..<6))
    }

    @Test func squareCapExtendsByHalfTheWidth() {
        // Each end grows by width/2 = 1: [1,11] × [4,6].
        let cov = Self.stroke(Self.polyline([(2, 5), (10, 5)]), StrokeStyle(width: 2, cap: .square), width: 12, height: 10)
        #expect(cov == Self.block(12, 10, x: 1..<11, y: 4..<6))
    }

    @Test func roundCapsAddAFullCircle() {
        // Length 20, width 6: 20·6 + π·3² = 148.27 px². The cap arcs are inscribed polygons
        // sagging ≤ 0.01 px, losing at most (2/3)·0.01·2π·3 = 0.13 px².
        let cov = Self.stroke(Self.polyline([(10, 10), (30, 10)]), StrokeStyle(width: 6, cap: .round), width: 40, height: 20)
        let expected = 120 + Double.pi * 9
        #expect(abs(Self.area(cov) - expected) < 0.2, "area \(Self.area(cov)), expected \(expected)")
        // The caps reach x = 7 and x = 33 on the centre line: pixel 7 and 32 on row 9/10 are
        // nearly full, pixel 6 and 33 empty.
        #expect(cov[9][6] == 0 && cov[9][33] == 0 && cov[9][7] > 200 && cov[9][32] > 200)
    }

    @Test func joinsFillTheOuterCornerAsTheirShapeSays() {
        // (2,10) → (10,10) → (10,2), width 2: a left turn; the outer corner is the pixel
        // [10,11] × [10,11]. Miter fills it, bevel fills the half below its diagonal
        // (127.5 → 128), round fills the quarter disc of radius 1: π/4 → 200 (199.9 … 200.3
        // as the inscribed arc loses at most 0.0067 px²).
        let path = Self.polyline([(2, 10), (10, 10), (10, 2)])
        let miter = Self.stroke(path, StrokeStyle(width: 2, join: .miter), width: 14, height: 14)
        let bevel = Self.stroke(path, StrokeStyle(width: 2, join: .bevel), width: 14, height: 14)
        let round = Self.stroke(path, StrokeStyle(width: 2, join: .round), width: 14, height: 14)
        #expect(miter[10][10] == 255)
        #expect(bevel[10][10] == 128)
        #expect((199...200).contains(round[10][10]))
        // Everything else is the same: the two arms.
        for y in 0..<14 {
            for x in 0..<14 where !(x == 10 && y == 10) {
                let arm = ((2..<11).contains(x) && (9..<11).contains(y)) || ((9..<11).contains(x) && (2..<11).contains(y))
                #expect(miter[y][x] == (arm ? 255 : 0) && bevel[y][x] == miter[y][x] && round[y][x] == miter[y][x], "pixel \(x), \(y)")
            }
        }
    }

    /// Extra area of a miter over a bevel at a turn φ with half-width h: the triangle between
    /// the bevel chord and the miter tip, h²·sin²(φ/2)·tan(φ/2).
    static func miterExtra(h: Double, turn: Double) -> Double {
        h * h * pow(sin(turn / 2), 2) * tan(turn / 2)
    }

    /// A polyline that goes right to (40, 40) then turns by `turn` radians (clockwise on screen).
    static func turning(_ turn: Double, arm: Double = 25) -> Path {
        Self.polyline([(40 - arm, 40), (40, 40), (40 + arm * cos(turn), 40 + arm * sin(turn))])
    }

    @Test func miterWithinTheLimitReachesTheMiterPoint() {
        // Turn 120°: miter length / width = 1/cos 60° = 2 ≤ 4, so the miter is kept. Its tip is
        // h / cos 60° = 6 px from the corner along the outer bisector; the area over the bevel
        // is 9·sin²60°·tan 60° = 11.69 px².
        let turn = 2 * Double.pi / 3
        let miter = Self.stroke(Self.turning(turn), StrokeStyle(width: 6, join: .miter, miterLimit: 4), width: 80, height: 80)
        let bevel = Self.stroke(Self.turning(turn), StrokeStyle(width: 6, join: .bevel), width: 80, height: 80)
        let extra = Self.area(miter) - Self.area(bevel)
        #expect(abs(extra - Self.miterExtra(h: 3, turn: turn)) < 0.02 * Self.miterExtra(h: 3, turn: turn), "extra \(extra)")
        // The outer bisector points at angle turn/2 − 90° = −30°: the tip is at
        // (40 + 6 cos(−30°), 40 + 6 sin(−30°)) = (45.196, 37). Just inside it along the bisector
        // is covered by the miter, not by the bevel.
        let inside = Point(40 + 5.2 * cos(-Double.pi / 6), 40 + 5.2 * sin(-Double.pi / 6))
        #expect(miter[Int(inside.y)][Int(inside.x)] > 0 && bevel[Int(inside.y)][Int(inside.x)] == 0)
    }

    @Test func miterBeyondTheLimitFallsBackToBevel() {
        // Turn 160°: miter length / width = 1/cos 80° = 5.76. Limit 4 → bevel, exactly the
        // bevel join's pixels; limit 6 → miter, h²·sin²80°·tan 80° = 49.5 px² more.
        let turn = 160 * Double.pi / 180
        let style = { (join: LineJoin, limit: Double) in StrokeStyle(width: 6, join: join, miterLimit: limit) }
        let limited = Self.stroke(Self.turning(turn), style(.miter, 4), width: 80, height: 80)
        let bevel = Self.stroke(Self.turning(turn), style(.bevel, 4), width: 80, height: 80)
        let allowed = Self.stroke(Self.turning(turn), style(.miter, 6), width: 80, height: 80)
        #expect(limited == bevel)
        let extra = Self.area(allowed) - Self.area(bevel)
        let expected = Self.miterExtra(h: 3, turn: turn)
        #expect(abs(extra - expected) < 0.01 * expected, "extra \(extra), expected \(expected)")
    }

    @Test func closedRectangleStrokeIsARing() {
        // Rect [2,10]², width 2, miter: [1,11]² minus [3,9]², all corners square.
        let cov = Self.stroke(Path(rect: Rect(x: 2, y: 2, width: 8, height: 8)), StrokeStyle(width: 2), width: 12, height: 12)
        let outer = Self.block(12, 12, x: 1..<11, y: 1..<11), inner = Self.block(12, 12, x: 3..<9, y: 3..<9)
        #expect(cov == zip(outer, inner).map { zip($0, $1).map { $0 - $1 } })
    }

    @Test func widthScalesWithTheTransform() {
        // Width 1 under scale 2 is width 2 in device pixels: the line (1, 2.5)–(5, 2.5) becomes
        // (2,5)–(10,5), exactly the butt rectangle [2,10] × [4,6].
        let scaled = Self.stroke(
            Self.polyline([(1, 2.5), (5, 2.5)]), StrokeStyle(width: 1), width: 12, height: 10,
            transform: .scale(2, 2))
        #expect(scaled == Self.block(12, 10, x: 2..<10, y: 4..<6))
        // Anisotropic: a vertical line of width 2 under scale (3, 1) is 6 px wide, [3,9] × [1,7].
        let wide = Self.stroke(
            Self.polyline([(2, 1), (2, 7)]), StrokeStyle(width: 2), width: 12, height: 10,
            transform: .scale(3, 1))
        #expect(wide == Self.block(12, 10, x: 3..<9, y: 1..<7))
    }

    @Test func zeroLengthSubpathsDrawDotsOnlyWithRoundOrSquareCaps() {
        for d in ["M 10 10 L 10 10", "M 10 10 Z"] {
            let path = try! Path(svgPathData: d)
            // Round: a disc of radius 3, area 9π = 28.27 px² (inscribed arcs lose < 0.13 px²).
            let round = Self.stroke(path, StrokeStyle(width: 6, cap: .round), width: 20, height: 20)
            #expect(abs(Self.area(round) - 9 * Double.pi) < 0.2, "\(d): round dot area \(Self.area(round))")
            // Square: the 6 × 6 square centred on the point, [7,13]².
            let square = Self.stroke(path, StrokeStyle(width: 6, cap: .square), width: 20, height: 20)
            #expect(square == Self.block(20, 20, x: 7..<13, y: 7..<13), "\(d)")
            // Butt: nothing.
            let butt = Self.stroke(path, StrokeStyle(width: 6, cap: .butt), width: 20, height: 20)
            #expect(T.sum(butt) == 0, "\(d)")
        }
        // A lone move is not a subpath: no dot even with a round cap.
        #expect(T.sum(Self.stroke(try! Path(svgPathData: "M 10 10"), StrokeStyle(width: 6, cap: .round), width: 20, height: 20)) == 0)
    }

    @Test func degenerateWidthsDrawNothing() {
        let path = Self.polyline([(2, 5), (10, 5)])
        for w in [0, -2, Double.nan, Double.infinity] {
            #expect(T.sum(Self.stroke(path, StrokeStyle(width: w, cap: .round), width: 12, height: 10)) == 0, "width \(w)")
        }
    }

    /// Area of the pixel [x, x+1] × [y, y+1] inside the disc of radius r around c, by
    /// integrating the covered height over x (4000 midpoint steps; the integrand is smooth except
    /// at a tangent, error ≪ 1e−4).
    static func discCoverage(x: Int, y: Int, c: Point, r: Double) -> Double {
        var sum = 0.0
        let n = 4000
        for i in 0..<n {
            let px = Double(x) + (Double(i) + 0.5) / Double(n) - c.x
            guard abs(px) < r else { continue }
            let s = (r * r - px * px).squareRoot()
            sum += max(0, min(Double(y + 1), c.y + s) - max(Double(y), c.y - s))
        }
        return sum / Double(n)
    }

    /// A circle of radius 20 stroked with width 4 is the annulus between radii 18 and 22.
    static let ring = Path(circleCenter: Point(30, 30), radius: 20)
    static func ringCoverage(x: Int, y: Int) -> Double {
        discCoverage(x: x, y: y, c: Point(30, 30), r: 22) - discCoverage(x: x, y: y, c: Point(30, 30), r: 18)
    }

    @Test func strokeOfACurveHasAnExactOuterEdge() {
        // Pixels whose centre lies outside the centre line (radius ≥ 20) only see the outer edge
        // of the ring: within 3 levels of the exact area (flattening sag ≤ 0.01 px ≈ 2.6 levels,
        // plus rounding).
        let cov = Self.stroke(Self.ring, StrokeStyle(width: 4), width: 60, height: 60)
        var worst = 0.0
        for y in 0..<60 {
            for x in 0..<60 where (Point(Double(x) + 0.5, Double(y) + 0.5) - Point(30, 30)).length >= 20 {
                worst = max(worst, abs(Double(cov[y][x]) - 255 * Self.ringCoverage(x: x, y: y)))
            }
        }
        #expect(worst <= 3, "worst outer-edge difference \(worst)")
        #expect(cov[30][30] == 0 && cov[30][50] == 255 && cov[30][10] == 255 && cov[10][30] == 255)
    }

    @Test func strokeOfACurveHasAnExactInnerEdge() {
        // The same check on the inner half of the ring. The stroke's inner side is cut where the
        // offset lines cross, so no two pieces overlap there (a union of per-segment quads once
        // made these pixels up to 20 levels too dark: 240 instead of 220, +3.9 px² in all).
        let cov = Self.stroke(Self.ring, StrokeStyle(width: 4), width: 60, height: 60)
        var worst = 0.0
        for y in 0..<60 {
            for x in 0..<60 where (Point(Double(x) + 0.5, Double(y) + 0.5) - Point(30, 30)).length < 20 {
                worst = max(worst, abs(Double(cov[y][x]) - 255 * Self.ringCoverage(x: x, y: y)))
            }
        }
        let area = Self.area(cov), expected = 160 * Double.pi
        #expect(worst <= 3, "worst inner-edge difference \(worst)")
        #expect(abs(area - expected) < 0.002 * expected, "area \(area), expected \(expected)")
    }

    @Test func capsAreSquareToTheCurvesOwnTangent() {
        // A tight quadratic with butt caps: each end's corners lie half the width either side
        // of the end point, square to the control-point direction (the first flattened chord
        // leans by half its turn, which once moved a 20 pt stroke's cap corners 0.1 px).
        var p = Path()
        p.move(to: Point(20, 90))
        p.quad(to: Point(76, 90), control: Point(48, 40))
        let outline = Stroker.polygons(stroking: p, style: StrokeStyle(width: 20), tolerance: 0.01).flatMap { $0 }
        for (end, tangent) in [(Point(20, 90), Point(28, -50)), (Point(76, 90), Point(28, 50))] {
            let n = tangent.normalized.perpendicular * 10
            for corner in [end + n, end - n] {
                let nearest = outline.map { ($0 - corner).length }.min() ?? .infinity
                #expect(nearest < 1e-9, "corner \(corner): nearest outline point \(nearest) away")
            }
        }
    }

    @Test func farAwayPointsDoNotMakeJoinsRecurseForever() {
        // The first segment is 1e200 long: |v|² overflows, which once gave a zero direction and
        // an endless bisection in the round join. Inside the canvas the stroke is the band
        // y ∈ [0, 1] (centre line y = 0.5, width 1) from x = 0 on.
        let path = Self.polyline([(0, 0.5), (1e200, 0.5), (1e200, 5)])
        let cov = Self.stroke(path, StrokeStyle(width: 1, cap: .round, join: .round), width: 8, height: 3)
        #expect(cov == Self.block(8, 3, x: 0..<8, y: 0..<1))
    }

    @Test func nonFinitePointsAreDroppedFromStrokes() {
        // A NaN vertex is skipped: the stroke equals the one of the same polygon without it.
        let style = StrokeStyle(width: 2, cap: .round, join: .round)
        let withNaN = T.polygon([(3, 3), (.nan, .nan), (15, 15), (3, 15)])
        let without = T.polygon([(3, 3), (15, 15), (3, 15)])
        #expect(Self.stroke(withNaN, style, width: 20, height: 20) == Self.stroke(without, style, width: 20, height: 20))
        let open = Self.polyline([(2, 5), (.infinity, 5), (10, 5)])
        #expect(Self.stroke(open, StrokeStyle(width: 2), width: 12, height: 10) == Self.block(12, 10, x: 2..<10, y: 4..<6))
    }
}
