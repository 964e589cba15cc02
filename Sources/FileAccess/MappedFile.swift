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
        let limit = FileSizeLimit.effective(limit)
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .unreadable(path: path, reason: FileError.reason(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: FileError.reason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadable(path: path, reason: FileError.reason(EISDIR))
        default: throw .unreadable(path: path, reason: "not a regular file but \(WholeFile.kind(of: info.st_mode))")
        }
        let size = Int(info.st_size)
        if size > limit { throw .tooLarge(path: path, size: size, limit: limit) }
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
