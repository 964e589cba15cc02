import PreviewKit
import Raster
import Testing
@testable import SnapshotKit

/// Frame differences: counts, boxes, tolerance, moves told in words, diff pictures.
@Suite struct FrameDifferenceTests {
    /// A `w × h` straight RGBA image on a vertical grey gradient with a `bw × bh` dark block at (bx, by).
    static func image(w: Int = 120, h: Int = 90, block: (x: Int, y: Int, w: Int, h: Int)?) -> [UInt8] {
        var out = [UInt8](repeating: 255, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                var v = UInt8(100 + y / 4)  // a gentle gradient, as behind real cards
                if let b = block, x >= b.x, x < b.x + b.w, y >= b.y, y < b.y + b.h {
                    v = UInt8((((x - b.x) &* 73_856_093) ^ ((y - b.y) &* 19_349_663)) & 0x3F)  // texture that moves with the block
                }
                out[i] = v; out[i + 1] = v; out[i + 2] = v / 2
            }
        }
        return out
    }

    @Test func identicalImagesHaveNoDifference() {
        let a = Self.image(block: (10, 10, 30, 20))
        #expect(FrameDifference.between(expected: a, actual: a, width: 120, height: 90) == nil)
    }

    @Test func onePixelIsCountedAndBoxed() {
        let a = Self.image(block: nil)
        var b = a
        b[(40 * 120 + 7) * 4] ^= 0xFF
        let d = FrameDifference.between(expected: a, actual: b, width: 120, height: 90)!
        #expect(d.pixels == 1 && d.box == PixelRect(x0: 7, y0: 40, x1: 8, y1: 41))
        #expect(d.summary.hasPrefix("geometry: 1 pixel differs (<0.01%) in x 7..<8, y 40..<41, by up to"), "\(d.summary)")
        #expect(d.shift == nil)
        // Tolerance: the channel threshold hides small differences, the share allows a few pixels.
        #expect(FrameDifference.between(expected: a, actual: b, width: 120, height: 90, channel: 255) == nil)
        #expect(d.isTolerated(by: Tolerance(maxDifferingShare: 1.0 / (120 * 90))))
        #expect(!d.isTolerated(by: .exact))
    }

    @Test func movedContentIsToldInWords() {
        let expected = Self.image(block: (20, 20, 40, 30))
        for (dx, dy, words) in [
            (0, 3, "content shifted 3 px down"), (0, -5, "content shifted 5 px up"),
            (4, 0, "content shifted 4 px right"), (-2, 0, "content shifted 2 px left"),
        ] {
            let actual = Self.image(block: (20 + dx, 20 + dy, 40, 30))
            let d = FrameDifference.between(expected: expected, actual: actual, width: 120, height: 90)!
            #expect(d.shift?.description == words, "\(dx), \(dy): \(d.summary)")
        }
        // A change that is not a move says nothing of moves.
        let recoloured = Self.image(block: (20, 20, 40, 30)).enumerated().map { $0.offset % 4 == 1 ? UInt8(255 - $0.element) : $0.element }
        #expect(FrameDifference.between(expected: expected, actual: recoloured, width: 120, height: 90)?.shift == nil)
    }

    @Test func diffImageHighlightsExactlyTheChangedPixels() {
        let a = Self.image(block: nil)
        var b = a
        b[(5 * 120 + 5) * 4 + 2] &+= 1
        let diff = DiffImage.make(expected: a, actual: b, width: 120, height: 90)
        let magenta = stride(from: 0, to: diff.count, by: 4).filter { diff[$0] == 255 && diff[$0 + 1] == 0 && diff[$0 + 2] == 255 }
        #expect(magenta == [(5 * 120 + 5) * 4])
        // Elsewhere a washed-out grey, lighter than the expected pixel.
        #expect(diff[0] == diff[1] && diff[1] == diff[2] && diff[0] > a[0])
    }

    @Test func shardsPartitionTheScenes() {
        let names = (1...10).map { "scene-\($0)" }
        let parts = (1...3).map { Shard("\($0)/3")!.select(names) }
        #expect(parts.reduce(Set<String>()) { $0.union($1) } == Set(names))
        #expect(parts.map(\.count).reduce(0, +) == names.count)
        #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("a/b") == nil && Shard("1/0") == nil)
    }

    @Test func junitEscapesAndCountsFailures() {
        let ok = SceneResult(name: "a<b", directory: "g/a<b", problem: nil, frames: [])
        let bad = SceneResult(name: "c", directory: "g/c", problem: .noGoldens, frames: [])
        let other = SceneResult(name: "d", directory: "g/d", problem: nil, frames: [])
        let xml = JUnitReport.xml(
            [
                JUnitReport.Suite(name: "previews/cards.json", results: [ok, bad]),
                JUnitReport.Suite(name: "toast.json", results: [other]),
            ],
            orphans: ["old"], messages: { _ in ["no goldens & \"more\""] })
        #expect(xml.contains("<testsuites name=\"render-preview check\" tests=\"4\" failures=\"2\">"))
        #expect(xml.contains("<testsuite name=\"previews/cards.json\" tests=\"2\" failures=\"1\">"))
        #expect(xml.contains("<testsuite name=\"toast.json\" tests=\"1\" failures=\"0\">"))
        #expect(xml.contains("<testcase classname=\"previews.cards\" name=\"a&lt;b\"/>"))
        #expect(xml.contains("<testcase classname=\"toast\" name=\"d\"/>"))
        #expect(xml.contains("message=\"no goldens &amp; &quot;more&quot;\""))
        #expect(xml.contains("name=\"old\""))
    }
}
