#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes several files all or nothing: every file is checked (only files are replaced, as by
/// `AtomicFile`), then written beside its place under a temporary name, and only once all are
/// written are they renamed into place. A failure before that removes the temporary files and
/// leaves every place as it was; an interrupt removes them too (`StagingFolders`).
public enum FileBatch {
    public static func write(_ files: [(path: String, bytes: [UInt8])]) throws {
        for file in files {
            var existing = stat()
            if lstat(file.path, &existing) == 0, existing.st_mode & S_IFMT != S_IFREG {
                throw FileError.unwritable(
                    path: file.path, reason: "it is \(WholeFile.kind(of: existing.st_mode)), which render-preview does not replace")
            }
        }
        var written: [(temporary: String, path: String)] = []
        defer { for w in written { StagingFolders.unregister(w.temporary) } }
        do {
            for file in files {
                let slash = file.path.lastIndex(of: "/")
                let folder = slash.map { String(file.path[..<$0]) } ?? ""
                let name = slash.map { String(file.path[file.path.index(after: $0)...]) } ?? file.path
                let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).batch-\(getpid())-\(written.count)"
                StagingFolders.register(temporary)
                written.append((temporary, file.path))
                try AtomicFile.write(file.bytes, to: temporary)
            }
        } catch {
            for w in written { unlink(w.temporary) }
            throw error
        }
        for w in written where rename(w.temporary, w.path) != 0 {
            let reason = FileError.reason(errno)
            for other in written { unlink(other.temporary) }
            throw FileError.unwritable(path: w.path, reason: "rename failed: \(reason)")
        }
    }
}
