import Foundation

/// Notices changes by looking: every file's existence, modification time, size and inode, every
/// `interval` seconds. Used where inotify is not available; slower to notice and costlier for
/// many files, but it works on any file system.
final class PollingWatcher: WatcherBackend, @unchecked Sendable {
    /// Seconds between two looks.
    static let interval = 0.25

    private let lock = NSLock()
    private var seen: [String: FileStamp?] = [:]
    private var running = true
    private let onChange: @Sendable (Set<String>) -> Void

    init(onChange: @escaping @Sendable (Set<String>) -> Void) {
        self.onChange = onChange
        let thread = Thread { [weak self] in
            while let watcher = self, watcher.look() {
                Thread.sleep(forTimeInterval: Self.interval)
            }
        }
        thread.name = "render-preview polling watcher"
        thread.start()
    }

    func watch(_ files: Set<String>) {
        lock.withLock {
            var next: [String: FileStamp?] = [:]
            for file in files { next[file] = seen[file] ?? FileStamp(path: file) }
            seen = next
        }
    }

    func stop() { lock.withLock { running = false } }

    /// One look at every file; false once stopped.
    private func look() -> Bool {
        let changed: Set<String>? = lock.withLock {
            guard running else { return nil }
            var changed: Set<String> = []
            for (file, stamp) in seen {
                let now = FileStamp(path: file)
                if now != stamp {
                    changed.insert(file)
                    seen[file] = now
                }
            }
            return changed
        }
        guard let changed else { return false }
        if !changed.isEmpty { onChange(changed) }
        return true
    }
}

/// What polling compares: a file's identity, size and modification time (nil: no such file).
struct FileStamp: Equatable {
    let inode: UInt64
    let size: Int64
    let modified: Int64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if os(Linux)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #else
        modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #endif
    }
}
