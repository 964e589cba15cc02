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

    /// Held while a `FolderTransaction` swaps folders: an interrupt waits for the swaps (a few
    /// renames) to finish or be undone, so it never removes a staging folder mid-swap.
    static let swapping = NSLock()
    /// Whether a `FolderTransaction` of this process put its folders in place (set under `swapping`).
    nonisolated(unsafe) static var committed = false

    /// Removes every staging folder in use (on an interrupt). Waits for a swap in progress; the
    /// process is expected to exit right after. Returns whether this run had already put its
    /// output in place (a swap completed, perhaps while the interrupt waited for it), so that
    /// the exit says truthfully whether anything of the run was kept.
    @discardableResult
    public static func removeAll() -> Bool {
        swapping.lock()  // never released: nothing may swap after an interrupt
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
        return committed
    }

    /// The folder a killed run set `folder/name` aside in mid-swap (`.<name>.partial-<pid>-<n>.old`,
    /// its process gone) while `folder/name` is missing: the only copy of that folder, which the
    /// next run's `removeStale` puts back. Nil when there is none.
    public static func setAside(_ name: String, in folder: String) -> String? {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return entries.sorted().first { entry in
            entry.hasPrefix("." + name + ".partial-") && entry.hasSuffix(".old") && isStale(entry)
        }.map { FilePath.joined(folder, $0) }
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

    /// Removes the stale staging folders directly inside `folder` (see `isStale`). A folder set
    /// aside mid-swap (`.<name>.partial-<pid>-<n>.old`) whose `<name>` is missing is the only
    /// copy of that folder (the process was killed between two renames): it is put back instead.
    public static func removeStale(in folder: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return }
        for entry in entries.sorted() where isStale(entry) {
            let path = FilePath.joined(folder, entry)
            if entry.hasSuffix(".old"), let marker = entry.range(of: ".partial-", options: .backwards) {
                let original = FilePath.joined(folder, String(entry[entry.index(after: entry.startIndex)..<marker.lowerBound]))
                var info = stat()
                if lstat(original, &info) != 0 && errno == ENOENT && rename(path, original) == 0 { continue }
            }
            try? FileManager.default.removeItem(atPath: path)
        }
    }
}
