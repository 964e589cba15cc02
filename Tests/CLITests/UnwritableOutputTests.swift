import Foundation
import Testing

@Suite("Unwritable output exits 2")
struct UnwritableOutputTests {
    /// A destination under (or at) a regular file, for `render -o` or `record --golden`.
    struct Case: Sendable, CustomTestStringConvertible {
        let subcommand: String
        let option: String
        /// Relative to the test folder, which holds a regular file named `blocker`.
        let destination: String
        var testDescription: String { "\(subcommand) \(option) \(destination)" }
    }

    @Test(arguments: [
        Case(subcommand: "render", option: "-o", destination: "blocker/out"),
        Case(subcommand: "render", option: "-o", destination: "blocker/deeper/out"),
        Case(subcommand: "render", option: "-o", destination: "blocker"),
        Case(subcommand: "record", option: "--golden", destination: "blocker/golden"),
    ])
    func destinationUnderAFile(_ c: Case) throws {
        try withTemporaryDirectory { dir in
            let blocker = dir.appendingPathComponent("blocker")
            try Data("not a folder\n".utf8).write(to: blocker)
            let before = try Files.snapshot(of: dir)

            let destination = dir.appendingPathComponent(c.destination).path
            let result = try CLI.run([c.subcommand, "--demo", "--scale", "1", c.option, destination], in: dir)

            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains(destination), "stderr should name \(destination): \(result)")
            #expect(result.stderr.contains("cannot create folder \(blocker.path)"), "\(result)")
            #expect(!result.stderr.contains("Fatal error"), "\(result)")
            // Nothing created, nothing changed, no temporary files anywhere.
            #expect(try Files.snapshot(of: dir) == before, "now: \(Files.tree(under: dir))")
            #expect(Files.leftoverTemporaries(under: dir).isEmpty)
            #expect(try String(contentsOf: blocker, encoding: .utf8) == "not a folder\n")
        }
    }

    /// A scene folder that cannot be replaced (a regular file sits at `<out>/demo`): exit 2 naming
    /// it, the file untouched, and nothing of the run left behind (no staging folder, no `.tmp`).
    @Test func sceneFolderThatCannotBeReplaced() throws {
        try withTemporaryDirectory { dir in
            let frames = dir.appendingPathComponent("frames")
            try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
            let obstacle = frames.appendingPathComponent("demo")
            try Data("keep".utf8).write(to: obstacle)
            for jobs in ["1", "2"] {
                let result = try CLI.run(["render", "--demo", "--scale", "1", "--jobs", jobs, "-o", frames.path], in: dir)
                #expect(result.status == 2, "\(result)")
                #expect(result.stderr.contains("cannot replace \(obstacle.path)"), "\(result)")
                #expect(Files.leftoverTemporaries(under: dir).isEmpty, "\(Files.tree(under: dir))")
                #expect(try String(contentsOf: obstacle, encoding: .utf8) == "keep")
                #expect(Files.names(in: frames) == ["demo"])
            }
        }
    }

    /// A new render replaces the whole scene folder: frames from an earlier, longer run and other
    /// stale files are gone, and every frame is complete.
    @Test func renderReplacesTheSceneFolderWhole() throws {
        try withTemporaryDirectory { dir in
            let demo = dir.appendingPathComponent("out/demo")
            try FileManager.default.createDirectory(at: demo, withIntermediateDirectories: true)
            try Data("stale".utf8).write(to: demo.appendingPathComponent("frame_0099.png"))
            let result = try CLI.run(["render", "--demo", "--scale", "1", "-o", dir.appendingPathComponent("out").path], in: dir)
            #expect(result.status == 0, "\(result)")
            let names = Files.names(in: demo)
            #expect(names.count == 31 && !names.contains("frame_0099.png"), "\(names)")
            #expect(Files.leftoverTemporaries(under: dir).isEmpty, "\(Files.tree(under: dir))")
            for name in names {
                let image = try PNG.decode(demo.appendingPathComponent(name))
                #expect(image.width == Demo.width && image.height == Demo.height)
            }
        }
    }
}
