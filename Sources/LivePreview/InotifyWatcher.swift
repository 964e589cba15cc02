#if os(Linux)
import FileAccess
import Foundation
import Glibc

/// Linux's inotify, on the folders that hold the watched files rather than on the files: an
/// editor saves by writing a new file and renaming it over the old one, which a watch on the old
/// file's inode would never see. Events for other names in those folders are ignored, except in
/// a folder that is itself watched (its entries are its content), and a missing folder on the
/// way to a watched file is watched for from the nearest folder that exists.
/// Hand-written over Glibc's three calls: Foundation offers no file watching on Linux, and the
/// events are a plain byte layout read here in a few lines.
final class InotifyWatcher: WatcherBackend, @unchecked Sendable {
    /// What a folder is watched for: a file closed after writing, renamed in or out, created or
    /// deleted.
    static let events =
        UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM)
        | UInt32(IN_CREATE) | UInt32(IN_DELETE)

    private let descriptor: Int32
    private let lock = NSLock()
    private var files: Set<String> = []
    /// A path on the way to watched files whose folder does not exist yet → those files: the
    /// nearest existing folder is watched, and this path appearing counts as them changing.
    private var anchors: [String: [String]] = [:]
    /// Watched paths that are folders: any entry made, changed or removed inside counts as the
    /// folder changing (a config added to a folder named on the command line).
    private var contentFolders: Set<String> = []
    private var folders: [String: Int32] = [:]  // folder → watch descriptor
    private var running = true
    private var burst: ChangeBurst
    private let onChange: @Sendable (Set<String>) -> Void

    /// nil when inotify cannot be had (no kernel support, or the process's limit is reached).
    init?(quiet: Double, onChange: @escaping @Sendable (Set<String>) -> Void) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        burst = ChangeBurst(quiet: quiet)
        self.onChange = onChange
        let thread = Thread { [self] in self.listen() }
        thread.name = "render-preview inotify watcher"
        thread.start()
    }

    func watch(_ files: Set<String>) {
        lock.withLock {
            self.files = files
            anchors = [:]
            contentFolders = files.filter { WholeFile.entry(at: $0) == .folder }
            var wanted = contentFolders
            for file in files.sorted() {
                // A folder that does not exist (yet) cannot be watched: watch the nearest one that
                // does, for the next folder on the way.
                var step = file, folder = folderAndName(file).folder
                while folder != "/", folder != ".", WholeFile.entry(at: folder) != .folder {
                    step = folder
                    folder = folderAndName(folder).folder
                }
                if step != file { anchors[step, default: []].append(file) }
                wanted.insert(folder)
            }
            for (folder, wd) in folders where !wanted.contains(folder) {
                folders[folder] = nil
                // Two names of one folder (a symbolic link) share a watch: keep it while either is wanted.
                if !folders.values.contains(wd) { inotify_rm_watch(descriptor, wd) }
            }
            for folder in wanted where folders[folder] == nil {
                let wd = inotify_add_watch(descriptor, folder, Self.events)
                if wd >= 0 { folders[folder] = wd }
            }
        }
    }

    func stop() { lock.withLock { running = false } }

    private func listen() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let timeout: Int32 = lock.withLock {
                guard let wait = burst.wait(at: monotonicSeconds()) else { return 100 }
                return Int32((wait * 1000).rounded(.up))
            }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, timeout)
            if ready > 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count > 0 { note(buffer[0..<count]) }
            }
            let due: Set<String>? = lock.withLock {
                running ? burst.take(at: monotonicSeconds()) : nil
            }
            if !lock.withLock({ running }) { break }
            if let due, !due.isEmpty { onChange(due) }
        }
        close(descriptor)
    }

    /// Notes the events in `bytes` (`struct inotify_event`s: wd, mask, cookie, len, then a
    /// NUL-padded name of len bytes) that name a watched file.
    private func note(_ bytes: ArraySlice<UInt8>) {
        let now = monotonicSeconds()
        lock.withLock {
            let byDescriptor = Dictionary(grouping: folders.keys, by: { folders[$0]! })
            var offset = bytes.startIndex
            while offset + 16 <= bytes.endIndex {
                func word(_ at: Int) -> UInt32 {
                    (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + at + $1]) << (8 * UInt32($1)) }
                }
                let wd = Int32(bitPattern: word(0)), mask = word(4)
                let length = Int(word(12))
                let nameBytes = bytes[(offset + 16)..<min(offset + 16 + length, bytes.endIndex)].prefix { $0 != 0 }
                offset += 16 + length
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    // Events were lost: any file may have changed.
                    for file in files { burst.note(file, at: now) }
                    continue
                }
                if mask & UInt32(IN_IGNORED) != 0 {
                    // The folder is gone (deleted, or replaced by a checkout): the next `watch`
                    // adds it again if it is back, and its files count as changed.
                    for folder in byDescriptor[wd] ?? [] {
                        folders[folder] = nil
                        for file in files where folderAndName(file).folder == folder { burst.note(file, at: now) }
                    }
                    continue
                }
                guard !nameBytes.isEmpty else { continue }
                for folder in byDescriptor[wd] ?? [] {
                    let path =
                        folder == "/"
                        ? "/" + String(decoding: nameBytes, as: UTF8.self)
                        : folder + "/" + String(decoding: nameBytes, as: UTF8.self)
                    if files.contains(path) { burst.note(path, at: now) }
                    for file in anchors[path] ?? [] { burst.note(file, at: now) }
                    if contentFolders.contains(folder) { burst.note(folder, at: now) }
                }
            }
        }
    }
}
#endif
