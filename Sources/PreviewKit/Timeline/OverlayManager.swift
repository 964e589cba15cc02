/// A manager: the rules that turn shows and hide requests into when each overlay enters and
/// leaves. `SceneTimeline` routes each overlay to the manager its `ManagerRoute` names and
/// merges their schedules; every manager sees only its own overlays.
protocol OverlayManager {
    /// One schedule per overlay that reached the screen. `shows` are in input order, each with
    /// its index in the scene's overlays (what `ScheduledItem.event` must hold); `inputs` are
    /// every hide request and gesture of the scene (a manager ignores ids it does not have).
    func schedule(shows: [ManagedShow], inputs: [TimedEvent<ManagerInput>]) -> [ScheduledItem]
}

/// A show handed to a manager.
struct ManagedShow {
    var index: Int
    var at: Double
    var overlay: TimelineOverlay
    /// Its laid-out height in points (for managers that stack overlays).
    var height: Double
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
    /// A call on the card manager with the id (`BLTNItemManager`: push, pop, activity indicator).
    case card(String, CardPager.Event)
}

extension ManagerRoute {
    /// The manager for the overlays of this route.
    var manager: OverlayManager {
        switch self {
        case .independent: return IndependentManager()
        case .messageQueue(let keys): return MessageQueueManager(pause: keys.pause)
        case .snackStack: return SnackStackManager()
        case .placardBars: return PlacardBarsManager()
        case .precedence(let keys): return EntryWindowManager(heuristic: keys.heuristic)
        case .cardPager(let keys): return CardPagerManager(keys: keys)
        }
    }
}

extension SceneTimeline {
    /// Every overlay's schedule: overlays grouped by route, each group scheduled by its manager.
    static func schedule(overlays: [TimelineOverlay], showAt: [Double], inputs: [TimedEvent<ManagerInput>],
                         heights: [Double]) -> [ScheduledItem] {
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
    func schedule(shows: [ManagedShow], inputs requests: [TimedEvent<ManagerInput>]) -> [ScheduledItem] {
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
            return ScheduledItem(id: o.id, event: s.index, showStart: start, showDuration: o.enter.duration,
                                 hideStart: hide, hideDuration: o.exit.duration)
        }
    }
}

/// SwiftMessages' queue decides (`MessageQueue`), for the overlays of one instance.
struct MessageQueueManager: OverlayManager {
    var pause: Double

    func schedule(shows: [ManagedShow], inputs requests: [TimedEvent<ManagerInput>]) -> [ScheduledItem] {
        let list = ManagerEventList<MessageQueue.Event>(shows: shows, inputs: requests, show: { s in
            let o = s.overlay
            var keys = MessageQueueKeys()
            if case .messageQueue(let k) = o.presentation.route { keys = k }
            let duration: MessageQueue.Duration
            switch o.presentation.display {
            case .seconds(let v): duration = .seconds(v)
            case .forever: duration = .forever
            case .indefinite(let d, let m): duration = .indefinite(delay: d, minimum: m)
            }
            return .show(MessageQueue.Message(id: o.id, duration: duration, priority: keys.priority,
                                              ignoreDuplicates: keys.ignoreDuplicates,
                                              showDuration: o.enter.duration, hideDuration: o.exit.duration))
        }, input: { r in
            switch r.event {
            case .all: return [.hideAll]
            case .id(let id): return [.hide(id: id)]
            case .counted(let id): return [.hideCounted(id: id)]
            case .gesture(let id): return [.hideCurrentMatching(id: id)]
            case .dragBegan(let id): return [.dragBegan(id: id)]
            case .dragEnded(let id): return [.dragEnded(id: id)]
            case .touched, .card: return []
            }
        })
        return MessageQueue(pauseBetweenMessages: pause).schedule(list.events).items.compactMap(list.reindexed)
    }
}
