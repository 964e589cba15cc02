@testable import Raster
import Testing

/// One colour without a clip is blended by its own loop (`Blitter.blendSolid`: runs of full
/// coverage found a word at a time, a translucent colour laid over eight pixels a step). Every
/// pixel must be the one the general per-pixel rule gives.
@Suite struct SolidBlendTests {
    /// A coverage row of runs: full, none and partial, of lengths that cross the 8-pixel steps.
    static func coverage(_ seed: UInt64, count: Int) -> [UInt8] {
        var state = seed, out: [UInt8] = []
        while out.count < count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let length = Int(state >> 58) + 1
            let value: UInt8 = [255, 255, 0, UInt8(truncatingIfNeeded: state >> 20)][Int(state >> 40) & 3]
            out += [UInt8](repeating: value, count: min(length, count - out.count))
        }
        return out
    }

    @Test(arguments: [0x00000000 as UInt32, 0xFF3366CC, 0x80402010, 0x01010101, 0xFE7F3F1F, 0x33000000])
    func everyPixelIsTheGeneralRulesPixel(color: UInt32) {
        let width = 203
        for row in 0..<6 {
            let cov = Self.coverage(UInt64(row) &+ UInt64(color), count: width - 3)
            var pixmap = Pixmap(width: width, height: 6)!
            for i in 0..<pixmap.bytes.count { pixmap.bytes[i] = UInt8(truncatingIfNeeded: i &* 7 &+ row) }
            // Premultiplied destination: colour at most alpha.
            for p in stride(from: 0, to: pixmap.bytes.count, by: 4) {
                for ch in 0..<3 { pixmap.bytes[p + ch] = min(pixmap.bytes[p + ch], pixmap.bytes[p + 3]) }
            }
            var expected = pixmap
            expected.withMutablePackedPixels { px in
                for (i, c) in cov.enumerated() where c != 0 {
                    let k = row * width + 3 + i
                    px[k] = PixelOps.sourceOver(PixelOps.scale(color, UInt32(c)), px[k])
                }
            }
            var scratch: [UInt32] = []
            cov.withUnsafeBufferPointer {
                Blitter.blend(row: row, x0: 3, coverage: $0, shader: .solid(color), clip: nil, into: &pixmap, scratch: &scratch)
            }
            let differing = zip(pixmap.bytes, expected.bytes).filter { $0 != $1 }.count  // (not the pixels)
            #expect(differing == 0, "row \(row): \(differing) bytes differ")
        }
    }
}
