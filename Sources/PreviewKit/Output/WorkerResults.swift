import Foundation

/// One result per task, filled in by worker threads in any order and read back by index.
public final class WorkerResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value?]

    public init(count: Int) { values = Array(repeating: nil, count: count) }

    public func set(_ i: Int, _ v: Value) { lock.withLock { values[i] = v } }

    /// The result of task `i` (nil until it is set).
    public func value(at i: Int) -> Value? { lock.withLock { values[i] } }
}

/// A count shared by worker threads (finished frames, for a progress line).
public final class WorkerCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0

    public init() {}

    /// Adds one and returns the new count.
    public func increment() -> Int { lock.withLock { n += 1; return n } }
}
