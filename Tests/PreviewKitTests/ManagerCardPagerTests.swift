import PreviewKit
import Testing

/// BulletinBoard: 0.3 s present/dismiss, 0.75 s item transitions in three linear thirds.
@Suite struct ManagerCardPagerTests {
    typealias C = CardPager
    let pager = CardPager(rootItem: "intro")

    func run(_ events: [(Double, C.Event)]) -> C.Schedule { pager.schedule(events.map { TimedEvent(at: $0.0, $0.1) }) }
    /// A show of the card, a gesture on it and a call on it, as the seam hands them over.
    let present = C.Event.show(C.ShowBulletin())
    let gesture = C.Event.input(.gesture(""))
    func call(_ c: C.Call) -> C.Event { .input(.call("", PresetCall(c))) }
    /// The item changes, as "start:from>to", from what the renderer reads: each card's changes
    /// (`CardChange`) from its first state on.
    func pairs(_ s: C.Schedule) -> [String] {
        s.changes.flatMap { changes -> [String] in
            var page = s.rootItem
            return changes.compactMap { c in
                defer { page = c.to.page }
                return c.to.page == page ? nil : "\(c.at):\(page)>\(c.to.page)"
            }
        }
    }

    /// The card on screen at `t` with the page it shows (the one it is moving to, during a
    /// change) and the change still running, if any.
    func shown(_ s: C.Schedule, at t: Double) -> (phase: OverlayPhase, item: String, running: CardChange?)? {
        guard let k = s.cards.lastIndex(where: { $0.phase(at: t) != nil }), let phase = s.cards[k].phase(at: t) else { return nil }
        let last = s.changes[k].last { $0.at <= t }
        let running = last.flatMap { t < $0.at + $0.transition.duration ? $0 : nil }
        return (phase, last?.to.page ?? s.rootItem, running)
    }

    @Test func pushAndPop() {
        let s = run([
            (0, present), (1, call(.push(item: "b"))), (2, call(.push(item: "c"))), (3, call(.pop)), (4, call(.pop)), (5, call(.pop)),
        ])
        expectStarts(s.cards, [(0, nil)])
        #expect(pairs(s) == ["1.0:intro>b", "2.0:b>c", "3.0:c>b", "4.0:b>intro"])  // 5: already on the root
        #expect(shown(s, at: 0.5)?.item == "intro")
        #expect(shown(s, at: 2.5)?.item == "c")
        #expect(shown(s, at: 4.9)?.running == nil)
    }

    @Test func anItemChangeIsThreeEqualThirds() {
        let s = run([(0, present), (1, call(.push(item: "b")))])
        // The change the card's pose is drawn from (`CardPose` turns it into its phases).
        #expect(s.changes[0].map(\.transition) == [.staged(fadeOut: 0.25, resize: 0.25, fadeIn: 0.25)])
        #expect(shown(s, at: 1.6)?.running?.at == 1)
        #expect(shown(s, at: 1.75)?.running == nil)
        #expect(isPhase(shown(s, at: 0.15)?.phase, .entering(progress: 0.5)))
    }

    @Test func callsWhileNotPresentedAreIgnoredAndDismissResetsTheStack() {
        let s = run([
            (0, call(.push(item: "x"))), (1, present), (2, call(.push(item: "b"))), (3, call(.dismiss)), (3.1, call(.push(item: "c"))),
            (3.2, present), (4, present), (5, call(.pop)),
        ])
        // Before the present, during the dismissal, a present while the card is still leaving;
        // the final pop is accepted but a no-op (already on the root after the reset).
        #expect(s.ignored == [0, 4, 5])
        expectStarts(s.cards, [(1, 3), (4, nil)])
        #expect(pairs(s) == ["2.0:intro>b"])
        #expect(shown(s, at: 3.15)?.item == "b")  // leaving with its last item
        #expect(shown(s, at: 4.5)?.item == "intro")
        #expect(shown(s, at: 3.35) == nil)
    }

    @Test func theScenesRequestsReachOnlyTheirCard() {
        let card = CardPager(manager: "welcome", rootItem: "intro")
        func runCard(_ events: [(Double, C.Event)]) -> C.Schedule { card.schedule(events.map { TimedEvent(at: $0.0, $0.1) }) }
        // Requests for another card are not this card's: neither acted on nor counted as ignored.
        let other = runCard([
            (0, present), (1, .input(.id("other"))), (1.5, .input(.call("other", PresetCall(C.Call.dismiss)))),
            (2, .input(.gesture("other"))),
        ])
        expectStarts(other.cards, [(0, nil)])
        #expect(other.ignored.isEmpty)
        // A hide of its id, and a hide-all, dismiss it.
        expectStarts(runCard([(0, present), (1, .input(.id("welcome")))]).cards, [(0, 1)])
        expectStarts(runCard([(0, present), (1, .input(.all))]).cards, [(0, 1)])
    }

    @Test func popTo() {
        let base: [(Double, C.Event)] = [(0, present), (1, call(.push(item: "b"))), (2, call(.push(item: "c"))), (3, call(.push(item: "d")))]
        let s = run(base + [(4, call(.popTo(item: "b", orDismiss: true))), (5, call(.pop))])
        #expect(pairs(s).suffix(2) == ["4.0:d>b", "5.0:b>intro"])
        let missing = run(base + [(4, call(.popTo(item: "zzz", orDismiss: true)))])
        expectStarts(missing.cards, [(0, 4)])
        let toRoot = run(base + [(4, call(.popTo(item: "zzz", orDismiss: false)))])
        #expect(pairs(toRoot).last == "4.0:d>intro")
        #expect(toRoot.cards[0].hideStart == nil)
    }

    @Test func nextActivityAndGesturesFollowTheItemsRules() {
        let rules: [String: C.ItemRules] = [
            "intro": C.ItemRules(isDismissable: false, next: "b"),
            "b": C.ItemRules(isDismissable: true, requiresCloseButton: true),
        ]
        let pager = CardPager(rootItem: "intro", items: rules, defaultSpinnerColor: .black)
        let s = pager.schedule(
            [
                (0, present), (0.5, gesture), (1, call(.next)), (1.5, gesture), (2, call(.next)), (3, call(.showActivity(nil))),
                (3.5, call(.hideActivity)), (3.6, gesture), (4, gesture),
            ].map { TimedEvent(at: $0.0, $0.1) })
        // A gesture on the non-dismissable root, one during the change, `next` on an item without
        // one, and a gesture while the content comes back: ignored. The last one dismisses.
        #expect(s.ignored == [1, 3, 4, 7])
        #expect(s.cards[0].hideStart == 4)
        let kinds = s.changes[0].map { "\($0.to.page) content:\($0.to.showsContent) close:\($0.to.showsAccessory) spin:\($0.to.spinner != nil)" }
        #expect(
            kinds == [
                "b content:true close:true spin:false", "b content:false close:false spin:true",
                "b content:true close:true spin:false",
            ])
        #expect(
            s.changes[0].map(\.transition) == [
                .staged(fadeOut: 0.25, resize: 0.25, fadeIn: 0.25), .together(.easeInOut(0.25)),
                .staged(fadeOut: 0, resize: 0, fadeIn: 0.25),
            ])
    }
}
