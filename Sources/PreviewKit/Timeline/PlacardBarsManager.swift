/// Placard's bars as a manager (`PlacardBars`): every show on screen at once, later ones on top;
/// the hide timer counted from the show; a hide or hide-all scheduled at once; a tap that
/// dismisses reaches it as a hide when its tap block completes (`TapBehavior.delayToAction`).
struct PlacardBarsManager: OverlayManager {
    func schedule(shows: [ManagedShow], inputs: [TimedEvent<ManagerInput>]) -> [ScheduledItem] {
        let list = ManagerEventList<PlacardBars.Event>(shows: shows, inputs: inputs, show: { s in
            let o = s.overlay
            return .show(PlacardBars.Bar(id: o.id, duration: o.presentation.display.seconds ?? .infinity,
                                         showDuration: o.enter.duration, hideDuration: o.exit.duration))
        }, input: { r in
            switch r.event {
            case .id(let id), .counted(let id), .gesture(let id): return [.hide(id: id)]
            case .all: return [.hideAll]
            case .dragBegan, .dragEnded, .touched, .card: return []
            }
        })
        return PlacardBars().schedule(list.events).items.compactMap(list.reindexed)
    }
}
