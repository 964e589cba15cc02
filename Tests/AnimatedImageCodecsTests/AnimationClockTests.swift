import AnimatedImageCodecs
import Testing

/// Frame timing: cumulative rounding and the GIF frame-rate cap.
@Suite struct AnimationClockTests {
    @Test func sixtyFPSBecomesThirtyInAGIF() {
        #expect(GIFFramePicking.step(sceneFPS: 60, targetFPS: nil) == 2)
        #expect(GIFFramePicking.step(sceneFPS: 60, targetFPS: 60) == 2)
        #expect(GIFFramePicking.step(sceneFPS: 50, targetFPS: nil) == 1)
        #expect(GIFFramePicking.step(sceneFPS: 30, targetFPS: nil) == 1)
        #expect(GIFFramePicking.step(sceneFPS: 120, targetFPS: nil) == 3)
        #expect(GIFFramePicking.step(sceneFPS: 60, targetFPS: 15) == 4)
        let times = (0..<13).map { Double($0) / 60 }
        let picked = GIFFramePicking.picked(times: times, step: 2)
        #expect(picked == [0, 2, 4, 6, 8, 10, 12])
    }

    @Test func delaysAddUpToTheExactLength() {
        let starts = (0..<30).map { Double($0) / 30 }
        let cs = AnimationClock.durations(starts: starts, end: 1 + 1, unitsPerSecond: 100)
        #expect(Array(cs.prefix(6)) == [3, 4, 3, 3, 4, 3])
        #expect(cs.reduce(0, +) == 200)
        #expect(cs.last == 103)
        let ms = AnimationClock.timestamps(starts: starts, end: 2, unitsPerSecond: 1000)
        #expect(Array(ms.starts.prefix(4)) == [0, 33, 67, 100])
        #expect(ms.end == 2000)
    }

    @Test func framesCloserThanTwoCentisecondsAreLeftOut() {
        #expect(GIFFramePicking.picked(times: [0, 0.001, 0.014, 0.02, 0.5], step: 1) == [0, 3, 4])
    }
}
