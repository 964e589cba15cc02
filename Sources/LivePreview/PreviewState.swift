import Foundation

/// What the page shows, as JSON (`GET /state`): the latest good render of every scene, and the
/// errors of the latest attempt when it failed (the good render stays beside them).
package struct PreviewState: Codable, Sendable, Equatable {
    /// Counts up with every render attempt; the page asks for a version after the one it has.
    package var version = 0
    /// Which run of `watch` this is (a new one per board): a page left open across a restart
    /// knows its version belongs to another run.
    package var session = UUID().uuidString
    /// The configs watched, by file name (`card.json`).
    package var title = ""
    /// The errors of the latest attempt, as the command line prints them; nil when it rendered.
    package var errors: String?
    /// Scenes rendered and kept (unchanged) by the latest good render, and its time.
    package var rendered = 0
    package var kept = 0
    package var milliseconds = 0
    package var scenes: [SceneState] = []

    /// One scene on the page.
    package struct SceneState: Codable, Sendable, Equatable {
        package var name: String
        /// `SceneKey`: changes exactly when the frames do.
        package var key: String
        package var device: String
        package var appearance: String
        package var width: Int
        package var height: Int
        package var scale: Double
        /// Frames per second; nil for a still.
        package var fps: Int?
        /// Each frame's address on this server and its time in seconds.
        package var frames: [String]
        package var times: [Double]
        /// Its place in a `variants` matrix.
        package var variant: Variant?
    }

    /// `VariantPlace` as the page reads it.
    package struct Variant: Codable, Sendable, Equatable {
        package var base: String
        package var axes: [String]
        package var values: [String]
    }

    package init() {}
}

/// The latest `PreviewState`, shared by the render loop (which publishes) and the server (whose
/// `/state?after=N` waits for a version after N).
package final class PreviewBoard: @unchecked Sendable {
    private let lock = NSLock()
    private var state = PreviewState()

    package init() {}

    package var current: PreviewState { lock.withLock { state } }

    /// Replaces the state, with the next version number.
    package func publish(_ change: (inout PreviewState) -> Void) {
        lock.withLock {
            change(&state)
            state.version += 1
        }
    }

    /// The state once its version is after `version`, or the current one after `timeout` seconds.
    /// A page of another session, or with a version this board never reached (a page left open
    /// while `watch` was restarted, whose count starts again), gets the current state at once.
    package func state(after version: Int, session: String? = nil, timeout: Double) async -> PreviewState {
        let deadline = monotonicSeconds() + timeout
        while true {
            let now = current
            if now.version != version || (session != nil && session != now.session) || monotonicSeconds() >= deadline { return now }
            try? await Task.sleep(nanoseconds: 20_000_000)
            if Task.isCancelled { return current }
        }
    }
}
