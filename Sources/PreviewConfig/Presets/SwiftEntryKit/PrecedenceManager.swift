import PreviewModel

/// SwiftEntryKit's precedence rules: an entry either overrides the one on screen or waits in a
/// priority queue.
///
/// Verified in huri000/SwiftEntryKit @ 5ad36cc (2021-10-17):
/// - `Source/Model/EntryAttributes/EKAttributes+Precedence.swift` L129–140: priorities are Ints,
///   `min` 0, `low` 250, `normal` 500, `high` 750, `max` 1000. `EKAttributes.swift` L31:
///   default precedence `.override(priority: .normal, dropEnqueuedEntries: false)`; L34: default
///   `displayDuration` 2 s (`.infinity` = never auto-dismissed).
/// - `Source/Infra/EKWindowProvider.swift` L93–105 `display`: `.override` first empties the queue
///   if `dropEnqueuedEntries` (even when the override is then refused), then shows;
///   `.enqueue` is queued if an entry is displaying (the latest shown entry is still on screen,
///   also while it runs its exit animation, L124–133), else shown at once.
/// - L60–64 `prepare` + `EKRootViewController.swift` L166–172 `canDisplay`: an override shows only
///   if its priority ≥ the priority of the last configured entry (`lastAttributes`, kept while
///   the entry window lives, i.e. until the last entry is removed with an empty queue,
///   L153–169); otherwise it is dropped. Enqueued entries always pass.
/// - `EKRootViewController.swift` L128–148 `configure` / L175–184 `removeLastEntry`: the
///   topmost entry on screen is pushed out — removed at once if its `popBehavior` is
///   `.overridden`, else it plays its pop animation while the new entry enters.
/// - `Source/Infra/EntryCachingHeuristic.swift` L83–97: the default `.priority` heuristic
///   (`EKAttributes+Precedence.swift` L60) inserts before the first queued entry with strictly
///   lower priority (FIFO among equals); `.chronological` (L74–81) appends. L42–48: dequeue
///   takes the first.
/// - `Source/Infra/EKContentView.swift` L315–322: exit is scheduled at show + entrance
///   `totalDuration` + `displayDuration`; L325–343 `animateOut` cancels it; L345–375: removal
///   at animation start + `maxDuration`; L461–466: `removePromptly`. L469–482 +
///   `EKRootViewController.swift` L217–227: on removal, if no entry is left on screen the next
///   queued entry is shown at once (no pause), else nothing.
/// - `EKWindowProvider.swift` L191–215 `dismiss`: `.displayed` animates out the topmost entry;
///   `.specific(name)` and `.prioritizedLowerOrEqualTo(p)` filter the queue and animate out the
///   topmost if the latest shown entry matches; `.enqueued` empties the queue; `.all` both.
///   Ignored when no entry window exists.
/// Simplification: an entry already leaving that is asked to leave again (pop or dismiss) keeps
/// its running animation in the schedule; only its removal moves earlier if the new animation
/// would end sooner (in the source the new animation runs from the current state and the
/// earlier removal timer wins).
package struct PrecedenceManager: Sendable {
    package struct Priority: Hashable, Comparable, Sendable {
        package var rawValue: Int
        package init(_ rawValue: Int) { self.rawValue = rawValue }
        package static let min = Priority(0)
        package static let low = Priority(250)
        package static let normal = Priority(500)
        package static let high = Priority(750)
        package static let max = Priority(1000)
        package static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
    }

    package enum Precedence: Hashable, Sendable {
        case override(priority: Priority, dropEnqueuedEntries: Bool)
        case enqueue(priority: Priority)

        package var priority: Priority {
            switch self {
            case .override(let p, _), .enqueue(let p): return p
            }
        }
    }

    package enum QueueingHeuristic: Hashable, Sendable { case priority, chronological }

    /// One `SwiftEntryKit.display(entry:using:)` call.
    package struct Entry: Equatable, Sendable {
        /// `EKAttributes.name` (used by `.specific` dismissal).
        package var name: String
        /// The id the scene's requests name it by (its name when not given).
        package var overlayID: String
        package var precedence: Precedence
        package var displayDuration: Double
        /// `entranceAnimation.totalDuration` (max delay + max duration).
        package var entranceDuration: Double
        /// `exitAnimation.maxDuration` (time from exit start to removal).
        package var exitDuration: Double
        /// Pop animation `maxDuration`; nil for `popBehavior = .overridden` (vanishes at once).
        package var popDuration: Double?

        package init(
            name: String, overlayID: String? = nil,
            precedence: Precedence = .override(priority: .normal, dropEnqueuedEntries: false),
            displayDuration: Double = 2, entranceDuration: Double, exitDuration: Double,
            popDuration: Double?
        ) {
            self.name = name
            self.overlayID = overlayID ?? name
            self.precedence = precedence
            self.displayDuration = displayDuration
            self.entranceDuration = entranceDuration
            self.exitDuration = exitDuration
            self.popDuration = popDuration
        }
    }

    /// `SwiftEntryKit.EntryDismissalDescriptor`; a `PresetCall` on the window (any id) makes
    /// `SwiftEntryKit.dismiss(_:)` with it.
    package enum Dismissal: Hashable, Sendable {
        case displayed
        case specific(name: String)
        case prioritizedLowerOrEqualTo(Priority)
        case enqueued
        case all
    }

    /// A display (a show), or a request as the seam hands it over:
    /// - `.id` and `.counted`: `dismiss(.specific(entryName:))` with the name of the entries shown
    ///   with that id (an entry's name is its id unless its attributes name it); `.all`:
    ///   `dismiss(.all)`; a call carrying a `Dismissal`: `dismiss` with it;
    /// - `.gesture` on a known entry: a tap or swipe that dismisses animates out the entry on
    ///   screen (`.displayed`);
    /// - `.touched`: a touch that ends now on the entry with this id while it is the latest on
    ///   screen with `entryInteraction = .delayExit`: `EKContentView.swift` cancels its exit
    ///   timer on touch-down and schedules it again on touch-up with the same formula (entrance
    ///   total + display duration, from now) — the `delayExit(by:)` value is not used;
    /// - drags that spring back mean nothing to the window.
    package typealias Event = ManagerEvent<Entry>

    package var heuristic: QueueingHeuristic

    package init(heuristic: QueueingHeuristic = .priority) {
        self.heuristic = heuristic
    }

    /// Entries that reached the screen, in display order (later = on top), and the display events
    /// that never did (refused overrides, dropped or dismissed from the queue, still queued at the
    /// end).
    package typealias Schedule = QueueSchedule

    package func schedule(_ events: [TimedEvent<Event>]) -> Schedule {
        var sim = Simulation(heuristic: heuristic)
        for case .show(let e) in events.map(\.event) { sim.nameOfID[e.overlayID] = e.name }
        sim.run(events)
        return Schedule(items: sim.items, shows: sim.entries.keys)
    }

    private struct Simulation: ManagerSimulation {
        enum Internal { case exitTimer(Int), removal(Int) }  // item indices

        let heuristic: QueueingHeuristic
        var entries: [Int: Entry] = [:]  // by display-event index
        var items: [ScheduledItem] = []
        var queue: [Int] = []  // event indices
        var windowAlive = false
        var lastPriority: Priority?
        var onScreen: [Int] = []  // item indices, bottom to top
        var latest: Int?  // item index of the latest shown entry while it is on screen
        var lastConfigured: Int?  // event index of `lastAttributes`
        var removalAt: [Int: Double] = [:]  // item index → pending removal time
        var exitAt: [Int: Double] = [:]  // item index → pending exit timer
        var nameOfID: [String: String] = [:]  // overlay id → entry name (the whole run's shows)

        init(heuristic: QueueingHeuristic) { self.heuristic = heuristic }

        mutating func handle(_ event: Event, index: Int, at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            switch event {
            case .show(let e):
                entries[index] = e
                switch e.precedence {
                case .override(_, let drop):
                    if drop { queue.removeAll() }
                    show(index, at: t, &agenda)
                case .enqueue where latest != nil:
                    enqueue(index)
                case .enqueue:
                    show(index, at: t, &agenda)
                }
            case .input(.touched(let id)):
                guard let name = nameOfID[id], let l = latest, items[l].hideStart == nil, entries[items[l].event]!.name == name else { return }
                let e = entries[items[l].event]!
                exitAt[l] = t + e.entranceDuration + e.displayDuration
                agenda.schedule(at: exitAt[l]!, .exitTimer(l))
            case .input(.all):
                dismiss(.all, at: t, &agenda)
            case .input(.id(let id)), .input(.counted(let id)):
                if let name = nameOfID[id] { dismiss(.specific(name: name), at: t, &agenda) }
            case .input(.gesture(let id)):
                if nameOfID[id] != nil { dismiss(.displayed, at: t, &agenda) }
            case .input(.call(_, let call)):
                if let d = call.value(as: Dismissal.self) { dismiss(d, at: t, &agenda) }
            case .input(.dragBegan), .input(.dragEnded):
                break
            }
        }

        /// `SwiftEntryKit.dismiss(_:)`.
        mutating func dismiss(_ d: Dismissal, at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            guard windowAlive else { return }
            switch d {
            case .displayed:
                animateOutTop(at: t, &agenda)
            case .specific(let name):
                queue.removeAll { entries[$0]!.name == name }
                if let l = latest, entries[items[l].event]!.name == name { animateOutTop(at: t, &agenda) }
            case .prioritizedLowerOrEqualTo(let p):
                queue.removeAll { entries[$0]!.precedence.priority <= p }
                if let l = latest, entries[items[l].event]!.precedence.priority <= p {
                    animateOutTop(at: t, &agenda)
                }
            case .enqueued:
                queue.removeAll()
            case .all:
                queue.removeAll()
                animateOutTop(at: t, &agenda)
            }
        }

        mutating func handle(_ event: Internal, at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            switch event {
            case .exitTimer(let i):
                guard onScreen.contains(i), items[i].hideStart == nil, exitAt[i] == t else { return }  // cancelled or re-armed
                animateOut(i, pushOut: false, at: t, &agenda)
            case .removal(let i):
                guard onScreen.contains(i), removalAt[i] == t else { return }  // stale timer
                remove(i, at: t, &agenda)
            }
        }

        mutating func enqueue(_ index: Int) {
            let p = entries[index]!.precedence.priority
            if heuristic == .priority,
                let at = queue.firstIndex(where: { p > entries[$0]!.precedence.priority })
            {
                queue.insert(index, at: at)
            } else {
                queue.append(index)
            }
        }

        mutating func show(_ index: Int, at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            let e = entries[index]!
            if !windowAlive {
                windowAlive = true
                lastPriority = nil
                lastConfigured = nil
            }
            if let last = lastPriority, case .override = e.precedence, e.precedence.priority < last { return }
            // Push out the topmost entry: the last configured entry's pop behaviour picks
            // between prompt removal and `animateOut(pushOut: true)`.
            if let top = onScreen.last, let last = lastConfigured {
                if entries[last]!.popDuration == nil {
                    if let start = items[top].hideStart {
                        items[top].hideDuration = t - start
                    } else {
                        items[top].hideStart = t
                        items[top].hideDuration = 0
                        items[top].leaveStyle = .pop
                    }
                    removalAt[top] = t
                    onScreen.removeAll { $0 == top }  // keeps the window: no dequeue
                    if latest == top { latest = nil }
                } else {
                    animateOut(top, pushOut: true, at: t, &agenda)
                }
            }
            lastConfigured = index
            lastPriority = e.precedence.priority
            items.append(
                ScheduledItem(
                    id: e.name, event: index, showStart: t, showDuration: e.entranceDuration,
                    hideDuration: e.exitDuration))
            let i = items.count - 1
            onScreen.append(i)
            latest = i
            exitAt[i] = t + e.entranceDuration + e.displayDuration
            agenda.schedule(at: t + e.entranceDuration + e.displayDuration, .exitTimer(i))
        }

        mutating func animateOutTop(at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            if let top = onScreen.last { animateOut(top, pushOut: false, at: t, &agenda) }
        }

        /// `EKContentView.animateOut(pushOut:)`: the pop animation if pushed out and the entry
        /// has an animated pop behaviour, else the exit animation.
        mutating func animateOut(_ i: Int, pushOut: Bool, at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            let e = entries[items[i].event]!
            let pop = pushOut ? e.popDuration : nil
            let duration = pop ?? e.exitDuration
            if let start = items[i].hideStart, let end = removalAt[i] {
                // Already leaving: keep its animation; the earlier removal wins.
                if t + duration < end {
                    items[i].hideDuration = t + duration - start
                    removalAt[i] = t + duration
                    agenda.schedule(at: t + duration, .removal(i))
                }
                return
            }
            items[i].hideStart = t
            items[i].hideDuration = duration
            items[i].leaveStyle = pop == nil ? .exit : .pop
            removalAt[i] = t + duration
            agenda.schedule(at: t + duration, .removal(i))
        }

        mutating func remove(_ i: Int, at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            onScreen.removeAll { $0 == i }
            if latest == i { latest = nil }
            guard onScreen.isEmpty else { return }
            if !queue.isEmpty {
                show(queue.removeFirst(), at: t, &agenda)
            } else {
                windowAlive = false
                lastPriority = nil
                lastConfigured = nil
            }
        }
    }
}
