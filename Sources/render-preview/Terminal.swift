import Foundation

/// Standard output and error written with write(2), failures ignored: a terminal closed under a
/// running `watch`, or a pipe whose reader has gone, must not stop the program mid-clean-up —
/// Foundation's `FileHandle.write(_:)` traps when a write fails.
enum Terminal {
    static func out(_ text: String) { write(text, to: 1) }
    static func error(_ text: String) { write(text, to: 2) }

    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
