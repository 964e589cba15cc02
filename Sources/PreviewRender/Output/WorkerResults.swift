import Foundation
import PreviewModel

/// One result per task, filled in by worker threads in any order and read back by index.
package final class WorkerResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value?]

    package init(count: Int) { values = Array(repeating: nil, count: count) }

    package func set(_ i: Int, _ v: Value) { lock.withLock { values[i] = v } }

    /// The result of task `i` (nil until it is set).
    package func value(at i: Int) -> Value? { lock.withLock { values[i] } }
}

/// A count shared by worker threads (finished frames, for a progress line).
package final class WorkerCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0

    package init() {}

    /// Adds one and returns the new count.
    package func increment() -> Int {
        lock.withLock {
            n += 1; return n
        }
    }
}

/// The error of the lowest-numbered failing task, whatever the thread timing: workers skip
/// tasks above a failure, and the error reported is always the same one for the same input.
final class LowestFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var task = Int.max
    private var stored: Error?

    /// The lowest failing task and its error, if any failed.
    var failure: (task: Int, error: Error)? { lock.withLock { stored.map { (task, $0) } } }

    /// Whether a task below `i` has failed (tasks above the failure need not run).
    func hasFailure(before i: Int) -> Bool { lock.withLock { task < i } }

    func record(_ e: Error, task i: Int) {
        lock.withLock {
            if i < task { task = i; stored = e }
        }
    }
}
