/// Placard's bars as a manager (`PlacardBars`): every show on screen at once, later ones on top;
/// the hide timer counted from the show; a hide or hide-all scheduled at once; a tap that
/// dismisses reaches it as a hide when its tap block completes (`TapBehavior.delayToAction`).
struct PlacardBarsManager: OverlayManager {
    func schedule(shows: [ManagedShow], inputs: [TimedEvent<ManagerInput>]) -> [ScheduledItem] {
        var merged: [(at: Double, order: Int, event: PlacardBars.Event, show: Int?)] = []
        for (k, s) in shows.enumerated() {
            let o = s.overlay
            let bar = PlacardBars.Bar(id: o.id, duration: o.presentation.display.seconds ?? .infinity,
                                      showDuration: o.enter.duration, hideDuration: o.exit.duration)
            merged.append((s.at, k, .show(bar), k))
        }
        for r in inputs {
            let event: PlacardBars.Event
            switch r.event {
            case .id(let id), .counted(let id), .gesture(let id): event = .hide(id: id)
            case .all: event = .hideAll
            case .dragBegan, .dragEnded: continue
            }
            merged.append((r.at, shows.count + merged.count, event, nil))
        }
        merged.sort { ($0.at, $0.order) < ($1.at, $1.order) }
        var showOfEvent: [Int: Int] = [:]
        var events: [TimedEvent<PlacardBars.Event>] = []
        for m in merged {
            if let s = m.show { showOfEvent[events.count] = s }
            events.append(TimedEvent(at: m.at, m.event))
        }
        return PlacardBars().schedule(events).items.compactMap { item in
            guard let k = showOfEvent[item.event] else { return nil }
            var s = item
            s.event = shows[k].index
            return s
        }
    }
}
