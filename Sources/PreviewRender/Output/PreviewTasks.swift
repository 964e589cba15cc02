import Foundation

/// An animation's preview files (animated PNG, contact sheet, GIF, WebP) made side by side: each
/// is made from the same kept frames into a file of its own, so none waits for another, and a
/// one-scene run that would leave a core idle while its GIF is encoded finishes sooner. The
/// bytes are those of one file after the other: no task reads what another writes. With one job
/// they run in order, on the calling thread.
enum PreviewTasks {
    /// Runs `tasks` on up to `jobs` threads, each taking the next task not yet taken (list the
    /// longest first); throws the error of the lowest-numbered task that failed.
    static func run(_ tasks: [() throws -> Void], jobs: Int) throws {
        guard jobs > 1, tasks.count > 1 else {
            for task in tasks { try task() }
            return
        }
        let shared = SharedTasks(tasks)
        let failure = LowestFailure()
        DispatchQueue.concurrentPerform(iterations: min(jobs, tasks.count)) { _ in
            while let i = shared.next(), !failure.hasFailure(before: i) {
                do { try shared.tasks[i]() } catch { failure.record(error, task: i) }
            }
        }
        if let (_, error) = failure.failure { throw error }
    }

    /// The tasks and the index of the next one to take. Unchecked: a task reads only what no
    /// task writes (the kept frames behind their lock, the frame files, the options) and writes
    /// only its own file.
    private final class SharedTasks: @unchecked Sendable {
        let tasks: [() throws -> Void]
        private let lock = NSLock()
        private var taken = 0

        init(_ tasks: [() throws -> Void]) { self.tasks = tasks }

        func next() -> Int? {
            lock.withLock {
                guard taken < tasks.count else { return nil }
                taken += 1
                return taken - 1
            }
        }
    }
}
