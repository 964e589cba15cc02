import Foundation
import Testing
@testable import PreviewRender

/// An animation's preview files are made side by side (`PreviewTasks`): every task runs once,
/// and a failure is always the same one, whatever the threads' timing.
@Suite struct PreviewTasksTests {
    final class Ran: @unchecked Sendable {
        private let lock = NSLock()
        private var tasks: [Int] = []
        func add(_ i: Int) { lock.withLock { tasks.append(i) } }
        var sorted: [Int] { lock.withLock { tasks.sorted() } }
    }

    struct Broken: Error, Equatable { let task: Int }

    @Test func everyTaskRunsOnceOnAnyNumberOfThreads() throws {
        for jobs in [1, 2, 4, 9] {
            let ran = Ran()
            try PreviewTasks.run((0..<6).map { i in { ran.add(i) } }, jobs: jobs)
            #expect(ran.sorted == Array(0..<6), "jobs \(jobs)")
        }
    }

    @Test func theLowestFailingTaskIsTheErrorReported() {
        for jobs in [1, 2, 4] {
            for _ in 0..<20 {
                let tasks: [() throws -> Void] = (0..<5).map { i in
                    {
                        // The later failure finishes first; the earlier one is still the one reported.
                        if i == 3 { throw Broken(task: 3) }
                        if i == 1 {
                            usleep(2_000)
                            throw Broken(task: 1)
                        }
                    }
                }
                #expect(throws: Broken(task: 1)) { try PreviewTasks.run(tasks, jobs: jobs) }
            }
        }
    }
}
