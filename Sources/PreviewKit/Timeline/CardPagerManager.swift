/// A BulletinBoard item manager as a manager (`CardPager`): a show presents the card (again,
/// once a dismissal has finished); a hide, a hide-all or the `dismissBulletin` call dismisses it;
/// a tap outside it or a swipe dismisses it when it is dismissable at that moment; item calls
/// change what it shows (`ScheduledItem.cardChanges`).
struct CardPagerManager: OverlayManager {
    var keys: CardPagerKeys

    func schedule(shows: [ManagedShow], inputs: [TimedEvent<ManagerInput>]) -> [ScheduledItem] {
        let id = keys.manager
        let list = ManagerEventList<CardPager.Event>(shows: shows, inputs: inputs, show: { _ in .present }, input: { r in
            switch r.event {
            case .all: return [.dismiss]
            case .id(let other), .counted(let other): return other == id ? [.dismiss] : []
            case .gesture(let other): return other == id ? [.gesture] : []
            case .card(let other, let call): return other == id ? [call] : []
            case .dragBegan, .dragEnded, .touched: return []
            }
        })
        let schedule = keys.pager.schedule(list.events)
        return schedule.cards.enumerated().compactMap { k, card in
            guard var out = list.reindexed(card), let show = list.show(ofEvent: card.event) else { return nil }
            out.id = show.overlay.id
            out.cardChanges = schedule.changes[k]
            return out
        }
    }
}
