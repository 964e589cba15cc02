import PreviewModel

/// SwiftMessages' queue: one message on screen at a time, the others wait.
///
/// Verified in SwiftKickMobile/SwiftMessages @ c0ff6c6 (2025-09-03):
/// - `SwiftMessages.swift` L545: `pauseBetweenMessages = 0.5`. L580–588: when the current
///   message is cleared (its hide animation completed), `dequeueNext` runs after that pause.
/// - L591–615 `enqueue`: with `ignoreDuplicates` (default true, L337) every show increments
///   `counts[id]`; the show is dropped if the current message has the same id and is not hiding,
///   or a queued message has the same id. A message with the same id as a current message that
///   is already hiding is queued. Delayed (`.indefinite`) messages are not checked against.
///   Otherwise it is appended and `dequeueNext` runs at once — so a show that arrives while
///   nothing is current (also during the pause) starts immediately: the pause only delays
///   messages that were waiting when the previous one finished.
/// - L617–647 `dequeueNext`: no-op while a message is current; the queue is sorted by
///   `config.priority`, higher first (Swift's `sorted` is stable: FIFO among equals), first one
///   shown. Show date = dequeue time.
/// - L637–644 + L675–686: when the show animation completes, `queueAutoHide` waits
///   `pauseDuration`, then hides. `Presenter.swift` L60–71: `.automatic` = 2 s, `.seconds(s)` = s,
///   `.forever` / `.indefinite` = no auto-hide.
/// - L656–671 `hideCurrent`: no-op if the current message is already hiding; waits `delayHide`
///   first (`Presenter.swift` L51–58: for `.indefinite(_, minimum)` = max(0, minimum − time
///   since shown)), then runs the hide animation; on completion `counts[id] = nil` and the
///   current slot is cleared. A hide during the show animation starts at once from the current
///   state (`TopBottomAnimation` hide uses `.beginFromCurrentState`).
/// - L476–481 `hideAll`: clears queue, delayed shows and counts, then hides the current.
///   L489–496 `hide(id:)`: hides the current if its id matches, removes queued and delayed
///   copies and the count. L503–517 `hideCounted(id:)`: decrements the count; acts like
///   `hide(id:)` only when the count was below 2.
/// - L604–614: `.indefinite(delay, _)` enqueues only after `delay` s, and only if not removed
///   meanwhile by `hideAll`/`hide(id:)`/`hideCounted`.
/// Pans (`dragBegan`/`dragEnded`) cancel the auto-hide and restart it from its full duration.
/// Not modelled: orphaned views,
/// interactive dim taps (which skip the `minimum` delay). Assumption: a second hide request
/// while a `minimum` delay is already pending is ignored (the source queues a second, identical
/// hide).
package struct MessageQueue: Sendable {
    /// `SwiftMessages.Duration`.
    package enum Duration: Equatable, Sendable {
        /// 2 s after the show animation completes.
        case automatic
        case forever
        case seconds(Double)
        /// Shown only after `delay` (unless hidden meanwhile); never auto-hidden; once shown, a
        /// hide waits until it has been on screen `minimum` s.
        case indefinite(delay: Double, minimum: Double)
    }

    /// One `show(config:view:)` call: the view's `id`, the relevant `Config` fields, and the
    /// durations of the animator's show and hide animations.
    package struct Message: Equatable, Sendable {
        package var id: String
        package var duration: Duration
        package var priority: Int
        package var ignoreDuplicates: Bool
        package var showDuration: Double
        package var hideDuration: Double

        package init(
            id: String, duration: Duration = .automatic, priority: Int = 0,
            ignoreDuplicates: Bool = true, showDuration: Double, hideDuration: Double
        ) {
            self.id = id
            self.duration = duration
            self.priority = priority
            self.ignoreDuplicates = ignoreDuplicates
            self.showDuration = showDuration
            self.hideDuration = hideDuration
        }

        var autoHideDelay: Double? {
            switch duration {
            case .automatic: return 2
            case .seconds(let s): return s
            case .forever, .indefinite: return nil
            }
        }
    }

    /// A show, or a request as the seam hands it over:
    /// - `.id`: `hide(id:)`; `.counted`: `hideCounted(id:)`; `.all`: `hideAll()`;
    /// - `.gesture`: a pan past its threshold or a tap that hides, on the message with the id:
    ///   hides it if it is the current one; queued copies and counts stay;
    /// - `.dragBegan`: a pan begins on the current message with the id: its pending auto-hide
    ///   is cancelled (`SwiftMessages.swift`, the animator's `panStarted`); `.dragEnded`: the pan
    ///   ends and the message springs back: the auto-hide starts again from its full duration
    ///   (`panEnded`);
    /// - touches and other presets' calls mean nothing to the queue.
    package typealias Event = ManagerEvent<Message>

    package var pauseBetweenMessages: Double

    package init(pauseBetweenMessages: Double = 0.5) {
        self.pauseBetweenMessages = pauseBetweenMessages
    }

    /// Messages that reached the screen, in the order they were shown, and the show events that
    /// never did (duplicates, removed while queued or delayed, still queued behind a message that
    /// stays forever).
    package typealias Schedule = QueueSchedule

    package func schedule(_ events: [TimedEvent<Event>]) -> Schedule {
        var sim = Simulation(pause: pauseBetweenMessages)
        sim.run(events)
        return Schedule(items: sim.items, shows: sim.messages.keys)
    }

    private struct Simulation: ManagerSimulation {
        enum Internal {
            case showCompleted(Int), autoHide(Int), beginHide(Int), hideCompleted(Int)
            case pauseElapsed, delayElapsed(Int)
        }

        let pause: Double
        var messages: [Int: Message] = [:]  // by show-event index
        var queue: [Int] = []
        var delays: Set<Int> = []
        var counts: [String: Int] = [:]
        var current: Int?
        var currentItem = -1  // index into items
        var isHiding = false
        var hidePending = false
        var items: [ScheduledItem] = []

        init(pause: Double) { self.pause = pause }

        mutating func handle(_ event: Event, index: Int, at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            switch event {
            case .show(let m):
                messages[index] = m
                if m.ignoreDuplicates {
                    counts[m.id, default: 0] += 1
                    if let c = current, messages[c]!.id == m.id, !isHiding { return }
                    if queue.contains(where: { messages[$0]!.id == m.id }) { return }
                }
                if case .indefinite(let delay, _) = m.duration {
                    delays.insert(index)
                    agenda.schedule(at: t + delay, .delayElapsed(index))
                } else {
                    enqueue(index, at: t, &agenda)
                }
            case .input(.gesture(let id)):
                if let c = current, messages[c]!.id == id { hideCurrent(at: t, &agenda) }
            case .input(.dragBegan(let id)):
                guard let c = current, messages[c]!.id == id, !isHiding else { return }
                agenda.removeAll { if case .autoHide(let p) = $0 { return p == c } else { return false } }
            case .input(.dragEnded(let id)):
                guard let c = current, messages[c]!.id == id, !isHiding, !hidePending,
                    let delay = messages[c]!.autoHideDelay
                else { return }
                agenda.removeAll { if case .autoHide(let p) = $0 { return p == c } else { return false } }
                agenda.schedule(at: t + delay, .autoHide(c))
            case .input(.all):
                queue.removeAll()
                delays.removeAll()
                counts.removeAll()
                hideCurrent(at: t, &agenda)
            case .input(.id(let id)):
                hide(id: id, at: t, &agenda)
                counts[id] = nil
            case .input(.counted(let id)):
                if let count = counts[id] {
                    if count < 2 { counts[id] = nil } else { counts[id] = count - 1; return }
                }
                hide(id: id, at: t, &agenda)
            case .input(.touched), .input(.call):
                break
            }
        }

        mutating func handle(_ event: Internal, at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            switch event {
            case .showCompleted(let p):
                // An interrupted show (hide already running) does not queue the auto-hide.
                guard p == current, !isHiding, !hidePending,
                    let delay = messages[p]!.autoHideDelay
                else { return }
                agenda.schedule(at: t + delay, .autoHide(p))
            case .autoHide(let p):
                if p == current { hideCurrent(at: t, &agenda) } else { queue.removeAll { $0 == p } }
            case .beginHide(let p):
                guard p == current else { return }
                hidePending = false
                isHiding = true
                items[currentItem].hideStart = t
                agenda.schedule(at: t + messages[p]!.hideDuration, .hideCompleted(p))
            case .hideCompleted(let p):
                guard p == current else { return }
                counts[messages[p]!.id] = nil
                current = nil
                isHiding = false
                agenda.schedule(at: t + pause, .pauseElapsed)
            case .pauseElapsed:
                dequeueNext(at: t, &agenda)
            case .delayElapsed(let p):
                guard delays.remove(p) != nil else { return }
                enqueue(p, at: t, &agenda)
            }
        }

        mutating func enqueue(_ p: Int, at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            queue.append(p)
            dequeueNext(at: t, &agenda)
        }

        mutating func dequeueNext(at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            guard !queue.isEmpty, current == nil else { return }
            // Stable sort, higher priority first.
            let sorted = queue.enumerated().sorted { a, b in
                let pa = messages[a.element]!.priority, pb = messages[b.element]!.priority
                return pa != pb ? pa > pb : a.offset < b.offset
            }.map(\.element)
            let p = sorted[0]
            queue = Array(sorted.dropFirst())
            current = p
            isHiding = false
            hidePending = false
            let m = messages[p]!
            items.append(
                ScheduledItem(
                    id: m.id, event: p, showStart: t, showDuration: m.showDuration,
                    hideDuration: m.hideDuration))
            currentItem = items.count - 1
            agenda.schedule(at: t + m.showDuration, .showCompleted(p))
        }

        mutating func hideCurrent(at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            guard let p = current, !isHiding, !hidePending else { return }
            var delay = 0.0
            if case .indefinite(_, let minimum) = messages[p]!.duration {
                delay = max(0, minimum - (t - items[currentItem].showStart))
            }
            if delay > 0 {
                hidePending = true
                agenda.schedule(at: t + delay, .beginHide(p))
            } else {
                handle(.beginHide(p), at: t, &agenda)
            }
        }

        mutating func hide(id: String, at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            if let c = current, messages[c]!.id == id { hideCurrent(at: t, &agenda) }
            queue.removeAll { messages[$0]!.id == id }
            delays = delays.filter { messages[$0]!.id != id }
        }
    }
}
