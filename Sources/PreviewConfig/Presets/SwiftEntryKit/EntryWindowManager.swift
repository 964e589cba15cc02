import PreviewModel

/// A SwiftEntryKit entry's keys for the entry window's rules (`EKAttributes` and its animations'
/// lengths, which decide when the exit timer fires and when a leaving entry is removed).
package struct PrecedenceKeys: ManagerKeys {
    /// `EKAttributes.name` (what `.specific` dismissal matches).
    package var name: String
    package var precedence: PrecedenceManager.Precedence
    /// `entranceAnimation.totalDuration`: the display time counts from here.
    package var entranceDuration: Double
    /// `exitAnimation.maxDuration`: exit start to removal (delays not counted).
    package var exitDuration: Double
    /// The pop animation's `maxDuration`; nil for `popBehavior = .overridden`.
    package var popDuration: Double?
    /// `SwiftEntryKit`'s global `QueueingHeuristic.value`.
    package var heuristic: PrecedenceManager.QueueingHeuristic

    package init(
        name: String, precedence: PrecedenceManager.Precedence, entranceDuration: Double, exitDuration: Double,
        popDuration: Double?, heuristic: PrecedenceManager.QueueingHeuristic = .priority
    ) {
        self.name = name
        self.precedence = precedence
        self.entranceDuration = entranceDuration
        self.exitDuration = exitDuration
        self.popDuration = popDuration
        self.heuristic = heuristic
    }
    package var identity: String { "precedence" }
    package func makeManager() -> any OverlayManager { EntryWindowManager(heuristic: heuristic) }
    /// The entry window's screen background view lies under every entry.
    package var sharesWindowBackground: Bool { true }
}

extension ManagerRoute {
    /// SwiftEntryKit's window: an entry overrides the one on screen or waits in a priority queue
    /// (`PrecedenceManager`).
    package static func precedence(_ keys: PrecedenceKeys) -> ManagerRoute { ManagerRoute(keys) }
}

/// SwiftEntryKit's entry window as a manager (`PrecedenceManager`): an override shows at once
/// when its priority is at least the last entry's and pushes the entry on screen out with its
/// pop animation; an enqueued entry waits while an entry is on screen, in priority order; the
/// exit timer fires at the entrance's total duration plus the display duration.
///
/// What each request means is the simulation's (`PrecedenceManager.Event`).
struct EntryWindowManager: OverlayManager {
    var heuristic: PrecedenceManager.QueueingHeuristic

    func schedule(shows: [ManagedShow], inputs: [TimedEvent<ManagerInput>]) -> [ScheduledItem] {
        let list = ManagerEventList(shows: shows, inputs: inputs) { s in
            let o = s.overlay
            guard let k = o.presentation.route.keys(as: PrecedenceKeys.self) else {
                return PrecedenceManager.Entry(
                    name: o.id, entranceDuration: o.enter.duration, exitDuration: o.exit.duration, popDuration: nil)
            }
            return PrecedenceManager.Entry(
                name: k.name, overlayID: o.id, precedence: k.precedence, displayDuration: o.presentation.display.seconds ?? .infinity,
                entranceDuration: k.entranceDuration, exitDuration: k.exitDuration, popDuration: k.popDuration)
        }
        return PrecedenceManager(heuristic: heuristic).schedule(list.events).items.compactMap { item in
            guard var out = list.reindexed(item), let s = list.show(ofEvent: item.event) else { return nil }
            // The motion may run past the entrance's total (an alert's button bar springing open
            // after it): the item stays in its entering phase until the motion ends.
            out.showDuration = max(out.showDuration, s.overlay.enter.duration)
            return out
        }
    }
}
