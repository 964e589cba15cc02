#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Bytes a run must read again later but need not hold in memory, kept in a temporary file that
/// has no name (opened and unlinked at once, so nothing is left behind however the process
/// ends, and no other program can change it): a run that loads thousands of configs, each naming
/// its own screenshots, keeps their files' bytes here, not in its heap, and reads a file's bytes
/// back only when its pixels are wanted again. Appends and reads may come from any thread.
public final class SpillFile: @unchecked Sendable {
    /// Where a piece of bytes is in the file.
    public struct Piece: Sendable, Hashable {
        public let offset: Int
        public let count: Int
    }

    private let fd: Int32
    private let lock = NSLock()
    private var end = 0

    /// A spill file in `directory` (default: `$TMPDIR`, else `/tmp`); nil when none can be made
    /// there (a read-only or full disk), in which case callers keep their bytes in memory.
    public init?(directory: String? = nil) {
        let folder = directory ?? ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array(FilePath.joined(folder, ".render-preview-spill-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        // Nameless from here on: the file lives while it is open.
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Writes `bytes` at the end of the file; nil when the disk refuses them.
    public func append(_ bytes: [UInt8]) -> Piece? {
        lock.withLock {
            let offset = end
            var written = 0
            while written < bytes.count {
                let n = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress! + written, bytes.count - written, off_t(offset + written)) }
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return nil }
                written += n
            }
            end += bytes.count
            return Piece(offset: offset, count: bytes.count)
        }
    }

    /// Gives the disk space of `piece` back (its bytes are not read again): a long `watch`
    /// session that reloads changed screenshots keeps only the live ones on disk. Where the file
    /// system cannot punch holes, the space comes back when the process ends.
    public func release(_ piece: Piece) {
        // FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE (linux/falloc.h).
        _ = Self.fallocate?(fd, 0x02 | 0x01, off_t(piece.offset), off_t(piece.count))
    }

    /// The C library's `fallocate`, looked up at run time: Swift's C module imports it only
    /// under `_GNU_SOURCE`. Nil where there is none (the space then comes back at exit).
    private static let fallocate: (@convention(c) (Int32, Int32, off_t, off_t) -> Int32)? = {
        guard let symbol = dlsym(nil, "fallocate") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32, off_t, off_t) -> Int32).self)
    }()

    /// The bytes of `piece`, read back; nil when the disk cannot give them.
    public func read(_ piece: Piece) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: piece.count)
        var done = 0
        while done < piece.count {
            let n = out.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, piece.count - done, off_t(piece.offset + done)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return nil }
            done += n
        }
        return out
    }
}
