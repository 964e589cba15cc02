import Foundation
import Testing
@testable import Raster

/// Gaussian blur: the box-filter parameters, mass conservation, closeness to the exact Gaussian
/// (computed here with Foundation's `exp`, which the module itself avoids for determinism).
@Suite struct GaussianBlurTests {
    /// The sampled Gaussian of standard deviation σ on −radius…radius, normalised to sum 1.
    static func gaussian(sigma: Double, radius: Int) -> [Double] {
        let w = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let s = w.reduce(0, +)
        return w.map { $0 / s }
    }

    /// A square plane with a unit impulse in its centre, blurred.
    static func impulseResponse(sigma: Double, half: Int, edge: GaussianBlur.Edge = .transparent) -> [[Double]] {
        let n = 2 * half + 1
        var plane = [Double](repeating: 0, count: n * n)
        plane[half * n + half] = 1
        GaussianBlur.blur(plane: &plane, width: n, height: n, sigma: sigma, edge: edge)
        return (0..<n).map { y in Array(plane[(y * n)..<(y * n + n)]) }
    }

    static let boxSigmas: [Double] = [2, 2.5, 3, 3.7, 5, 6, 8.25, 12, 20, 33.3, 50, 100]

    @Test func boxPassesAddUpToExactlyTheVariance() {
        // One pass is the kernel [α, 1, …, 1, α] / (2r + 1 + 2α) with 2r + 1 ones; its variance,
        // summed directly, is (Σ_{|i|≤r} i² + 2α(r + 1)²) / (2r + 1 + 2α). Four passes: σ².
        let sigmas = Self.boxSigmas + Array(stride(from: 2.0, to: 40, by: 0.37))
        for sigma in sigmas {
            let (r, alpha) = GaussianBlur.boxParameters(sigma: sigma)
            var squares = 0.0
            for i in -r...r { squares += Double(i * i) }
            let variance = (squares + 2 * alpha * Double((r + 1) * (r + 1))) / (Double(2 * r + 1) + 2 * alpha)
            #expect(abs(4 * variance - sigma * sigma) <= 1e-12 * sigma * sigma, "σ \(sigma): r \(r), α \(alpha)")
            // r is the widest plain box not over the variance of one pass (so 0 ≤ α < 1).
            let v = sigma * sigma / 4
            #expect(Double(r * (r + 1)) / 3 <= v && Double((r + 1) * (r + 2)) / 3 > v, "σ \(sigma)")
            #expect(alpha >= 0 && alpha < 1, "σ \(sigma): α \(alpha)")
        }
    }

    @Test func reachIsExactlyTheKernelSupport() {
        // Small σ: ⌈4σ⌉ taps each side. Box: each of the four passes spreads r + 1 (the α tap).
        #expect(GaussianBlur.reach(sigma: 0) == 0 && GaussianBlur.reach(sigma: -1) == 0)
        #expect(GaussianBlur.reach(sigma: 1.2) == 5 && GaussianBlur.kernel(sigma: 1.2).count == 11)
        for sigma in [0.3, 1, 1.99, 2, 3.7, 5, 12] {
            let reach = GaussianBlur.reach(sigma: sigma)
            let half = reach + 3
            let response = Self.impulseResponse(sigma: sigma, half: half)
            let row = response[half]
            // Non-zero out to the reach on both sides, zero beyond it (the box passes' running
            // sums leave residues of ~1e−18 there, far below any visible level).
            #expect(row[half - reach] > 1e-12 && row[half + reach] > 1e-12, "σ \(sigma): reach \(reach)")
            #expect(abs(row[half - reach - 1]) < 1e-15 && abs(row[half + reach + 1]) < 1e-15, "σ \(sigma): reach \(reach)")
            #expect(abs(response[half - reach - 1][half]) < 1e-15 && response[half - reach][half] > 1e-12)
        }
    }

    @Test func impulseMassIsConserved() {
        // With the plane wider than the reach nothing leaves it, so the weights sum to 1, for
        // the sampled kernel (σ < 2) and the box passes alike.
        for sigma in [0.4, 1, 1.9, 2, 3.3, 5, 12, 25] {
            let response = Self.impulseResponse(sigma: sigma, half: GaussianBlur.reach(sigma: sigma) + 2)
            let mass = response.reduce(0) { $0 + $1.reduce(0, +) }
            #expect(abs(mass - 1) < 1e-9, "σ \(sigma): mass \(mass)")
        }
    }

    @Test func smallSigmaIsTheSampledGaussian() {
        // The separable 2D response to an impulse is k(x)·k(y), k the normalised sampled Gaussian.
        let sigma = 1.5, radius = 6  // ⌈4 · 1.5⌉
        let k = Self.gaussian(sigma: sigma, radius: radius)
        let response = Self.impulseResponse(sigma: sigma, half: radius + 2)
        var worst = 0.0
        for y in -radius...radius {
            for x in -radius...radius {
                worst = max(worst, abs(response[y + radius + 2][x + radius + 2] - k[y + radius] * k[x + radius]))
            }
        }
        #expect(worst < 1e-14)
    }

    @Test func boxPassesBlurAnEdgeWithinOnePercentOfTheExactGaussian() {
        // A step (what a shadow's outline is) blurred along a line: at x the exact result is
        // Σ_{j < edge} g(x − j). Four box passes are a sum of four uniform variables, whose
        // excess kurtosis −1.2/4 = −0.3 bends the CDF by at most (0.3/24)·max|φ·He₃| = 0.7 %
        // (Edgeworth series), so within 1 % of the plateau.
        for sigma in [2.0, 5, 12, 30] {
            let reach = GaussianBlur.reach(sigma: sigma)
            let n = 4 * reach + 1, edge = 2 * reach
            var line = (0..<n).map { $0 < edge ? 1.0 : 0 }
            GaussianBlur.blur(plane: &line, width: n, height: 1, sigma: sigma, edge: .clamp)
            let g = Self.gaussian(sigma: sigma, radius: reach)
            var worst = 0.0
            for x in reach..<(n - reach) {
                var v = 0.0
                for j in (x - reach)...(x + reach) where j < edge { v += g[x - j + reach] }
                worst = max(worst, abs(line[x] - v))
            }
            #expect(worst <= 0.01, "σ \(sigma): worst \(worst)")
        }
    }

    @Test func boxPassesApproximateTheImpulseResponse() {
        // For a single bright pixel the kurtosis shows most at the peak: the density there is
        // φ(0)·(1 + κ₄/8) = 3.75 % low in 1D (Edgeworth, κ₄ = −0.3), so about 7.5 % in 2D. The
        // box passes must stay within 4 % (1D) and 8 % (2D) of the exact peak everywhere.
        for sigma in [2.0, 5, 12] {
            let half = GaussianBlur.reach(sigma: sigma) + 2
            let n = 2 * half + 1
            var line = [Double](repeating: 0, count: n)
            line[half] = 1
            GaussianBlur.blur(plane: &line, width: n, height: 1, sigma: sigma, edge: .clamp)
            let g = Self.gaussian(sigma: sigma, radius: half)
            let worst1D = zip(line, g).map { abs($0 - $1) }.max()!
            #expect(worst1D <= 0.04 * g[half], "σ \(sigma): 1D worst \(worst1D / g[half]) of the peak")
            let response = Self.impulseResponse(sigma: sigma, half: half)
            var worst2D = 0.0
            for y in 0..<n { for x in 0..<n { worst2D = max(worst2D, abs(response[y][x] - g[y] * g[x])) } }
            #expect(worst2D <= 0.08 * g[half] * g[half], "σ \(sigma): 2D worst \(worst2D / (g[half] * g[half])) of the peak")
        }
    }

    @Test func edgesAreTransparentOrClamped() {
        // A constant plane: with clamped edges it stays constant; with transparent edges its
        // corner keeps only the quarter of the kernel inside, (Σ_{i ≥ 0} k(i))².
        let n = 12, sigma = 1.0
        var clamped = [Double](repeating: 7, count: n * n)
        GaussianBlur.blur(plane: &clamped, width: n, height: n, sigma: sigma, edge: .clamp)
        #expect(clamped.allSatisfy { abs($0 - 7) < 1e-12 })
        var open = [Double](repeating: 1, count: n * n)
        GaussianBlur.blur(plane: &open, width: n, height: n, sigma: sigma, edge: .transparent)
        let k = Self.gaussian(sigma: sigma, radius: 4)
        let inside = k[4...].reduce(0, +)
        #expect(abs(open[0] - inside * inside) < 1e-12)
        #expect(abs(open[6 * n + 6] - 1) < 1e-12)  // the middle is further than the reach from every edge
    }

    @Test func pixmapBlurKeepsConstantsAndPremultipliedOrder() {
        // A constant translucent pixmap is unchanged (edges clamp); any pixmap stays valid
        // premultiplied (colour ≤ alpha).
        var flat = Pixmap(width: 9, height: 7)!
        flat.fill(PremultipliedColor(r: 10, g: 60, b: 90, a: 120))
        let before = flat
        GaussianBlur.blur(&flat, sigma: 3)
        #expect(flat == before)
        var noisy = Pixmap(width: 16, height: 16)!
        var seed: UInt32 = 12345
        for y in 0..<16 {
            for x in 0..<16 {
                seed = seed &* 1_103_515_245 &+ 12345
                let a = UInt8(truncatingIfNeeded: seed >> 16)
                noisy[x, y] = PremultipliedColor(r: a, g: a / 2, b: (x + y) % 2 == 0 ? a : 0, a: a)
            }
        }
        for sigma in [0.8, 4] {
            var p = noisy
            GaussianBlur.blur(&p, sigma: sigma)
            var violations = 0
            for i in 0..<256 {
                let a = p.bytes[4 * i + 3]
                if p.bytes[4 * i] > a || p.bytes[4 * i + 1] > a || p.bytes[4 * i + 2] > a { violations += 1 }
            }
            #expect(violations == 0, "σ \(sigma)")
        }
        var unchanged = noisy
        GaussianBlur.blur(&unchanged, sigma: 0)
        #expect(unchanged == noisy)
    }

    @Test func expMatchesFoundationExp() {
        // Over the whole range where e^x is a normal number (x ≥ −708), to 1e−14 relative.
        var worst = 0.0, worstX = 0.0
        var x = 0.0
        while x > -708 {
            let e = exp(x)
            let err = abs(DeterministicMath.exp(x) - e) / e
            if err > worst { worst = err; worstX = x }
            x -= 0.0173
        }
        #expect(worst <= 1e-14, "worst relative error \(worst) at x = \(worstX)")
        // The kernel's own arguments −i²/(2σ²) for small σ.
        for sigma in [0.3, 0.7, 1, 1.5, 1.99] {
            for i in 0...Int((4 * sigma).rounded(.up)) {
                let arg = -Double(i * i) / (2 * sigma * sigma)
                guard arg < 0 else { continue }
                #expect(abs(DeterministicMath.exp(arg) - exp(arg)) <= 1e-14 * exp(arg), "σ \(sigma), i \(i)")
            }
        }
        #expect(DeterministicMath.exp(0) == 1)
        #expect(DeterministicMath.exp(-800) == 0 && DeterministicMath.exp(-.infinity) == 0)
        #expect(abs(DeterministicMath.exp(1) - 2.718281828459045) < 1e-15 && DeterministicMath.exp(.nan).isNaN)
    }
}

/// A plane is blurred four lines at a time (`FourLineBlur`): every value must be the one
/// blurring line by line gives, for the kernel and the box passes, both edges, and sizes that are
/// not multiples of four.
@Suite struct FourLineBlurTests {
    @Test(arguments: [0.7, 1.9, 2.0, 3.3, 11.0])
    func everyValueIsTheLineByLineBlurs(sigma: Double) {
        for (width, height) in [(37, 23), (8, 4), (1, 6), (5, 1)] {
            var state: UInt32 = 12345
            let plane = (0..<(width * height)).map { _ -> Double in
                state = state &* 1_664_525 &+ 1_013_904_223
                return Double(state >> 24)
            }
            for edge in [GaussianBlur.Edge.transparent, .clamp] {
                var lines = plane, four = plane
                GaussianBlur.blurLineByLine(plane: &lines, width: width, height: height, sigma: sigma, edge: edge)
                GaussianBlur.blur(plane: &four, width: width, height: height, sigma: sigma, edge: edge)
                let differing = zip(lines, four).filter { $0.bitPattern != $1.bitPattern }.count
                #expect(differing == 0, "σ \(sigma), \(width)×\(height), \(edge): \(differing) values differ")
            }
        }
    }
}
