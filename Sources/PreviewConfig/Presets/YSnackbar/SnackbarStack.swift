import PreviewModel

/// Y-Snackbar's stack: any number of snacks on screen at once, stacked from the screen edge, the
/// newest farthest from it. One stack per alignment (top and bottom are separate managers).
///
/// Verified in codeandtheory/ysnackbar-ios @ 2d146a3 (2023-08-07):
/// - `Sources/YSnackbar/Manager/SnackbarManager.swift` L67–87 `add`: a snack equal to one in the
///   stack (`Snack+Equatable.swift` L13–20: same `reuseIdentifier` if both have one, else same
///   title and message — `id` here) is not added again: its timer is invalidated, it moves to
///   the latest slot (rearrange animation) with its content replaced at once, and its timer
///   restarts when the move completes. Otherwise it is appended and slides in (add animation);
///   its timer starts when the add animation completes. No cap on the count.
/// - L89–93 `remove`: the snack leaves the array at once; `SnackContainerView.swift` L65–106: it
///   slides off-screen while the snacks beyond it slide toward the edge to close the gap, in the
///   same remove animation. A snack that is sliding out is no longer "in the stack": adding an
///   equal one creates a new view.
/// - `SnackContainerView+Add.swift` L59–76: a new snack's slot is after the latest one (gap
///   `snackSpacing` 16, `SnackbarManager+Appearance.swift` L44), the first one flush with the
///   container edge. `SnackContainerView.swift` L108–116: rearranging the latest snack does
///   nothing and completes at once.
/// - `SnackbarManager.swift` L95–120 timers: `duration` 0 never starts one (NaN was meant to,
///   but the `!= .nan` test is always true — NaN is treated as "never" here, as documented);
///   when a timer fires it removes the snack equal to it and then invalidates the timer stored
///   for that id. `remove` does not invalidate timers, and starting a timer overwrites the
///   stored one without invalidating it — so a stale timer can remove a later snack with the
///   same id. Both quirks are reproduced.
/// - `Model/Animation+Snackbar.swift` L15–21: add 0.4 s spring (damping 0.6, velocity 0.4),
///   rearrange 0.3 s ease-in-out, remove 0.3 s ease-out. `Model/Snack.swift` L47: duration 4 s.
/// Moves overlap the way UIKit layout animations do (additively): a renderer places a snack at
/// its latest slot plus, for every move still running, (from − to) × (1 − curve(progress)).
package struct SnackbarStack: Sendable {
    package struct Snack: Equatable, Sendable {
        /// `reuseIdentifier`, or title + message when there is none.
        package var id: String
        /// The id the scene's requests name it by (its own `id` when not given).
        package var overlayID: String
        /// Seconds on screen after the add animation; 0, NaN or infinity = until removed.
        package var duration: Double

        package init(id: String, overlayID: String? = nil, duration: Double = 4) {
            self.id = id
            self.overlayID = overlayID ?? id
            self.duration = duration
        }
    }

    /// An add (a show), or a request as the seam hands it over: a hide by id, a counted hide
    /// and a swipe remove the snacks equal to every snack shown with that id; `.all` removes
    /// those equal to every snack added so far; removes run in the order of the snacks'
    /// equality keys. Drags that spring back, touches and other presets' calls mean nothing
    /// to the stack.
    package typealias Event = ManagerEvent<Snack>

    /// A slot in the stack: off-screen (beyond the window edge), or after the given snacks
    /// (item indices, nearest the edge first); its distance from the edge is the sum of their
    /// heights plus one `snackSpacing` each.
    package enum Slot: Equatable, Sendable {
        case offscreen
        case stacked(after: [Int])
    }

    package struct Move: Equatable, Sendable {
        package enum Kind: Equatable, Sendable { case add, rearrange, remove }
        /// Index into `Schedule.items`.
        package var item: Int
        package var start: Double
        package var duration: Double
        package var kind: Kind
        package var from: Slot
        package var to: Slot

        package init(item: Int, start: Double, duration: Double, kind: Kind, from: Slot, to: Slot) {
            self.item = item
            self.start = start
            self.duration = duration
            self.kind = kind
            self.from = from
            self.to = to
        }

        package func progress(at t: Double) -> Double {
            duration > 0 ? min(1, max(0, (t - start) / duration)) : 1
        }
    }

    /// A duplicate add replaced a snack's content (no animation).
    package struct ContentChange: Equatable, Sendable {
        package var item: Int
        package var at: Double
        /// Index of the add event whose content is shown from then on.
        package var event: Int

        package init(item: Int, at: Double, event: Int) {
            self.item = item
            self.at = at
            self.event = event
        }
    }

    package var addDuration: Double
    package var rearrangeDuration: Double
    package var removeDuration: Double

    package init(addDuration: Double = 0.4, rearrangeDuration: Double = 0.3, removeDuration: Double = 0.3) {
        self.addDuration = addDuration
        self.rearrangeDuration = rearrangeDuration
        self.removeDuration = removeDuration
    }

    package struct Schedule: Equatable, Sendable {
        /// Every snack view, in order of creation (later = higher in z-order).
        package var items: [ScheduledItem]
        package var moves: [Move]
        package var contentChanges: [ContentChange]
    }

    package func schedule(_ events: [TimedEvent<Event>]) -> Schedule {
        var sim = Simulation(config: self)
        for case .show(let snack) in events.map(\.event) { sim.equalityOf[snack.overlayID, default: []].append(snack.id) }
        sim.run(events)
        return Schedule(items: sim.items, moves: sim.moves, contentChanges: sim.contentChanges)
    }

    private struct Simulation: ManagerSimulation {
        enum Internal {
            /// Start the timer of snack `id` with `duration` (add / rearrange completion).
            case startTimer(id: String, duration: Double)
            case timerFired(token: Int, id: String)
        }

        let config: SnackbarStack
        var items: [ScheduledItem] = []
        var moves: [Move] = []
        var contentChanges: [ContentChange] = []
        var stack: [Int] = []  // item indices, nearest the edge first
        var storedTimer: [String: Int] = [:]
        var invalidated: Set<Int> = []
        var nextToken = 0
        /// The equality keys of every snack shown with an overlay id (the whole run's shows).
        var equalityOf: [String: [String]] = [:]
        /// The equality keys of the snacks added so far.
        var added: [String] = []

        init(config: SnackbarStack) { self.config = config }

        mutating func handle(_ event: Event, index: Int, at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            switch event {
            case .show(let snack):
                added.append(snack.id)
                if let position = stack.firstIndex(where: { items[$0].id == snack.id }) {
                    invalidateTimer(for: snack.id)
                    let item = stack[position]
                    let before = stack
                    stack.remove(at: position)
                    stack.append(item)
                    contentChanges.append(ContentChange(item: item, at: t, event: index))
                    if position == before.count - 1 {
                        handle(.startTimer(id: snack.id, duration: snack.duration), at: t, &agenda)
                    } else {
                        recordShifts(from: before, at: t, duration: config.rearrangeDuration, kind: .rearrange)
                        agenda.schedule(
                            at: t + config.rearrangeDuration, .startTimer(id: snack.id, duration: snack.duration))
                    }
                } else {
                    items.append(
                        ScheduledItem(
                            id: snack.id, event: index, showStart: t, showDuration: config.addDuration,
                            hideDuration: config.removeDuration))
                    let item = items.count - 1
                    moves.append(
                        Move(
                            item: item, start: t, duration: config.addDuration, kind: .add, from: .offscreen,
                            to: .stacked(after: stack)))
                    stack.append(item)
                    agenda.schedule(at: t + config.addDuration, .startTimer(id: snack.id, duration: snack.duration))
                }
            case .input(.id(let id)), .input(.counted(let id)), .input(.gesture(let id)):
                for key in Set(equalityOf[id] ?? []).sorted() { remove(id: key, at: t) }
            case .input(.all):
                for key in Set(added).sorted() { remove(id: key, at: t) }
            case .input(.dragBegan), .input(.dragEnded), .input(.touched), .input(.call):
                break
            }
        }

        mutating func handle(_ event: Internal, at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            switch event {
            case .startTimer(let id, let duration):
                guard duration != 0, !duration.isNaN else { return }
                let token = nextToken
                nextToken += 1
                storedTimer[id] = token  // overwrites without invalidating
                agenda.schedule(at: t + duration, .timerFired(token: token, id: id))
            case .timerFired(let token, let id):
                guard !invalidated.contains(token) else { return }
                remove(id: id, at: t)
                invalidateTimer(for: id)
            }
        }

        mutating func invalidateTimer(for id: String) {
            if let token = storedTimer.removeValue(forKey: id) { invalidated.insert(token) }
        }

        mutating func remove(id: String, at t: Double) {
            guard let position = stack.firstIndex(where: { items[$0].id == id }) else { return }
            let before = stack
            let item = stack.remove(at: position)
            items[item].hideStart = t
            moves.append(
                Move(
                    item: item, start: t, duration: config.removeDuration, kind: .remove,
                    from: .stacked(after: Array(before[..<position])), to: .offscreen))
            recordShifts(from: before, at: t, duration: config.removeDuration, kind: .remove)
        }

        /// A move for every snack of the current stack whose slot differs from the one it had
        /// in `before`.
        mutating func recordShifts(from before: [Int], at t: Double, duration: Double, kind: Move.Kind) {
            for (position, item) in stack.enumerated() {
                guard let old = before.firstIndex(of: item) else { continue }
                let from = Array(before[..<old]), to = Array(stack[..<position])
                if from != to {
                    moves.append(
                        Move(
                            item: item, start: t, duration: duration, kind: kind, from: .stacked(after: from),
                            to: .stacked(after: to)))
                }
            }
        }
    }
}
