/// A manager: the rules that turn shows and hide requests into when each overlay enters and
/// leaves. `SceneTimeline` routes each overlay to the manager its `ManagerRoute` names and
/// merges their schedules; every manager sees only its own overlays. A preset's manager lives in
/// the preset's folder, made by its `ManagerKeys`.
package protocol OverlayManager {
    /// One schedule per overlay that reached the screen. `shows` are in input order, each with
    /// its index in the scene's overlays (what `ScheduledItem.event` must hold); `inputs` are
    /// every hide request and gesture of the scene (a manager ignores ids it does not have).
    func schedule(shows: [ManagedShow], inputs: [TimedEvent<ManagerInput>]) -> [ScheduledItem]
}

/// A show handed to a manager.
package struct ManagedShow {
    package var index: Int
    package var at: Double
    package var overlay: TimelineOverlay
    /// Its laid-out height in points (for managers that stack overlays).
    package var height: Double
}

/// What a manager hears besides shows: requests to hide — by id, everything, one count of an
/// id (SwiftMessages `hideCounted`), or a gesture on the overlay with the id that is on screen
/// (it hides that one only; a manager keeps queued copies) — and drags that begin and end on an
/// overlay without dismissing it (SwiftMessages holds the auto-hide meanwhile).
package enum ManagerInput: Sendable, Hashable {
    case id(String)
    case all
    case counted(String)
    case gesture(String)
    case dragBegan(String)
    case dragEnded(String)
    /// A touch on the overlay with the id that re-arms its display timer (`TapBehavior.restartsTimer`).
    case touched(String)
    /// A call a preset's own event makes on the manager of the overlay with the id (a card's
    /// push or pop), or on a whole manager when the id is empty (hide every toast); managers that
    /// do not know the call ignore it.
    case call(String, PresetCall)
}

/// A preset's own timeline call, as a value any manager can carry and only the preset's
/// manager reads (`value(as:)`). Wrapped so that the generic events need not know its type.
package struct PresetCall: @unchecked Sendable, Hashable {
    // Only Sendable values are wrapped (the initializer asks for it): the box is Sendable.
    private let value: AnyHashable

    package init<Call: Hashable & Sendable>(_ call: Call) { value = AnyHashable(call) }

    /// The call as the type a manager reads, or nil when it is another preset's.
    package func value<Call: Hashable & Sendable>(as _: Call.Type) -> Call? { value.base as? Call }
}

extension SceneTimeline {
    /// Every overlay's schedule: overlays grouped by route, each group scheduled by its manager.
    package static func schedule(
        overlays: [TimelineOverlay], showAt: [Double], inputs: [TimedEvent<ManagerInput>],
        heights: [Double]
    ) -> [ScheduledItem] {
        var groups: [String: (route: ManagerRoute, shows: [ManagedShow])] = [:]
        var order: [String] = []
        for (i, o) in overlays.enumerated() {
            let key = o.presentation.route.identity
            if groups[key] == nil { groups[key] = (o.presentation.route, []); order.append(key) }
            groups[key]!.shows.append(ManagedShow(index: i, at: showAt[i], overlay: o, height: heights[i]))
        }
        return order.flatMap { key -> [ScheduledItem] in
            let group = groups[key]!
            return group.route.manager.schedule(shows: group.shows, inputs: inputs)
        }
    }
}

/// Each overlay shows when asked and leaves at the first of: its display time running out
/// (counted from the end of its entrance), a hide naming it, a hide-all, a tap or drag that
/// dismisses it. Drags do not touch its display time.
struct IndependentManager: OverlayManager {
    package func schedule(shows: [ManagedShow], inputs requests: [TimedEvent<ManagerInput>]) -> [ScheduledItem] {
        shows.compactMap { s in
            let o = s.overlay
            var start = s.at
            if case .indefinite(let delay, _) = o.presentation.display { start += delay }
            let counting = o.presentation.displayCountsFromShow ? start : start + o.enter.duration
            var hide = o.presentation.display.seconds.map { counting + $0 }
            for r in requests where r.at >= s.at {
                switch r.event {
                case .all: hide = min(hide ?? r.at, r.at)
                case .id(let id) where id == o.id, .counted(let id) where id == o.id, .gesture(let id) where id == o.id:
                    hide = min(hide ?? r.at, r.at)
                default: break
                }
            }
            if let h = hide, h < start { return nil }  // hidden before its delay ran out
            if case .indefinite(_, let minimum) = o.presentation.display, let h = hide { hide = max(h, start + minimum) }
            return ScheduledItem(
                id: o.id, event: s.index, showStart: start, showDuration: o.enter.duration,
                hideStart: hide, hideDuration: o.exit.duration)
        }
    }
}
