import Foundation
import Testing
@testable import Raster

/// Exact-area coverage: every expectation is the area of the pixel inside the shape,
/// worked out by hand or by clipping the polygon to the pixel square (an independent
/// algorithm), then quantised as ⌊255·a + 0.5⌋.
@Suite struct CoverageTests {
    typealias T = TestSupport

    @Test func integerRectIsSolidInsideAndEmptyOutside() {
        // (Folded in from the former FillTests.) Every pixel of [2, 6) × [2, 5) is inside.
        var c = Canvas(width: 8, height: 8)!
        c.fill(Path(rect: Rect(x: 2, y: 2, width: 4, height: 3)), color: .white)
        for y in 0..<8 {
            for x in 0..<8 {
                let inside = (2..<6).contains(x) && (2..<5).contains(y)
                #expect(
                    c.pixmap[x, y] == (inside ? PremultipliedColor(r: 255, g: 255, b: 255, a: 255) : .transparent),
                    "pixel \(x), \(y)")
            }
        }
    }

    @Test func fractionalRectEdgesGivePartialLevels() {
        // x 1.25…3.75, y 1.5…3: columns 1 and 3 are 3/4 covered, column 2 fully; row 1 is
        // half covered, row 2 fully. Products: 0.375 → 95.6 → 96, 0.5 → 127.5 → 128,
        // 0.75 → 191.25 → 191.
        let cov = T.coverage(of: Path(rect: Rect(x: 1.25, y: 1.5, width: 2.5, height: 1.5)), width: 6, height: 5)
        let expected: [[Int]] = [
            [0, 0, 0, 0, 0, 0],
            [0, 96, 128, 96, 0, 0],
            [0, 191, 255, 191, 0, 0],
            [0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0],
        ]
        #expect(cov == expected)
    }

    @Test func diagonalHalfPlaneGivesHalfCoverageOnTheDiagonal() {
        // Triangle (0,0)–(8,8)–(0,8) is y ≥ x: pixels below the diagonal are full, above it
        // empty, and the diagonal cuts each pixel it crosses exactly in half (127.5 → 128).
        let cov = T.coverage(of: T.polygon([(0, 0), (8, 8), (0, 8)]), width: 8, height: 8)
        for y in 0..<8 {
            for x in 0..<8 {
                #expect(cov[y][x] == (y > x ? 255 : y < x ? 0 : 128), "pixel \(x), \(y)")
            }
        }
    }

    @Test func shallowEdgeAcrossManyCellsOfOneRow() {
        // Polygon (0,0)–(8,1)–(8,2)–(0,2): in row 0 the region is y ≥ x/8, so pixel i
        // holds ∫ᵢ^{i+1} (1 − x/8) dx = 1 − (i + 0.5)/8. Row 1 is full.
        let cov = T.coverage(of: T.polygon([(0, 0), (8, 1), (8, 2), (0, 2)]), width: 8, height: 2)
        #expect(cov[0] == (0..<8).map { T.level(1 - (Double($0) + 0.5) / 8) })
        #expect(cov[0].first == 239 && cov[0].last == 16)
        #expect(cov[1] == [Int](repeating: 255, count: 8))
    }

    @Test func convexPolygonsMatchPerPixelClippedArea() {
        // Triangles and quads with arbitrary fractional vertices, both orientations, some
        // reaching outside the canvas on every side. The oracle clips each polygon to each
        // pixel square and takes the shoelace area.
        let shapes: [[(Double, Double)]] = [
            [(1.3, 0.7), (9.6, 3.2), (4.1, 10.9)],
            [(4.1, 10.9), (9.6, 3.2), (1.3, 0.7)],
            [(-3.7, 2.2), (6.45, -2.9), (11.8, 7.35), (2.05, 13.6)],
            [(0.5, 0.5), (11.5, 0.75), (0.25, 1.9)],  // long sliver, shallow edges
            [(5.01, -1), (5.99, 13), (5.2, 13)],  // steep sliver inside one column
            [(2.2, 3.3), (2.8, 3.4), (2.4, 3.9)],  // entirely inside one pixel
            [(-20, -20), (30, -5), (4, 40)],  // covers most of the canvas, edges far outside
        ]
        for shape in shapes {
            let pts = shape.map { Point($0.0, $0.1) }
            let cov = T.coverage(of: T.polygon(shape), width: 12, height: 12)
            var worst = 0.0
            for y in 0..<12 {
                for x in 0..<12 {
                    worst = max(worst, abs(Double(cov[y][x]) - 255 * T.exactCoverage(pts, x: x, y: y)))
                }
            }
            // The level is the exact area rounded, so it is within half a level (plus float noise).
            #expect(worst <= 0.5 + 1e-6, "shape \(shape): worst difference \(worst)")
        }
    }

    @Test func subPixelWideRectsFadeInsteadOfVanishing() {
        // A 1/4 px wide column: 63.75 → 64. A 1/4 px column straddling a pixel boundary
        // puts 1/8 in each neighbour: 31.875 → 32. Neither disappears.
        let a = T.coverage(of: Path(rect: Rect(x: 5.5, y: 0, width: 0.25, height: 4)), width: 8, height: 4)
        #expect(a.allSatisfy { $0 == [0, 0, 0, 0, 0, 64, 0, 0] })
        let b = T.coverage(of: Path(rect: Rect(x: 2.875, y: 0, width: 0.25, height: 4)), width: 8, height: 4)
        #expect(b.allSatisfy { $0 == [0, 0, 32, 32, 0, 0, 0, 0] })
        // A 0.3 px hairline: 0.3 · 255 = 76.5, so 76 or 77 depending on the last bit of 0.3.
        let c = T.coverage(of: Path(rect: Rect(x: 1.35, y: 0, width: 0.3, height: 4)), width: 4, height: 4)
        #expect(c.allSatisfy { (76...77).contains($0[1]) && $0[0] == 0 && $0[2] == 0 })
    }

    @Test func overlappingSquaresNonZeroVersusEvenOdd() {
        // Two clockwise squares [1,5]² and [3,7]² in one path: winding 2 in [3,5]².
        var same = Path(rect: Rect(x: 1, y: 1, width: 4, height: 4))
        same.append(Path(rect: Rect(x: 3, y: 3, width: 4, height: 4)))
        let nz = T.coverage(of: same, width: 8, height: 8, rule: .nonZero)
        let eo = T.coverage(of: same, width: 8, height: 8, rule: .evenOdd)
        // The second square anticlockwise: winding 0 in the overlap under both rules.
        var opposite = Path(rect: Rect(x: 1, y: 1, width: 4, height: 4))
        opposite.append(T.polygon([(3, 3), (3, 7), (7, 7), (7, 3)]))
        let nzOpp = T.coverage(of: opposite, width: 8, height: 8, rule: .nonZero)
        for y in 0..<8 {
            for x in 0..<8 {
                let inA = (1..<5).contains(x) && (1..<5).contains(y)
                let inB = (3..<7).contains(x) && (3..<7).contains(y)
                #expect(nz[y][x] == (inA || inB ? 255 : 0), "nonzero \(x), \(y)")
                #expect(eo[y][x] == (inA != inB ? 255 : 0), "evenodd \(x), \(y)")
                #expect(nzOpp[y][x] == (inA != inB ? 255 : 0), "opposite \(x), \(y)")
            }
        }
    }

    @Test func overlappingSameDirectionPiecesInOnePixel() {
        // Two copies of the square x 1.5…4.5 in one path: the union is the square, so column 1
        // is half covered (128). Averaging the winding over the pixel first (2 · ½ = 1) would
        // count the overlap twice and give 255; the row is taken from the exact union instead.
        var twice = Path(rect: Rect(x: 1.5, y: 0, width: 3, height: 1))
        twice.append(Path(rect: Rect(x: 1.5, y: 0, width: 3, height: 1)))
        let cov = T.coverage(of: twice, width: 6, height: 1)
        #expect(cov[0][2] == 255 && cov[0][3] == 255 && cov[0][0] == 0)
        #expect(cov[0][1] == 128 && cov[0][4] == 128)
        // Even-odd: winding 2 is outside, so the doubled square is empty.
        #expect(T.coverage(of: twice, width: 6, height: 1, rule: .evenOdd).allSatisfy { $0.allSatisfy { $0 == 0 } })
    }

    @Test func oppositeWindingsStackedInOneRow() {
        // Two bands running off the right edge: y 0…0.5 from x 1 wound one way, y 0.5…1 from
        // x 2 the other. Each pixel from x 2 is covered in both halves (winding +1 above, −1
        // below): full, not the average 0.
        var path = T.polygon([(1, 0), (1, 0.5), (20, 0.5), (20, 0)])
        path.append(T.polygon([(2, 0.5), (20, 0.5), (20, 1), (2, 1)]))
        let cov = T.coverage(of: path, width: 6, height: 1)
        #expect(cov[0] == [0, 128, 255, 255, 255, 255])
    }

    @Test func pentagramCentreIsFilledOnlyWithNonZero() {
        // The star through every second vertex of a regular pentagon has winding 2 in its
        // central pentagon and 1 in the points.
        let c = Point(20, 20), r = 18.0
        let verts = (0..<5).map { k -> (Double, Double) in
            let t = -Double.pi / 2 + Double(k * 2) * 2 * Double.pi / 5
            return (c.x + r * cos(t), c.y + r * sin(t))
        }
        let star = T.polygon(verts)
        let nz = T.coverage(of: star, width: 40, height: 40, rule: .nonZero)
        let eo = T.coverage(of: star, width: 40, height: 40, rule: .evenOdd)
        #expect(nz[20][20] == 255 && eo[20][20] == 0)
        // A point of the star (just below the top vertex) is inside under both rules.
        #expect(nz[5][20] == 255 && eo[5][20] == 255)
        // Outside the star, between two points, is empty under both.
        #expect(nz[36][20] == 0 && eo[36][20] == 0)
        // The inner pentagon's area: R_inner = r·cos(72°)/cos(36°), area (5/2)·R²·sin 72°.
        // Even-odd sum drops exactly that area relative to non-zero.
        let ri = r * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
        let inner = 2.5 * ri * ri * sin(2 * Double.pi / 5)
        let dropped = Double(T.sum(nz) - T.sum(eo)) / 255
        #expect(abs(dropped - inner) < 0.002 * inner + 1, "dropped \(dropped), inner pentagon \(inner)")
    }

    @Test func shapesEntirelyOutsideDrawNothing() {
        let outside: [Rect] = [
            Rect(x: -10, y: 2, width: 8, height: 3),  // left
            Rect(x: 9, y: 2, width: 8, height: 3),  // right
            Rect(x: 2, y: -10, width: 3, height: 9.5),  // above
            Rect(x: 2, y: 8, width: 3, height: 5),  // below, touching the bottom edge
            Rect(x: 8, y: 0, width: 1, height: 8),  // touching the right edge
        ]
        for r in outside {
            #expect(T.sum(T.coverage(of: Path(rect: r), width: 8, height: 8)) == 0, "\(r)")
        }
    }

    @Test func shapesPartlyOutsideAreCutAtTheCanvasBorder() {
        // Left: x −3…2.5 → columns 0, 1 full, column 2 half (127.5 → 128).
        let left = T.coverage(of: Path(rect: Rect(x: -3, y: 0, width: 5.5, height: 1)), width: 8, height: 1)
        #expect(left[0] == [255, 255, 128, 0, 0, 0, 0, 0])
        // Right: x 5.5…20 → column 5 half, 6 and 7 full.
        let right = T.coverage(of: Path(rect: Rect(x: 5.5, y: 0, width: 14.5, height: 1)), width: 8, height: 1)
        #expect(right[0] == [0, 0, 0, 0, 0, 128, 255, 255])
        // Above: y −5…1.25 → row 0 full, row 1 a quarter (63.75 → 64).
        let top = T.coverage(of: Path(rect: Rect(x: 0, y: -5, width: 1, height: 6.25)), width: 1, height: 4)
        #expect(top.map { $0[0] } == [255, 64, 0, 0])
        // A slanted edge crossing the left border: y ≥ x + 4 for x in −4…4. Inside the canvas
        // the pixels on the line x = y − 4 are half covered, as in the unclipped half-plane.
        let slant = T.coverage(of: T.polygon([(-4, 0), (4, 8), (-4, 8)]), width: 8, height: 8)
        for y in 0..<8 {
            for x in 0..<8 {
                #expect(slant[y][x] == (y - 4 > x ? 255 : y - 4 < x ? 0 : 128), "pixel \(x), \(y)")
            }
        }
    }

    @Test func clipRectOffsetGivesTheSameCoverageAsTheWholeCanvas() {
        // The rasterizer works relative to its clip's left edge; a clip starting at x = 3
        // must give, for the pixels it covers, the same levels as the full canvas.
        let shape = T.polygon([(1.3, 0.7), (9.6, 3.2), (4.1, 10.9)])
        let full = T.coverage(of: shape, width: 12, height: 12)
        var r = CoverageRasterizer(clip: PixelRect(x0: 3, y0: 2, x1: 9, y1: 11))
        r.add(polylines: Flattening.polylines(of: shape))
        var seen = [[Int]](repeating: [Int](repeating: 0, count: 12), count: 12)
        r.rasterize(rule: .nonZero) { y, x0, cov in
            for i in 0..<cov.count { seen[y][x0 + i] = Int(cov[i]) }
        }
        for y in 0..<12 {
            for x in 0..<12 {
                let inClip = (3..<9).contains(x) && (2..<11).contains(y)
                #expect(seen[y][x] == (inClip ? full[y][x] : 0), "pixel \(x), \(y)")
            }
        }
    }

    @Test func circleAreaIsConserved() {
        // Σ coverage / 255 ≈ π r². Errors: the Bézier circle lies up to 0.027 % outside the true
        // radius (area ≤ +0.06 %); each flattening chord sags ≤ 0.01 px inside the curve, losing
        // at most (2/3)·0.01·2πr of area (relative (4/3)·0.01/r); rounding is ±0.5 level per edge
        // pixel and mostly cancels. So within 0.1 % once r ≥ ~17, and within the sag bound below.
        for r in [5.3, 17.0, 40.25, 90.5] {
            let size = Int(2 * r) + 6
            let centre = Point(Double(size) / 2 + 0.3, Double(size) / 2 - 0.2)
            let total = Double(T.sum(T.coverage(of: Path(circleCenter: centre, radius: r), width: size, height: size)))
            let exact = Double.pi * r * r * 255
            let relative = (total - exact) / exact
            let bound = (4.0 / 3) * Flattening.defaultTolerance / r + 0.0006
            #expect(abs(relative) < bound, "radius \(r): \(total / 255) vs \(exact / 255)")
            if r >= 17 { #expect(abs(relative) < 0.001, "radius \(r): relative error \(relative)") }
        }
    }

    @Test func hugeFiniteCoordinatesDoNotTrap() {
        // A rectangle of ±1e300 covers every pixel.
        let huge = Path(rect: Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
        #expect(T.coverage(of: huge, width: 6, height: 5).allSatisfy { $0.allSatisfy { $0 == 255 } })
        // A triangle with vertices far away in y: inside the canvas it is x ≥ 2, y ≥ 2.
        let tri = T.polygon([(2, 2), (1e300, 2), (2, 1e300)])
        let cov = T.coverage(of: tri, width: 6, height: 5)
        for y in 0..<5 {
            for x in 0..<6 { #expect(cov[y][x] == (x >= 2 && y >= 2 ? 255 : 0), "pixel \(x), \(y)") }
        }
        // Far above and far below at once: a column from y = −1e300 to 1e300.
        let column = T.coverage(of: T.polygon([(1, -1e300), (2, -1e300), (2, 1e300), (1, 1e300)]), width: 4, height: 3)
        #expect(column.allSatisfy { $0 == [0, 255, 0, 0] })
        // Coordinates whose differences overflow to infinity must not trap either.
        let overflow = T.polygon([(0, -1.7e308), (1.7e308, 0), (0, 1.7e308), (-1.7e308, 0)])
        _ = T.coverage(of: overflow, width: 4, height: 4)
    }

    @Test func edgeEndingOnTheLeftBorderJustBelowARowStaysInBounds() {
        // An edge ending at x = 0 exactly, at y just past a row boundary (9 + 2 ulp): the
        // x interpolated at y = 9 is 0 in exact arithmetic but −1.8e−15 in floating point,
        // which must not address the cell left of the row. The exact coverage comes from
        // clipping the triangle to each pixel.
        let shape: [(Double, Double)] = [(13.745324635255177, -12.790932184243038), (0, 9.000000000000004), (12, 12)]
        let cov = T.coverage(of: T.polygon(shape), width: 16, height: 16)
        let pts = shape.map { Point($0.0, $0.1) }
        var worst = 0.0
        for y in 0..<16 {
            for x in 0..<16 { worst = max(worst, abs(Double(cov[y][x]) - 255 * T.exactCoverage(pts, x: x, y: y))) }
        }
        #expect(worst <= 0.5 + 1e-6)
    }

    @Test func subnormalEdgeHeightDoesNotTrap() {
        // An edge 5e−324 px tall has dx/dy = ∞, and 0·∞ = NaN at its top: the edge encloses no
        // area, so the triangle (0,0)–(1,5e−324)–(4,0) covers nothing visible.
        let sliver = T.polygon([(0, 0), (1, .leastNonzeroMagnitude), (4, 0)])
        #expect(T.sum(T.coverage(of: sliver, width: 4, height: 2)) == 0)
        // The same edge inside a real shape leaves the shape's coverage exact: rect [0,4]×[0,2]
        // with its top-left corner replaced by that edge still has area 8.
        let rect = T.polygon([(0, 0), (1, .leastNonzeroMagnitude), (4, 0), (4, 2), (0, 2)])
        #expect(T.coverage(of: rect, width: 4, height: 2).allSatisfy { $0 == [255, 255, 255, 255] })
    }

    @Test func nonFinitePointsAreIgnoredWithoutTrapping() {
        // Segments with a NaN or infinite end are dropped; a path made only of such points
        // draws nothing.
        let bad = T.polygon([(.nan, 1), (5, .nan), (.infinity, 3), (-.infinity, .infinity)])
        #expect(T.sum(T.coverage(of: bad, width: 8, height: 8)) == 0)
        let mixed = T.polygon([(1, 1), (.nan, .nan), (6, 6), (1, 6)])
        _ = T.coverage(of: mixed, width: 8, height: 8)
        var c = Canvas(width: 8, height: 8)!
        c.stroke(mixed, paint: .solid(.white), style: StrokeStyle(width: 2, cap: .round, join: .round))
        c.clip(to: bad)
        c.drawShadow(of: mixed, color: .black, sigma: 1, offset: Point(1, 1))
    }

    @Test func evenOddFoldsWindingIntoATriangleWave() {
        // Average winding w ↦ coverage: non-zero min(|w|, 1); even-odd distance of |w| to the
        // nearest even integer.
        let cases: [(Double, Int, Int)] = [
            (0, 0, 0), (0.5, 128, 128), (1, 255, 255), (-1, 255, 255), (1.5, 255, 128),
            (2, 255, 0), (2.25, 255, 64), (3, 255, 255), (-2.75, 255, 191),
        ]
        for (w, nz, eo) in cases {
            #expect(Int(CoverageRasterizer.coverage(w, .nonZero)) == nz, "nonzero \(w)")
            #expect(Int(CoverageRasterizer.coverage(w, .evenOdd)) == eo, "evenodd \(w)")
        }
    }

    @Test func transformedRectMatchesItsDeviceSpaceEquivalent() {
        // A unit rect scaled by 2.5 and moved by (0.75, 1.25) is the device rect
        // x 0.75…3.25, y 1.25…3.75: columns 0 and 3 get 1/4, rows 1 and 3 get 3/4.
        let t = Transform.translation(0.75, 1.25).concatenating(after: .scale(2.5, 2.5))
        let cov = T.coverage(of: Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), width: 5, height: 5, transform: t)
        let colW = [0.25, 1, 1, 0.25, 0], rowH = [0, 0.75, 1, 0.75, 0]
        #expect(cov == rowH.map { h in colW.map { T.level($0 * h) } })
    }
}

/// The fast coverage against a slow reference, as tiny-skia holds its fast paths to its exact
/// ones: random self-intersecting, overlapping polygons (winding up to ±4), both fill rules.
@Suite struct CoverageReferenceTests {
    typealias T = TestSupport

    /// Coverage from 64 sub-scanlines per pixel row, each exact along x: the crossings with the
    /// line are walked with the rule's winding, and the filled intervals clipped to each pixel.
    static func reference(_ polys: [[(Double, Double)]], width: Int, height: Int, rule: FillRule) -> [[Double]] {
        var out = [[Double]](repeating: [Double](repeating: 0, count: width), count: height)
        let sub = 64
        for y in 0..<height {
            for s in 0..<sub {
                let ys = Double(y) + (Double(s) + 0.5) / Double(sub)
                var crossings: [(x: Double, dir: Int)] = []
                for poly in polys {
                    for i in 0..<poly.count {
                        let a = poly[i], b = poly[(i + 1) % poly.count]
                        guard (a.1 <= ys) != (b.1 <= ys) else { continue }
                        let t = (ys - a.1) / (b.1 - a.1)
                        crossings.append((a.0 + (b.0 - a.0) * t, b.1 > a.1 ? 1 : -1))
                    }
                }
                crossings.sort { $0.x < $1.x }
                var w = 0
                for k in 0..<crossings.count {
                    w += crossings[k].dir
                    let filled = rule == .nonZero ? w != 0 : abs(w) % 2 == 1
                    guard filled, k + 1 < crossings.count else { continue }
                    let x0 = max(crossings[k].x, 0), x1 = min(crossings[k + 1].x, Double(width))
                    guard x1 > x0 else { continue }
                    for x in Int(x0.rounded(.down))..<min(width, Int(x1.rounded(.up))) {
                        let covered = min(x1, Double(x + 1)) - max(x0, Double(x))
                        if covered > 0 { out[y][x] += covered / Double(sub) }
                    }
                }
            }
        }
        return out
    }

    @Test func randomOverlappingPolygonsMatchTheSlowReference() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        var worst = 0.0, total = 0.0, count = 0
        for _ in 0..<24 {
            var polys: [[(Double, Double)]] = []
            for _ in 0..<(1 + Int(next() * 3)) {
                polys.append((0..<(3 + Int(next() * 5))).map { _ in (1 + next() * 22, 1 + next() * 22) })
            }
            var path = Path()
            for p in polys { path.append(T.polygon(p)) }
            for rule in [FillRule.nonZero, .evenOdd] {
                let fast = T.coverage(of: path, width: 24, height: 24, rule: rule)
                let slow = Self.reference(polys, width: 24, height: 24, rule: rule)
                for y in 0..<24 {
                    for x in 0..<24 {
                        let d = abs(Double(fast[y][x]) - 255 * slow[y][x])
                        worst = max(worst, d)
                        total += d
                        count += 1
                    }
                }
            }
        }
        // The reference samples 64 lines a pixel: within about 2 levels of the exact area.
        #expect(worst <= 3, "worst \(worst) levels")
        #expect(total / Double(count) < 0.1, "mean \(total / Double(count)) levels")
    }
}
