import Raster

/// Shared vocabulary of the managers: the rules (one per library) that turn a time-ordered list
/// of events into a schedule of what is on screen. Managers are pure values: no clocks, no
/// rendering. Each one replays its library's own logic as a small discrete-event simulation,
/// with the library's timers and animation completions as internal events.
///
/// Ties: when an internal event (a timer, an animation completion) falls at exactly the time of
/// an input event, the internal event runs first; input events at equal times run in input
/// order.

/// An input event at a time, in seconds from the start of the scene.
package struct TimedEvent<Event: Sendable>: Sendable {
    package var at: Double
    package var event: Event

    package init(at: Double, _ event: Event) {
        self.at = at
        self.event = event
    }
}

extension TimedEvent: Equatable where Event: Equatable {}

/// Where one overlay is in its life at a moment.
package enum OverlayPhase: Equatable, Sendable {
    /// Show animation running; progress 0…1 in time (the curve is the renderer's business).
    case entering(progress: Double)
    /// At rest on screen.
    case presented
    /// Hide animation running; progress 0…1 in time.
    case leaving(progress: Double)
}

/// How an overlay leaves: its own exit animation, or the "pop" animation a library plays when a
/// newer overlay pushes it out (SwiftEntryKit `popBehavior`).
package enum LeaveStyle: Equatable, Sendable {
    case exit
    case pop
}

/// One overlay that reached the screen: when its show animation starts, when its hide animation
/// starts (nil = it stays), and how long both run.
package struct ScheduledItem: Equatable, Sendable {
    package var id: String
    /// Index, in the input event list, of the event that created it.
    package var event: Int
    package var showStart: Double
    package var showDuration: Double
    package var hideStart: Double?
    package var hideDuration: Double
    package var leaveStyle: LeaveStyle
    /// Moves the manager makes it do while on screen (a snack sliding to a new slot), in points;
    /// `SceneTimeline.pose` adds them to its pose.
    package var moves: [ScheduledMove] = []
    /// Content the manager swaps in while it stays on screen: from `at` on, it shows the view of
    /// the overlay `overlay` (an index like `event`) and is drawn in front of the others. Y-Snackbar
    /// replaces a snack's content at once when an equal snack is added again, and brings it to
    /// the front (`bringSubviewToFront`).
    package var contentSwitches: [ContentSwitch] = []
    /// What its card shows from moment to moment (a `CardSurface`'s page changes and activity
    /// indicator), in time order; `CardPose` turns them into a look.
    package var cardChanges: [CardChange] = []

    package init(
        id: String, event: Int, showStart: Double, showDuration: Double,
        hideStart: Double? = nil, hideDuration: Double, leaveStyle: LeaveStyle = .exit
    ) {
        self.id = id
        self.event = event
        self.showStart = showStart
        self.showDuration = showDuration
        self.hideStart = hideStart
        self.hideDuration = hideDuration
        self.leaveStyle = leaveStyle
    }

    /// When it leaves the screen for good (nil = never).
    package var removal: Double? { hideStart.map { $0 + hideDuration } }

    /// The phase at `t`, or nil when it is not on screen (before its show, after its removal).
    /// A hide that starts during the show animation wins: the item is leaving from then on.
    package func phase(at t: Double) -> OverlayPhase? {
        if t < showStart { return nil }
        if let hideStart {
            if t >= hideStart + hideDuration { return nil }
            if t >= hideStart {
                return .leaving(progress: hideDuration > 0 ? (t - hideStart) / hideDuration : 1)
            }
        }
        if t < showStart + showDuration { return .entering(progress: (t - showStart) / showDuration) }
        return .presented
    }
}

/// The schedule of a manager that may keep a show off screen for good (a queue that drops
/// duplicates, a request refused): the items that reached the screen, in the order they were
/// shown, and the show events that never did.
package struct QueueSchedule: Equatable, Sendable {
    package var items: [ScheduledItem]
    /// Indices of show events no item came from, ascending.
    package var neverShown: [Int]

    /// `items`, and those of the show events `shows` that none of them came from.
    package init(items: [ScheduledItem], shows: some Sequence<Int>) {
        self.items = items
        let shown = Set(items.map(\.event))
        neverShown = shows.filter { !shown.contains($0) }.sorted()
    }
}

/// From `at` on, an item shows the view of another overlay (see `ScheduledItem.contentSwitches`).
package struct ContentSwitch: Equatable, Sendable {
    package var at: Double
    package var overlay: Int

    package init(at: Double, overlay: Int) {
        self.at = at
        self.overlay = overlay
    }
}

/// A move a manager decides: from `start` on, it adds to the item's offset a value that goes
/// from `from` to `to` (points) with `timing`, and nothing before. An item's moves add up, so a
/// slot change is a move by the difference, and a move still running when another starts keeps
/// going, as UIKit's additive layout animations do.
package struct ScheduledMove: Equatable, Sendable {
    package var start: Double
    package var timing: AnimationTiming
    package var from: Point
    package var to: Point

    package init(start: Double, timing: AnimationTiming, from: Point, to: Point) {
        self.start = start
        self.timing = timing
        self.from = from
        self.to = to
    }

    /// The offset it contributes `t` seconds into the scene.
    func offset(at t: Double) -> Point {
        guard t >= start else { return Point(0, 0) }
        let p = timing.progress(at: t - start)
        return Point(from.x + (to.x - from.x) * p, from.y + (to.y - from.y) * p)
    }
}

/// The pending internal events of a simulation, earliest first; equal times in scheduling order.
package struct ManagerAgenda<Payload> {
    private var entries: [(time: Double, seq: Int, payload: Payload)] = []
    private var nextSeq = 0

    package init() {}

    package mutating func schedule(at time: Double, _ payload: Payload) {
        guard time.isFinite else { return }  // an infinite timer never fires
        entries.append((time, nextSeq, payload))
        nextSeq += 1
    }

    /// Removes and returns the earliest entry due at or before `limit`.
    package mutating func popDue(notAfter limit: Double) -> (time: Double, payload: Payload)? {
        var best: Int?
        for i in entries.indices where entries[i].time <= limit {
            if let b = best {
                if (entries[i].time, entries[i].seq) < (entries[b].time, entries[b].seq) { best = i }
            } else {
                best = i
            }
        }
        guard let b = best else { return nil }
        let e = entries.remove(at: b)
        return (e.time, e.payload)
    }

    package mutating func removeAll(where shouldRemove: (Payload) -> Bool) {
        entries.removeAll { shouldRemove($0.payload) }
    }
}

/// A manager's rules as a small discrete-event simulation (one per library): it handles each
/// input event and each of its own internal events (timers, animation completions) as it comes
/// due, and keeps its schedule as it goes. `run` is the one loop every simulation shares.
package protocol ManagerSimulation {
    associatedtype Event: Sendable
    associatedtype Internal
    /// Input event `index` of the list, at `t`.
    mutating func handle(_ event: Event, index: Int, at t: Double, _ agenda: inout ManagerAgenda<Internal>)
    /// An internal event come due at `t`.
    mutating func handle(_ event: Internal, at t: Double, _ agenda: inout ManagerAgenda<Internal>)
}

extension ManagerSimulation {
    /// Runs the simulation over `events`: input events sorted by time (stable), each preceded by
    /// every internal event due at or before it; then the remaining internal events.
    package mutating func run(_ events: [TimedEvent<Event>]) {
        var agenda = ManagerAgenda<Internal>()
        let order = events.indices.sorted { (events[$0].at, $0) < (events[$1].at, $1) }
        for i in order {
            let t = events[i].at
            while let due = agenda.popDue(notAfter: t) { handle(due.payload, at: due.time, &agenda) }
            handle(events[i].event, index: i, at: t, &agenda)
        }
        while let due = agenda.popDue(notAfter: .infinity) { handle(due.payload, at: due.time, &agenda) }
    }
}
