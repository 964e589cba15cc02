/// Which manager decides when a presentation reaches the screen, with that manager's keys.
/// Each overlay carries its own route, so one scene can run a SwiftMessages queue beside
/// overlays that show whenever asked.
package enum ManagerRoute: Sendable, Hashable {
    /// Shows when asked, whatever else is on screen; leaves when its time is up or it is hidden.
    case independent
    /// A SwiftMessages instance's queue: one message at a time (`MessageQueue`).
    case messageQueue(MessageQueueKeys)

    /// Overlays with the same identity share one manager.
    var identity: String {
        switch self {
        case .independent: return "independent"
        case .messageQueue(let k): return "messageQueue:" + k.instance
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
