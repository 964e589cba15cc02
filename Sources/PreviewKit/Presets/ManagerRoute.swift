import Raster

/// Which manager decides when a presentation reaches the screen, with that manager's keys.
/// Each overlay carries its own route, so one scene can run a SwiftMessages queue beside
/// overlays that show whenever asked.
package enum ManagerRoute: Sendable, Hashable {
    /// Shows when asked, whatever else is on screen; leaves when its time is up or it is hidden.
    case independent
    /// A SwiftMessages instance's queue: one message at a time (`MessageQueue`).
    case messageQueue(MessageQueueKeys)
    /// Y-Snackbar's stack for one alignment: every snack on screen at once, stacked from the
    /// edge, the newest farthest (`SnackbarStack`).
    case snackStack(SnackStackKeys)
    /// Placard's bars: no queue, every placard on screen at once (`PlacardBars`).
    case placardBars
    /// SwiftEntryKit's window: an entry overrides the one on screen or waits in a priority queue
    /// (`PrecedenceManager`).
    case precedence(PrecedenceKeys)
    /// A BulletinBoard item manager: one card, presented and dismissed, whose items change inside
    /// it (`CardPager`). Each manager is its own route (its presentation's id).
    case cardPager(CardPagerKeys)

    /// Whether the manager's overlays live in one window whose background lies below all of them
    /// (SwiftEntryKit's screen background view, under every entry): their backdrops are drawn
    /// before any of their layers rather than each right below its own.
    var sharesWindowBackground: Bool {
        if case .precedence = self { return true }
        return false
    }

    /// Whether its manager may refuse a dismissing gesture (a BulletinBoard card that is not
    /// dismissable at that moment): a drag it refused springs back.
    var mayRefuseGestures: Bool {
        if case .cardPager = self { return true }
        return false
    }

    /// Overlays with the same identity share one manager.
    var identity: String {
        switch self {
        case .independent: return "independent"
        case .messageQueue(let k): return "messageQueue:" + k.instance
        case .snackStack(let k): return "snackStack:" + (k.fromTop ? "top" : "bottom")
        case .placardBars: return "placardBars"
        case .precedence: return "precedence"
        case .cardPager(let k): return "cardPager:" + k.manager
        }
    }
}

/// A SwiftMessages message's keys for its instance's queue.
package struct MessageQueueKeys: Sendable, Hashable {
    /// The `SwiftMessages` instance (`SwiftMessages.sharedInstance` is `"shared"`).
    package var instance: String
    /// `config.priority`: higher shows first.
    package var priority: Int
    /// `config.ignoreDuplicates`.
    package var ignoreDuplicates: Bool
    /// The instance's `pauseBetweenMessages`.
    package var pause: Double

    package init(instance: String = "shared", priority: Int = 0, ignoreDuplicates: Bool = true, pause: Double = 0.5) {
        self.instance = instance
        self.priority = priority
        self.ignoreDuplicates = ignoreDuplicates
        self.pause = pause
    }
}

/// A snack's keys for its alignment's stack (Y-Snackbar's `SnackbarManager.Appearance` and the
/// snack's own equality).
package struct SnackStackKeys: Sendable, Hashable {
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
}

/// A SwiftEntryKit entry's keys for the entry window's rules (`EKAttributes` and its animations'
/// lengths, which decide when the exit timer fires and when a leaving entry is removed).
package struct PrecedenceKeys: Sendable, Hashable {
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

    package init(name: String, precedence: PrecedenceManager.Precedence, entranceDuration: Double, exitDuration: Double,
                popDuration: Double?, heuristic: PrecedenceManager.QueueingHeuristic = .priority) {
        self.name = name
        self.precedence = precedence
        self.entranceDuration = entranceDuration
        self.exitDuration = exitDuration
        self.popDuration = popDuration
        self.heuristic = heuristic
    }
}

/// A BulletinBoard card's keys for its item manager (`BLTNItemManager` and its items' rules).
package struct CardPagerKeys: Sendable, Hashable {
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
        CardPager(rootItem: rootItem, presentDuration: presentDuration, dismissDuration: dismissDuration, items: items,
                  defaultSpinnerColor: defaultSpinnerColor)
    }
}
