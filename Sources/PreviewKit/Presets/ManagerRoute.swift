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

    /// Overlays with the same identity share one manager.
    var identity: String {
        switch self {
        case .independent: return "independent"
        case .messageQueue(let k): return "messageQueue:" + k.instance
        case .snackStack(let k): return "snackStack:" + (k.fromTop ? "top" : "bottom")
        case .placardBars: return "placardBars"
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
