@testable import Raster
import Testing

/// `Pixmap.halved()` sums whole 2 × 2 blocks as vectors; every pixel must be the rounded mean the
/// per-channel rule gives, edge blocks (an odd width or height) included.
@Suite struct HalvingTests {
    /// The rule, a channel at a time: the mean of the block, its last row or column reused.
    static func reference(_ p: Pixmap) -> Pixmap {
        let w = (p.width + 1) / 2, h = (p.height + 1) / 2
        var out = Pixmap(width: w, height: h)!
        for y in 0..<h {
            let y0 = 2 * y, y1 = min(2 * y + 1, p.height - 1)
            for x in 0..<w {
                let x0 = 2 * x, x1 = min(2 * x + 1, p.width - 1)
                for c in 0..<4 {
                    let sum =
                        Int(p.bytes[(y0 * p.width + x0) * 4 + c]) + Int(p.bytes[(y0 * p.width + x1) * 4 + c])
                        + Int(p.bytes[(y1 * p.width + x0) * 4 + c]) + Int(p.bytes[(y1 * p.width + x1) * 4 + c])
                    out.bytes[(y * w + x) * 4 + c] = UInt8((sum + 2) / 4)
                }
            }
        }
        return out
    }

    @Test(arguments: [(1, 1), (2, 2), (7, 3), (8, 5), (33, 17), (390, 844), (1179, 9)])
    func everyPixelIsTheRulesMean(width: Int, height: Int) {
        var p = Pixmap(width: width, height: height)!
        var state: UInt64 = UInt64(width * 31 + height)
        for i in 0..<p.bytes.count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            // Extremes often (sums that round up, that reach 1020), anything else otherwise.
            p.bytes[i] = [0, 255, 254, UInt8(truncatingIfNeeded: state >> 33)][Int(state >> 61) & 3]
        }
        let halved = p.halved()
        #expect(halved.width == (width + 1) / 2 && halved.height == (height + 1) / 2)
        #expect(halved == Self.reference(p))
    }
}
