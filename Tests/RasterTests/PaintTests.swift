import Foundation
import Testing
@testable import Raster

/// Gradients and images, sampled at device pixel centres (i + 0.5, j + 0.5).
@Suite struct PaintTests {
    static func render(
        _ paint: Paint, width: Int, height: Int, transform: Transform = .identity,
        rect: Rect? = nil
    ) -> Pixmap {
        var c = Canvas(width: width, height: height)!
        c.setTransform(transform)
        c.fill(Path(rect: rect ?? Rect(x: 0, y: 0, width: Double(width), height: Double(height))), paint: paint)
        return c.pixmap
    }

    static func channels(_ p: PremultipliedColor) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }

    static func premultiplied(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> [Int] {
        [r * a, g * a, b * a, a].map { Int(($0 * 255).rounded()) }
    }

    static func close(_ a: [Int], _ b: [Int], within tol: Int) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tol }
    }

    static let red = Color(red: 1, green: 0, blue: 0)
    static let clearBlue = Color(red: 0, green: 0, blue: 1, alpha: 0)

    @Test func linearGradientInterpolatesStraightAlphaThenPremultiplies() {
        // Opaque red → transparent blue over x 0…100. At t the straight colour is
        // (1 − t, 0, t, 1 − t); premultiplied ((1 − t)², 0, t(1 − t), 1 − t)·255.
        // (Premultiplied interpolation would give (1 − t, 0, 0, 1 − t): 128 red at t = ½, not 64.)
        let g = LinearGradient(start: Point(0, 0), end: Point(100, 0), stops: [GradientStop(0, Self.red), GradientStop(1, Self.clearBlue)])
        let pm = Self.render(.linearGradient(g), width: 100, height: 2)
        for x in 0..<100 {
            let t = (Double(x) + 0.5) / 100
            let expected = Self.premultiplied(1 - t, 0, t, 1 - t)
            // ±1: the 1024-entry ramp moves t by at most 1/2046.
            #expect(Self.close(Self.channels(pm[x, 0]), expected, within: 1), "x \(x): \(pm[x, 0]) vs \(expected)")
            #expect(pm[x, 1] == pm[x, 0])  // constant across the gradient line
        }
        // Around t = ½ (pixels 49 and 50, t = 0.495 and 0.505): red ≈ 64, alpha ≈ 128.
        #expect((62...66).contains((Int(pm[49, 0].r) + Int(pm[50, 0].r)) / 2))
        #expect((127...128).contains((Int(pm[49, 0].a) + Int(pm[50, 0].a)) / 2))
    }

    @Test func linearGradientPadsBeyondItsEnds() {
        // From x = 20 to 80: left of 20 is exactly the first stop, right of 80 exactly the last.
        let g = LinearGradient(start: Point(20, 0), end: Point(80, 0), stops: [GradientStop(0, Self.red), GradientStop(1, .white)])
        let pm = Self.render(.linearGradient(g), width: 100, height: 1)
        for x in 0..<20 { #expect(Self.channels(pm[x, 0]) == [255, 0, 0, 255], "x \(x)") }
        for x in 80..<100 { #expect(Self.channels(pm[x, 0]) == [255, 255, 255, 255], "x \(x)") }
        // Midway (x = 50 → t = 0.5083): green 255·t ≈ 129.6.
        #expect((129...131).contains(pm[50, 0].g))
    }

    @Test func linearGradientFollowsItsDirectionAndTheTransform() {
        // A vertical gradient black → white from y = 0 to 50 drawn under scale (1, 2) spans device
        // y 0…100: row j has grey 255·(j + 0.5)/100.
        let g = LinearGradient(start: Point(0, 0), end: Point(0, 50), stops: [GradientStop(0, .black), GradientStop(1, .white)])
        let pm = Self.render(.linearGradient(g), width: 3, height: 100, transform: .scale(1, 2), rect: Rect(x: 0, y: 0, width: 3, height: 50))
        for y in 0..<100 {
            let v = 255 * (Double(y) + 0.5) / 100
            #expect(abs(Double(pm[1, y].g) - v) <= 1, "y \(y)")
            #expect(pm[0, y] == pm[2, y])
        }
        // A diagonal gradient (0,0) → (10,10): t = (x + y)/20, so pixels on an anti-diagonal match.
        let d = LinearGradient(start: Point(0, 0), end: Point(10, 10), stops: [GradientStop(0, .black), GradientStop(1, .white)])
        let dp = Self.render(.linearGradient(d), width: 10, height: 10)
        #expect(dp[2, 7] == dp[7, 2] && dp[0, 9] == dp[9, 0] && dp[4, 5] == dp[5, 4])
        #expect(abs(Int(dp[4, 5].g) - 128) <= 1)  // t = (4.5 + 5.5)/20 = 0.5
    }

    @Test func stopsAreSortedAndAMiddleStopIsHit() {
        // Stops given out of order: red at 0, green at 0.5, blue at 1. At x = 25 of 100
        // (t = 0.255) the colour is ~halfway red → green.
        let g = LinearGradient(
            start: .zero, end: Point(100, 0),
            stops: [
                GradientStop(1, Color(red: 0, green: 0, blue: 1)), GradientStop(0, Self.red), GradientStop(0.5, Color(red: 0, green: 1, blue: 0)),
            ])
        let pm = Self.render(.linearGradient(g), width: 100, height: 1)
        let t = 0.255 / 0.5
        #expect(Self.close(Self.channels(pm[25, 0]), Self.premultiplied(1 - t, t, 0, 1), within: 1))
        // x = 50: t = 0.505, 1 % of the way from green to blue.
        #expect(Self.close(Self.channels(pm[50, 0]), Self.premultiplied(0, 0.99, 0.01, 1), within: 1))
        #expect(Self.close(Self.channels(pm[99, 0]), [0, 3, 252, 255], within: 1))  // t = 0.995 → 0.99 of the way
    }

    @Test func degenerateLinearGradientIsTheLastColour() {
        let g = LinearGradient(start: Point(5, 5), end: Point(5, 5), stops: [GradientStop(0, Self.red), GradientStop(1, .white)])
        let pm = Self.render(.linearGradient(g), width: 4, height: 4)
        #expect(pm.bytes == [UInt8](repeating: 255, count: 64))
    }

    @Test func radialGradientGoesFromCentreToRadiusThenPads() {
        // Black at the centre to white at radius 40: grey = 255·min(d/40, 1) at each pixel centre.
        let c = Point(50.5, 50.5)
        let g = RadialGradient(center: c, radius: 40, stops: [GradientStop(0, .black), GradientStop(1, .white)])
        let pm = Self.render(.radialGradient(g), width: 101, height: 101)
        #expect(Self.channels(pm[50, 50]) == [0, 0, 0, 255])  // d = 0 exactly
        for (x, y) in [(70, 50), (50, 20), (80, 80), (62, 39), (100, 100), (0, 0), (50, 90)] {
            let d = (Point(Double(x) + 0.5, Double(y) + 0.5) - c).length
            let v = 255 * min(d / 40, 1)
            #expect(abs(Double(pm[x, y].r) - v) <= 1, "pixel \(x), \(y): \(pm[x, y].r) vs \(v)")
        }
        #expect(Self.channels(pm[0, 0]) == [255, 255, 255, 255])
    }

    /// A 2×2 opaque grey image: top-left 0, top-right 200, bottom-left 100, bottom-right 40.
    static let image: Pixmap = {
        var p = Pixmap(width: 2, height: 2)!
        for (x, y, v) in [(0, 0, 0), (1, 0, 200), (0, 1, 100), (1, 1, 40)] as [(Int, Int, UInt8)] {
            p[x, y] = PremultipliedColor(r: v, g: v, b: v, a: 255)
        }
        return p
    }()

    @Test func nearestUpscaleRepeatsEachPixelInABlock() {
        // Drawn into 4×4: device centre i + 0.5 maps to image (i + 0.5)/2, whose floor is i / 2.
        var c = Canvas(width: 4, height: 4)!
        c.drawImage(Self.image, in: Rect(x: 0, y: 0, width: 4, height: 4), filter: .nearest)
        let values: [[UInt8]] = [[0, 200], [100, 40]]
        for y in 0..<4 { for x in 0..<4 { #expect(c.pixmap[x, y].r == values[y / 2][x / 2] && c.pixmap[x, y].a == 255) } }
    }

    @Test func bilinearUpscaleInterpolatesBetweenPixelCentres() {
        // Device centre i + 0.5 → image (i + 0.5)/2 = 0.25, 0.75, 1.25, 1.75; image pixel
        // centres are at 0.5 and 1.5, so the weight of the second column is 0 (clamped), 0.25,
        // 0.75, 1 (clamped). Value = lerp(lerp(TL, TR, fx), lerp(BL, BR, fx), fy), rounded.
        var c = Canvas(width: 4, height: 4)!
        c.drawImage(Self.image, in: Rect(x: 0, y: 0, width: 4, height: 4), filter: .bilinear)
        let f = [0, 0.25, 0.75, 1]
        for y in 0..<4 {
            for x in 0..<4 {
                let top = 0 + (200 - 0) * f[x], bottom = 100 + (40 - 100) * f[x]
                let v = Int((top + (bottom - top) * f[y] + 0.5).rounded(.down))
                #expect(Int(c.pixmap[x, y].r) == v, "pixel \(x), \(y)")
            }
        }
        // The hand-worked pixel (1, 1): top 50, bottom 85, 50 + 35·0.25 = 58.75 → 59.
        #expect(c.pixmap[1, 1].r == 59)
    }

    @Test func imageOpacityScalesEveryChannel() {
        // Opacity 0.5 is 128/255 in 8 bits: each premultiplied channel becomes round(v·128/255).
        var c = Canvas(width: 4, height: 4)!
        c.drawImage(Self.image, in: Rect(x: 0, y: 0, width: 4, height: 4), filter: .nearest, opacity: 0.5)
        let values: [[Int]] = [[0, 200], [100, 40]]
        for y in 0..<4 {
            for x in 0..<4 {
                let v = values[y / 2][x / 2]
                let expected = [v, v, v, 255].map { Int((Double($0 * 128) / 255).rounded()) }
                #expect(Self.channels(c.pixmap[x, y]) == expected, "pixel \(x), \(y)")
            }
        }
    }

    @Test func imageIsPlacedInItsRectAndClampedAtItsEdges() {
        // Into (1, 1, 4, 4) of a 6×6 canvas: the blocks move by one pixel; nothing outside.
        var c = Canvas(width: 6, height: 6)!
        c.drawImage(Self.image, in: Rect(x: 1, y: 1, width: 4, height: 4), filter: .nearest)
        let values: [[UInt8]] = [[0, 200], [100, 40]]
        for y in 0..<6 {
            for x in 0..<6 {
                let inside = (1..<5).contains(x) && (1..<5).contains(y)
                #expect(c.pixmap[x, y].a == (inside ? 255 : 0))
                if inside { #expect(c.pixmap[x, y].r == values[(y - 1) / 2][(x - 1) / 2]) }
            }
        }
        // A paint rect smaller than the filled shape: outside it the edge pixels repeat.
        var d = Canvas(width: 6, height: 2)!
        d.fill(
            Path(rect: Rect(x: 0, y: 0, width: 6, height: 2)),
            paint: .image(ImagePaint(image: Self.image, rect: Rect(x: 2, y: 0, width: 2, height: 2), filter: .nearest)))
        #expect((0..<6).map { d.pixmap[$0, 0].r } == [0, 0, 0, 200, 200, 200])
    }

    @Test func withOpacityMultipliesEveryKindOfPaint() {
        #expect(Paint.solid(Self.red).withOpacity(0.25) == .solid(Color(red: 1, green: 0, blue: 0, alpha: 0.25)))
        let g = LinearGradient(
            start: .zero, end: Point(1, 0), stops: [GradientStop(0, Self.red), GradientStop(1, Color(red: 0, green: 0, blue: 0, alpha: 0.5))])
        guard case .linearGradient(let h) = Paint.linearGradient(g).withOpacity(0.5) else { Issue.record("kind changed"); return }
        #expect(h.stops.map(\.color.alpha) == [0.5, 0.25])
        guard
            case .image(let i) = Paint.image(ImagePaint(image: Self.image, rect: Rect(x: 0, y: 0, width: 1, height: 1), opacity: 0.8)).withOpacity(
                0.5)
        else {
            Issue.record("kind changed"); return
        }
        #expect(abs(i.opacity - 0.4) < 1e-15)
        // Drawn: red at alpha 0.25 → premultiplied (64, 0, 0, 64) (63.75 rounds up).
        let pm = Self.render(Paint.solid(Self.red).withOpacity(0.25), width: 1, height: 1)
        #expect(Self.channels(pm[0, 0]) == [64, 0, 0, 64])
    }
}

/// Ink found only where a canvas drew (`inkBounds(within:)`) is the ink of the whole pixmap when
/// the rest is empty, and nothing outside the region is looked at.
@Suite struct InkBoundsTests {
    @Test func withinTheDrawnRegionIsTheWholePixmapsInk() throws {
        var canvas = try #require(Canvas(width: 60, height: 40))
        canvas.fill(Path(rect: Rect(x: 12.5, y: 7.25, width: 20, height: 9)), color: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        let drawn = try #require(canvas.drawnRegion)
        #expect(canvas.pixmap.inkBounds(within: drawn) == canvas.pixmap.inkBounds)
        #expect(canvas.pixmap.inkBounds == PixelRect(x0: 12, y0: 7, x1: 33, y1: 17))
        // A region that leaves out part of the ink finds only what it holds; one off the pixmap, none.
        #expect(canvas.pixmap.inkBounds(within: PixelRect(x0: 20, y0: 0, x1: 100, y1: 10)) == PixelRect(x0: 20, y0: 7, x1: 33, y1: 10))
        #expect(canvas.pixmap.inkBounds(within: PixelRect(x0: 70, y0: 0, x1: 90, y1: 10)) == nil)
    }
}
