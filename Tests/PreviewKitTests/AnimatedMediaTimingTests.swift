import PreviewKit
import Raster
import Testing

/// Which frames the GIF and WebP previews show, and for how long.
@Suite struct AnimatedMediaTimingTests {
    static func frames(count: Int, fps: Int) -> [SceneAnimation.Frame] {
        (0..<count).map { SceneAnimation.Frame(file: SceneAnimation.fileName(ofFrame: $0), time: Double($0) / Double(fps)) }
    }

    @Test func aSixtyFPSSceneGivesAThirtyFPSGIF() {
        let (picked, cs) = AnimatedMediaPreviews.gifTiming(frames: Self.frames(count: 61, fps: 60), fps: 60, options: GIFOptions())
        #expect(picked == Array(stride(from: 0, through: 60, by: 2)))
        #expect(Array(cs.prefix(6)) == [3, 4, 3, 3, 4, 3])
        #expect(cs.reduce(0, +) == 200, "1 s of frames and the 1 s hold")
        #expect(cs.last == 100)
        // Asking for 60 fps still gives 30; asking for 20 gives every 3rd frame.
        #expect(AnimatedMediaPreviews.gifTiming(frames: Self.frames(count: 61, fps: 60), fps: 60, options: GIFOptions(fps: 50)).picked.count == 31)
        #expect(AnimatedMediaPreviews.gifTiming(frames: Self.frames(count: 61, fps: 60), fps: 60, options: GIFOptions(fps: 20)).picked.count == 21)
    }

    @Test func webpKeepsTheScenesRateInMilliseconds() {
        let timing = AnimatedMediaPreviews.webpTiming(frames: Self.frames(count: 61, fps: 60), fps: 60, options: WebPOptions())
        #expect(timing.picked.count == 61)
        #expect(Array(timing.starts.prefix(4)) == [0, 17, 33, 50])
        #expect(timing.end == 2000)
    }

    /// Keeping the palette pass's frames for the writing pass, or reading them again when they
    /// would not fit, gives the same file; kept, each frame is read once.
    @Test func aGIFIsTheSameWhetherItsFramesAreKeptOrReadAgain() throws {
        let frames = Self.frames(count: 12, fps: 30)
        let reads = Counter()
        func frame(_ i: Int) -> Pixmap {
            reads.count += 1
            var canvas = Canvas(width: 60, height: 40)!
            canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 60, height: 40)), color: Color(hex: "#F2F2F7")!)
            canvas.fill(Path(roundedRect: Rect(x: Double(i * 4), y: 8, width: 20, height: 20), radius: 6), color: Color(hex: "#34C759")!)
            return canvas.pixmap
        }
        let kept = try AnimatedMediaPreviews.encodeGIF(frames: frames, fps: 30, options: GIFOptions(width: 60), pointWidth: 60, frame: frame)
        #expect(reads.count == 12)
        let reread = try AnimatedMediaPreviews.encodeGIF(
            frames: frames, fps: 30, options: GIFOptions(width: 60), pointWidth: 60,
            keepingUpTo: 0, frame: frame)
        #expect(reads.count == 12 + 24)
        #expect(kept == reread)
    }

    final class Counter: @unchecked Sendable { var count = 0 }

    @Test func stillsAtCloseTimesAreLeftOut() {
        let stills = [0, 0.001, 0.5, 0.5004, 1].map { SceneAnimation.Frame(file: SceneAnimation.fileName(ofTime: $0), time: $0) }
        #expect(AnimatedMediaPreviews.gifTiming(frames: stills, fps: 30, options: GIFOptions()).picked == [0, 2, 4])
        #expect(AnimatedMediaPreviews.webpTiming(frames: stills, fps: 60, options: WebPOptions()).picked == [0, 1, 2, 4])
    }
}
