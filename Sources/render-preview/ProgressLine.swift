import Foundation

/// A one-line progress count on stderr, drawn only when stderr is a terminal
/// (CI logs get no carriage-return noise).
final class ProgressLine: @unchecked Sendable {
    private let total: Int
    private let enabled: Bool
    private let lock = NSLock()

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled && isatty(STDERR_FILENO) == 1
    }

    func update(_ done: Int) {
        guard enabled else { return }
        lock.withLock {
            Terminal.error("\rrendering frame \(done)/\(total)")
        }
    }

    func finish() {
        guard enabled else { return }
        Terminal.error("\r\u{1B}[K")
    }
}
