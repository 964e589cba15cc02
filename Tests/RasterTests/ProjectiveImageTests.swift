@testable import Raster
import Testing

/// Homographies and images drawn through them (perspective warp).
@Suite struct ProjectiveImageTests {
    /// An opaque checkerboard of `cell`-pixel squares, dark blue and orange.
    static func checkerboard(width: Int, height: Int, cell: Int) -> Pixmap {
        var p = Pixmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                p[x, y] =
                    (x / cell + y / cell) % 2 == 0
                    ? PremultipliedColor(r: 20, g: 40, b: 160, a: 255)
                    : PremultipliedColor(r: 250, g: 150, b: 30, a: 255)
            }
        }
        return p
    }

    /// A smooth image with some translucency (premultiplied).
    static func gradientImage(width: Int, height: Int) -> Pixmap {
        var p = Pixmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let a = UInt8(155 + (x * 100) / max(1, width - 1))
                let r = UInt8((x * 255 / max(1, width - 1)) * Int(a) / 255)
                let g = UInt8((y * 255 / max(1, height - 1)) * Int(a) / 255)
                let b = UInt8(((x + y) % 7) * 30 * Int(a) / 255)
                p[x, y] = PremultipliedColor(r: r, g: g, b: b, a: a)
            }
        }
        return p
    }

    static func maxChannelDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        zip(a.bytes, b.bytes).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    static func close(_ p: Point?, _ q: Point, _ tol: Double = 1e-9) -> Bool {
        guard let p else { return false }
        return abs(p.x - q.x) <= tol && abs(p.y - q.y) <= tol
    }

    static let trapezoid = [Point(30, 12), Point(90, 22), Point(90, 78), Point(30, 88)]

    // MARK: Homography

    @Test func unitSquareMapsToTheQuadCorners() throws {
        let quads: [[Point]] = [
            Self.trapezoid,
            [Point(0, 0), Point(1, 0), Point(1, 1), Point(0, 1)],
            [Point(5, 5), Point(40, 8), Point(30, 50), Point(2, 33)],
            [Point(10, 10), Point(30, 10), Point(40, 30), Point(20, 30)],  // a parallelogram: affine
        ]
        for quad in quads {
            let h = try #require(Homography(mappingUnitSquareTo: quad))
            for (u, q) in zip([Point(0, 0), Point(1, 0), Point(1, 1), Point(0, 1)], quad) {
                #expect(Self.close(h.apply(u), q), "\(quad) \(u)")
            }
        }
        let parallelogram = try #require(Homography(mappingUnitSquareTo: quads[3]))
        #expect(parallelogram.g == 0 && parallelogram.h == 0)
        #expect(parallelogram.affine != nil)
    }

    @Test func rectToQuadAndInverse() throws {
        let rect = Rect(x: 3, y: -4, width: 50, height: 20)
        let h = try #require(Homography(mapping: rect, to: Self.trapezoid))
        let corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY)]
        for (c, q) in zip(corners, Self.trapezoid) { #expect(Self.close(h.apply(c), q)) }
        let inv = try #require(h.inverted)
        for p in [Point(10, 0), Point(40, 12.5), Point(-7, 30)] {
            #expect(Self.close(h.apply(p).flatMap { inv.apply($0) }, p))
        }
    }

    @Test func affineHomographyAgreesWithTransform() throws {
        let t = Transform.translation(4, -2).concatenating(after: Transform(a: 1.2, b: 0.3, c: -0.4, d: 0.9, tx: 1, ty: 2))
        let h = Homography(t)
        for p in [Point(0, 0), Point(3, 7), Point(-5, 2.5)] { #expect(Self.close(h.apply(p), t.apply(p), 1e-12)) }
        #expect(h.affine == t)
        let inv = try #require(h.inverted?.affine)
        let tinv = try #require(t.inverted)
        for p in [Point(1, 1), Point(-3, 8)] { #expect(Self.close(inv.apply(p), tinv.apply(p), 1e-12)) }
    }

    @Test func degenerateQuadsHaveNoHomography() {
        #expect(Homography(mappingUnitSquareTo: [Point(0, 0), Point(1, 1), Point(2, 2), Point(3, 3)]) == nil)
        #expect(Homography(mappingUnitSquareTo: [Point(0, 0), Point(0, 0), Point(0, 0), Point(0, 0)]) == nil)
        #expect(Homography(mappingUnitSquareTo: [Point(0, 0), Point(1, 0)]) == nil)
        #expect(Homography(mapping: Rect(x: 0, y: 0, width: 0, height: 5), to: Self.trapezoid) == nil)
        #expect(Homography(1, 0, 0, 0, 0, 0, 0, 0, 1).inverted == nil)
    }

    // MARK: Drawing

    /// Through an affine homography the projective draw is `drawImage(_:in:)`, to a level or two
    /// (the inverse comes from the 3×3 adjugate instead of the 2×3 inverse).
    @Test(arguments: [
        (Rect(x: 7.3, y: 5.6, width: 41.2, height: 30.9), Transform.identity),
        (Rect(x: 4, y: 3, width: 24, height: 16), Transform(a: 1.3, b: 0.4, c: -0.5, d: 1.1, tx: 14, ty: 2)),
        (Rect(x: 2.5, y: 1.5, width: 9, height: 7), Transform.scale(2, 2)),  // minified: halved first
    ])
    func affineMatchesDrawImage(_ rect: Rect, _ transform: Transform) {
        let image = Self.gradientImage(width: 37, height: 29)
        var background = Pixmap(width: 64, height: 56)!
        background.fill(PremultipliedColor(r: 30, g: 30, b: 30, a: 255))
        var reference = Canvas(pixmap: background)
        reference.setTransform(transform)
        reference.drawImage(image, in: rect)
        var projective = Canvas(pixmap: background)
        projective.setTransform(transform)
        let fit = Transform(a: rect.width / 37, b: 0, c: 0, d: rect.height / 29, tx: rect.x, ty: rect.y)
        projective.drawImage(image, projective: Homography(fit))
        #expect(reference.pixmap != background)
        #expect(Self.maxChannelDifference(reference.pixmap, projective.pixmap) <= 2)
    }

    /// The canvas after drawing the checkerboard into the trapezoid.
    static func warpedCheckerboard(opacity: Double = 1) -> (Canvas, Homography) {
        let image = checkerboard(width: 64, height: 64, cell: 8)
        let h = Homography(mapping: Rect(x: 0, y: 0, width: 64, height: 64), to: trapezoid)!
        var canvas = Canvas(width: 120, height: 100)!
        canvas.drawImage(image, projective: h, opacity: opacity)
        return (canvas, h)
    }

    /// Signed distance from p to the inside of the convex quad (positive inside).
    static func insideDistance(_ p: Point, _ quad: [Point]) -> Double {
        var d = Double.infinity
        for i in 0..<4 {
            let a = quad[i], b = quad[(i + 1) % 4]
            let e = b - a
            // Clockwise on a y-down screen: the inside is to the right of each edge.
            d = min(d, e.cross(p - a) / e.length)
        }
        return d
    }

    @Test func warpedCheckerboardHasNoHolesAndSoftEdges() {
        let (canvas, _) = Self.warpedCheckerboard()
        let alpha = TestSupport.alphaPlane(canvas.pixmap)
        var interior = 0, rim = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let d = Self.insideDistance(Point(Double(x) + 0.5, Double(y) + 0.5), Self.trapezoid)
                if d > 0.75 {
                    #expect(alpha[y][x] == 255, "hole at \(x), \(y)")
                    interior += 1
                } else if d < -0.75 {
                    #expect(alpha[y][x] == 0, "ink outside at \(x), \(y)")
                } else if alpha[y][x] > 0 && alpha[y][x] < 255 {
                    rim += 1
                }
            }
        }
        #expect(interior > 3500)
        // The slanted top and bottom edges are anti-aliased all along.
        #expect(rim > 100)
        // Coverage adds up to the quad's area (to rounding).
        let area = TestSupport.area(Self.trapezoid)
        #expect(abs(Double(TestSupport.sum(alpha)) / 255 - area) < 2)
    }

    /// Perspective-correct: the image's middle column lands where the homography puts it, not
    /// halfway across the quad.
    @Test func samplingIsPerspectiveCorrect() throws {
        // Left half orange, right half blue: the colour boundary is the image's middle column.
        var image = Pixmap(width: 64, height: 64)!
        for y in 0..<64 {
            for x in 0..<64 {
                image[x, y] = x < 32 ? PremultipliedColor(r: 250, g: 150, b: 30, a: 255) : PremultipliedColor(r: 20, g: 40, b: 160, a: 255)
            }
        }
        // A strongly foreshortened quad: the right edge much shorter (farther).
        let quad = [Point(10, 10), Point(110, 40), Point(110, 60), Point(10, 90)]
        let h = try #require(Homography(mapping: Rect(x: 0, y: 0, width: 64, height: 64), to: quad))
        var canvas = Canvas(width: 120, height: 100)!
        canvas.drawImage(image, projective: h)
        let mid = try #require(h.apply(Point(32, 32)))
        // The affine midpoint would be x = 60; with the near (left) half drawn larger, the middle
        // column is where the diagonals cross, x = 90.
        #expect(abs(mid.x - 90) < 1e-9)
        let y = Int(mid.y)
        let leftOfBoundary = canvas.pixmap[Int(mid.x) - 3, y], rightOfBoundary = canvas.pixmap[Int(mid.x) + 3, y]
        #expect(leftOfBoundary == PremultipliedColor(r: 250, g: 150, b: 30, a: 255))
        #expect(rightOfBoundary == PremultipliedColor(r: 20, g: 40, b: 160, a: 255))
        // Every sampled pixel of a two-colour image is one of the two colours or between them.
        #expect(canvas.pixmap[100, 50] == PremultipliedColor(r: 20, g: 40, b: 160, a: 255))
    }

    @Test func opacityAndClipApply() {
        let (full, _) = Self.warpedCheckerboard()
        let (half, _) = Self.warpedCheckerboard(opacity: 0.5)
        #expect(full.pixmap[60, 50].a == 255)
        #expect(half.pixmap[60, 50].a == 128)

        var clipped = Canvas(width: 120, height: 100)!
        clipped.clip(to: Path(rect: Rect(x: 0, y: 0, width: 60, height: 100)))
        clipped.drawImage(
            Self.checkerboard(width: 64, height: 64, cell: 8),
            projective: Homography(mapping: Rect(x: 0, y: 0, width: 64, height: 64), to: Self.trapezoid)!)
        #expect(clipped.pixmap[50, 50] == full.pixmap[50, 50])
        #expect(clipped.pixmap[70, 50].a == 0)
    }

    @Test func degenerateMapsDrawNothing() {
        let image = Self.checkerboard(width: 16, height: 16, cell: 4)
        let empty = Canvas(width: 40, height: 40)!.pixmap
        let maps = [
            Homography(Transform.scale(0, 1)),  // zero width
            Homography(1, 0, 5, 0, 0, 20, 0, 0, 1),  // everything on one horizontal line
            Homography(1, 0, 0, 0, 1, 0, 0, 0, 0),  // w = 0 everywhere
            Homography(1, 0, 0, 0, 1, 0, -0.1, 0, 1),  // crosses the horizon at x = 10
            Homography(.nan, 0, 0, 0, 1, 0, 0, 0, 1),
        ]
        for h in maps {
            var c = Canvas(width: 40, height: 40)!
            c.drawImage(image, projective: h)
            #expect(c.pixmap == empty, "\(h)")
        }
        // An almost flat quad (a layer turned edge-on) draws at most a faint line, and no NaN trap.
        let sliver = [Point(20, 5), Point(20 + 1e-9, 8), Point(20 + 1e-9, 30), Point(20, 35)]
        if let h = Homography(mapping: Rect(x: 0, y: 0, width: 16, height: 16), to: sliver) {
            var c = Canvas(width: 40, height: 40)!
            c.drawImage(image, projective: h)
            #expect(c.pixmap.bytes.allSatisfy { $0 <= 1 })
        }
    }

    /// The same picture twice gives the same bytes; the canvas transform composes with the map.
    @Test func canvasTransformComposes() {
        let image = Self.checkerboard(width: 64, height: 64, cell: 8)
        let h = Homography(mapping: Rect(x: 0, y: 0, width: 64, height: 64), to: Self.trapezoid)!
        var a = Canvas(width: 120, height: 100)!
        a.translate(-10, 5)
        a.drawImage(image, projective: h)
        var b = Canvas(width: 120, height: 100)!
        b.drawImage(image, projective: Homography(.translation(-10, 5)).concatenating(after: h))
        #expect(Self.maxChannelDifference(a.pixmap, b.pixmap) <= 1)
        var c = Canvas(width: 120, height: 100)!
        c.translate(-10, 5)
        c.drawImage(image, projective: h)
        #expect(a.pixmap == c.pixmap)
    }
}
