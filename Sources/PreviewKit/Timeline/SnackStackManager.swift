import Raster

/// Y-Snackbar's stack as a manager: the shows of one alignment go to `SnackbarStack` as adds
/// (equal snacks by `SnackStackKeys.equality`), hides and swipes as removes, and its decisions
/// come back as schedules whose `moves` slide each snack between slots and `contentSwitches`
/// replace a re-added snack's content.
///
/// A slot's offset from the first slot is the heights of the snacks before it plus one spacing
/// each, away from the edge; off-screen is the snack's own height plus
/// `offscreenDistance` beyond the edge. The first move of a snack (its add) goes from off-screen
/// to its slot; every later move adds the difference between two slots, so moves that overlap
/// add up as UIKit's layout animations do. Heights are those of the content a snack shows when
/// the move starts.
struct SnackStackManager: OverlayManager {
    func schedule(shows: [ManagedShow], inputs: [TimedEvent<ManagerInput>]) -> [ScheduledItem] {
        guard let first = shows.first, case .snackStack(let keys) = first.overlay.presentation.route else { return [] }
        // Adds and removes interleaved by time (adds first at equal times, in input order).
        var merged: [(at: Double, order: Int, event: SnackbarStack.Event, show: Int?)] = []
        var equalityOf: [String: [String]] = [:]  // overlay id → the equality keys of its shows
        for (k, s) in shows.enumerated() {
            let equality = Self.keys(of: s).equality
            equalityOf[s.overlay.id, default: []].append(equality)
            let seconds = s.overlay.presentation.display.seconds ?? 0
            merged.append((s.at, k, .add(SnackbarStack.Snack(id: equality, duration: seconds)), k))
        }
        for r in inputs {
            let ids: [String]
            switch r.event {
            case .id(let id), .counted(let id), .gesture(let id): ids = equalityOf[id] ?? []
            case .all: ids = shows.filter { $0.at <= r.at }.map { Self.keys(of: $0).equality }
            case .dragBegan, .dragEnded: ids = []
            }
            for id in Array(Set(ids)).sorted() { merged.append((r.at, shows.count + merged.count, .remove(id: id), nil)) }
        }
        merged.sort { ($0.at, $0.order) < ($1.at, $1.order) }
        var showOfEvent: [Int: Int] = [:]
        var events: [TimedEvent<SnackbarStack.Event>] = []
        for m in merged {
            if let s = m.show { showOfEvent[events.count] = s }
            events.append(TimedEvent(at: m.at, m.event))
        }
        let schedule = SnackbarStack().schedule(events)
        let motion = SnackMotion(reduceMotion: keys.reduceMotion)

        // The show whose content an item displays at `t`.
        func shownShow(_ item: Int, at t: Double) -> Int {
            let change = schedule.contentChanges.last { $0.item == item && $0.at <= t }
            return showOfEvent[change?.event ?? schedule.items[item].event] ?? 0
        }
        func height(_ item: Int, at t: Double) -> Double { shows[shownShow(item, at: t)].height }
        func offset(_ slot: SnackbarStack.Slot, of item: Int, at t: Double) -> Double {
            let away: Double
            switch slot {
            case .offscreen: away = -(keys.offscreenDistance + height(item, at: t))
            case .stacked(let after): away = after.reduce(0) { $0 + height($1, at: t) + keys.spacing }
            }
            return keys.fromTop ? away : -away
        }

        return schedule.items.enumerated().map { i, item in
            var s = item
            let show = shows[showOfEvent[item.event] ?? 0]
            s.id = show.overlay.id
            s.event = show.index
            var placed = false
            for move in schedule.moves where move.item == i {
                let from = offset(move.from, of: i, at: move.start), to = offset(move.to, of: i, at: move.start)
                let timing = motion.timing(of: move.kind)
                if !placed {
                    // The add: from off-screen (or, under Reduce Motion, at its slot already).
                    let start = keys.reduceMotion ? to : from
                    s.moves.append(ScheduledMove(start: move.start, timing: timing, from: Point(0, start), to: Point(0, to)))
                    placed = true
                } else if !(keys.reduceMotion && move.kind == .remove && move.to == .offscreen) {
                    // Under Reduce Motion a removed snack fades where it is.
                    s.moves.append(ScheduledMove(start: move.start, timing: timing, from: .zero, to: Point(0, to - from)))
                }
            }
            s.contentSwitches = schedule.contentChanges.filter { $0.item == i }.compactMap { change in
                showOfEvent[change.event].map { ContentSwitch(at: change.at, overlay: shows[$0].index) }
            }
            return s
        }
    }

    private static func keys(of show: ManagedShow) -> SnackStackKeys {
        if case .snackStack(let keys) = show.overlay.presentation.route { return keys }
        return SnackStackKeys(fromTop: true, equality: show.overlay.id, offscreenDistance: 0)
    }
}
