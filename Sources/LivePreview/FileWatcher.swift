import Foundation

/// Tells when any of a set of files is written, replaced (an editor's save: a new file renamed
/// over the old one), created or deleted. On Linux it listens to inotify on the folders holding
/// the files, so that a replaced file is still seen; elsewhere, or when inotify cannot be had,
/// it compares every file's modification time and size four times a second. Changes are handed
/// on in bursts (`ChangeBurst`), from the watcher's own thread.
package final class FileWatcher: @unchecked Sendable {
    /// How changes are noticed.
    package enum Method: String, Sendable {
        /// Linux's inotify on the files' folders.
        case inotify
        /// Modification time and size of every file, every `PollingWatcher.interval` seconds.
        case polling
    }

    /// The method in use (polling when inotify was asked for but could not be had).
    package let method: Method
    private let backend: WatcherBackend

    /// Starts watching nothing; `watch(_:)` names the files. `onChange` hears each burst's files
    /// (absolute paths, as given to `watch`) once they have been quiet for `quiet` seconds.
    package init(
        method: Method = .preferred, quiet: Double = 0.04,
        onChange: @escaping @Sendable (Set<String>) -> Void
    ) {
        #if os(Linux)
        if method == .inotify, let inotify = InotifyWatcher(quiet: quiet, onChange: onChange) {
            self.method = .inotify
            backend = inotify
            return
        }
        #endif
        self.method = .polling
        backend = PollingWatcher(onChange: onChange)
    }

    /// Watches exactly these files from now on (absolute paths; missing ones are watched for
    /// their creation). A file that is a symbolic link is watched through to the file it names
    /// too (in whatever folder that is), so an edit of a linked config's target is seen.
    package func watch(_ files: some Sequence<String>) {
        var all = Set(files)
        for file in all {
            if let target = Self.linkTarget(of: file) { all.insert(target) }
        }
        backend.watch(all)
    }

    /// The file a path resolves to when a symbolic link is on the way, else nil.
    static func linkTarget(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        let target = String(cString: resolved)
        return target == path ? nil : target
    }

    /// Stops watching; no change is reported after this returns.
    package func stop() { backend.stop() }

    deinit { backend.stop() }
}

extension FileWatcher.Method {
    /// inotify on Linux, polling elsewhere.
    package static var preferred: Self {
        #if os(Linux)
        return .inotify
        #else
        return .polling
        #endif
    }
}

/// What `FileWatcher` asks of a way of noticing changes.
protocol WatcherBackend: AnyObject, Sendable {
    func watch(_ files: Set<String>)
    func stop()
}

/// `/a/b/c.png` → (`/a/b`, `c.png`).
func folderAndName(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    return (folder, String(path[path.index(after: slash)...]))
}
