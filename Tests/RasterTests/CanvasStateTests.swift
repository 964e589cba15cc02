import Testing
@testable import Raster

/// Transform and clip stacks, clips, group-opacity layers. Expected colours come from the
/// source-over formula src + round(dst·(255 − srcα)/255) worked per channel in the test.
@Suite struct CanvasStateTests {
    typealias T = TestSupport

    static let full = Path(rect: Rect(x: -100, y: -100, width: 1000, height: 1000))
    static func rgba(_ p: PremultipliedColor) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }
    /// round(v·s/255).
    static func mul(_ v: Int, _ s: Int) -> Int { Int((Double(v * s) / 255).rounded()) }
    /// Source-over of premultiplied channel lists.
    static func over(_ s: [Int], _ d: [Int]) -> [Int] { zip(s, d).map { $0 + mul($1, 255 - s[3]) } }
    static func scaled(_ c: [Int], _ o: Int) -> [Int] { c.map { mul($0, o) } }

    @Test func saveAndRestoreBringBackTheTransform() {
        var c = Canvas(width: 4, height: 4)!
        c.translate(10, 20)
        c.save()
        c.scale(2, 3)
        c.translate(1, 1)
        // translate(10,20) ∘ scale(2,3) ∘ translate(1,1): (0,0) → (1,1) → (2,3) → (12,23).
        #expect(c.transform.apply(.zero) == Point(12, 23))
        c.restore()
        #expect(c.transform == .translation(10, 20))
        c.restore()  // nothing left to pop: no change
        #expect(c.transform == .translation(10, 20))
    }

    @Test func concatenationAppliesTheNewTransformFirst() {
        // Like CGContextConcatCTM: after translate then scale, a point is scaled, then moved.
        var c = Canvas(width: 4, height: 4)!
        c.translate(10, 0)
        c.scale(2, 2)
        #expect(c.transform.apply(Point(1, 1)) == Point(12, 2))
        c.setTransform(.identity)
        c.scale(2, 2)
        c.translate(10, 0)
        #expect(c.transform.apply(Point(1, 1)) == Point(22, 2))
    }

    @Test func clipToARectLimitsAFill() {
        var c = Canvas(width: 8, height: 8)!
        c.clip(to: Path(rect: Rect(x: 2, y: 3, width: 4, height: 2)))
        c.fill(Self.full, color: .white)
        #expect(T.alphaPlane(c.pixmap) == (0..<8).map { y in (0..<8).map { x in (2..<6).contains(x) && (3..<5).contains(y) ? 255 : 0 } })
    }

    @Test func antiAliasedClipEdgesScaleCoverage() {
        // Clip x 1.5…4: column 1 is half inside, so a full fill there gets mul255(255, 128) = 128.
        var c = Canvas(width: 6, height: 1)!
        c.clip(to: Path(rect: Rect(x: 1.5, y: 0, width: 2.5, height: 1)))
        c.fill(Self.full, color: .white)
        #expect(T.alphaPlane(c.pixmap)[0] == [0, 128, 255, 255, 0, 0])
        // A fill that itself covers column 1 by 3/4 (191) inside the half clip (128):
        // round(191·128/255) = 96.
        var d = Canvas(width: 6, height: 1)!
        d.clip(to: Path(rect: Rect(x: 1.5, y: 0, width: 2.5, height: 1)))
        d.fill(Path(rect: Rect(x: 1.25, y: 0, width: 4, height: 1)), color: .white)
        #expect(T.alphaPlane(d.pixmap)[0] == [0, Self.mul(191, 128), 255, 255, 0, 0])
    }

    @Test func nestedClipsIntersect() {
        // [0,6]×[0,8] then [3,8]×[2,5]: only [3,6]×[2,5] is drawn.
        var c = Canvas(width: 8, height: 8)!
        c.clip(to: Path(rect: Rect(x: 0, y: 0, width: 6, height: 8)))
        c.clip(to: Path(rect: Rect(x: 3, y: 2, width: 5, height: 3)))
        c.fill(Self.full, color: .white)
        #expect(T.alphaPlane(c.pixmap) == (0..<8).map { y in (0..<8).map { x in (3..<6).contains(x) && (2..<5).contains(y) ? 255 : 0 } })

        var d = Canvas(width: 6, height: 1)!
        d.clip(to: Path(rect: Rect(x: 0, y: 0, width: 2.5, height: 1)))
        d.clip(to: Path(rect: Rect(x: 1.5, y: 0, width: 4, height: 1)))
        d.fill(Self.full, color: .white)
        // x 0…2.5 then x 1.5…5.5: columns 1 and 2 are each half inside one clip, fully in the other.
        #expect(T.alphaPlane(d.pixmap)[0] == [0, 128, 128, 0, 0, 0])
        // Anti-aliased clips combine as the per-pixel product of their coverages (as Core Graphics
        // and Skia masks do): x 0…2.5 then x 2.5…6 both half-cover column 2, which gets
        // round(128·128/255) = 64 although the exact intersection there is a line.
        var h = Canvas(width: 6, height: 1)!
        h.clip(to: Path(rect: Rect(x: 0, y: 0, width: 2.5, height: 1)))
        h.clip(to: Path(rect: Rect(x: 2.5, y: 0, width: 3.5, height: 1)))
        h.fill(Self.full, color: .white)
        #expect(T.alphaPlane(h.pixmap)[0] == [0, 0, Self.mul(128, 128), 0, 0, 0])
        // Disjoint clips leave nothing drawable.
        var e = Canvas(width: 6, height: 6)!
        e.clip(to: Path(rect: Rect(x: 0, y: 0, width: 2, height: 2)))
        e.clip(to: Path(rect: Rect(x: 4, y: 4, width: 2, height: 2)))
        e.fill(Self.full, color: .white)
        #expect(T.sum(T.alphaPlane(e.pixmap)) == 0)
    }

    @Test func restoreRemovesTheClipAndClipFollowsTheTransform() {
        var c = Canvas(width: 8, height: 8)!
        c.save()
        c.translate(4, 4)
        c.clip(to: Path(rect: Rect(x: 0, y: 0, width: 2, height: 2)))  // device [4,6]²
        c.fill(Self.full, color: .white)
        c.restore()
        #expect(T.alphaPlane(c.pixmap) == (0..<8).map { y in (0..<8).map { x in (4..<6).contains(x) && (4..<6).contains(y) ? 255 : 0 } })
        // After restore the clip is gone: a fill reaches every pixel.
        c.fill(Self.full, color: .black)
        #expect(T.alphaPlane(c.pixmap).allSatisfy { $0.allSatisfy { $0 == 255 } })
        #expect(c.pixmap[0, 0] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func translucentFillIsSourceOver() {
        // Red at alpha 0.4 (premultiplied (102, 0, 0, 102)) over opaque (0, 128, 255).
        var c = Canvas(width: 1, height: 1)!
        c.fill(Self.full, color: Color(r8: 0, g8: 128, b8: 255))
        c.fill(Self.full, color: Color(red: 1, green: 0, blue: 0, alpha: 0.4))
        #expect(Self.rgba(c.pixmap[0, 0]) == Self.over([102, 0, 0, 102], [0, 128, 255, 255]))
        #expect(Self.rgba(c.pixmap[0, 0]) == [102 + 0, Self.mul(128, 153), Self.mul(255, 153), 255])
    }

    static let redSquare = Path(rect: Rect(x: 0, y: 0, width: 6, height: 6))
    static let blueSquare = Path(rect: Rect(x: 3, y: 3, width: 6, height: 6))
    static let red = [255, 0, 0, 255], blue = [0, 0, 255, 255], white = [255, 255, 255, 255]

    @Test func groupOpacityBlendsTheCompositeOnce() {
        // Inside the layer the blue square hides the red one; the group at 0.5 then
        // shows white through, but no red, in the overlap. Per-shape 0.5 shows red there too.
        var group = Canvas(width: 10, height: 10)!
        group.fill(Self.full, color: .white)
        group.beginLayer(opacity: 0.5)
        group.fill(Self.redSquare, color: Color(red: 1, green: 0, blue: 0))
        group.fill(Self.blueSquare, color: Color(red: 0, green: 0, blue: 1))
        group.endLayer()

        var each = Canvas(width: 10, height: 10)!
        each.fill(Self.full, color: .white)
        each.fill(Self.redSquare, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        each.fill(Self.blueSquare, color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))

        // The group's opacity is exactly 0.5 (kept to 1/65536): white shows through at 127.5,
        // rounded once, the tie going towards the layer's 0, to 127. Per shape, each colour is
        // premultiplied to 128 first (8 bits), then white's share rounded: 127 as well.
        let groupOverlap = [127, 127, 255, 255], groupRed = [255, 127, 127, 255]
        let half = 128
        let eachRed = Self.over(Self.scaled(Self.red, half), Self.white)  // (255, 127, 127, 255)
        let eachOverlap = Self.over(Self.scaled(Self.blue, half), eachRed)  // blue over red over white
        #expect(Self.rgba(group.pixmap[4, 4]) == groupOverlap)
        #expect(Self.rgba(group.pixmap[1, 1]) == groupRed)
        #expect(Self.rgba(group.pixmap[8, 8]) == groupOverlap)
        #expect(Self.rgba(group.pixmap[9, 0]) == Self.white)
        #expect(Self.rgba(each.pixmap[4, 4]) == eachOverlap)
        #expect(Self.rgba(each.pixmap[1, 1]) == eachRed)
        #expect(eachOverlap != groupOverlap)
    }

    @Test func endingALayerDrawsOnTheParentsOwnPixels() {
        // The parent's pixels come back unshared: compositing the layer onto them (and the
        // shadow a layer casts) writes in place, with no screen-sized copy.
        for castsShadow in [false, true] {
            var c = Canvas(width: 16, height: 16)!
            c.fill(Self.full, color: .white)
            let before = c.pixmap.bytes.withUnsafeBytes { $0.baseAddress }
            c.beginLayer(opacity: 0.5)
            c.fill(Self.redSquare, color: Color(red: 1, green: 0, blue: 0))
            if castsShadow {
                c.endLayer(castingShadow: Color(red: 0, green: 0, blue: 0, alpha: 0.5), sigma: 1, offset: Point(1, 1))
            } else {
                c.endLayer()
            }
            #expect(c.pixmap.bytes.withUnsafeBytes { $0.baseAddress } == before)
            #expect(Self.rgba(c.pixmap[1, 1]) != [255, 255, 255, 255])  // the layer was composited
        }
    }

    @Test func restoreClosesAnOpenLayer() {
        var a = Canvas(width: 10, height: 10)!
        a.beginLayer(opacity: 0.5)
        a.translate(1, 1)
        a.fill(Self.redSquare, color: Color(red: 1, green: 0, blue: 0))
        a.endLayer()

        var b = Canvas(width: 10, height: 10)!
        b.beginLayer(opacity: 0.5)
        b.translate(1, 1)
        b.fill(Self.redSquare, color: Color(red: 1, green: 0, blue: 0))
        b.restore()
        #expect(a.pixmap == b.pixmap)
        #expect(b.transform == .identity)  // the state saved by beginLayer is back
        #expect(Self.rgba(b.pixmap[1, 1]) == Self.scaled(Self.red, 128) && b.pixmap[0, 0] == .transparent)
        // With a save inside the layer, the first restore pops that save only.
        var c = Canvas(width: 10, height: 10)!
        c.beginLayer(opacity: 0.5)
        c.save()
        c.fill(Self.redSquare, color: Color(red: 1, green: 0, blue: 0))
        c.restore()
        #expect(c.pixmap[1, 1] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))  // still in the layer
        c.restore()
        #expect(Self.rgba(c.pixmap[1, 1]) == Self.scaled(Self.red, 128))
    }

    @Test func nestedLayerOpacitiesMultiply() {
        // 0.5 inside 0.5: round(round(255·128/255)·128/255) = round(128·128/255) = 64.
        var c = Canvas(width: 4, height: 4)!
        c.beginLayer(opacity: 0.5)
        c.beginLayer(opacity: 0.5)
        c.fill(Self.full, color: .white)
        c.endLayer()
        c.endLayer()
        #expect(c.pixmap[2, 2] == PremultipliedColor(r: 64, g: 64, b: 64, a: 64))
        // Opacity 0 draws nothing; opacity above 1 is 1.
        var d = Canvas(width: 2, height: 2)!
        d.beginLayer(opacity: 0)
        d.fill(Self.full, color: .white)
        d.endLayer()
        #expect(d.pixmap.bytes.allSatisfy { $0 == 0 })
        d.beginLayer(opacity: 7)
        d.fill(Self.full, color: .white)
        d.endLayer()
        #expect(d.pixmap.bytes.allSatisfy { $0 == 255 })
    }

    @Test func clipSetInsideALayerEndsWithIt() {
        var c = Canvas(width: 6, height: 1)!
        c.beginLayer(opacity: 1)
        c.clip(to: Path(rect: Rect(x: 0, y: 0, width: 2, height: 1)))
        c.fill(Self.full, color: .white)
        c.endLayer()
        c.fill(Path(rect: Rect(x: 4, y: 0, width: 2, height: 1)), color: .white)
        #expect(T.alphaPlane(c.pixmap)[0] == [255, 255, 0, 0, 255, 255])
    }

    @Test func compositeIgnoresAPixmapOfAnotherSize() {
        var c = Canvas(width: 2, height: 2)!
        var other = Pixmap(width: 3, height: 2)!
        other.fill(PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        c.composite(other, opacity: 1)
        #expect(c.pixmap.bytes.allSatisfy { $0 == 0 })
    }
}
