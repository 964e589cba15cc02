import Synchronization

/// A request, from another thread, that a render under way stop soon: checked before each frame
/// and each scene, so a stopped render ends within a frame's time and writes nothing after it
/// (`watch` stopping mid-render removes its folder only once the render has returned).
public final class RenderStop: Sendable {
    private let requested = Atomic<Bool>(false)

    public init() {}

    /// Asks the render to stop.
    public func request() { requested.store(true, ordering: .sequentiallyConsistent) }

    /// Whether a stop was asked for.
    public var isRequested: Bool { requested.load(ordering: .sequentiallyConsistent) }

    /// What a stopped render throws.
    public struct Stopped: Error, CustomStringConvertible {
        public var description: String { "stopped" }
    }
}
