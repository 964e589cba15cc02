import PreviewKit
import Testing

/// SwiftEntryKit precedence; entrance 0.3 s, exit 0.3 s, pop 0.2 s unless said otherwise.
@Suite struct ManagerPrecedenceTests {
    typealias P = PrecedenceManager

    func entry(
        _ name: String, _ precedence: P.Precedence = .override(priority: .normal, dropEnqueuedEntries: false),
        display: Double = 2, pop: Double? = 0.2
    ) -> P.Event {
        .show(
            P.Entry(
                name: name, precedence: precedence, displayDuration: display, entranceDuration: 0.3,
                exitDuration: 0.3, popDuration: pop))
    }
    /// `SwiftEntryKit.dismiss(_:)`, as the call a preset's event would make on the window.
    func dismiss(_ d: P.Dismissal) -> P.Event { .input(.call("", PresetCall(d))) }
    func over(_ p: P.Priority, drop: Bool = false) -> P.Precedence { .override(priority: p, dropEnqueuedEntries: drop) }

    func run(_ events: [(Double, P.Event)], _ manager: P = P()) -> P.Schedule {
        manager.schedule(events.map { TimedEvent(at: $0.0, $0.1) })
    }

    @Test func priorityValues() {
        #expect([P.Priority.min, .low, .normal, .high, .max].map(\.rawValue) == [0, 250, 500, 750, 1000])
    }

    @Test func defaultEntryTimeline() {
        // 0.3 s in, 2 s still, exit starts at 2.3, removed at 2.6.
        let s = run([(0, entry("a"))])
        expectStarts(s.items, [(0, 2.3)])
        #expect(near(s.items[0].removal, 2.6))
        #expect(s.items[0].leaveStyle == .exit)
    }

    @Test func equalPriorityOverridePopsTheCurrent() {
        let s = run([(0, entry("a")), (1, entry("b"))])
        expectStarts(s.items, [(0, 1), (1, 3.3)])
        #expect(s.items[0].leaveStyle == .pop)
        #expect(near(s.items[0].removal, 1.2))
        #expect(onScreen(s.items, at: 1.1).map(\.item.id) == ["a", "b"])  // pop and entrance together
    }

    @Test func lowerPriorityOverrideIsDropped() {
        let s = run([(0, entry("a", over(.high))), (1, entry("b", over(.normal))), (3, entry("c", over(.low)))])
        // b refused; a gone at 2.6 tears the window down, so c (low) shows at 3.
        expectStarts(s.items, [(0, 2.3), (3, 5.3)])
        #expect(s.neverShown == [1])
    }

    @Test func leavingEntryStillSetsTheBar() {
        // a (high) is dismissed at 1 and leaves until 1.3; b (normal) at 1.1 is refused.
        let s = run([(0, entry("a", over(.high))), (1, dismiss(.displayed)), (1.1, entry("b"))])
        expectStarts(s.items, [(0, 1)])
        #expect(s.neverShown == [2])
    }

    @Test func overrideWhileEnteringWithOverriddenPopBehaviour() {
        // a's popBehavior is .overridden: it vanishes when b arrives during its entrance.
        let s = run([(0, entry("a", pop: nil)), (0.1, entry("b"))])
        expectStarts(s.items, [(0, 0.1), (0.1, 2.4)])
        #expect(s.items[0].hideDuration == 0)
        #expect(onScreen(s.items, at: 0.1).map(\.item.id) == ["b"])
    }

    @Test func priorityQueueInsertsBeforeStrictlyLower() {
        let events: [(Double, P.Event)] = [
            (0, entry("a")), (0.1, entry("b", .enqueue(priority: .normal))),
            (0.2, entry("c", .enqueue(priority: .high))), (0.3, entry("d", .enqueue(priority: .normal))),
        ]
        // a removed 2.6 → c (2.6, exit 4.9, gone 5.2) → b (5.2) → d (7.8); no pause.
        let s = run(events)
        #expect(s.items.map(\.id) == ["a", "c", "b", "d"])
        expectStarts(s.items, [(0, 2.3), (2.6, 4.9), (5.2, 7.5), (7.8, 10.1)])
        let chrono = run(events, P(heuristic: .chronological))
        #expect(chrono.items.map(\.id) == ["a", "b", "c", "d"])
    }

    @Test func enqueueShowsAtOnceWhenNothingIsDisplayed() {
        let s = run([(0, entry("a", .enqueue(priority: .low))), (2.4, entry("b", .enqueue(priority: .low)))])
        // b arrives while a leaves (2.3–2.6): queued, shown at a's removal.
        expectStarts(s.items, [(0, 2.3), (2.6, 4.9)])
    }

    @Test func droppingTheQueueHappensEvenWhenTheOverrideIsRefused() {
        let s = run([
            (0, entry("a", over(.high))), (0.1, entry("b", .enqueue(priority: .max))),
            (0.2, entry("c", over(.low, drop: true))),
        ])
        expectStarts(s.items, [(0, 2.3)])
        #expect(s.neverShown == [1, 2])
    }

    @Test func queueWaitsForThePoppedEntryToo() {
        // a pops slowly (0.5 s); b queued; c overrides at 0.1 and is removed at 2.7, then b.
        let s = run([(0, entry("a", pop: 0.5)), (0.05, entry("b", .enqueue(priority: .normal))), (0.1, entry("c"))])
        #expect(s.items.map(\.id) == ["a", "c", "b"])
        expectStarts(s.items, [(0, 0.1), (0.1, 2.4), (2.7, 5.0)])
    }

    @Test func theScenesRequestsNameEntriesByTheirIDs() {
        // An entry named "promo" shown as overlay "a": a hide of "a" dismisses it by its name; a
        // gesture on an id the window never showed, or a hide naming the entry's name instead of
        // its id, does nothing.
        let a = P.Event.show(
            P.Entry(name: "promo", overlayID: "a", displayDuration: .infinity, entranceDuration: 0.3, exitDuration: 0.3, popDuration: 0.2))
        expectStarts(run([(0, a), (1, .input(.gesture("b"))), (2, .input(.id("a")))]).items, [(0, 2)])
        expectStarts(run([(0, a), (1, .input(.id("promo")))]).items, [(0, nil)])
    }

    @Test func dismissDescriptors() {
        let base: [(Double, P.Event)] = [
            (0, entry("a", display: .infinity)), (0.1, entry("b", .enqueue(priority: .low))),
            (0.2, entry("c", .enqueue(priority: .high))),
        ]
        // .specific removes the queued one by name; the displayed one stays.
        let specific = run(base + [(1, dismiss(.specific(name: "b"))), (2, dismiss(.displayed))])
        #expect(specific.items.map(\.id) == ["a", "c"])
        expectStarts(specific.items, [(0, 2), (2.3, 4.6)])
        // .prioritizedLowerOrEqualTo(normal): drops b (low) and dismisses a (normal); c shows.
        let lower = run(base + [(1, dismiss(.prioritizedLowerOrEqualTo(.normal)))])
        #expect(lower.items.map(\.id) == ["a", "c"])
        expectStarts(lower.items, [(0, 1), (1.3, 3.6)])
        // .enqueued keeps a forever; .all dismisses everything.
        let enqueued = run(base + [(1, dismiss(.enqueued))])
        expectStarts(enqueued.items, [(0, nil)])
        let all = run(base + [(1, dismiss(.all))])
        expectStarts(all.items, [(0, 1)])
        #expect(all.neverShown == [1, 2])
    }

    @Test func secondDismissWhileLeavingKeepsTheExit() {
        let s = run([(0, entry("a")), (1, dismiss(.displayed)), (1.1, dismiss(.displayed))])
        expectStarts(s.items, [(0, 1)])
        #expect(near(s.items[0].removal, 1.3))
    }
}
