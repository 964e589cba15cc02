/// A manager's simulation input: its shows and the scene's requests merged into one list by
/// time (at equal times, shows first, each in input order), and which show each event is, so a
/// simulation's items can be mapped back to the scene's overlays.
package struct ManagerEventList<Event: Sendable> {
    package private(set) var events: [TimedEvent<Event>] = []
    /// For each event that is a show, its index in `shows`.
    private var showOfEvent: [Int: Int] = [:]
    private let shows: [ManagedShow]

    /// `show` turns a show into its event; `input` turns a request into none, one or several.
    package init(
        shows: [ManagedShow], inputs: [TimedEvent<ManagerInput>],
        show: (ManagedShow) -> Event, input: (TimedEvent<ManagerInput>) -> [Event]
    ) {
        self.shows = shows
        var merged: [(at: Double, order: Int, event: Event, show: Int?)] = []
        for (k, s) in shows.enumerated() { merged.append((s.at, k, show(s), k)) }
        for r in inputs {
            for e in input(r) { merged.append((r.at, shows.count + merged.count, e, nil)) }
        }
        merged.sort { ($0.at, $0.order) < ($1.at, $1.order) }
        for m in merged {
            if let k = m.show { showOfEvent[events.count] = k }
            events.append(TimedEvent(at: m.at, m.event))
        }
    }

    /// The show an event index (a simulation item's `event`) stands for.
    package func show(ofEvent index: Int) -> ManagedShow? { showOfEvent[index].map { shows[$0] } }

    /// A simulation's item with `event` made the scene's overlay index (nil when the item did
    /// not come from a show).
    package func reindexed(_ item: ScheduledItem) -> ScheduledItem? {
        guard let s = show(ofEvent: item.event) else { return nil }
        var out = item
        out.event = s.index
        return out
    }
}
