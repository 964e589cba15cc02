import PreviewModel
import Raster

/// A BulletinBoard card's keys for its item manager (`BLTNItemManager` and its items' rules).
package struct CardPagerKeys: ManagerKeys {
    /// The manager's name (the presentation's id): what flow events name.
    package var manager: String
    package var rootItem: String
    package var items: [String: CardPager.ItemRules]
    /// The activity indicator's colour when a call gives none.
    package var defaultSpinnerColor: Color
    /// Seconds the card takes to come in and to leave (its motions' lengths).
    package var presentDuration = 0.3
    package var dismissDuration = 0.3

    package init(manager: String, rootItem: String, items: [String: CardPager.ItemRules], defaultSpinnerColor: Color) {
        self.manager = manager
        self.rootItem = rootItem
        self.items = items
        self.defaultSpinnerColor = defaultSpinnerColor
    }

    /// The simulation these keys describe.
    package var pager: CardPager {
        CardPager(
            manager: manager, rootItem: rootItem, presentDuration: presentDuration, dismissDuration: dismissDuration, items: items,
            defaultSpinnerColor: defaultSpinnerColor)
    }
    package var identity: String { "cardPager:" + manager }
    package func makeManager() -> any OverlayManager { CardPagerManager(keys: self) }
    /// A card that is not dismissable at that moment refuses a swipe.
    package var mayRefuseGestures: Bool { true }
}

extension ManagerRoute {
    /// A BulletinBoard item manager: one card, presented and dismissed, whose items change inside
    /// it (`CardPager`). Each manager is its own route (its presentation's id).
    package static func cardPager(_ keys: CardPagerKeys) -> ManagerRoute { ManagerRoute(keys) }
}

/// A BulletinBoard item manager as a manager (`CardPager`): a show presents the card (again,
/// once a dismissal has finished); a hide, a hide-all or the `dismissBulletin` call dismisses it;
/// a tap outside it or a swipe dismisses it when it is dismissable at that moment; item calls
/// change what it shows (`ScheduledItem.cardChanges`).
struct CardPagerManager: OverlayManager {
    var keys: CardPagerKeys

    func schedule(shows: [ManagedShow], inputs: [TimedEvent<ManagerInput>]) -> [ScheduledItem] {
        let list = ManagerEventList(shows: shows, inputs: inputs) { _ in CardPager.ShowBulletin() }
        let schedule = keys.pager.schedule(list.events)
        return schedule.cards.enumerated().compactMap { k, card in
            guard var out = list.reindexed(card), let show = list.show(ofEvent: card.event) else { return nil }
            out.id = show.overlay.id
            out.cardChanges = schedule.changes[k]
            return out
        }
    }
}
