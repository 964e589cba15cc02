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
        let list = ManagerEventList<MessageQueue.Event>(
            shows: shows, inputs: requests,
            show: { s in
                let o = s.overlay
                let keys = o.presentation.route.keys(as: MessageQueueKeys.self) ?? MessageQueueKeys()
                let duration: MessageQueue.Duration
                switch o.presentation.display {
                case .seconds(let v): duration = .seconds(v)
                case .forever: duration = .forever
                case .indefinite(let d, let m): duration = .indefinite(delay: d, minimum: m)
                }
                return .show(
                    MessageQueue.Message(
                        id: o.id, duration: duration, priority: keys.priority,
                        ignoreDuplicates: keys.ignoreDuplicates,
                        showDuration: o.enter.duration, hideDuration: o.exit.duration))
            },
            input: { r in
                switch r.event {
                case .all: return [.hideAll]
                case .id(let id): return [.hide(id: id)]
                case .counted(let id): return [.hideCounted(id: id)]
                case .gesture(let id): return [.hideCurrentMatching(id: id)]
                case .dragBegan(let id): return [.dragBegan(id: id)]
                case .dragEnded(let id): return [.dragEnded(id: id)]
                case .touched, .call: return []
                }
            })
        return MessageQueue(pauseBetweenMessages: pause).schedule(list.events).items.compactMap(list.reindexed)
    }
}
