import PreviewModel

/// A SwiftMessages message's keys for its instance's queue.
package struct MessageQueueKeys: ManagerKeys {
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

    package var identity: String { "messageQueue:" + instance }
    package func makeManager() -> any OverlayManager { MessageQueueManager(pause: pause) }
}

extension ManagerRoute {
    /// A SwiftMessages instance's queue: one message at a time (`MessageQueue`).
    package static func messageQueue(_ keys: MessageQueueKeys) -> ManagerRoute { ManagerRoute(keys) }
}

/// SwiftMessages' queue decides (`MessageQueue`), for the overlays of one instance.
struct MessageQueueManager: OverlayManager {
    var pause: Double

    func schedule(shows: [ManagedShow], inputs requests: [TimedEvent<ManagerInput>]) -> [ScheduledItem] {
        let list = ManagerEventList(shows: shows, inputs: requests) { s in
            let o = s.overlay
            let keys = o.presentation.route.keys(as: MessageQueueKeys.self) ?? MessageQueueKeys()
            let duration: MessageQueue.Duration
            switch o.presentation.display {
            case .seconds(let v): duration = .seconds(v)
            case .forever: duration = .forever
            case .indefinite(let d, let m): duration = .indefinite(delay: d, minimum: m)
            }
            return MessageQueue.Message(
                id: o.id, duration: duration, priority: keys.priority, ignoreDuplicates: keys.ignoreDuplicates,
                showDuration: o.enter.duration, hideDuration: o.exit.duration)
        }
        return MessageQueue(pauseBetweenMessages: pause).schedule(list.events).items.compactMap(list.reindexed)
    }
}
