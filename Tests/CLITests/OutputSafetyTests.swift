import Foundation
import Testing

/// A render writes only inside `-o`, replaces only folders it wrote, and is all or nothing:
/// refused up front (exit 2, nothing changed), or interrupted (exit 130/143, the previous render
/// kept), or complete.
@Suite struct OutputSafetyTests {
    static let twoScenes = #"{"scenes": [{"name": "a", "show": {"custom": {"text": "A"}}}, {"name": "b", "show": {"custom": {"text": "B"}}}]}"#

    /// Renders `twoScenes` into `dir/out` once, and returns the folder's snapshot.
    func renderedOnce(in dir: URL) throws -> Files.Snapshot {
        try Data(Self.twoScenes.utf8).write(to: dir.appendingPathComponent("config.json"))
        let first = try CLI.run(["config.json", "--scale", "1", "-o", "out"], in: dir)
        #expect(first.status == 0, "\(first)")
        return try Files.snapshot(of: dir)
    }

    @Test func theRootOfTheFileSystemIsRefused() throws {
        try withTemporaryDirectory { dir in
            try Data(#"{"name": "render-preview-never-here", "show": {"custom": {"text": "x"}}}"#.utf8)
                .write(to: dir.appendingPathComponent("config.json"))
            for root in ["/", "//", "/.", "/tmp/.."] {
                let result = try CLI.run(["config.json", "-o", root], in: dir)
                #expect(result.status == 2 && !result.terminatedBySignal, "\(result)")
                #expect(result.stderr.contains("it is the root of the file system"), "\(result)")
            }
            #expect(!Files.exists(URL(fileURLWithPath: "/render-preview-never-here")))
            #expect(!Files.exists(URL(fileURLWithPath: "/manifest.json")))
        }
    }

    /// A folder with a scene's name that holds anything but frames and previews is the user's:
    /// the run is refused before it draws, and neither that folder nor any other scene's changes.
    @Test func aUsersFolderIsNeverReplacedAndNoSceneChanges() throws {
        try withTemporaryDirectory { dir in
            _ = try renderedOnce(in: dir)
            try Data("mine".utf8).write(to: dir.appendingPathComponent("out/b/notes.txt"))
            let before = try Files.snapshot(of: dir)
            let result = try CLI.run(["config.json", "--scale", "1", "-o", "out"], in: dir)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("cannot replace out/b: it holds files render-preview does not write (\"notes.txt\")"), "\(result)")
            #expect(try Files.snapshot(of: dir) == before, "now: \(Files.tree(under: dir))")
        }
    }

    @Test func aLinkOrAFileWhereAFolderGoesIsRefused() throws {
        // out/a is a link to a folder elsewhere.
        try withTemporaryDirectory { dir in
            try Data(Self.twoScenes.utf8).write(to: dir.appendingPathComponent("config.json"))
            let elsewhere = dir.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("out"), withIntermediateDirectories: true)
            #expect(symlink(elsewhere.path, dir.appendingPathComponent("out/a").path) == 0)
            let before = try Files.snapshot(of: dir)
            let result = try CLI.run(["config.json", "--scale", "1", "-o", "out"], in: dir)
            #expect(result.status == 2 && result.stderr.contains("cannot replace out/a: it is a symbolic link"), "\(result)")
            #expect(try Files.snapshot(of: dir) == before)
        }
        // out/manifest.json is a folder.
        try withTemporaryDirectory { dir in
            try Data(Self.twoScenes.utf8).write(to: dir.appendingPathComponent("config.json"))
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("out/manifest.json"), withIntermediateDirectories: true)
            let before = try Files.snapshot(of: dir)
            let result = try CLI.run(["config.json", "--scale", "1", "-o", "out"], in: dir)
            #expect(result.status == 2 && result.stderr.contains("cannot replace out/manifest.json: it is not a regular file"), "\(result)")
            #expect(try Files.snapshot(of: dir) == before)
        }
    }

    /// An empty folder, or one holding only frames and previews (an earlier render), is replaced.
    @Test func anEarlierRendersFolderIsReplaced() throws {
        try withTemporaryDirectory { dir in
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("out/a"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("out/b"), withIntermediateDirectories: true)
            for name in ["frame_0007.png", "time_1.250s.png", "animation.png", "contact-sheet.png"] {
                try Data("old".utf8).write(to: dir.appendingPathComponent("out/b/\(name)"))
            }
            try Data(Self.twoScenes.utf8).write(to: dir.appendingPathComponent("config.json"))
            let result = try CLI.run(["config.json", "--scale", "1", "-o", "out"], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(Files.names(in: dir.appendingPathComponent("out/b")) == ["frame_0000.png"])
            #expect(Files.leftoverTemporaries(under: dir).isEmpty)
        }
    }

    /// Staging left by a run that was killed (its process gone) is removed by the next run;
    /// one whose process still runs is left alone.
    @Test func staleStagingIsRemovedAndLiveStagingKept() throws {
        try withTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("out")
            let dead = out.appendingPathComponent(".a.partial-2147483646-0")
            let aside = out.appendingPathComponent(".b.partial-2147483646-3.old")
            let live = out.appendingPathComponent(".a.partial-1-0")  // pid 1 always runs
            for folder in [dead, aside, live] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data("x".utf8).write(to: folder.appendingPathComponent("frame_0000.png"))
            }
            try Data(Self.twoScenes.utf8).write(to: dir.appendingPathComponent("config.json"))
            let result = try CLI.run(["config.json", "--scale", "1", "-o", "out"], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(Files.names(in: out) == [".a.partial-1-0", "a", "b", "manifest.json"])
        }
    }

    /// Names that cannot be folders are config errors: nothing is written.
    @Test(arguments: [
        (#"{"name": "manifest.json", "show": {"custom": {"text": "x"}}}"#, "is the manifest's file name"),
        (
            #"{"name": "\#(String(repeating: "n", count: 195))", "variants": {"appearance": ["light", "dark"]}, "show": {"custom": {"text": "x"}}}"#,
            "the scene's name is 201 bytes long (variants included); folder names allow at most 200"
        ),
    ])
    func namesThatCannotBeFoldersAreRefused(_ config: String, _ message: String) throws {
        try withTemporaryDirectory { dir in
            try Data(config.utf8).write(to: dir.appendingPathComponent("config.json"))
            let result = try CLI.run(["config.json", "-o", "out"], in: dir)
            #expect(result.status == 2 && result.stderr.contains(message), "\(result)")
            #expect(Files.tree(under: dir) == ["config.json"])
        }
    }

    /// SIGINT, SIGTERM or SIGHUP while frames are being written: the run stops, says so, exits
    /// 128 + the signal, and the output folder is exactly the previous render, staging removed.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func anInterruptedRunKeepsThePreviousRender(_ signal: Int32) throws {
        try withTemporaryDirectory { dir in
            let seed = try CLI.run(["render", "--demo", "--scale", "1", "-o", "out"], in: dir)
            #expect(seed.status == 0, "\(seed)")
            // The folder's own time changes (its staging came and went); everything in it must not.
            func contents() throws -> [String: Files.Snapshot.Entry] {
                try Files.snapshot(of: dir.appendingPathComponent("out")).entries.filter { !$0.key.isEmpty }
            }
            let before = try contents()
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = ["render", "--demo", "--jobs", "1", "--quiet", "-o", "out"]  // full size: several seconds
            process.currentDirectoryURL = dir
            let errURL = dir.appendingPathComponent("stderr.txt")
            try Data().write(to: errURL)
            let errHandle = try FileHandle(forWritingTo: errURL)
            process.standardError = errHandle
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // Wait until the run has written a frame into its staging folder.
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline, process.isRunning,
                !Files.tree(under: dir.appendingPathComponent("out")).contains(where: { $0.contains(".partial-") && $0.hasSuffix(".png") })
            {
                usleep(5_000)
            }
            #expect(process.isRunning, "the run ended before it could be interrupted")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            try errHandle.close()
            let stderr = try String(contentsOf: errURL, encoding: .utf8)
            try FileManager.default.removeItem(at: errURL)
            #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal, "\(process.terminationStatus) \(stderr)")
            let word = signal == SIGINT ? "interrupted" : signal == SIGHUP ? "hung up" : "terminated"
            #expect(stderr.contains("\(word); nothing of this run was kept"), "\(stderr)")
            #expect(try contents() == before, "now: \(Files.tree(under: dir))")
        }
    }
}
