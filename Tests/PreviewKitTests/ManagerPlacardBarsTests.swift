import PreviewKit
import Testing

/// Placard: independent bars, 1.25 s show and hide animations. A tap reaches the bars as a hide
/// when its 1.2 s tap animation ends (`PlacardBarsManager`; the press itself is the timeline's).
@Suite struct ManagerSingleBarTests {
    typealias M = PlacardBars
    let manager = PlacardBars()

    func show(_ id: String, _ duration: Double = .infinity) -> M.Event { .show(M.Bar(id: id, duration: duration)) }
    func run(_ events: [(Double, M.Event)]) -> M.Schedule { manager.schedule(events.map { TimedEvent(at: $0.0, $0.1) }) }

    @Test func durationCountsFromTheShowStart() {
        let s = run([(0, show("a", 3))])
        expectStarts(s.items, [(0, 3)])
        #expect(near(s.items[0].removal, 4.25))
    }

    @Test func defaultStaysForever() {
        let s = run([(0, show("a"))])
        expectStarts(s.items, [(0, nil)])
    }

    @Test func aNewBarDoesNotReplaceTheCurrentOne() {
        let s = run([(0, show("a", 3)), (1, show("b", 3))])
        expectStarts(s.items, [(0, 3), (1, 4)])
        #expect(onScreen(s.items, at: 2).map(\.item.id) == ["a", "b"])  // b on top
    }

    @Test func aTapHidesWhenItsAnimationEnds() {
        let s = run([(0, show("a")), (2 + 1.2, .input(.id("a")))])
        expectStarts(s.items, [(0, 3.2)])
    }

    @Test func autoHideDuringTheTapStillHides() {
        // Timer (2.5) fires during the tap animation (2–3.2); the later hide() is ignored.
        let s = run([(0, show("a", 2.5)), (2 + 1.2, .input(.id("a")))])
        expectStarts(s.items, [(0, 2.5)])
        #expect(near(s.items[0].removal, 3.75))
    }

    @Test func hideAllDuringShowAnimationsAndRepeatedHides() {
        let s = run([(0, show("a")), (0.5, show("b")), (1, .input(.all)), (1.5, .input(.id("a"))), (3, show("c"))])
        expectStarts(s.items, [(0, 1), (0.5, 1), (3, nil)])
        #expect(isPhase(onScreen(s.items, at: 1.625).first?.phase, .leaving(progress: 0.5)))
        #expect(onScreen(s.items, at: 2.25).isEmpty)
    }

    @Test func hideCancelsTheAutoHide() {
        let s = run([(0, show("a", 5)), (1, .input(.id("a")))])
        expectStarts(s.items, [(0, 1)])
    }
}
