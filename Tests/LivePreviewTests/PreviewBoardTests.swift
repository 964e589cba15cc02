import Foundation
import LivePreview
import Testing

/// The long poll behind the page: `/state?after=N` waits for a newer version, and a version the
/// board never reached (a page open across a restart of `watch`) is answered at once.
@Suite struct PreviewBoardTests {
    @Test func waitsForANewerVersion() async {
        let board = PreviewBoard()
        board.publish { $0.title = "first" }
        let version = board.current.version
        // Published from a thread of its own, as the render loop does (the test runner's
        // concurrency pool may be busy with other tests).
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.1)
            board.publish { $0.title = "second" }
        }
        let state = await board.state(after: version, timeout: 60)
        #expect(state.title == "second")
        #expect(state.version == version + 1)
    }

    @Test func answersAtOnceForAVersionItNeverReached() async {
        let board = PreviewBoard()
        board.publish { $0.title = "after a restart" }
        let started = Date()
        let state = await board.state(after: board.current.version + 40, timeout: 10)
        #expect(state.title == "after a restart")
        #expect(Date().timeIntervalSince(started) < 5)
    }

    /// A page of an earlier run whose version happens to equal this run's.
    @Test func answersAtOnceForAnotherSession() async {
        let board = PreviewBoard()
        board.publish { $0.title = "new run" }
        let started = Date()
        let state = await board.state(after: board.current.version, session: "an earlier run", timeout: 10)
        #expect(state.title == "new run")
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(state.session != "an earlier run")
        #expect(PreviewBoard().current.session != board.current.session, "each run has its own session")
    }

    @Test func givesTheCurrentStateAfterTheTimeout() async {
        let board = PreviewBoard()
        board.publish { $0.title = "unchanged" }
        let state = await board.state(after: board.current.version, session: board.current.session, timeout: 0.1)
        #expect(state.title == "unchanged")
    }
}
