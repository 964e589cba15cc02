import PreviewModel

/// A placard's keys for Placard's bars: there are none but the manager itself.
package struct PlacardBarsKeys: ManagerKeys {
    package init() {}
    package var identity: String { "placardBars" }
    package func makeManager() -> any OverlayManager { PlacardBarsManager() }
}

extension ManagerRoute {
    /// Placard's bars: no queue, every placard on screen at once (`PlacardBars`).
    package static var placardBars: ManagerRoute { ManagerRoute(PlacardBarsKeys()) }
}

/// Placard's bars as a manager (`PlacardBars`): every show on screen at once, later ones on top;
/// the hide timer counted from the show; a hide or hide-all scheduled at once; a tap that
/// dismisses reaches it as a hide when its tap block completes (`TapBehavior.delayToAction`).
struct PlacardBarsManager: OverlayManager {
    func schedule(shows: [ManagedShow], inputs: [TimedEvent<ManagerInput>]) -> [ScheduledItem] {
        let list = ManagerEventList(shows: shows, inputs: inputs) { s in
            let o = s.overlay
            return PlacardBars.Bar(
                id: o.id, duration: o.presentation.display.seconds ?? .infinity, showDuration: o.enter.duration,
                hideDuration: o.exit.duration)
        }
        return PlacardBars().schedule(list.events).items.compactMap(list.reindexed)
    }
}
