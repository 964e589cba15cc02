import PreviewKit
import Testing

/// Y-Snackbar stacking with the library's defaults: add 0.4 s, rearrange 0.3 s, remove 0.3 s,
/// 4 s on screen after the add animation.
@Suite struct ManagerSnackbarTests {
    typealias S = SnackbarStack
    let stack = SnackbarStack()

    func add(_ id: String, _ duration: Double = 4) -> S.Event { .show(S.Snack(id: id, duration: duration)) }
    func run(_ events: [(Double, S.Event)]) -> S.Schedule { stack.schedule(events.map { TimedEvent(at: $0.0, $0.1) }) }

    func move(_ item: Int, _ start: Double, _ d: Double, _ kind: S.Move.Kind, _ from: S.Slot, _ to: S.Slot) -> S.Move {
        S.Move(item: item, start: start, duration: d, kind: kind, from: from, to: to)
    }

    /// Moves compared with a tolerance on their start time.
    func expectMoves(_ got: [S.Move], _ expected: [S.Move], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(got.count == expected.count, "\(got)", sourceLocation: sourceLocation)
        for (g, e) in zip(got, expected) {
            var g2 = g
            g2.start = e.start
            #expect(near(g.start, e.start) && g2 == e, "got \(g), expected \(e)", sourceLocation: sourceLocation)
        }
    }

    @Test func threeSnacksStackNewestFarthest() {
        let s = run([(0, add("a")), (0.1, add("b")), (0.2, add("c"))])
        // Timers start after the 0.4 s add animation: removals at 4.4, 4.5, 4.6.
        expectStarts(s.items, [(0, 4.4), (0.1, 4.5), (0.2, 4.6)])
        expectMoves(
            s.moves,
            [
                move(0, 0, 0.4, .add, .offscreen, .stacked(after: [])),
                move(1, 0.1, 0.4, .add, .offscreen, .stacked(after: [0])),
                move(2, 0.2, 0.4, .add, .offscreen, .stacked(after: [0, 1])),
                // a leaves; b and c slide toward the edge in the same 0.3 s animation.
                move(0, 4.4, 0.3, .remove, .stacked(after: []), .offscreen),
                move(1, 4.4, 0.3, .remove, .stacked(after: [0]), .stacked(after: [])),
                move(2, 4.4, 0.3, .remove, .stacked(after: [0, 1]), .stacked(after: [1])),
                move(1, 4.5, 0.3, .remove, .stacked(after: []), .offscreen),
                move(2, 4.5, 0.3, .remove, .stacked(after: [1]), .stacked(after: [])),
                move(2, 4.6, 0.3, .remove, .stacked(after: []), .offscreen),
            ])
    }

    /// The slot item `i` is heading for at `t` (its latest move's target), and the moves still
    /// running: what the stack's manager turns into the snacks' offsets.
    func slot(_ s: S.Schedule, _ i: Int, at t: Double) -> (slot: S.Slot, running: [S.Move]) {
        let mine = s.moves.filter { $0.item == i && $0.start <= t }
        return (mine.last?.to ?? .offscreen, mine.filter { t < $0.start + $0.duration })
    }

    /// The add event whose content item `i` shows at `t`.
    func content(_ s: S.Schedule, _ i: Int, at t: Double) -> Int {
        s.contentChanges.last { $0.item == i && $0.at <= t }?.event ?? s.items[i].event
    }

    @Test func aRemovalSlidesTheOthers() {
        let s = run([(0, add("a")), (0.1, add("b")), (0.2, add("c"))])
        let at = onScreen(s.items, at: 4.45)
        #expect(at.map(\.index) == [0, 1, 2])
        #expect(isPhase(at[0].phase, .leaving(progress: 1.0 / 6)))
        #expect(slot(s, 1, at: 4.45).slot == .stacked(after: []))
        #expect(slot(s, 1, at: 4.45).running.map(\.kind) == [.remove])
        #expect(slot(s, 2, at: 4.45).slot == .stacked(after: [1]))
        #expect(at[2].phase == .presented)
        #expect(onScreen(s.items, at: 4.9).isEmpty)
    }

    @Test func duplicateMovesToTheFarSlotAndRestartsItsTimer() {
        let s = run([(0, add("a")), (0.1, add("b")), (0.2, add("c")), (1, add("a", 5))])
        // a's old timer (4.4) is invalidated; the new one starts after the 0.3 s move: 1.3 + 5.
        expectStarts(s.items, [(0, 6.3), (0.1, 4.5), (0.2, 4.6)])
        #expect(s.contentChanges == [S.ContentChange(item: 0, at: 1, event: 3)])
        expectMoves(
            Array(s.moves[3...]),
            [
                // In new stack order: b and c close the gap, a slides to the far slot.
                move(1, 1, 0.3, .rearrange, .stacked(after: [0]), .stacked(after: [])),
                move(2, 1, 0.3, .rearrange, .stacked(after: [0, 1]), .stacked(after: [1])),
                move(0, 1, 0.3, .rearrange, .stacked(after: []), .stacked(after: [1, 2])),
                move(1, 4.5, 0.3, .remove, .stacked(after: []), .offscreen),
                move(2, 4.5, 0.3, .remove, .stacked(after: [1]), .stacked(after: [])),
                move(0, 4.5, 0.3, .remove, .stacked(after: [1, 2]), .stacked(after: [2])),
                move(2, 4.6, 0.3, .remove, .stacked(after: []), .offscreen),
                move(0, 4.6, 0.3, .remove, .stacked(after: [2]), .stacked(after: [])),
                move(0, 6.3, 0.3, .remove, .stacked(after: []), .offscreen),
            ])
        #expect(content(s, 0, at: 2) == 3)
        #expect(content(s, 0, at: 0.5) == 0)
    }

    @Test func duplicateOfTheLatestRestartsItsTimerAtOnce() {
        let s = run([(0, add("a")), (1, add("a"))])
        expectStarts(s.items, [(0, 5)])
        #expect(s.moves.map(\.kind) == [.add, .remove])  // no rearrange
    }

    @Test func removeSlidesTheOthersAndZeroDurationStays() {
        let s = run([(0, add("a", 0)), (0.1, add("b", 0)), (2, .input(.id("a"))), (3, .input(.id("zzz")))])
        expectStarts(s.items, [(0, 2), (0.1, nil)])
        #expect(onScreen(s.items, at: 100).map(\.index) == [1])
        #expect(slot(s, 1, at: 100).slot == .stacked(after: []))
    }

    @Test func staleTimerRemovesALaterSnackWithTheSameId() {
        // a removed by hand at 1; its timer (due 4.4) is not invalidated and removes the new a
        // added at 2, whose own timer would have fired at 6.4.
        let s = run([(0, add("a")), (1, .input(.id("a"))), (2, add("a"))])
        expectStarts(s.items, [(0, 1), (2, 4.4)])
    }

    @Test func addingWhileTheOldOneSlidesOutMakesANewView() {
        let s = run([(0, add("a")), (1, .input(.id("a"))), (1.1, add("a", 0))])
        #expect(s.moves.filter { $0.kind == .add }.last == move(1, 1.1, 0.4, .add, .offscreen, .stacked(after: [])))
        // And the first a's timer still removes it (the "forever" duration does not help).
        expectStarts(s.items, [(0, 1), (1.1, 4.4)])
    }
}
