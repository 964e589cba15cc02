/// What a manager's simulation hears, in time order: one of its shows (as the simulation
/// describes a show) or one of the scene's requests, exactly as the seam hands it over. Each
/// simulation decides what a request means in its library (a hide by id, by entry name, by
/// equal snack), so no adapter translates requests and a new request reaches every simulation.
package enum ManagerEvent<Show: Sendable>: Sendable {
    case show(Show)
    case input(ManagerInput)
}

extension ManagerEvent: Equatable where Show: Equatable {}

/// A manager's simulation input: its shows and the scene's requests merged into one list by
/// time (at equal times, shows first, each in input order), and which show each event is, so a
/// simulation's items can be mapped back to the scene's overlays.
package struct ManagerEventList<Show: Sendable> {
    package private(set) var events: [TimedEvent<ManagerEvent<Show>>] = []
    /// For each event that is a show, its index in `shows`.
    private var showOfEvent: [Int: Int] = [:]
    private let shows: [ManagedShow]

    /// `show` describes a show as the simulation reads it; requests pass unchanged.
    package init(shows: [ManagedShow], inputs: [TimedEvent<ManagerInput>], show: (ManagedShow) -> Show) {
        self.shows = shows
        var merged: [(at: Double, order: Int, event: ManagerEvent<Show>, show: Int?)] = []
        for (k, s) in shows.enumerated() { merged.append((s.at, k, .show(show(s)), k)) }
        for (k, r) in inputs.enumerated() { merged.append((r.at, shows.count + k, .input(r.event), nil)) }
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
