@testable import Raster
import Testing

/// Pixel buffers start as zero bytes, whether or not they are large enough to be advised onto
/// huge pages, and whatever memory the allocator hands back (a freed buffer's bytes included).
@Suite struct ZeroedBytesTests {
    @Test(arguments: [0, 1, 4 << 20 - 1, 4 << 20, 15 << 20 + 12_345])
    func everyByteIsZero(count: Int) {
        // Leave non-zero bytes behind in memory the next buffer may reuse.
        do { _ = [UInt8](repeating: 0xA5, count: max(count, 1)) }
        let bytes = ZeroedBytes.make(count: count)
        #expect(bytes.count == count)
        #expect(bytes.allSatisfy { $0 == 0 })
    }

    @Test func aLargePixmapIsTransparent() throws {
        let pixmap = try #require(Pixmap(width: 1179, height: 2556))
        #expect(pixmap.bytes.count == 1179 * 2556 * 4 && pixmap.bytes.allSatisfy { $0 == 0 })
    }
}
