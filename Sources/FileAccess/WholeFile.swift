#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file into memory, the one way every input (config, image, font, golden) is
/// read: POSIX calls so errors carry the system's reason, regular files only unless streams are
/// asked for (a FIFO or a device would block or never end), and never more than a limit,
/// checked against the size before reading and again while reading (a file that grows, or
/// `/dev/zero`, cannot exhaust memory).
public enum WholeFile {
    /// The default limit: 256 MiB, far above any image, font or golden a scene uses.
    public static let defaultLimit = 256 << 20

    /// The bytes of the regular file at `path`, at most `limit` of them. With `streams`, a pipe
    /// or device is read too (a config given as `<(generate)`), still never past `limit`.
    /// `limit` is raised by `FileSizeLimit` when a run asks for more.
    public static func read(_ path: String, limit: Int = defaultLimit, streams: Bool = false) throws(FileError) -> [UInt8] {
        let limit = FileSizeLimit.effective(limit)
        let (fd, size) = try openChecked(path, limit: limit, streams: streams)
        defer { close(fd) }
        var result: [UInt8] = []
        result.reserveCapacity(min(max(size, 0), limit) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 18)
        while true {
            let want = min(chunk.count, limit + 1 - result.count)
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, want) }
            if n > 0 {
                result.append(contentsOf: chunk[..<n])
                if result.count > limit { throw .tooLarge(path: path, size: nil, limit: limit) }
            } else if n == 0 {
                return result
            } else if errno != EINTR {
                throw .unreadable(path: path, reason: FileError.reason(errno))
            }
        }
    }

    /// Whether a regular file or a folder exists at `path` (and which).
    public static func entry(at path: String) -> Entry {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// What is at a path.
    public enum Entry: Sendable { case missing, file, folder, other }

    /// What a file that is not a regular file is, for messages: "a FIFO", "a character device" …
    /// `path` opened for reading, with its size: a regular file of at most `limit` bytes (with
    /// `streams`, a pipe or device too, switched to blocking reads). The caller closes it.
    static func openChecked(_ path: String, limit: Int, streams: Bool) throws(FileError) -> (fd: Int32, size: Int) {
        // O_NONBLOCK only keeps `open` from waiting for a FIFO's writer; regular files ignore it.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .unreadable(path: path, reason: FileError.reason(errno)) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = FileError.reason(errno)
            close(fd)
            throw .unreadable(path: path, reason: reason)
        }
        var problem: FileError?
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: problem = .unreadable(path: path, reason: FileError.reason(EISDIR))
        default:
            if streams {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            } else {
                problem = .unreadable(path: path, reason: "not a regular file but \(kind(of: info.st_mode))")
            }
        }
        let size = Int(info.st_size)
        if problem == nil, size > limit { problem = .tooLarge(path: path, size: size, limit: limit) }
        if let problem {
            close(fd)
            throw problem
        }
        return (fd, size)
    }

    public static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        default: return "a special file"
        }
    }
}

/// The system's `read(2)` (the name `read` inside `WholeFile` is its own method).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
