import LivePreview
import Testing

/// A burst of changes is handed on once, after the files have been quiet.
@Suite struct ChangeBurstTests {
    @Test func aBurstIsHandedOnOnceQuiet() {
        var burst = ChangeBurst(quiet: 0.04)
        #expect(burst.take(at: 0) == nil)
        burst.note("/a/card.json", at: 1.00)
        burst.note("/a/card.json", at: 1.02)
        burst.note("/a/logo.png", at: 1.05)
        #expect(burst.take(at: 1.08) == nil, "only 30 ms after the last change")
        #expect(burst.wait(at: 1.08).map { abs($0 - 0.01) < 1e-9 } == true)
        #expect(burst.take(at: 1.09) == ["/a/card.json", "/a/logo.png"])
        #expect(burst.take(at: 2) == nil, "handed on once")
        #expect(burst.wait(at: 2) == nil)
    }
}
