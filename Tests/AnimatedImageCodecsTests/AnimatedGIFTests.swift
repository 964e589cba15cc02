import AnimatedImageCodecs
import Foundation
import Raster
import Testing

/// Animated GIFs written with libimagequant and giflib, read back with giflib.
@Suite struct AnimatedGIFTests {
    static let times = (0..<16).map { Double($0) / 30 }

    @Test func roundTripKeepsFramesTimingAndLoops() throws {
        let frames = TestFrames.sliding(count: 16)
        let bytes = try TestFrames.gif(frames, times: Self.times, plays: 0)
        #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
        let decoded = try AnimatedGIFDecoder.decode(bytes)
        #expect(decoded.width == 160 && decoded.height == 120)
        // The card rests from frame 8 on: those frames merge into the 8th's delay.
        #expect(decoded.frames.count == 9, "\(decoded.durations)")
        #expect(decoded.durations == [30, 40, 30, 30, 40, 30, 30, 40, 1230], "\(decoded.durations)")
        #expect(decoded.totalMilliseconds == 1500)
        #expect(decoded.plays == 0 && decoded.storedLoopCount == 0)
        let shown = Self.times.map { decoded.frame(atMilliseconds: Int(($0 * 1000).rounded()))! }
        let error = MeanError.of(shown, against: frames)
        #expect(error > 0 && error < 5, "mean error \(error)")
    }

    @Test func playsMapToTheLoopCountBrowsersRead() throws {
        let frames = TestFrames.sliding(count: 4)
        let times = Array(Self.times.prefix(4))
        for (plays, stored) in [(0, 0 as Int?), (1, nil), (2, 1), (5, 4)] {
            let decoded = try AnimatedGIFDecoder.decode(try TestFrames.gif(frames, times: times, plays: plays))
            #expect(decoded.storedLoopCount == stored, "plays \(plays)")
            #expect(decoded.plays == plays, "plays \(plays)")
        }
    }

    @Test func deltasShrinkAMostlyStaticAnimation() throws {
        // A noisy, static screen: a full frame costs a lot, a small moving card little.
        func frame(_ i: Int) -> Pixmap {
            var p = TestFrames.card(width: 200, height: 150, cardTop: 200)
            var seed: UInt32 = 12_345
            for k in stride(from: 0, to: p.bytes.count, by: 4) {
                seed = seed &* 1_103_515_245 &+ 12_345
                p.bytes[k] = UInt8(truncatingIfNeeded: seed >> 16)
            }
            for y in 60..<70 { for x in (10 + i * 4)..<(20 + i * 4) { p[x, y] = PremultipliedColor(r: 255, g: 255, b: 255, a: 255) } }
            return p
        }
        let one = try TestFrames.gif([frame(0)], times: [0])
        let frames = (0..<20).map(frame)
        let twenty = try TestFrames.gif(frames, times: (0..<20).map { Double($0) / 20 })
        #expect(twenty.count < one.count * 2, "20 frames: \(twenty.count) bytes; 1 frame: \(one.count) bytes")
        let decoded = try AnimatedGIFDecoder.decode(twenty)
        #expect(decoded.frames.count == 20)
        let shown = (0..<20).map { decoded.frame(atMilliseconds: $0 * 50)! }
        #expect(MeanError.of(shown, against: frames) < 6)
    }

    @Test func identicalFramesMergeIntoOneLongerFrame() throws {
        let a = TestFrames.card(cardTop: 10), b = TestFrames.card(cardTop: 20)
        let decoded = try AnimatedGIFDecoder.decode(try TestFrames.gif([a, a, a, b], times: [0, 0.1, 0.2, 0.3], hold: 0.5))
        #expect(decoded.durations == [300, 500])
    }

    @Test func pixelsTurningTransparentClearTheScreen() throws {
        let frames = [TestFrames.card(cardTop: 10), TestFrames.card(cardTop: 12, alphaHole: true), TestFrames.card(cardTop: 14)]
        let decoded = try AnimatedGIFDecoder.decode(try TestFrames.gif(frames, times: [0, 0.1, 0.2]))
        #expect(decoded.frames.count == 3)
        #expect(decoded.frames[1][5, 5].a == 0)
        #expect(decoded.frames[2][5, 5].a == 255)
        #expect(MeanError.of(decoded.frames, against: frames) < 2.5)
    }

    @Test func pixelsTurningTransparentOutsideTheLastFrameAreCleared() throws {
        // Frame 1 changes only the card; frame 2 opens a hole far from it, drawn by frame 0.
        let frames = [TestFrames.card(cardTop: 60), TestFrames.card(cardTop: 62), TestFrames.card(cardTop: 62, alphaHole: true)]
        let decoded = try AnimatedGIFDecoder.decode(try TestFrames.gif(frames, times: [0, 0.1, 0.2]))
        #expect(decoded.frames.count == 3)
        #expect(decoded.frames[1][5, 5].a == 255)
        #expect(decoded.frames[2][5, 5].a == 0 && decoded.frames[2][29, 29].a == 0 && decoded.frames[2][30, 30].a == 255)
        #expect(MeanError.of(decoded.frames, against: frames) < 2.5)
    }

    @Test func sameFramesGiveSameBytesOnAnyThread() throws {
        let frames = TestFrames.sliding(count: 12, width: 240, height: 180)
        let times = Array(Self.times.prefix(12))
        let first = try TestFrames.gif(frames, times: times)
        #expect(try TestFrames.gif(frames, times: times) == first)
        let results = ThreadResults()
        let threads = (0..<2).map { _ in Thread { results.add(try? TestFrames.gif(frames, times: times)) } }
        threads.forEach { $0.start() }
        while results.count < 2 { usleep(10_000) }
        #expect(results.all == [first, first])
        #expect(try TestFrames.gif(frames, times: times, dithering: 0) != first, "dithering changes the pixels")
    }

    @Test func framesRemappedSideBySideGiveTheSameFile() throws {
        // A card that slides, and a pixel turning transparent on the way (the path that redraws
        // the previous frame's rectangle), appended one at a time and in batches on 1–4 threads.
        var frames = TestFrames.sliding(count: 14, width: 200, height: 150)
        frames[9] = TestFrames.card(width: 200, height: 150, cardTop: 30, alphaHole: true)
        let times = (0..<14).map { Double($0) / 30 }
        let one = try TestFrames.gif(frames, times: times)
        for (jobs, batch) in [(1, 5), (2, 3), (4, 14)] {
            #expect(try TestFrames.gif(frames, times: times, jobs: jobs, batch: batch) == one, "jobs \(jobs), batches of \(batch)")
        }
    }

    @Test func aStillBackgroundWeighsAsLongAsItIsShown() throws {
        // Every frame counts whole in the palette: ten copies of the first frame before the card
        // moves give the background more colours than one copy does (counting only what changes
        // tripled the GIFs' error).
        let moving = TestFrames.sliding(count: 6)
        let repeated = Array(repeating: moving[0], count: 10) + moving.dropFirst()
        func colors(_ frames: [Pixmap]) throws -> [UInt8] {
            let builder = GIFPaletteBuilder()
            for f in frames { try builder.add(f) }
            return try builder.palette(dithering: 1).colors.flatMap { [$0.r, $0.g, $0.b] }
        }
        #expect(try colors(repeated) != colors(moving))
    }

    @Test func badInputIsRefusedWithoutCrashing() throws {
        #expect(throws: AnimatedImageError.self) { try AnimatedGIFDecoder.decode([]) }
        #expect(throws: AnimatedImageError.self) { try AnimatedGIFDecoder.decode(Array("GIF89a".utf8) + [0, 1, 0, 1]) }
        var bytes = try TestFrames.gif(TestFrames.sliding(count: 3), times: [0, 0.1, 0.2])
        bytes.removeLast(bytes.count / 2)
        #expect(throws: AnimatedImageError.self) { try AnimatedGIFDecoder.decode(bytes) }
        let builder = GIFPaletteBuilder()
        #expect(throws: AnimatedImageError.self) { try builder.palette(dithering: 1) }
        try builder.add(TestFrames.card(cardTop: 0))
        #expect(throws: AnimatedImageError.self) { try builder.add(TestFrames.card(width: 10, height: 10, cardTop: 0)) }
    }
}

/// Results collected from several threads.
final class ThreadResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [[UInt8]?] = []
    func add(_ v: [UInt8]?) { lock.withLock { values.append(v) } }
    var count: Int { lock.withLock { values.count } }
    var all: [[UInt8]?] { lock.withLock { values } }
}
