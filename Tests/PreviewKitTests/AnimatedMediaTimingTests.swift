import PreviewKit
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

    @Test func stillsAtCloseTimesAreLeftOut() {
        let stills = [0, 0.001, 0.5, 0.5004, 1].map { SceneAnimation.Frame(file: SceneAnimation.fileName(ofTime: $0), time: $0) }
        #expect(AnimatedMediaPreviews.gifTiming(frames: stills, fps: 30, options: GIFOptions()).picked == [0, 2, 4])
        #expect(AnimatedMediaPreviews.webpTiming(frames: stills, fps: 60, options: WebPOptions()).picked == [0, 1, 2, 4])
    }
}
