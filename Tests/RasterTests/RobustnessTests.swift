@testable import Raster
import Testing

/// Numbers a caller should never pass still give a defined picture, never a trap or a hang.
@Suite struct RobustnessTests {
    @Test func nanColourChannelsAreTreatedAsZero() {
        // Clamp.unit maps NaN to 0: a NaN red channel is no red; a NaN alpha is fully transparent.
        #expect(Color(red: .nan, green: 1, blue: 0).premultiplied == PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
        #expect(Color(red: 1, green: 1, blue: 1, alpha: .nan).premultiplied == .transparent)
        var c = Canvas(width: 4, height: 4)!
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), color: Color(red: 1, green: 0, blue: 0, alpha: .nan))
        #expect(c.pixmap.bytes.allSatisfy { $0 == 0 })
        // Positive control: the same fill with a real alpha draws.
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), color: Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(c.pixmap[2, 2] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func nanLayerAndImageOpacityCompositeNothing() {
        var c = Canvas(width: 4, height: 4)!
        c.beginLayer(opacity: .nan)
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)), color: .white)
        c.endLayer()
        #expect(c.pixmap.bytes.allSatisfy { $0 == 0 })
        var image = Pixmap(width: 1, height: 1)!
        image[0, 0] = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
        c.drawImage(image, in: Rect(x: 0, y: 0, width: 4, height: 4), opacity: .nan)
        #expect(c.pixmap.bytes.allSatisfy { $0 == 0 })
        // Positive controls: opacity 1 draws, in a layer and as an image.
        c.beginLayer(opacity: 1)
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 2, height: 4)), color: .white)
        c.endLayer()
        c.drawImage(image, in: Rect(x: 2, y: 0, width: 2, height: 4), opacity: 1)
        #expect(c.pixmap[0, 0].a == 255 && c.pixmap[3, 3].a == 255)
    }

    @Test func tinySigmaIsNoBlurNotNaN() {
        #expect(GaussianBlur.usableSigma(1e-170) == 0 && GaussianBlur.usableSigma(0.049) == 0)
        var c = Canvas(width: 8, height: 8)!
        c.drawShadow(of: Path(rect: Rect(x: 2, y: 2, width: 4, height: 4)), color: .black, sigma: 1e-170, offset: .zero)
        #expect(c.pixmap[3, 3].a == 255 && c.pixmap[0, 0].a == 0)
        var p = c.pixmap
        GaussianBlur.blur(&p, sigma: 1e-170)
        #expect(p == c.pixmap)
    }

    @Test func farAwayShadowAndDegenerateImageRectDoNotTrap() {
        var c = Canvas(width: 8, height: 8)!
        c.drawShadow(of: Path(rect: Rect(x: 1e19, y: 1e19, width: 4, height: 4)), color: .black, sigma: 3, offset: .zero)
        c.drawShadow(of: Path(rect: Rect(x: -1e300, y: 0, width: 2e300, height: 4)), color: .black, sigma: 3, offset: .zero)
        var image = Pixmap(width: 2, height: 2)!
        image.fill(PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
        c.drawImage(image, in: Rect(x: 0, y: 0, width: 1e-300, height: 8))
        c.concatenate(Transform(a: 1e-300, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        c.drawImage(image, in: Rect(x: 0, y: 0, width: 8, height: 8))
        // The wide band's shadow does reach the canvas (positive control for the clamped box).
        #expect(c.pixmap[4, 2].a > 0)
    }

    @Test func endLayerRestoresTheLayersStateDespiteAnUnmatchedSave() {
        var c = Canvas(width: 8, height: 8)!
        c.translate(1, 0)
        c.beginLayer(opacity: 1)
        c.save()
        c.translate(3, 0)
        c.clip(to: Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)))
        c.endLayer()
        // Back to the transform before the layer, and no clip.
        #expect(c.transform == .translation(1, 0))
        c.fill(Path(rect: Rect(x: 0, y: 4, width: 7, height: 4)), color: .white)
        #expect(c.pixmap[7, 7].a == 255 && c.pixmap[0, 7].a == 0)
    }

    @Test func infiniteAndHugeSigmaAreCappedAndFinish() {
        #expect(GaussianBlur.usableSigma(.infinity) == GaussianBlur.maxSigma)
        #expect(GaussianBlur.usableSigma(.nan) == 0)
        #expect(GaussianBlur.usableSigma(-3) == 0)
        #expect(GaussianBlur.reach(sigma: 1e10) == GaussianBlur.reach(sigma: GaussianBlur.maxSigma))
        var c = Canvas(width: 16, height: 16)!
        let square = Path(rect: Rect(x: 4, y: 4, width: 8, height: 8))
        c.drawShadow(of: square, color: .black, sigma: .infinity, offset: .zero)
        // 64 px² of coverage spread by σ = 250: peak 64/(2π·250²) of full, under half a level.
        #expect(c.pixmap.bytes.allSatisfy { $0 == 0 })
        c.drawShadow(of: square, color: .black, sigma: .nan, offset: .zero)
        // NaN σ means no blur: the shadow is the square itself.
        #expect(c.pixmap[8, 8].a == 255 && c.pixmap[2, 2].a == 0)
        c.drawShadow(of: square, color: .black, sigma: 2, offset: Point(.nan, 0))
        #expect(c.pixmap[2, 2].a == 0)
    }

    @Test func enormousStrokeWidthStaysBounded() {
        // Round joins bisect arcs; the depth cap keeps a 1e12-wide stroke to a few thousand points.
        var line = Path()
        line.move(to: Point(0, 0))
        line.line(to: Point(10, 0))
        line.line(to: Point(10, 10))
        let polygons = Stroker.polygons(stroking: line, style: StrokeStyle(width: 1e12, cap: .round, join: .round), tolerance: 0.01)
        let points = polygons.reduce(0) { $0 + $1.count }
        #expect(points > 0 && points < 40_000, "\(points) points")
    }
}
