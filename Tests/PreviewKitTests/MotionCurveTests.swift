import Testing
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender

/// The timing-function cases of `TimingCurve` (and `CubicBezierCurve` under them).
@Suite struct MotionCurveTests {
    // Reference values: Y(s) where X(s) = x, with s found by 200 bisection steps in mpmath at
    // 40 digits (python3 -c with mpmath; X, Y the cubic Béziers with P0 = 0, P3 = 1). The
    // control points are the Double values written here, so 0.42 is 0.42's binary value.
    private static let references: [(TimingCurve, [(Double, Double)])] = [
        (
            .easeOut,
            [
                (0.1, 0.16057215423753349), (0.25, 0.37813813082510981), (0.5, 0.68464318742746071),
                (0.75, 0.90653534928117515), (0.9, 0.98297339034843707),
            ]
        ),
        (
            .easeIn,
            [
                (0.1, 0.017026609651562945), (0.25, 0.093464650718824863), (0.5, 0.31535681257253931),
                (0.75, 0.62186186917489021), (0.9, 0.83942784576246657),
            ]
        ),
        (
            .easeInOut,
            [
                (0.1, 0.019722453548311199), (0.25, 0.12916193104731982), (0.5, 0.50000000000000004),
                (0.75, 0.87083806895268021), (0.9, 0.98027754645168882),
            ]
        ),
        // CSS `ease`.
        (
            .cubicBezier(0.25, 0.1, 0.25, 1),
            [
                (0.1, 0.094796305716043257), (0.25, 0.40851059135539587),
                (0.5, 0.80240338758485699), (0.75, 0.96045897834897408),
                (0.9, 0.99431647748455637),
            ]
        ),
        // "easeInOutBack": leaves 0...1 on both sides.
        (
            .cubicBezier(0.68, -0.55, 0.265, 1.55),
            [
                (0.1, -0.066291477333528743), (0.25, -0.08280710882832259),
                (0.5, 0.60667989722377159), (0.75, 1.0891657748134211),
                (0.9, 1.06237319516637),
            ]
        ),
        // Nearly vertical in the middle (X'(½) = 0.3), where Newton's method struggles.
        (
            .cubicBezier(0.9, 0, 0.1, 1),
            [
                (0.3, 0.059813197868797332), (0.5, 0.4999999999999999),
                (0.51, 0.59166043397018789), (0.7, 0.94018680213120263),
            ]
        ),
    ]

    @Test func bezierCurvesMatchReferenceValues() {
        for (curve, table) in Self.references {
            for (x, expected) in table {
                let value = curve.value(at: x)
                #expect(abs(value - expected) < 1e-6, "\(curve) at \(x): \(value), expected \(expected)")
            }
        }
        // The well-known CSS numbers, to the 4 digits usually quoted.
        #expect(abs(TimingCurve.easeOut.value(at: 0.5) - 0.6846) < 1e-4)
        #expect(abs(TimingCurve.cubicBezier(0.25, 0.1, 0.25, 1).value(at: 0.5) - 0.8024) < 1e-4)
    }

    @Test func bezierSolverIsTighterThanRequired() {
        // The solver stops within 1e-9 of x; its error in y stays far below 1e-6.
        var worst = 0.0
        for (curve, table) in Self.references {
            for (x, expected) in table { worst = max(worst, abs(curve.value(at: x) - expected)) }
        }
        #expect(worst < 1e-8)
    }

    @Test func timingFunctionsRunOverOneSecond() {
        for curve: TimingCurve in [.linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(0.3, 0.2, 0.1, 0.9)] {
            #expect(curve.duration == 1)
            #expect(curve.value(at: -0.5) == 0 && curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1 && curve.value(at: 2) == 1)
        }
        for x in stride(from: 0.0, through: 1, by: 0.05) { #expect(TimingCurve.linear.value(at: x) == x) }
        #expect(TimingCurve.easeInOut.bezier == CubicBezierCurve(0.42, 0, 0.58, 1))
    }
}
