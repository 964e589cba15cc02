import PreviewModel

/// Placard's bars. Placard does not keep one bar at a time: it has no queue, no replacement and
/// no de-duplication. Every show adds an independent full-window view
/// on top of the others, and bars overlap until each one hides. A caller that wants "one at a
/// time" sends `hideAll` before a `show`, as an app would call `hideAll()`.
///
/// Verified in ccavnor/Placard @ 03a2881 (2024-10-10):
/// - `Sources/Placard/PlacardView.swift` L330, L371: each show constructs a new `Placard`;
///   `Placard+Constraints.swift` L24–25: it is added as the top subview of the window
///   (later = on top).
/// - `Placard+Constraints.swift` L35: the hide timer is scheduled at construction with the
///   bar's `duration` — counted from the start of the show animation, not its end.
///   `Placard.swift` L31: default duration `.infinity` (never); L33: every show and hide
///   animation lasts 1.25 s (`Placard+Constraints.swift` L100–129; none when the
///   `showAnimation` is nil — pass 0).
/// - `Placard+Constraints.swift` L141–172: hide = a 1.25 s animation from the current state, then
///   removal. `Placard.swift` L130–132 `hide()` = hide timer rescheduled at 0 (cancels the
///   auto-hide). L181–214 tap: a 1.2 s tap animation, then the action, then `hide()`; the
///   auto-hide timer keeps running meanwhile — the tap reaches the bars as that `hide()`, at the
///   end of the tap animation (`TapBehavior.delayToAction`, `PlacardBarsManager`). `Placard+Constraints.swift` L176–185 `hideAll`:
///   `hide()` on every bar in the window.
/// Assumption: a hide request on a bar that is already hiding is ignored (UIKit would restart
/// the animation from the current state and its completion removes the view).
/// `hide(id:)` has no public counterpart (`hide()` is internal); it stands for the auto-hide.
package struct PlacardBars: Sendable {
    package struct Bar: Equatable, Sendable {
        /// A name for later events; several bars may share it.
        package var id: String
        /// Seconds from the show until the hide starts; infinity = until tapped or hidden.
        package var duration: Double
        /// 1.25 with a show animation, 0 without.
        package var showDuration: Double
        /// 1.25 with a hide animation (or a fade), 0 without.
        package var hideDuration: Double

        package init(id: String, duration: Double = .infinity, showDuration: Double = 1.25, hideDuration: Double = 1.25) {
            self.id = id
            self.duration = duration
            self.showDuration = showDuration
            self.hideDuration = hideDuration
        }
    }

    /// A show, or a request as the seam hands it over: a hide by id, a counted hide and a
    /// hiding gesture all hide the bars with that id; `.all` hides every bar on screen; drags,
    /// touches and other presets' calls mean nothing to the bars.
    package typealias Event = ManagerEvent<Bar>

    package init() {}

    package struct Schedule: Equatable, Sendable {
        /// Every bar, in show order (later = on top).
        package var items: [ScheduledItem]
    }

    package func schedule(_ events: [TimedEvent<Event>]) -> Schedule {
        var sim = Simulation()
        sim.run(events)
        return Schedule(items: sim.items)
    }

    private struct Simulation: ManagerSimulation {
        /// A bar's hide timer; only its latest token counts (`haltTimer`, then a new timer).
        typealias Internal = (bar: Int, token: Int)

        var items: [ScheduledItem] = []
        var timerToken: [Int] = []  // current hide-timer token per bar
        var nextToken = 0

        func onScreen(_ i: Int, _ t: Double) -> Bool { items[i].removal.map { t < $0 } ?? true }

        mutating func scheduleHide(_ i: Int, after delay: Double, _ t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            timerToken[i] = nextToken
            agenda.schedule(at: t + delay, (i, nextToken))
            nextToken += 1
        }

        mutating func handle(_ event: Event, index: Int, at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            switch event {
            case .show(let bar):
                items.append(
                    ScheduledItem(
                        id: bar.id, event: index, showStart: t, showDuration: bar.showDuration,
                        hideDuration: bar.hideDuration))
                timerToken.append(-1)
                scheduleHide(items.count - 1, after: bar.duration, t, &agenda)
            case .input(.id(let id)), .input(.counted(let id)), .input(.gesture(let id)):
                for i in items.indices where items[i].id == id && onScreen(i, t) { scheduleHide(i, after: 0, t, &agenda) }
            case .input(.all):
                for i in items.indices where onScreen(i, t) { scheduleHide(i, after: 0, t, &agenda) }
            case .input(.dragBegan), .input(.dragEnded), .input(.touched), .input(.call):
                break
            }
        }

        mutating func handle(_ due: Internal, at t: Double, _ agenda: inout ManagerAgenda<Internal>) {
            guard due.token == timerToken[due.bar], items[due.bar].hideStart == nil else { return }
            items[due.bar].hideStart = t
        }
    }
}
