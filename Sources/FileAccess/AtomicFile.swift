#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces files atomically: the bytes go to a uniquely named temporary file
/// in the destination's directory (`.<name>.<pid>.<random>.tmp`), which is then
/// `rename(2)`d over the destination. Readers see the old file or the complete
/// new one, never a partial file; on any failure the temporary file is removed.
///
/// The new file gets mode 0666 minus the umask; an existing file's
/// permissions and ownership are not carried over.
///
/// Only a file is ever replaced: a folder, a symbolic link, a FIFO, a device or a socket at the
/// path is refused, and left as it is (`NamedOutputFile` is the rule for a path the user names,
/// which may be written through).
public enum AtomicFile {
    /// Writes `bytes` to `path`, replacing any existing file. With `sync`,
    /// the data and the directory entry are flushed to disk (`fsync`) too.
    /// Throws `FileError.unwritable(path:reason:)` with the system's reason.
    public static func write(_ bytes: [UInt8], to path: String, sync: Bool = false) throws {
        let slash = path.lastIndex(of: "/")
        let prefix = slash.map { String(path[...$0]) } ?? ""  // directory with its trailing "/"
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let directory = prefix.isEmpty ? "." : (prefix == "/" ? "/" : String(prefix.dropLast()))
        guard !name.isEmpty, name != ".", name != ".." else {
            throw FileError.unwritable(path: path, reason: "the path does not name a file")
        }
        var existing = stat()
        if lstat(path, &existing) == 0, existing.st_mode & S_IFMT != S_IFREG {
            throw FileError.unwritable(path: path, reason: "it is \(WholeFile.kind(of: existing.st_mode)), which render-preview does not replace")
        }
        let unique = String(UInt64.random(in: .min ... .max), radix: 16)
        let temporary = "\(prefix).\(name).\(getpid()).\(unique).tmp"

        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o666))
        StagingFolders.register(temporary)  // removed by an interrupt, like a staging folder
        defer { StagingFolders.unregister(temporary) }
        guard fd >= 0 else {
            throw FileError.unwritable(
                path: path, reason: "cannot create a temporary file in \(directory): \(FileError.reason(errno))")
        }
        var failure = writeAll(fd, bytes).map { "writing failed: \(FileError.reason($0))" }
        if failure == nil, sync, fsync(fd) != 0 { failure = "fsync failed: \(FileError.reason(errno))" }
        if close(fd) != 0, failure == nil { failure = "closing failed: \(FileError.reason(errno))" }
        if failure == nil, rename(temporary, path) != 0 { failure = "rename failed: \(FileError.reason(errno))" }
        if let failure {
            unlink(temporary)
            throw FileError.unwritable(path: path, reason: failure)
        }
        if sync { syncDirectory(directory) }
    }

    /// Puts a file with the bytes of `source` at `destination` (which must not exist): a hard
    /// link when the file system allows one, else a copy written as `write` does.
    public static func linkOrCopy(_ source: String, to destination: String) throws {
        if link(source, destination) == 0 { return }
        try write(try WholeFile.read(source), to: destination)
    }
}

/// Writes everything, retrying short writes and EINTR; returns errno on failure.
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32? {
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n >= 0 {
                offset += n
            } else if errno != EINTR {
                return errno
            }
        }
        return nil
    }
}

/// Best effort: makes the rename itself durable.
private func syncDirectory(_ directory: String) {
    let fd = open(directory, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    close(fd)
}
