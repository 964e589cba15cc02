@testable import Raster
import Testing

/// Images moved by fractions of a pixel (`drawImage(_:atDevicePoint:)`) against the general
/// perspective path for the same translation, and canvases reused from frame to frame.
@Suite struct TranslatedImageTests {
    /// The same drawing through the projective path: the map that only translates.
    private func projective(_ image: Pixmap, at origin: Point, on base: Pixmap, opacity: Double, clip: Rect?) -> Pixmap {
        var canvas = Canvas(pixmap: base)
        if let clip { canvas.clip(to: Path(rect: clip)) }
        canvas.drawImage(image, projective: Homography(Transform.translation(origin.x, origin.y)), opacity: opacity)
        return canvas.pixmap
    }

    private func translated(_ image: Pixmap, at origin: Point, on base: Pixmap, opacity: Double, clip: Rect?) -> Pixmap {
        var canvas = Canvas(pixmap: base)
        if let clip { canvas.clip(to: Path(rect: clip)) }
        canvas.drawImage(image, atDevicePoint: origin, opacity: opacity)
        return canvas.pixmap
    }

    /// Same edges (coverage), and every channel within one level (fixed-point against floating
    /// point weights), for moves along one axis and both, with opacity and a clip, for opaque
    /// and translucent images; most pixels are exactly equal.
    @Test(arguments: [Point(10.25, 7), Point(3, 5.6), Point(4.3, 2.71), Point(-2.5, 9.125), Point(20.999, -3.2)])
    func matchesTheProjectivePathWithinOneLevel(origin: Point) {
        var base = Pixmap(width: 48, height: 40)!
        base.fill(PremultipliedColor(r: 30, g: 60, b: 90, a: 255))
        for image in [
            ProjectiveImageTests.checkerboard(width: 23, height: 19, cell: 3),
            ProjectiveImageTests.gradientImage(width: 30, height: 25),
        ] {
            for (opacity, clip) in [(1.0, nil), (0.6, Rect(x: 5.5, y: 4, width: 20, height: 30))] as [(Double, Rect?)] {
                let a = projective(image, at: origin, on: base, opacity: opacity, clip: clip)
                let b = translated(image, at: origin, on: base, opacity: opacity, clip: clip)
                #expect(ProjectiveImageTests.maxChannelDifference(a, b) <= 1, "\(origin) \(opacity)")
                let equal = zip(a.bytes, b.bytes).filter { $0 == $1 }.count
                #expect(Double(equal) / Double(a.bytes.count) > 0.97, "\(origin): \(equal) of \(a.bytes.count) equal")
                // What was drawn on at all is the same: the edges come from the same coverage.
                let drawnA = zip(a.bytes, base.bytes).map { $0 != $1 }, drawnB = zip(b.bytes, base.bytes).map { $0 != $1 }
                #expect(zip(drawnA, drawnB).filter { $0 != $1 }.count <= a.bytes.count / 200)
            }
        }
    }

    /// A whole-pixel origin copies the pixels unchanged.
    @Test func wholePixelOriginCopies() {
        let image = ProjectiveImageTests.gradientImage(width: 9, height: 7)
        var canvas = Canvas(width: 20, height: 20)!
        canvas.drawImage(image, atDevicePoint: Point(4, 6))
        for y in 0..<7 { for x in 0..<9 { #expect(canvas.pixmap[x + 4, y + 6] == image[x, y]) } }
    }

    /// The fixed-point mix rounds like the floating-point one: exact at the ends, half up between.
    @Test func fixedPointLerpRoundsHalfUp() {
        let a: UInt32 = 0xFF00_0000, b: UInt32 = 0xFF01_0203
        #expect(TranslatedImageSampler.lerp(a, b, 0) == a)
        #expect(TranslatedImageSampler.lerp(a, b, 32768) == 0xFF01_0102)  // 0.5 → 1, 1 → 1, 1.5 → 2
        #expect(TranslatedImageSampler.lerp4(a, b, a, b, 32768, 0) == TranslatedImageSampler.lerp(a, b, 32768))
    }

    // MARK: Reused canvases

    /// A canvas reset to its base where the last frame drew holds exactly what a fresh canvas over
    /// the base holds, and says where it drew.
    @Test func resetCanvasEqualsAFreshOne() {
        var base = Pixmap(width: 60, height: 50)!
        base.fill(PremultipliedColor(r: 10, g: 20, b: 30, a: 255))
        let image = ProjectiveImageTests.gradientImage(width: 20, height: 12)
        var reused = Canvas(pixmap: base)
        for (i, origin) in [Point(3.5, 2.25), Point(30.2, 30.7), Point(-5.5, 40.5), Point(70, 70)].enumerated() {
            reused.reset(to: base, restoring: reused.drawnRegion)
            reused.save()
            reused.clip(to: Path(rect: Rect(x: 0, y: 0, width: 55, height: 48)))
            reused.drawImage(image, atDevicePoint: origin, opacity: 0.9)
            var fresh = Canvas(pixmap: base)
            fresh.clip(to: Path(rect: Rect(x: 0, y: 0, width: 55, height: 48)))
            fresh.drawImage(image, atDevicePoint: origin, opacity: 0.9)
            #expect(reused.pixmap == fresh.pixmap, "frame \(i)")
            if i == 3 { #expect(reused.drawnRegion == nil) } else { #expect(reused.drawnRegion != nil) }
            // Outside what it drew, the canvas is the base.
            let r = reused.drawnRegion ?? PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
            for y in 0..<50 {
                for x in 0..<60 where !(r.x0..<r.x1).contains(x) || !(r.y0..<r.y1).contains(y) {
                    #expect(reused.pixmap[x, y] == base[x, y])
                }
            }
        }
    }
}
