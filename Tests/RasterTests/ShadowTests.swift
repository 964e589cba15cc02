import Foundation
import Testing
@testable import Raster

/// Drop shadows: coverage offset, blurred, painted in the shadow colour.
@Suite struct ShadowTests {
    typealias T = TestSupport

    static func shadow(
        _ path: Path, sigma: Double, offset: Point = .zero, color: Color = .black,
        width: Int = 80, height: Int = 80, transform: Transform = .identity
    ) -> [[Int]] {
        var c = Canvas(width: width, height: height)!
        c.setTransform(transform)
        c.drawShadow(of: path, color: color, sigma: sigma, offset: offset)
        return T.alphaPlane(c.pixmap)
    }

    /// σ = shadowRadius, as measured on the libraries' pictures (see `Canvas.shadowSigma`).
    @Test func layerShadowRadiusIsSigma() {
        #expect(Canvas.shadowSigma(layerShadowRadius: 10) == 10)
        #expect(Canvas.shadowSigma(layerShadowRadius: -3) == 0)
    }

    @Test func shadowMassIsTheShapesArea() {
        // Blurring conserves mass; only the per-pixel rounding of faint tails (< 0.5 level,
        // dropped) loses a little. A 10 × 10 square: 100 px² · 255.
        for sigma in [1.0, 3, 6] {
            let total = Double(T.sum(Self.shadow(Path(rect: Rect(x: 35, y: 35, width: 10, height: 10)), sigma: sigma)))
            #expect(abs(total - 25500) < 0.01 * 25500, "σ \(sigma): \(total)")
        }
    }

    @Test func integerOffsetsMoveTheShadowExactly() {
        let path = Path(roundedRect: Rect(x: 20.3, y: 25.6, width: 22, height: 14), radius: 5)
        let base = Self.shadow(path, sigma: 4)
        let moved = Self.shadow(path, sigma: 4, offset: Point(5, -3))
        var differences = 0
        for y in 3..<77 { for x in 5..<80 where moved[y - 3][x] != base[y][x - 5] { differences += 1 } }
        #expect(differences == 0)
        #expect(T.sum(moved) == T.sum(base))
    }

    @Test func theShapeItselfIsNotDrawnAndTheColourIsUsed() {
        var c = Canvas(width: 40, height: 40)!
        c.drawShadow(of: Path(rect: Rect(x: 10, y: 10, width: 20, height: 20)), color: Color(red: 1, green: 0, blue: 0), sigma: 1, offset: .zero)
        // Deep inside a 20 px square blurred with σ = 1 everything is covered: pure opaque red.
        #expect(c.pixmap[20, 20] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        // Outside its reach (⌈4σ⌉ = 4 px from the square) nothing.
        #expect(c.pixmap[5, 20] == .transparent && c.pixmap[20, 35] == .transparent)
    }

    @Test func colourAlphaScalesTheShadow() {
        // Alpha 0.5 halves every level (one rounding of value·0.5, so within a level of half).
        let path = Path(circleCenter: Point(40, 40), radius: 15)
        let full = Self.shadow(path, sigma: 3)
        let half = Self.shadow(path, sigma: 3, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(T.maxAbsDifference(half, full.map { $0.map { Int((Double($0) / 2).rounded()) } }) <= 1)
        #expect(T.sum(Self.shadow(path, sigma: 3, color: .clear)) == 0)
    }

    @Test func straightEdgeProfileIsTheGaussianCDF() {
        // A half-plane x < 40 (tall enough to be infinite for σ = 5) blurs to a profile along x:
        // pixel i gets Σ_{j < 40} g(i − j), g the Gaussian. Within 1 % of 255 plus rounding.
        let sigma = 5.0
        let cov = Self.shadow(Path(rect: Rect(x: -200, y: -200, width: 240, height: 500)), sigma: sigma)
        let r = 40
        let g = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let s = g.reduce(0, +)
        for x in 20..<60 {
            var v = 0.0
            for j in (x - r)...(x + r) where j < 40 { v += g[x - j + r] / s }
            #expect(abs(Double(cov[40][x]) - 255 * v) <= 0.01 * 255 + 0.5, "x \(x): \(cov[40][x]) vs \(255 * v)")
        }
        // Symmetric about the edge: pixels 39 − k and 40 + k add up to 255 (±1 for rounding).
        for k in 0..<15 { #expect(abs(cov[40][39 - k] + cov[40][40 + k] - 255) <= 1, "k \(k)") }
    }

    @Test func shadowRespectsTheClipAndTheTransform() {
        // Under scale 2 a 5 × 5 square at (10, 10) is the device square [20, 30]²; the offset is
        // in device pixels. A clip to the left half keeps only x < 40.
        var c = Canvas(width: 80, height: 80)!
        c.clip(to: Path(rect: Rect(x: 0, y: 0, width: 40, height: 80)))
        c.scale(2, 2)
        c.drawShadow(of: Path(rect: Rect(x: 10, y: 10, width: 5, height: 5)), color: .black, sigma: 1.5, offset: Point(15, 0))
        let plane = T.alphaPlane(c.pixmap)
        let reference = Self.shadow(Path(rect: Rect(x: 35, y: 20, width: 10, height: 10)), sigma: 1.5)
        for y in 0..<80 {
            for x in 0..<80 { #expect(plane[y][x] == (x < 40 ? reference[y][x] : 0), "pixel \(x), \(y)") }
        }
    }
}
