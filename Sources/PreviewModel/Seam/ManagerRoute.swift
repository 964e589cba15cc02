/// What a preset gives each of its overlays for the manager that decides when it reaches the
/// screen: the overlay's own keys for that manager (a priority, a name, a stack's spacing …).
/// The keys say which manager they belong to (`identity`: overlays with the same identity share
/// one manager) and make it; the manager reads each overlay's keys back with
/// `ManagerRoute.keys(as:)`. A preset adds a manager by writing one such type in its own folder —
/// no generic code changes.
package protocol ManagerKeys: Sendable, Hashable {
    /// Overlays whose keys have the same identity share one manager.
    var identity: String { get }
    /// The manager of the overlays that share this identity (made from the first one's keys).
    func makeManager() -> any OverlayManager
    /// Whether the manager's overlays live in one window whose background lies below all of them
    /// (a screen background view under every entry): their backdrops are drawn before any of
    /// their layers rather than each right below its own. False unless a manager says so.
    var sharesWindowBackground: Bool { get }
    /// Whether the manager may refuse a dismissing gesture (a card that is not dismissable at
    /// that moment): a drag it refused springs back. False unless a manager says so.
    var mayRefuseGestures: Bool { get }
}

extension ManagerKeys {
    package var sharesWindowBackground: Bool { false }
    package var mayRefuseGestures: Bool { false }
    /// The keys boxed with their type, for equality across manager types.
    fileprivate var boxed: AnyHashable { AnyHashable(self) }
}

/// Which manager decides when a presentation reaches the screen, with that manager's keys.
/// Each overlay carries its own route, so one scene can run a queue beside overlays that show
/// whenever asked.
package struct ManagerRoute: Sendable, Hashable {
    /// The overlay's keys, of the type its manager reads.
    package let keys: any ManagerKeys

    package init(_ keys: some ManagerKeys) { self.keys = keys }

    /// Shows when asked, whatever else is on screen; leaves when its time is up or it is hidden.
    package static let independent = ManagerRoute(IndependentKeys())

    /// The keys as the type a manager reads, or nil when they are another manager's.
    package func keys<Keys: ManagerKeys>(as _: Keys.Type) -> Keys? { keys as? Keys }

    /// Overlays with the same identity share one manager: the keys' type and their own
    /// identity, so two presets' managers never meet by a shared name.
    package var identity: String { "\(type(of: keys)):\(keys.identity)" }
    /// See `ManagerKeys.sharesWindowBackground`.
    package var sharesWindowBackground: Bool { keys.sharesWindowBackground }
    /// See `ManagerKeys.mayRefuseGestures`.
    package var mayRefuseGestures: Bool { keys.mayRefuseGestures }
    /// The manager of this route's overlays.
    var manager: any OverlayManager { keys.makeManager() }

    package static func == (a: ManagerRoute, b: ManagerRoute) -> Bool { a.keys.boxed == b.keys.boxed }
    package func hash(into hasher: inout Hasher) { hasher.combine(keys.boxed) }
}

/// The keys of an overlay that shows whenever asked (`IndependentManager`).
package struct IndependentKeys: ManagerKeys {
    package init() {}
    package var identity: String { "independent" }
    package func makeManager() -> any OverlayManager { IndependentManager() }
}
