/// The managers' part of `SceneTimeline`: when each shown overlay starts entering and leaving.
extension SceneTimeline {
    /// One schedule per overlay that reached the screen; `event` is the overlay's index.
    static func schedule(overlays: [TimelineOverlay], showAt: [Double], requests: [TimedEvent<HideRequest>],
                         manager: TimelineManager) -> [ScheduledItem] {
        switch manager {
        case .independent:
            return independentSchedule(overlays: overlays, showAt: showAt, requests: requests)
        case .queue(let pause):
            return queueSchedule(overlays: overlays, showAt: showAt, requests: requests, pause: pause)
        }
    }

    /// Each overlay shows when asked and leaves at the first of: its display time running out,
    /// a hide naming it, a hide-all, a tap or drag that dismisses it.
    private static func independentSchedule(overlays: [TimelineOverlay], showAt: [Double],
                                            requests: [TimedEvent<HideRequest>]) -> [ScheduledItem] {
        overlays.enumerated().map { i, o in
            let start = showAt[i]
            var hide = o.displayDuration.map { start + o.enter.duration + $0 }
            for r in requests where r.at >= start {
                switch r.event {
                case .all: hide = min(hide ?? r.at, r.at)
                case .id(let id) where id == o.id: hide = min(hide ?? r.at, r.at)
                default: break
                }
            }
            return ScheduledItem(id: o.id, event: i, showStart: start, showDuration: o.enter.duration,
                                 hideStart: hide, hideDuration: o.exit.duration)
        }
    }

    /// SwiftMessages' queue decides (`MessageQueue`).
    private static func queueSchedule(overlays: [TimelineOverlay], showAt: [Double],
                                      requests: [TimedEvent<HideRequest>], pause: Double) -> [ScheduledItem] {
        var events: [TimedEvent<MessageQueue.Event>] = []
        var overlayOfEvent: [Int: Int] = [:]
        // Shows and hides interleaved by time (stable: shows first at equal times, as given).
        var merged: [(at: Double, order: Int, event: MessageQueue.Event, overlay: Int?)] = []
        for (i, o) in overlays.enumerated() {
            let message = MessageQueue.Message(id: o.id, duration: o.displayDuration.map { .seconds($0) } ?? .forever,
                                               showDuration: o.enter.duration, hideDuration: o.exit.duration)
            merged.append((showAt[i], merged.count, .show(message), i))
        }
        for r in requests {
            switch r.event {
            case .all: merged.append((r.at, merged.count, .hideAll, nil))
            case .id(let id): merged.append((r.at, merged.count, .hide(id: id), nil))
            }
        }
        merged.sort { ($0.at, $0.order) < ($1.at, $1.order) }
        for m in merged {
            if let o = m.overlay { overlayOfEvent[events.count] = o }
            events.append(TimedEvent(at: m.at, m.event))
        }
        let schedule = MessageQueue(pauseBetweenMessages: pause).schedule(events)
        return schedule.items.compactMap { item in
            guard let o = overlayOfEvent[item.event] else { return nil }
            var s = item
            s.event = o
            return s
        }
    }
}
