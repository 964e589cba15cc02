#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The hidden folders a run stages its output in (`.<name>.partial-<pid>-<n>`) and the
/// temporary files `AtomicFile` writes, known to the whole process so that an interrupted run
/// can remove them before it exits; staging folders are also recognisable afterwards, so that a
/// later run can remove those a killed run left behind.
public enum StagingFolders {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var live: Set<String> = []

    /// Notes a staging folder (or temporary file) in use.
    public static func register(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        live.insert(path)
    }

    /// Forgets a staging folder (swapped in, or removed).
    public static func unregister(_ path: String) {
        lock.lock(); defer { lock.unlock() }
        live.remove(path)
    }

    /// Removes every staging folder in use (on an interrupt): the output keeps its previous state.
    public static func removeAll() {
        lock.lock()
        let paths = live
        live = []
        lock.unlock()
        // Each is first renamed, so that workers still drawing can no longer add files to it
        // (their writes fail), then removed. A folder set aside mid-swap (`.old`) is left: it
        // may be the only copy of a scene.
        for path in paths {
            let doomed = path + ".removing"
            let target = rename(path, doomed) == 0 ? doomed : path
            try? FileManager.default.removeItem(atPath: target)
        }
    }

    /// The name of the staging folder number `attempt` for `name`, for this process.
    static func name(for name: String, attempt: Int) -> String { ".\(name).partial-\(getpid())-\(attempt)" }

    /// Whether `entry` (a name inside an output folder) is a staging folder, or a folder set
    /// aside while swapping, of a process that no longer runs.
    public static func isStale(_ entry: String) -> Bool {
        guard entry.hasPrefix("."), let marker = entry.range(of: ".partial-", options: .backwards) else { return false }
        var rest = entry[marker.upperBound...]
        for suffix in [".old", ".removing"] where rest.hasSuffix(suffix) { rest = rest.dropLast(suffix.count) }
        let parts = rest.split(separator: "-")
        guard parts.count == 2, let pid = Int32(parts[0]), Int(parts[1]) != nil, pid > 0 else { return false }
        if pid == getpid() { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes the stale staging folders directly inside `folder` (see `isStale`).
    public static func removeStale(in folder: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return }
        for entry in entries where isStale(entry) {
            try? FileManager.default.removeItem(atPath: FilePath.joined(folder, entry))
        }
    }
}
