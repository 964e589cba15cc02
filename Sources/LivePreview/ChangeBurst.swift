import Foundation

/// Changes gathered until the files have been quiet for a while: an editor's save (a new file
/// written, then renamed over the old one) or a tool writing several files comes as a burst of
/// events, and the preview should render once, after the last of them.
package struct ChangeBurst: Sendable {
    /// How long the files must be quiet before the burst is handed on, in seconds.
    package let quiet: Double
    /// The files changed so far in this burst.
    package private(set) var paths: Set<String> = []
    private var lastChange: Double?

    package init(quiet: Double) { self.quiet = quiet }

    /// Notes a change to `path` at `time` (seconds, any monotonic clock).
    package mutating func note(_ path: String, at time: Double) {
        paths.insert(path)
        lastChange = time
    }

    /// Seconds until the burst is due at `time`, or nil when nothing is waiting.
    package func wait(at time: Double) -> Double? {
        lastChange.map { max(0, $0 + quiet - time) }
    }

    /// The burst's files once they have been quiet for `quiet` seconds at `time` (and then a new
    /// burst starts); nil before that or when nothing changed.
    package mutating func take(at time: Double) -> Set<String>? {
        guard let last = lastChange, time >= last + quiet else { return nil }
        defer { paths = []; lastChange = nil }
        return paths
    }
}

/// Seconds on a monotonic clock, for timing bursts.
func monotonicSeconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}
