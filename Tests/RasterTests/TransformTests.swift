import Foundation
import Testing
@testable import Raster

@Suite struct TransformTests {
    static func near(_ a: Point, _ b: Point, _ tol: Double = 1e-12) -> Bool { (a - b).length <= tol }
    static func near(_ a: Transform, _ b: Transform, _ tol: Double = 1e-12) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tol }
    }

    static let samples: [Transform] = [
        .identity, .translation(3, -4), .scale(2, 0.5),
        .rotation(cos: cos(0.3), sin: sin(0.3)),
        Transform(a: 1.5, b: 0.2, c: -0.7, d: 0.9, tx: 12, ty: -3),
        Transform(a: 0, b: 2, c: -3, d: 0, tx: 1, ty: 1),
    ]
    static let points = [Point(0, 0), Point(1, 0), Point(0, 1), Point(-2.5, 7.25), Point(100, -3)]

    @Test func applyFollowsTheCoreGraphicsConvention() {
        // x' = a·x + c·y + tx, y' = b·x + d·y + ty.
        let t = Transform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
        #expect(t.apply(Point(1, 10)) == Point(2 + 50 + 11, 3 + 70 + 13))
        // A positive rotation turns +x towards +y (clockwise on a y-down screen).
        #expect(Self.near(Transform.rotation(cos: 0, sin: 1).apply(Point(1, 0)), Point(0, 1)))
    }

    @Test func concatenatingAppliesTheArgumentFirst() {
        for s in Self.samples {
            for f in Self.samples {
                let composed = s.concatenating(after: f)
                for p in Self.points {
                    #expect(Self.near(composed.apply(p), s.apply(f.apply(p)), 1e-9))
                }
                #expect(s.preConcatenating(f) == composed)
            }
        }
        // Order matters: scale after translate moves the translation, not before.
        let st = Transform.scale(2, 2).concatenating(after: .translation(1, 0))
        let ts = Transform.translation(1, 0).concatenating(after: .scale(2, 2))
        #expect(st.apply(.zero) == Point(2, 0) && ts.apply(.zero) == Point(1, 0))
    }

    @Test func inverseUndoesTheTransform() throws {
        for t in Self.samples {
            let inv = try #require(t.inverted)
            #expect(Self.near(inv.concatenating(after: t), .identity, 1e-12))
            #expect(Self.near(t.concatenating(after: inv), .identity, 1e-12))
            for p in Self.points { #expect(Self.near(inv.apply(t.apply(p)), p, 1e-12)) }
        }
        // The determinant of the example: 1.5·0.9 − 0.2·(−0.7) = 1.49.
        #expect(abs(Self.samples[4].determinant - 1.49) < 1e-15)
    }

    @Test func singularTransformsHaveNoInverse() {
        #expect(Transform.scale(0, 1).inverted == nil)
        #expect(Transform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted == nil)  // rows dependent
        #expect(Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted == nil)
        #expect(Transform(a: 1e200, b: 0, c: 0, d: 1e200, tx: 0, ty: 0).inverted == nil)  // det overflows
    }

    @Test func maxScaleIsTheLargerSingularValue() {
        // Rotation: 1. Scale (2, −5): 5. Uniform scale × rotation: 3.
        #expect(abs(Transform.rotation(cos: cos(1.1), sin: sin(1.1)).maxScale - 1) < 1e-12)
        #expect(abs(Transform.scale(2, -5).maxScale - 5) < 1e-12)
        let rs = Transform.scale(3, 3).concatenating(after: .rotation(cos: cos(0.7), sin: sin(0.7)))
        #expect(abs(rs.maxScale - 3) < 1e-12)
        // Shear [[1, k], [0, 1]]: singular values √((2 + k² ± k√(k² + 4))/2); for k = 1 the larger
        // is the golden ratio (1 + √5)/2.
        let shear = Transform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)
        #expect(abs(shear.maxScale - (1 + 5.0.squareRoot()) / 2) < 1e-12)
        // And it bounds the stretch of any unit vector, reaching it in some direction.
        for t in Self.samples {
            var longest = 0.0
            for i in 0..<3600 {
                let a = Double(i) * Double.pi / 1800
                let v = Point(cos(a), sin(a))
                let image = Point(t.a * v.x + t.c * v.y, t.b * v.x + t.d * v.y)
                longest = max(longest, image.length)
            }
            #expect(longest <= t.maxScale + 1e-12 && longest > t.maxScale * (1 - 1e-6))
        }
    }

    @Test func pathsMapThroughTransformsPointByPoint() {
        var p = Path()
        p.move(to: Point(1, 2))
        p.quad(to: Point(5, 6), control: Point(3, 4))
        p.cubic(to: Point(11, 12), control1: Point(7, 8), control2: Point(9, 10))
        p.close()
        let t = Transform(a: 2, b: 0, c: 0, d: 3, tx: 1, ty: -1)
        #expect(
            p.applying(t).elements == [
                .move(Point(3, 5)), .quad(Point(7, 11), Point(11, 17)), .cubic(Point(15, 23), Point(19, 29), Point(23, 35)), .close,
            ])
        #expect(p.applying(.identity) == p)
    }
}
