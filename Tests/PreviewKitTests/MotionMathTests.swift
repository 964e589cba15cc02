import Foundation
import Testing
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender

/// `MotionMath` against Foundation's libm over ranges (libm is within an ulp or so; ours must be
/// within a few ulps, under 1e-15 relative, or absolute for sin and cos).
@Suite struct MotionMathTests {
    /// Evenly spread samples of [lo, hi] plus a deterministic pseudo-random scatter.
    private func samples(_ lo: Double, _ hi: Double, count: Int = 20_000) -> [Double] {
        var xs = (0...count).map { lo + (hi - lo) * Double($0) / Double(count) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            xs.append(lo + (hi - lo) * Double(state >> 11) / Double(1 << 53))
        }
        return xs
    }

    private func maxRelativeError(_ xs: [Double], _ ours: (Double) -> Double, _ reference: (Double) -> Double) -> Double {
        xs.map { x -> Double in
            let r = reference(x)
            return r == 0 ? abs(ours(x)) : abs(ours(x) - r) / abs(r)
        }.max() ?? 0
    }

    @Test func expMatchesLibm() {
        // Results that are normal numbers: relative error under 1e-15.
        #expect(maxRelativeError(samples(-708, 709), MotionMath.exp, Foundation.exp) < 1e-15)
        #expect(maxRelativeError(samples(-1, 1), MotionMath.exp, Foundation.exp) < 1e-15)
        #expect(maxRelativeError(samples(-1e-10, 1e-10), MotionMath.exp, Foundation.exp) < 1e-15)
        #expect(MotionMath.exp(0) == 1)
        #expect(MotionMath.exp(710) == .infinity)
        #expect(MotionMath.exp(-746) == 0)
        #expect(MotionMath.exp(.nan).isNaN)
        // Subnormal results: within a unit of the last place, absolutely.
        for x in stride(from: -745.0, through: -709, by: 0.37) {
            #expect(abs(MotionMath.exp(x) - Foundation.exp(x)) <= Double.leastNonzeroMagnitude)
        }
        // Near the top of the range (2^1024 · significand < 1).
        #expect(abs(MotionMath.exp(709.78) - Foundation.exp(709.78)) / Foundation.exp(709.78) < 1e-15)
    }

    @Test func expMinusOneMatchesLibm() {
        #expect(maxRelativeError(samples(-2, 2), MotionMath.expMinusOne, Foundation.expm1) < 1e-15)
        #expect(maxRelativeError(samples(-1e-8, 1e-8), MotionMath.expMinusOne, Foundation.expm1) < 1e-15)
        #expect(maxRelativeError(samples(-50, 50), MotionMath.expMinusOne, Foundation.expm1) < 1e-15)
    }

    @Test func logMatchesLibm() {
        #expect(maxRelativeError(samples(1e-300, 1e-290), MotionMath.log, Foundation.log) < 1e-15)
        #expect(maxRelativeError(samples(0.5, 2), MotionMath.log, Foundation.log) < 1e-15)
        #expect(maxRelativeError(samples(2, 1e6), MotionMath.log, Foundation.log) < 1e-15)
        #expect(maxRelativeError(samples(1e300, 1.7e308), MotionMath.log, Foundation.log) < 1e-15)
        // Near 1, where the result is tiny, the error is absolute.
        for x in samples(1 - 1e-6, 1 + 1e-6, count: 2000) {
            #expect(abs(MotionMath.log(x) - Foundation.log(x)) < 1e-21)
        }
        #expect(MotionMath.log(1) == 0)
        #expect(MotionMath.log(0) == -.infinity)
        #expect(MotionMath.log(-1).isNaN)
        #expect(abs(MotionMath.log(4e-320) - Foundation.log(4e-320)) < 1e-12)  // subnormal input
    }

    @Test func sinAndCosMatchLibm() {
        for range in [(-10.0, 10.0), (-1000.0, 1000.0), (-1e5, 1e5), (-1e-3, 1e-3)] {
            let xs = samples(range.0, range.1)
            let sinError = xs.map { abs(MotionMath.sin($0) - Foundation.sin($0)) }.max() ?? 0
            let cosError = xs.map { abs(MotionMath.cos($0) - Foundation.cos($0)) }.max() ?? 0
            #expect(sinError < 1e-15, "sin on \(range): \(sinError)")
            #expect(cosError < 1e-15, "cos on \(range): \(cosError)")
        }
        // Tiny arguments keep their relative precision.
        #expect(maxRelativeError(samples(1e-12, 1e-6), MotionMath.sin, Foundation.sin) < 1e-15)
        #expect(MotionMath.sin(0) == 0 && MotionMath.cos(0) == 1)
        #expect(MotionMath.sin(.infinity).isNaN)
    }

    @Test func sqrtIsCorrectlyRounded() {
        for x in samples(0, 1e6) { #expect(MotionMath.sqrt(x) == Foundation.sqrt(x)) }
    }
}
