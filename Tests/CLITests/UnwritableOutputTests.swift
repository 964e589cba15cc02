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

    /// A frame that cannot be replaced (a non-empty folder sits at its path): the render stops
    /// with exit 2 naming that file, and no `.tmp` file is left behind.
    @Test func frameThatCannotBeReplaced() throws {
        try withTemporaryDirectory { dir in
            let demo = dir.appendingPathComponent("frames/demo")
            let obstacle = demo.appendingPathComponent("frame_0007.png")
            try FileManager.default.createDirectory(at: obstacle, withIntermediateDirectories: true)
            try Data("keep".utf8).write(to: obstacle.appendingPathComponent("inside"))

            for jobs in ["1", "2"] {
                let result = try CLI.run(
                    ["render", "--demo", "--scale", "1", "--jobs", jobs, "-o", dir.appendingPathComponent("frames").path],
                    in: dir)
                #expect(result.status == 2, "\(result)")
                #expect(result.stderr.contains(obstacle.path), "stderr should name \(obstacle.path): \(result)")
                #expect(Files.leftoverTemporaries(under: dir).isEmpty, "\(Files.tree(under: dir))")
                #expect(try String(contentsOf: obstacle.appendingPathComponent("inside"), encoding: .utf8) == "keep")
                // Every frame that was written is complete.
                for name in Files.names(in: demo) where name != "frame_0007.png" {
                    let image = try PNG.decode(demo.appendingPathComponent(name))
                    #expect(image.width == Demo.width && image.height == Demo.height)
                }
            }
        }
    }
}
