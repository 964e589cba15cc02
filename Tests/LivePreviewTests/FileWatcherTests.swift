import Foundation
@testable import LivePreview
import Testing

/// The watcher sees a write, an editor's save (a new file renamed over the old one) and a
/// delete, ignores other files in the folder, and merges a burst of writes into one report;
/// with inotify and with polling.
@Suite(.serialized) struct FileWatcherTests {
    /// The bursts a watcher reported, from its thread.
    final class Bursts: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [Set<String>] = []
        func add(_ burst: Set<String>) { lock.withLock { seen.append(burst) } }
        var all: [Set<String>] { lock.withLock { seen } }

        /// Waits up to `seconds` for a burst naming `path`, among those after the first `since`;
        /// true when one came.
        func waitFor(_ path: String, since: Int = 0, seconds: Double = 3) -> Bool {
            let deadline = Date(timeIntervalSinceNow: seconds)
            while Date() < deadline {
                if all.dropFirst(since).contains(where: { $0.contains(path) }) { return true }
                Thread.sleep(forTimeInterval: 0.01)
            }
            return false
        }
    }

    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "watcher-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static var methods: [FileWatcher.Method] {
        #if os(Linux)
        return [.inotify, .polling]
        #else
        return [.polling]
        #endif
    }

    @Test(arguments: methods) func seesWriteRenameOverAndDelete(method: FileWatcher.Method) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let card = dir + "/card.json", logo = dir + "/logo.png", other = dir + "/notes.txt"
        try Self.write("{}", to: card)
        try Self.write("png", to: logo)
        let bursts = Bursts()
        let watcher = FileWatcher(method: method, quiet: 0.03) { bursts.add($0) }
        defer { watcher.stop() }
        #expect(watcher.method == method)
        watcher.watch([card, logo])
        Thread.sleep(forTimeInterval: 0.3)  // the polling watcher's first look

        try Self.write("not watched", to: other)
        try Self.write("{\"name\": \"a\"}", to: card)
        #expect(bursts.waitFor(card), "a write to \(card) was not seen (\(method))")

        Thread.sleep(forTimeInterval: 0.3)
        var seen = bursts.all.count
        try Self.write("{\"name\": \"saved by an editor\"}", to: card + ".swp")
        #expect(rename(card + ".swp", card) == 0)
        #expect(bursts.waitFor(card, since: seen), "a rename over \(card) was not seen (\(method))")

        Thread.sleep(forTimeInterval: 0.3)
        seen = bursts.all.count
        #expect(unlink(logo) == 0)
        #expect(bursts.waitFor(logo, since: seen), "deleting \(logo) was not seen (\(method))")
        #expect(!bursts.all.contains { $0.contains(other) || $0.contains(card + ".swp") }, "\(bursts.all)")
    }

    /// A config that is a symbolic link to a file in another folder: an edit of the target is seen.
    @Test(arguments: methods) func seesAnEditOfALinksTargetInAnotherFolder(method: FileWatcher.Method) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/shared", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/project", withIntermediateDirectories: true)
        let target = dir + "/shared/card.json", link = dir + "/project/card.json"
        try Self.write("{}", to: target)
        #expect(symlink("../shared/card.json", link) == 0)
        let bursts = Bursts()
        let watcher = FileWatcher(method: method, quiet: 0.03) { bursts.add($0) }
        defer { watcher.stop() }
        watcher.watch([link])
        Thread.sleep(forTimeInterval: 0.3)
        try Self.write("{\"name\": \"edited through the link's target\"}", to: target)
        let resolved = try #require(FileWatcher.linkTarget(of: link))
        #expect(bursts.waitFor(resolved), "an edit of \(target) was not seen (\(method))")
    }

    @Test(arguments: methods) func seesAWatchedFileCreated(method: FileWatcher.Method) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let image = dir + "/screenshot.png"
        let bursts = Bursts()
        let watcher = FileWatcher(method: method, quiet: 0.03) { bursts.add($0) }
        defer { watcher.stop() }
        watcher.watch([image])
        Thread.sleep(forTimeInterval: 0.3)
        try Self.write("png", to: image)
        #expect(bursts.waitFor(image), "creating \(image) was not seen (\(method))")
    }

    /// A file whose folder does not exist yet: the folder's creation is seen (inotify reports
    /// the file, so the caller watches again), then the file's.
    @Test(arguments: methods) func seesAFileInAFolderThatDoesNotExistYet(method: FileWatcher.Method) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let image = dir + "/screens/home/shot.png"
        let bursts = Bursts()
        let watcher = FileWatcher(method: method, quiet: 0.03) { bursts.add($0) }
        defer { watcher.stop() }
        watcher.watch([image])
        Thread.sleep(forTimeInterval: 0.3)
        try FileManager.default.createDirectory(atPath: dir + "/screens/home", withIntermediateDirectories: true)
        if method == .inotify {
            #expect(bursts.waitFor(image), "creating the folders of \(image) was not seen")
        }
        Thread.sleep(forTimeInterval: 0.3)
        let seen = bursts.all.count
        watcher.watch([image])  // as a live session does after each render
        Thread.sleep(forTimeInterval: 0.3)
        try Self.write("png", to: image)
        #expect(bursts.waitFor(image, since: seen), "creating \(image) in its new folder was not seen (\(method))")
    }

    /// A watched folder reports a file added to it (a config added to a folder being watched).
    @Test(arguments: methods) func seesAFileAddedToAWatchedFolder(method: FileWatcher.Method) throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let configs = dir + "/configs"
        try FileManager.default.createDirectory(atPath: configs, withIntermediateDirectories: true)
        let bursts = Bursts()
        let watcher = FileWatcher(method: method, quiet: 0.03) { bursts.add($0) }
        defer { watcher.stop() }
        watcher.watch([configs])
        Thread.sleep(forTimeInterval: 0.3)
        try Self.write("{}", to: configs + "/toast.json")
        #expect(bursts.waitFor(configs), "a file added to \(configs) was not seen (\(method))")
    }

    #if os(Linux)
    @Test func mergesABurstOfWritesIntoOneReport() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let card = dir + "/card.json", logo = dir + "/logo.png"
        let bursts = Bursts()
        // Quiet for 500 ms: writes 5 ms apart stay one burst even when the whole test suite
        // loads two cores (150 ms once let a starved writer split the burst).
        let watcher = FileWatcher(method: .inotify, quiet: 0.5) { bursts.add($0) }
        defer { watcher.stop() }
        watcher.watch([card, logo])
        for i in 0..<10 {
            try Self.write(String(repeating: "x", count: i + 1), to: i % 2 == 0 ? card : logo)
            Thread.sleep(forTimeInterval: 0.005)
        }
        #expect(bursts.waitFor(card))
        Thread.sleep(forTimeInterval: 1.0)
        #expect(bursts.all == [[card, logo]], "\(bursts.all)")
    }
    #endif

    @Test func stopsReporting() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let card = dir + "/card.json"
        let bursts = Bursts()
        let watcher = FileWatcher(quiet: 0.03) { bursts.add($0) }
        watcher.watch([card])
        watcher.stop()
        Thread.sleep(forTimeInterval: 0.15)
        try Self.write("{}", to: card)
        Thread.sleep(forTimeInterval: 0.4)
        #expect(bursts.all.isEmpty)
    }
}
