/// A timing curve `cubic-bezier(x1, y1, x2, y2)` from (0, 0) to (1, 1), as
/// `CAMediaTimingFunction(controlPoints:)` defines it: for a time fraction x, find the
/// parameter s with `X(s) = x` (Newton's method, then bisection), and return `Y(s)`.
package struct CubicBezierCurve: Sendable, Hashable {
    package let x1: Double, y1: Double, x2: Double, y2: Double

    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// UIKit's `.curveEaseOut` / `kCAMediaTimingFunctionEaseOut`.
    package static let easeOut = CubicBezierCurve(0, 0, 0.58, 1)
    /// UIKit's `.curveEaseIn`.
    package static let easeIn = CubicBezierCurve(0.42, 0, 1, 1)
    /// UIKit's `.curveEaseInOut`.
    package static let easeInOut = CubicBezierCurve(0.42, 0, 0.58, 1)
    /// Linear pacing.
    package static let linear = CubicBezierCurve(0, 0, 1, 1)

    @inline(__always) private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    @inline(__always) private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve's progress at time fraction `x` (clamped to 0...1), solved to 1e-9 in x.
    package func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var s = x
        for _ in 0..<8 {
            let err = Self.bezier(s, x1, x2) - x
            if abs(err) < 1e-9 { return Self.bezier(s, y1, y2) }
            let d = Self.derivative(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            let v = Self.bezier(s, x1, x2)
            if abs(v - x) < 1e-9 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return Self.bezier(s, y1, y2)
    }
}
