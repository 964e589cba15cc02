#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one rule for a file the user names for render-preview to write (`--junit`, `--markdown`):
///
/// - nothing there, or a regular file: written atomically (`AtomicFile`), replacing it;
/// - a FIFO or a character device (a CI job's pipe, `/dev/stdout`, a terminal): written through,
///   never replaced — appended to, as a shell's `>>` would;
/// - a symbolic link: followed; its target is written by these rules (a regular file replaced
///   atomically where it is, the link kept; a missing file made there, as a shell's `>` would,
///   when its folder exists), except that a link into `/dev` or `/proc`
///   (`/dev/stdout`, `/dev/fd/1`) is written through whatever it points at, so the process's own
///   output is never replaced;
/// - anything else — a folder, a socket, a block device, a link to nothing — is refused, and
///   nothing is written.
public enum NamedOutputFile {
    /// What writing `path` would do, or why it cannot be written.
    enum Plan: Equatable {
        case replace(String)
        case writeThrough
        case refuse(String)
    }

    /// Why `path` cannot be written, or nil: checked before a run's work, so a refusal costs none.
    public static func problem(_ path: String) -> String? {
        if case .refuse(let why) = plan(path) { return why }
        return nil
    }

    /// Writes `bytes` to `path` by the rule above; throws `FileError.unwritable` with the reason.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        switch plan(path) {
        case .replace(let target):
            try AtomicFile.write(bytes, to: target)
        case .writeThrough:
            try writeThrough(bytes, to: path)
        case .refuse(let why):
            throw FileError.unwritable(path: path, reason: why)
        }
    }

    static func plan(_ path: String) -> Plan {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? .replace(path) : .refuse(FileError.reason(errno))
        }
        let kind = info.st_mode & S_IFMT
        if kind == S_IFREG { return .replace(path) }
        if kind != S_IFLNK { return plan(kind: kind, following: false) }
        var target = stat()
        guard stat(path, &target) == 0 else {
            // A link to a file not made yet: made where the link points, as a shell's `>` would.
            if errno == ENOENT, let text = linkText(path), !text.hasSuffix("/") {
                let absolute = text.hasPrefix("/") ? text : FilePath.joined(FilePath.parent(of: path), text)
                var folder = stat()
                if stat(FilePath.parent(of: absolute), &folder) == 0, folder.st_mode & S_IFMT == S_IFDIR {
                    return .replace(absolute)
                }
            }
            return .refuse("it is a symbolic link to nothing (\(FileError.reason(errno)))")
        }
        let targetKind = target.st_mode & S_IFMT
        guard targetKind == S_IFREG else { return plan(kind: targetKind, following: true) }
        guard let resolved = realpath(path, nil) else { return .refuse("its link cannot be followed (\(FileError.reason(errno)))") }
        defer { free(resolved) }
        let real = String(cString: resolved)
        // `/dev/stdout` → `/proc/self/fd/1` → the file the shell opened: written through, so
        // the shell's own descriptor keeps seeing the file.
        if ["/dev/", "/proc/"].contains(where: { path.hasPrefix($0) || real.hasPrefix($0) }) || isUnderProcessLinks(path) {
            return .writeThrough
        }
        return .replace(real)
    }

    private static func plan(kind: mode_t, following: Bool) -> Plan {
        let link = following ? "a symbolic link to " : ""
        switch kind {
        case S_IFIFO, S_IFCHR: return .writeThrough
        default: return .refuse("it is \(link)\(WholeFile.kind(of: kind)); name a file")
        }
    }

    /// Whether the link's own target text names a process's descriptors (`/proc/self/fd/1`).
    private static func isUnderProcessLinks(_ path: String) -> Bool {
        guard let target = linkText(path) else { return false }
        return target.hasPrefix("/proc/") || target.hasPrefix("/dev/")
    }

    /// What a symbolic link says, as written (relative to its folder unless it starts with /).
    private static func linkText(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Appends to a FIFO, a character device or a process's output: never created, truncated or
    /// replaced. A FIFO that no process reads is an error, not a wait.
    private static func writeThrough(_ bytes: [UInt8], to path: String) throws {
        let fd = open(path, O_WRONLY | O_APPEND | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            let reason = errno == ENXIO ? "it is a FIFO that no process reads" : FileError.reason(errno)
            throw FileError.unwritable(path: path, reason: reason)
        }
        defer { close(fd) }
        // Blocking again: a pipe read slowly is waited for, not failed.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        if let code = writeAll(fd, bytes) {
            throw FileError.unwritable(path: path, reason: "writing failed: \(FileError.reason(code))")
        }
    }
}
