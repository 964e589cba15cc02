import AnimatedImageCodecs
import Foundation
import Raster
import Testing

/// Animated WebPs written with WebPAnimEncoder, read back with WebPAnimDecoder.
@Suite struct AnimatedWebPTests {
    static let times = (0..<16).map { Double($0) / 60 }

    @Test func losslessRoundTripIsExact() throws {
        let frames = TestFrames.sliding(count: 16)
        let bytes = try TestFrames.webp(frames, times: Self.times, plays: 3)
        #expect(Array(bytes[8..<12]) == Array("WEBP".utf8))
        let decoded = try AnimatedWebPDecoder.decode(bytes)
        #expect(decoded.plays == 3 && decoded.storedLoopCount == 3)
        #expect(Array(decoded.durations.prefix(4)) == [17, 16, 17, 17], "\(decoded.durations)")
        #expect(decoded.totalMilliseconds == 1250)
        let shown = Self.times.map { decoded.frame(atMilliseconds: Int(($0 * 1000).rounded()))! }
        #expect(MeanError.of(shown, against: frames) == 0)
    }

    @Test func lossyIsClose() throws {
        let frames = TestFrames.sliding(count: 16)
        let lossy = try TestFrames.webp(frames, times: Self.times, compression: WebPCompression(lossless: false, quality: 80))
        let decoded = try AnimatedWebPDecoder.decode(lossy)
        let shown = Self.times.map { decoded.frame(atMilliseconds: Int(($0 * 1000).rounded()))! }
        let error = MeanError.of(shown, against: frames)
        #expect(error > 0 && error < 4, "mean error \(error)")
        #expect(decoded.plays == 0)
    }

    @Test func sameFramesGiveSameBytesOnAnyThread() throws {
        let frames = TestFrames.sliding(count: 8)
        let times = Array(Self.times.prefix(8))
        for compression in [WebPCompression(), WebPCompression(lossless: false, quality: 80)] {
            let first = try TestFrames.webp(frames, times: times, compression: compression)
            #expect(try TestFrames.webp(frames, times: times, compression: compression) == first)
            let results = ThreadResults()
            let threads = (0..<2).map { _ in Thread { results.add(try? TestFrames.webp(frames, times: times, compression: compression)) } }
            threads.forEach { $0.start() }
            while results.count < 2 { usleep(10_000) }
            #expect(results.all == [first, first])
        }
    }

    @Test func badInputIsRefusedWithoutCrashing() throws {
        #expect(throws: AnimatedImageError.self) { try AnimatedWebPDecoder.decode([]) }
        var bytes = try TestFrames.webp(TestFrames.sliding(count: 3), times: [0, 0.1, 0.2])
        bytes.removeLast(bytes.count / 2)
        #expect(throws: AnimatedImageError.self) { try AnimatedWebPDecoder.decode(bytes) }
        #expect(throws: AnimatedImageError.self) {
            try AnimatedWebPEncoder(width: 10, height: 10, plays: 0, compression: WebPCompression(lossless: false, quality: 101))
        }
    }
}
