import PreviewModel
import Raster

/// A snack's keys for its alignment's stack (Y-Snackbar's `SnackbarManager.Appearance` and the
/// snack's own equality).
package struct SnackStackKeys: ManagerKeys {
    /// Top alignment (stacks downwards from the top); bottom otherwise.
    package var fromTop: Bool
    /// What makes two snacks equal: `reuseIdentifier`, else title and message.
    package var equality: String
    /// `snackSpacing`: points between snacks.
    package var spacing: Double
    /// Points from the first slot's near edge, beyond the window edge, to where a snack is out
    /// of sight: the safe-area inset, the container's `contentInset`, and the shadow's extent
    /// on that side (`Elevation.extent`).
    package var offscreenDistance: Double
    /// Reduce Motion: no sliding; snacks cross-dissolve in place (their enter and exit motions).
    package var reduceMotion: Bool

    package init(fromTop: Bool, equality: String, spacing: Double = 16, offscreenDistance: Double, reduceMotion: Bool = false) {
        self.fromTop = fromTop
        self.equality = equality
        self.spacing = spacing
        self.offscreenDistance = offscreenDistance
        self.reduceMotion = reduceMotion
    }
    package var identity: String { "snackStack:" + (fromTop ? "top" : "bottom") }
    package func makeManager() -> any OverlayManager { SnackStackManager() }
}

extension ManagerRoute {
    /// Y-Snackbar's stack for one alignment: every snack on screen at once, stacked from the
    /// edge, the newest farthest (`SnackbarStack`).
    package static func snackStack(_ keys: SnackStackKeys) -> ManagerRoute { ManagerRoute(keys) }
}

/// Y-Snackbar's stack as a manager: the shows of one alignment go to `SnackbarStack` as adds
/// (equal snacks by `SnackStackKeys.equality`), hides and swipes as removes, and its decisions
/// come back as schedules whose `moves` slide each snack between slots and `contentSwitches`
/// replace a re-added snack's content.
///
/// A slot's offset from the first slot is the heights of the snacks before it plus one spacing
/// each, away from the edge; off-screen is the snack's own height plus
/// `offscreenDistance` beyond the edge. The first move of a snack (its add) goes from off-screen
/// to its slot; every later move adds the difference between two slots, so moves that overlap
/// add up as UIKit's layout animations do. Heights are those of the content a snack shows when
/// the move starts.
struct SnackStackManager: OverlayManager {
    func schedule(shows: [ManagedShow], inputs: [TimedEvent<ManagerInput>]) -> [ScheduledItem] {
        guard let first = shows.first, let keys = first.overlay.presentation.route.keys(as: SnackStackKeys.self) else { return [] }
        let list = ManagerEventList(shows: shows, inputs: inputs) { s in
            SnackbarStack.Snack(
                id: Self.keys(of: s).equality, overlayID: s.overlay.id, duration: s.overlay.presentation.display.seconds ?? 0)
        }
        let schedule = SnackbarStack().schedule(list.events)
        let motion = SnackMotion(reduceMotion: keys.reduceMotion)

        // The height of the content an item displays at `t`.
        func height(_ item: Int, at t: Double) -> Double {
            let change = schedule.contentChanges.last { $0.item == item && $0.at <= t }
            return list.show(ofEvent: change?.event ?? schedule.items[item].event)?.height ?? 0
        }
        func offset(_ slot: SnackbarStack.Slot, of item: Int, at t: Double) -> Double {
            let away: Double
            switch slot {
            case .offscreen:
                // Each snack's own distance: its shadow's extent depends on its elevation.
                let own = list.show(ofEvent: schedule.items[item].event).map { Self.keys(of: $0).offscreenDistance } ?? keys.offscreenDistance
                away = -(own + height(item, at: t))
            case .stacked(let after): away = after.reduce(0) { $0 + height($1, at: t) + keys.spacing }
            }
            return keys.fromTop ? away : -away
        }

        return schedule.items.enumerated().compactMap { i, item in
            guard let show = list.show(ofEvent: item.event), var s = list.reindexed(item) else { return nil }
            s.id = show.overlay.id
            var placed = false
            for move in schedule.moves where move.item == i {
                let from = offset(move.from, of: i, at: move.start), to = offset(move.to, of: i, at: move.start)
                let timing = motion.timing(of: move.kind)
                if !placed {
                    // The add: from off-screen (or, under Reduce Motion, at its slot already).
                    let start = keys.reduceMotion ? to : from
                    s.moves.append(ScheduledMove(start: move.start, timing: timing, from: Point(0, start), to: Point(0, to)))
                    placed = true
                } else if !(keys.reduceMotion && move.kind == .remove && move.to == .offscreen) {
                    // Under Reduce Motion a removed snack fades where it is.
                    s.moves.append(ScheduledMove(start: move.start, timing: timing, from: .zero, to: Point(0, to - from)))
                }
            }
            s.contentSwitches = schedule.contentChanges.filter { $0.item == i }.compactMap { change in
                list.show(ofEvent: change.event).map { ContentSwitch(at: change.at, overlay: $0.index) }
            }
            return s
        }
    }

    private static func keys(of show: ManagedShow) -> SnackStackKeys {
        if let keys = show.overlay.presentation.route.keys(as: SnackStackKeys.self) { return keys }
        return SnackStackKeys(fromTop: true, equality: show.overlay.id, offscreenDistance: 0)
    }
}
