#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file mapped into memory read-only: its pages are read from the file (or the page
/// cache) only when touched, so a large file of which a reader needs a few tables — a font —
/// costs those tables, not the whole file twice (read, then copied). For files the program ships
/// (the bundled fonts), which no run changes: a mapped file cut short while mapped would fault.
/// Checked like `WholeFile.read`: regular files only, at most a limit.
public final class MappedFile: @unchecked Sendable {
    public let path: String
    /// The file's bytes (nil for an empty file).
    public let bytes: UnsafeRawPointer?
    public let count: Int

    public init(_ path: String, limit: Int = WholeFile.defaultLimit) throws(FileError) {
        let (fd, size) = try WholeFile.openChecked(path, limit: FileSizeLimit.effective(limit), streams: false)
        defer { close(fd) }
        self.path = path
        count = size
        guard size > 0 else {
            bytes = nil
            return
        }
        guard let memory = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), memory != MAP_FAILED else {
            throw .unreadable(path: path, reason: FileError.reason(errno))
        }
        bytes = UnsafeRawPointer(memory)
    }

    deinit {
        if let bytes { munmap(UnsafeMutableRawPointer(mutating: bytes), count) }
    }
}
