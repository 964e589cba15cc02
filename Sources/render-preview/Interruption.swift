import FileAccess
import Foundation
import Synchronization

/// Stops promptly on SIGINT (Ctrl-C), SIGTERM (a CI job cancelled), SIGHUP (its terminal
/// closed) and SIGPIPE (the reader of its output gone: `watch | head -1`): removes the run's
/// staging folders and temporary files, says the output is as it was, and exits 130, 143, 129 or
/// 141 (128 + the signal, as shells report it). The signal handler only
/// writes the signal's number into a pipe (all a handler may safely do, and it works whichever
/// thread the signal lands on); a thread reading the pipe does the clean-up as ordinary code.
enum Interruption {
    /// The pipe's write end, for the handler (a C function cannot capture it).
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    /// Set once a signal has arrived: the run's own errors (files vanishing under it) are then
    /// not reported, since the exit is on its way.
    private static let stopping = Mutex(false)

    /// What a command that runs until stopped (`watch`) does on the signal instead: then the
    /// process exits 0, since stopping is how such a command ends.
    private static let cleanStop = Mutex<(@Sendable () -> Void)?>(nil)

    /// Makes the signal end the process with exit code 0 after `stop` (which cleans up).
    static func onSignalStop(_ stop: @escaping @Sendable () -> Void) {
        cleanStop.withLock { $0 = stop }
    }

    /// Whether a signal is being handled.
    static var isStopping: Bool { stopping.withLock { $0 } }

    /// Waits for the signal's exit (called instead of reporting an error caused by the clean-up).
    static func waitForExit() -> Never {
        while true { sleep(60) }
    }

    static func install() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        writeEnd = ends[1]
        let readEnd = ends[0]
        let waiter = Thread {
            var number: UInt8 = 0
            while read(readEnd, &number, 1) < 0, errno == EINTR {}
            let received = Int32(number)
            stopping.withLock { $0 = true }
            let kept = StagingFolders.removeAll()
            if let stop = cleanStop.withLock({ $0 }) {
                stop()
                exit(0)
            }
            let what =
                received == SIGINT ? "interrupted" : received == SIGHUP ? "hung up" : received == SIGPIPE ? "its output was closed" : "terminated"
            // After a hang-up the terminal may be gone: a failed write must not stop the exit.
            Terminal.error(
                kept
                    ? "\nrender-preview: \(what) once this run's output was in place: it is kept\n"
                    : "\nrender-preview: \(what); nothing of this run was kept\n")
            exit(128 + received)
        }
        waiter.start()
        // A parent may start us with these signals blocked (some process launchers block every
        // signal in the child): unblock them, before any other thread starts and inherits the mask.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGHUP)
        sigaddset(&signals, SIGPIPE)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] {
            // A signal the parent set to be ignored (a background job's SIGINT) stays ignored.
            var current = sigaction()
            sigaction(sig, nil, &current)
            if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in
                var number = UInt8(truncatingIfNeeded: sig)
                _ = write(Interruption.writeEnd, &number, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(sig, &action, nil)
        }
    }
}
