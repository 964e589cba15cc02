import Foundation
import PNGCodec
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender
import Raster
import Testing

/// Transform interpolation (CSS Transforms 1's 2D decomposition), the arithmetic-only angle
/// functions, 3D rotation with perspective, and a perspective-warped layer drawn to
/// `.build/test-artifacts/motion/perspective.png` to be looked at.
@Suite struct MotionTransformTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let artifacts = root.appendingPathComponent(".build/test-artifacts/motion")

    static func close(_ a: Transform, _ b: Transform, _ tol: Double = 1e-12) -> Bool {
        let scale = max(1, abs(b.a), abs(b.b), abs(b.c), abs(b.d), abs(b.tx), abs(b.ty))
        return abs(a.a - b.a) <= tol * scale && abs(a.b - b.b) <= tol * scale && abs(a.c - b.c) <= tol * scale
            && abs(a.d - b.d) <= tol * scale && abs(a.tx - b.tx) <= tol * scale && abs(a.ty - b.ty) <= tol * scale
    }

    static func rotation(degrees: Double) -> Transform {
        let (s, c) = AngleMath.sinCos(degrees: degrees)
        return .rotation(cos: c, sin: s)
    }

    /// Deterministic pseudo-random numbers in −1...1.
    struct LCG {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53) * 2 - 1
        }
    }

    // MARK: AngleMath

    @Test func sinCosMatchFoundation() {
        var worst = 0.0
        var x = -40.0
        while x <= 40 {
            let (s, c) = AngleMath.sinCos(radians: x)
            worst = max(worst, abs(s - Foundation.sin(x)), abs(c - Foundation.cos(x)))
            x += 0.0137
        }
        for x in [0, 1e-300, -1e-10, Double.pi / 4, Double.pi / 2, Double.pi, 1e5, -123456.789] {
            let (s, c) = AngleMath.sinCos(radians: x)
            worst = max(worst, abs(s - Foundation.sin(x)), abs(c - Foundation.cos(x)))
        }
        #expect(worst <= 1e-15, "worst \(worst)")
        #expect(AngleMath.sinCos(radians: 0).sin == 0 && AngleMath.sinCos(radians: 0).cos == 1)
        #expect(AngleMath.sinCos(radians: .nan).sin.isNaN)
    }

    @Test func degreesAreExactAtQuarterTurns() {
        let expected: [(Double, Double, Double)] = [
            (0, 0, 1), (90, 1, 0), (180, 0, -1), (270, -1, 0), (360, 0, 1),
            (-90, -1, 0), (450, 1, 0), (-720, 0, 1),
        ]
        for (d, s, c) in expected {
            let r = AngleMath.sinCos(degrees: d)
            #expect(r.sin == s && r.cos == c, "\(d)°: \(r)")
        }
        var worst = 0.0
        var d = -725.0
        while d <= 725 {
            let r = AngleMath.sinCos(degrees: d)
            worst = max(worst, abs(r.sin - Foundation.sin(d * .pi / 180)), abs(r.cos - Foundation.cos(d * .pi / 180)))
            d += 0.73
        }
        // The reference's own argument d·π/180 is rounded (up to ~2e-15 at 725°), so allow that.
        #expect(worst <= 4e-15, "worst \(worst)")
    }

    @Test func atan2MatchesFoundation() {
        var worst = 0.0
        var rng = LCG(state: 7)
        for _ in 0..<20_000 {
            let y = rng.next() * 10, x = rng.next() * 10
            worst = max(worst, abs(AngleMath.atan2(y, x) - Foundation.atan2(y, x)))
        }
        for (y, x) in [(1.0, 1.0), (1, -1), (-1, -1), (1e-300, 1), (1, 1e-300), (3, 4), (-0.0, -1), (0.0, -1)] {
            worst = max(worst, abs(AngleMath.atan2(y, x) - Foundation.atan2(y, x)))
        }
        #expect(worst <= 1e-15, "worst \(worst)")
        #expect(AngleMath.atan2(0, 1) == 0 && AngleMath.atan2(0, -1) == AngleMath.pi && AngleMath.atan2(-0.0, -1) == -AngleMath.pi)
        #expect(AngleMath.atan2Degrees(0, -1) == 180 && AngleMath.atan2Degrees(1, 0) == 90 && AngleMath.atan2Degrees(-1, -1) == -135)
        #expect(abs(AngleMath.atan2Degrees(1, 2) - Foundation.atan2(1, 2) * 180 / .pi) < 1e-13)
    }

    // MARK: Decomposition

    @Test func decomposeRecomposeRoundTrips() {
        var rng = LCG(state: 42)
        var matrices: [Transform] = [
            .identity, .scale(-1, -1), .scale(-1, 1), .scale(1, -1), .scale(0, 2), .scale(0, 0),
            Self.rotation(degrees: 30), Self.rotation(degrees: -170), Self.rotation(degrees: 180),
            Transform(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 4),  // skewX
            Transform(a: 1, b: 0.3, c: 0, d: 1, tx: -3, ty: 4),  // skewY
            Transform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20),
        ]
        for _ in 0..<200 {
            matrices.append(
                Transform(
                    a: rng.next() * 3, b: rng.next() * 3, c: rng.next() * 3, d: rng.next() * 3,
                    tx: rng.next() * 500, ty: rng.next() * 500))
        }
        for m in matrices {
            let back = DecomposedTransform2D(m).transform
            #expect(Self.close(back, m), "\(m) → \(back)")
        }
        // Parts of simple matrices.
        let d = DecomposedTransform2D(Transform(a: 0, b: 2, c: -3, d: 0, tx: 5, ty: 6))  // scale(2,3) then rotate 90°
        #expect(d.angle == 90 && d.scaleX == 2 && d.scaleY == 3 && d.translateX == 5 && d.translateY == 6)
        #expect(d.m11 == 1 && d.m12 == 0 && d.m21 == 0 && d.m22 == 1)
        let flip = DecomposedTransform2D(.scale(-1, 1))
        #expect(flip.scaleX == -1 && flip.scaleY == 1 && flip.angle == 0)
    }

    // MARK: Interpolation

    /// `scale(−1, −1) → identity` is a half turn: the scale stays 1 all the way and the midpoint
    /// is a quarter turn. The spec turns 180° → 360° (its "don't rotate the long way" step maps
    /// an angle of 0 to 360), so the midpoint is 270° = −90°: counter-clockwise on a y-down screen.
    @Test func flipBothAxesTurnsInsteadOfCollapsing() {
        let mid = TransformInterpolation.interpolate(from: .scale(-1, -1), to: .identity, progress: 0.5)
        #expect(Self.close(mid, Self.rotation(degrees: -90), 1e-15), "\(mid)")
        #expect(mid == Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0))
        let parts = DecomposedTransform2D.interpolate(DecomposedTransform2D(.scale(-1, -1)), DecomposedTransform2D(.identity), progress: 0.5)
        #expect(parts.scaleX == 1 && parts.scaleY == 1 && parts.angle == 270)
        for k in 0...20 {
            let t = TransformInterpolation.interpolate(from: .scale(-1, -1), to: .identity, progress: Double(k) / 20)
            #expect(abs(t.determinant - 1) < 1e-12 && abs(t.maxScale - 1) < 1e-12, "\(k): \(t)")
        }
    }

    /// A flip of x to a flip of y becomes a half turn of a y-flipped plane: determinant −1 all
    /// the way, no collapse.
    @Test func opposingFlipsRotate() {
        let mid = TransformInterpolation.interpolate(from: .scale(-1, 1), to: .scale(1, -1), progress: 0.5)
        #expect(Self.close(mid, Transform(a: 0, b: -1, c: -1, d: 0, tx: 0, ty: 0), 1e-15), "\(mid)")
        for k in 0...10 {
            let t = TransformInterpolation.interpolate(from: .scale(-1, 1), to: .scale(1, -1), progress: Double(k) / 10)
            #expect(abs(t.determinant + 1) < 1e-12)
        }
    }

    @Test func translateAndScaleInterpolateLinearly() {
        let from = Transform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20)  // translate(10,20) scale(2)
        let to = Transform(a: 0.5, b: 0, c: 0, d: 3, tx: -30, ty: 40)
        for p in [0.0, 0.25, 0.5, 0.8, 1, 1.2, -0.1] {
            let t = TransformInterpolation.interpolate(from: from, to: to, progress: p)
            let expected = Transform(a: 2 + (0.5 - 2) * p, b: 0, c: 0, d: 2 + (3 - 2) * p, tx: 10 - 40 * p, ty: 20 + 20 * p)
            #expect(Self.close(t, expected), "\(p): \(t)")
        }
        // Translation moves in a straight line while the layer turns.
        let turning = TransformInterpolation.interpolate(
            from: .translation(0, 0), to: Self.rotation(degrees: 90).concatenating(after: .identity).withTranslation(100, 50), progress: 0.5)
        #expect(abs(turning.tx - 50) < 1e-12 && abs(turning.ty - 25) < 1e-12)
        #expect(Self.close(turning.withTranslation(0, 0), Self.rotation(degrees: 45)))
    }

    @Test func identityToIdentityStaysExact() {
        for p in [0.0, 0.3, 0.5, 1, 1.7] {
            #expect(TransformInterpolation.interpolate(from: .identity, to: .identity, progress: p) == .identity)
            let parts = DecomposedTransform2D.interpolate(DecomposedTransform2D(.identity), DecomposedTransform2D(.identity), progress: p)
            #expect(parts.transform == .identity, "\(p): \(parts)")
        }
    }

    /// Examples in the manner of the spec's: rotations take the short way, also across ±180°.
    @Test func rotationsTakeTheShortWay() {
        // rotate(30deg) → rotate(−30deg): through 0.
        let a = TransformInterpolation.interpolate(from: Self.rotation(degrees: 30), to: Self.rotation(degrees: -30), progress: 0.5)
        #expect(Self.close(a, .identity))
        // rotate(170deg) → rotate(−170deg): through 180, not through 0.
        let b = TransformInterpolation.interpolate(from: Self.rotation(degrees: 170), to: Self.rotation(degrees: -170), progress: 0.5)
        #expect(Self.close(b, .scale(-1, -1)), "\(b)")
        // rotate(0) → rotate(90deg) a quarter of the way: 22.5°.
        let c = TransformInterpolation.interpolate(from: .identity, to: Self.rotation(degrees: 90), progress: 0.25)
        #expect(Self.close(c, Self.rotation(degrees: 22.5)))
        // scale(2) rotate(90deg) → identity, halfway: scale 1.5 and 45°.
        let from = Self.rotation(degrees: 90).concatenating(after: .scale(2, 2))
        let d = TransformInterpolation.interpolate(from: from, to: .identity, progress: 0.5)
        #expect(Self.close(d, Self.rotation(degrees: 45).concatenating(after: .scale(1.5, 1.5))), "\(d)")
        // matrix(1, 0, 0, 1, 0, 0) → matrix(0, 1, −1, 0, 100, 0) (a CSS-style matrix() pair).
        let e = TransformInterpolation.interpolate(from: .identity, to: Transform(a: 0, b: 1, c: -1, d: 0, tx: 100, ty: 0), progress: 0.5)
        #expect(Self.close(e, Self.rotation(degrees: 45).withTranslation(50, 0)))
    }

    @Test func endsAreExact() {
        let from = Transform(a: 1.1, b: 0.2, c: 0.3, d: 0.9, tx: 7, ty: -3)
        let to = Transform(a: -0.4, b: 1, c: -1.2, d: 0.1, tx: 0.5, ty: 12)
        #expect(TransformInterpolation.interpolate(from: from, to: to, progress: 0) == from)
        #expect(TransformInterpolation.interpolate(from: from, to: to, progress: 1) == to)
        // Near the ends the result is near the ends (the decomposition is continuous there).
        #expect(Self.close(TransformInterpolation.interpolate(from: from, to: to, progress: 1e-9), from, 1e-7))
        #expect(Self.close(TransformInterpolation.interpolate(from: from, to: to, progress: 1 - 1e-9), to, 1e-7))
    }

    // MARK: Transform3D

    @Test func zeroRotationIsIdentity() {
        for axis in Transform3D.Axis.allCases {
            #expect(Transform3D.rotation(0, about: axis) == .identity)
            #expect(Transform3D.rotation(degrees: 0, about: axis) == .identity)
            #expect(Transform3D.rotation(degrees: 360, about: axis) == .identity)
        }
        let quad = Transform3D.identity.projectedQuad(of: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(quad == [Point(10, 20), Point(110, 20), Point(110, 70), Point(10, 70)])
    }

    @Test func conventionsFollowCoreAnimation() {
        // About z it is CGAffineTransform's rotation.
        let z = Transform3D.rotation(0.3, about: .z)
        #expect(z.isAffine)
        #expect(Self.close(z.affine, .rotation(cos: AngleMath.cos(radians: 0.3), sin: AngleMath.sin(radians: 0.3)), 0))
        // concatenating(b): self first, then b (CATransform3DConcat).
        let t = Transform3D.translation(10, 0).concatenating(.scale(2, 2))
        #expect(t.project(Point(1, 0)) == Point(22, 0))
        // CATransform3DRotate(t, …) rotates first.
        let r = Transform3D.translation(10, 0).rotated(.pi / 2, about: .z)
        let p = r.project(Point(1, 0))!
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 1) < 1e-12)
        #expect(Transform3D(Transform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)).affine == Transform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    @Test func quarterTurnAboutYIsEdgeOn() throws {
        let rect = Rect(x: 20, y: 40, width: 200, height: 100)
        for m34 in [0.0, -1.0 / 500] {
            let m = Transform3D.perspective(m34: m34).rotated(.pi / 2, about: .y)
            let quad = try #require(m.projectedQuad(of: rect))
            for p in quad { #expect(abs(p.x - rect.midX) < 1e-12, "\(quad)") }
            let exact = try #require(Transform3D.rotation(degrees: 90, about: .y).concatenating(.perspective(m34: m34)).projectedQuad(of: rect))
            for p in exact { #expect(p.x == rect.midX) }
        }
        // About x: zero height.
        let q = try #require(Transform3D.rotation(degrees: 90, about: .x).concatenating(.perspective(distance: 500)).projectedQuad(of: rect))
        for p in q { #expect(p.y == rect.midY) }
    }

    @Test func perspectiveMakesTheNearEdgeLonger() throws {
        let rect = Rect(x: 0, y: 0, width: 200, height: 100)
        let flat = try #require(Transform3D.rotation(degrees: 40, about: .y).projectedQuad(of: rect))
        #expect(abs((flat[3].y - flat[0].y) - (flat[2].y - flat[1].y)) < 1e-12)  // no perspective: equal edges
        let m = Transform3D.rotation(degrees: 40, about: .y).concatenating(.perspective(distance: 500))
        let quad = try #require(m.projectedQuad(of: rect))
        let left = quad[3].y - quad[0].y, right = quad[2].y - quad[1].y
        // A positive turn about y brings the left edge towards the eye.
        #expect(left > right + 10, "left \(left) right \(right)")
        #expect(left > rect.height && right < rect.height)
        // Symmetric about the anchor's horizontal line.
        #expect(abs((quad[0].y + quad[3].y) / 2 - rect.midY) < 1e-12)
        // Past the eye: no quad.
        #expect(Transform3D.translation(0, 0, 600).concatenating(.perspective(distance: 500)).projectedQuad(of: rect) == nil)
    }

    @Test func homographyAgreesWithTheProjectedQuad() throws {
        let rect = Rect(x: 30, y: 20, width: 160, height: 90)
        let m = Transform3D.rotation(degrees: 35, about: .y).concatenating(.perspective(distance: 400))
        let quad = try #require(m.projectedQuad(of: rect, anchor: Point(0.3, 0.6)))
        let exact = m.homography(imageWidth: 64, imageHeight: 32, in: rect, anchor: Point(0.3, 0.6))
        let fitted = try #require(Homography(mapping: Rect(x: 0, y: 0, width: 64, height: 32), to: quad))
        for (c, q) in zip([Point(0, 0), Point(64, 0), Point(64, 32), Point(0, 32)], quad) {
            let p = try #require(exact.apply(c))
            #expect(abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9)
        }
        for p in [Point(10, 5), Point(32, 16), Point(60, 30)] {
            let a = try #require(exact.apply(p)), b = try #require(fitted.apply(p))
            #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
        }
    }

    // MARK: Rendering

    static func checkerboard(width: Int, height: Int, cell: Int) -> Pixmap {
        var p = Pixmap(width: width, height: height)!
        for y in 0..<height {
            for x in 0..<width {
                let dark = (x / cell + y / cell) % 2 == 0
                p[x, y] = dark ? PremultipliedColor(r: 28, g: 52, b: 150, a: 255) : PremultipliedColor(r: 245, g: 245, b: 240, a: 255)
                if x < 2 || y < 2 || x >= width - 2 || y >= height - 2 { p[x, y] = PremultipliedColor(r: 220, g: 60, b: 40, a: 255) }
            }
        }
        return p
    }

    /// A card turning about y with perspective, at four angles side by side, written to
    /// `.build/test-artifacts/motion/perspective.png`.
    @Test func perspectiveSheet() throws {
        let image = Self.checkerboard(width: 160, height: 100, cell: 10)
        let cell = Rect(x: 0, y: 0, width: 200, height: 160)
        var canvas = Canvas(width: 800, height: 160)!
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 800, height: 160)), color: Color(red: 0.93, green: 0.93, blue: 0.95))
        for (i, degrees) in [0.0, 30, 60, 85].enumerated() {
            let frame = Rect(x: cell.width * Double(i) + 20, y: 30, width: 160, height: 100)
            let m = Transform3D.rotation(degrees: degrees, about: .y).concatenating(.perspective(distance: 300))
            canvas.drawImage(image, projective: m.homography(imageWidth: 160, imageHeight: 100, in: frame))
        }
        // No holes: the middle of each card is opaque card colour.
        for i in 0..<3 {
            let c = canvas.pixmap[Int(cell.width * Double(i)) + 100, 80]
            #expect(c.a == 255)
        }
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        try PNGFile.write(canvas.pixmap, to: Self.artifacts.appendingPathComponent("perspective.png").path)
    }
}

private extension Transform {
    func withTranslation(_ x: Double, _ y: Double) -> Transform {
        Transform(a: a, b: b, c: c, d: d, tx: x, ty: y)
    }
}
