import Raster
import Testing

@Suite struct FillTests {
    @Test func integerRectIsSolidInsideAndEmptyOutside() {
        var c = Canvas(width: 8, height: 8)!
        c.fill(Path(rect: Rect(x: 2, y: 2, width: 4, height: 3)), color: .white)
        #expect(c.pixmap[3, 3] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        #expect(c.pixmap[1, 3] == .transparent)
        #expect(c.pixmap[6, 3] == .transparent)
        #expect(c.pixmap[3, 5] == .transparent)
        #expect(c.pixmap[2, 2].a == 255 && c.pixmap[5, 4].a == 255)
    }
}
