import PreviewModel

/// The scene-wide manager of `custom` overlays (`"manager"` in an animated scene): the custom
/// preset's scene-level setting.
///
///     "manager": "independent" | "queue" | {"queue": {"pause": 0.5}}
package enum TimelineManager: Sendable, Hashable {
    /// Every overlay shows when asked, whatever else is on screen.
    case independent
    /// One at a time, first come first served, with a pause between them and repeated ids
    /// dropped: SwiftMessages' queue (`MessageQueue`), the rules the custom preset's motion
    /// already follows.
    case queue(pause: Double)

    /// The route a `custom` overlay takes.
    package var route: ManagerRoute {
        switch self {
        case .independent: return .independent
        case .queue(let pause): return .messageQueue(MessageQueueKeys(instance: "scene", pause: pause))
        }
    }

    /// The scene key, read only in an animated scene.
    static let setting = PresetRegistry.SceneSetting(key: "manager", animates: true) { n, _ in value(n) }

    /// `"independent"`, `"queue"` or `{"queue": {"pause": 0.5}}`.
    static func value(_ n: ConfigNode) -> TimelineManager? {
        n.oneOf(
            .string { $0.choice(["independent": TimelineManager.independent, "queue": .queue(pause: 0.5)]) },
            .objectNode { _ in
                n.tagged(["queue": { q in q.object { o in TimelineManager.queue(pause: o.optional("pause", in: 0.0...60) ?? 0.5) } }])
            })
    }
}
