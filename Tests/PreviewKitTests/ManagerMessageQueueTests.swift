import PreviewKit
import Testing

/// SwiftMessages' queue, with 0.3 s show/hide animations and the default 0.5 s pause.
@Suite struct ManagerMessageQueueTests {
    let queue = MessageQueue()

    func msg(_ id: String, _ duration: MessageQueue.Duration = .automatic, priority: Int = 0) -> MessageQueue.Event {
        .show(MessageQueue.Message(id: id, duration: duration, priority: priority, showDuration: 0.3, hideDuration: 0.3))
    }

    func run(_ events: [(Double, MessageQueue.Event)]) -> MessageQueue.Schedule {
        queue.schedule(events.map { TimedEvent(at: $0.0, $0.1) })
    }

    @Test func threeMessagesWaitTheirTurn() {
        // A: 0 → shown 0.3 → +2 s → hide 2.3 → gone 2.6 → pause → B at 3.1 → hide 5.4 → gone 5.7 → C 6.2.
        let s = run([(0, msg("a")), (0.1, msg("b")), (0.2, msg("c"))])
        expectStarts(s.items, [(0, 2.3), (3.1, 5.4), (6.2, 8.5)])
        #expect(s.items.map(\.id) == ["a", "b", "c"])
        #expect(s.neverShown.isEmpty)
    }

    @Test func stateOverTime() {
        let s = run([(0, msg("a")), (0.1, msg("b"))])
        #expect(onScreen(s.items, at: 0.15).first.map { $0.item.id } == "a")
        #expect(isPhase(onScreen(s.items, at: 0.15).first?.phase, .entering(progress: 0.5)))
        #expect(onScreen(s.items, at: 1).first?.phase == .presented)
        #expect(isPhase(onScreen(s.items, at: 2.45).first?.phase, .leaving(progress: 0.5)))
        #expect(onScreen(s.items, at: 2.8).first == nil)  // the pause
        #expect(onScreen(s.items, at: 3.1).first.map { $0.item.id } == "b")
        #expect(isPhase(onScreen(s.items, at: 3.1).first?.phase, .entering(progress: 0)))
    }

    @Test func durations() {
        let s = run([(0, msg("a", .seconds(1))), (0.1, msg("b", .forever))])
        // a: hide at 0.3 + 1; gone 1.6; b at 2.1 and stays.
        expectStarts(s.items, [(0, 1.3), (2.1, nil)])
        #expect(onScreen(s.items, at: 1000).first?.phase == .presented)
    }

    @Test func duplicateIdIsDroppedWhileQueuedOrShowing() {
        let s = run([(0, msg("a")), (0.1, msg("a")), (0.2, msg("b")), (0.3, msg("b"))])
        #expect(s.items.map(\.id) == ["a", "b"])
        #expect(s.neverShown == [1, 3])
    }

    @Test func duplicateOfAHidingMessageIsQueued() {
        // a hides at 2.3; a second "a" at 2.4 is accepted and shows after the pause (2.6 + 0.5).
        let s = run([(0, msg("a")), (2.4, msg("a"))])
        expectStarts(s.items, [(0, 2.3), (3.1, 5.4)])
    }

    @Test func showDuringThePauseStartsAtOnce() {
        // a gone at 1.6; the pause would end at 2.1, but nothing is waiting, so b shows at 1.7.
        let s = run([(0, msg("a", .seconds(1))), (1.7, msg("b"))])
        expectStarts(s.items, [(0, 1.3), (1.7, 4.0)])
    }

    @Test func hideOfAQueuedMessageRemovesIt() {
        let s = run([(0, msg("a")), (0.1, msg("b")), (0.2, msg("c")), (1, .input(.id("b")))])
        expectStarts(s.items, [(0, 2.3), (3.1, 5.4)])
        #expect(s.items.map(\.id) == ["a", "c"])
        #expect(s.neverShown == [1])
    }

    @Test func aGestureHidesTheCurrentMessageDuringItsShowAnimation() {
        // A hiding gesture at 0.1 starts at once from the current state; gone at 0.4; b at 0.9.
        let s = run([(0, msg("a")), (0.05, msg("b")), (0.1, .input(.gesture("a")))])
        expectStarts(s.items, [(0, 0.1), (0.9, 3.2)])
        #expect(isPhase(onScreen(s.items, at: 0.25).first?.phase, .leaving(progress: 0.5)))
    }

    @Test func hideAllMidAnimationClearsTheQueue() {
        // hideAll at 0.15: a leaves (gone 0.45), b dropped; c arrives while a hides → shows 0.95.
        let s = run([(0, msg("a")), (0.1, msg("b")), (0.15, .input(.all)), (0.2, msg("c"))])
        expectStarts(s.items, [(0, 0.15), (0.95, 3.25)])
        #expect(s.items.map(\.id) == ["a", "c"])
        #expect(s.neverShown == [1])
    }

    @Test func priorityOrderAtDequeueFIFOAmongEquals() {
        let s = run([(0, msg("a")), (0.1, msg("b")), (0.2, msg("c", priority: 1)), (0.3, msg("d"))])
        #expect(s.items.map(\.id) == ["a", "c", "b", "d"])
    }

    @Test func indefiniteDelayAndMinimum() {
        // Enqueued at 1 (delay); hide(id) at 1.5 waits until shown 2 s → hide at 3.
        let s = run([(0, msg("a", .indefinite(delay: 1, minimum: 2))), (1.5, .input(.id("a")))])
        expectStarts(s.items, [(1, 3)])
        // Hidden during its delay: never shown.
        let t = run([(0, msg("a", .indefinite(delay: 1, minimum: 2))), (0.5, .input(.id("a")))])
        #expect(t.items.isEmpty)
        #expect(t.neverShown == [0])
        // Shown after the minimum: hides at once.
        let u = run([(0, msg("a", .indefinite(delay: 0, minimum: 1))), (4, .input(.gesture("a")))])
        expectStarts(u.items, [(0, 4)])
    }

    @Test func messagesShownDuringAnotherDelayGoFirst() {
        let s = run([(0, msg("slow", .indefinite(delay: 1, minimum: 0))), (0.2, msg("b"))])
        #expect(s.items.map(\.id) == ["b", "slow"])
        expectStarts(s.items, [(0.2, 2.5), (3.3, nil)])
    }

    @Test func hideCountedHidesOnTheLastCount() {
        let s = run([
            (0, msg("a", .forever)), (0.1, msg("a", .forever)),
            (1, .input(.counted("a"))), (1.5, .input(.counted("a"))),
        ])
        expectStarts(s.items, [(0, 1.5)])
    }

    @Test func ignoreDuplicatesOff() {
        let m = MessageQueue.Message(id: "a", ignoreDuplicates: false, showDuration: 0.3, hideDuration: 0.3)
        let s = run([(0, .show(m)), (0.1, .show(m))])
        expectStarts(s.items, [(0, 2.3), (3.1, 5.4)])
    }

    @Test func customPause() {
        let s = MessageQueue(pauseBetweenMessages: 0).schedule([
            TimedEvent(at: 0, msg("a")), TimedEvent(at: 0.1, msg("b")),
        ])
        expectStarts(s.items, [(0, 2.3), (2.6, 4.9)])
    }
}
