import Foundation
import Testing

@Suite("render")
struct RenderTests {
    @Test func writesThirtyOneValidFrames() throws {
        try withTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("frames")
            // `render` is the default subcommand.
            let result = try CLI.run(["--demo", "--scale", "1", "-o", out.path], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("wrote 31 frames of 1 scene (390×844)"), "\(result)")
            #expect(result.stderr.isEmpty, "\(result)")
            #expect(Files.names(in: out) == ["demo", "manifest.json"])
            let demo = out.appendingPathComponent("demo")
            #expect(Files.names(in: demo) == Demo.frameNames)
            for name in Demo.frameNames {
                let image = try PNG.decode(demo.appendingPathComponent(name))
                #expect(image.width == Demo.width && image.height == Demo.height, "\(name) is \(image.width)×\(image.height)")
            }
            #expect(Files.names(in: dir) == ["frames"], "nothing else is written (no default out/)")
        }
    }

    /// The previews asked for on the command line are written for the demo too, and the
    /// manifest lists only files that exist.
    @Test func demoPreviewsAreWrittenAndListed() throws {
        try withTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("frames")
            let result = try CLI.run(["--demo", "--scale", "0.5", "--animated-preview", "--contact-sheet", "3", "-o", out.path, "--quiet"], in: dir)
            #expect(result.status == 0, "\(result)")
            let demo = out.appendingPathComponent("demo")
            #expect(Files.names(in: demo).filter { !$0.hasPrefix("frame_") } == ["animation.png", "contact-sheet.png"])
            let manifest = try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8)
            #expect(manifest.contains("\"demo/animation.png\"") && manifest.contains("\"demo/contact-sheet.png\""), "\(manifest)")
            #expect(try PNG.decode(demo.appendingPathComponent("contact-sheet.png")).width > 0)
        }
    }

    @Test func dryRunListsPathsAndWritesNothing() throws {
        try withTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("frames")
            let result = try CLI.run(["render", "--demo", "--scale", "1", "-o", out.path, "--dry-run"], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdoutLines == Demo.frameNames.map { out.path + "/demo/" + $0 } + [out.path + "/manifest.json"], "\(result)")
            #expect(!Files.exists(out))
            #expect(Files.names(in: dir).isEmpty)
        }
    }

    @Test func quietPrintsNothing() throws {
        try withTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("frames")
            let result = try CLI.run(["render", "--demo", "--scale", "1", "--quiet", "-o", out.path], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            #expect(result.stderr.isEmpty, "\(result)")
            #expect(Files.names(in: out.appendingPathComponent("demo")) == Demo.frameNames)
        }
    }

    /// Relative output folders, resolved against the working directory. `-o a` and `-o x/y`
    /// used to crash (SIGILL) in `NSString.deletingLastPathComponent` on a one-letter name.
    @Test(arguments: ["a", "x/y"])
    func relativeOutputFolder(_ output: String) throws {
        try withTemporaryDirectory { dir in
            let result = try CLI.run(["--demo", "--scale", "1", "--quiet", "-o", output], in: dir)
            #expect(result.status == 0, "\(result)")
            let demo = dir.appendingPathComponent(output).appendingPathComponent("demo")
            #expect(Files.names(in: demo) == Demo.frameNames, "\(result)")
        }
    }

    @Test func defaultOutputFolderIsOut() throws {
        try withTemporaryDirectory { dir in
            let result = try CLI.run(["--demo", "--scale", "1", "--jobs", "2"], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("to out/"), "\(result)")
            #expect(Files.names(in: dir.appendingPathComponent("out")) == ["demo", "manifest.json"])
            #expect(Files.names(in: dir.appendingPathComponent("out/demo")) == Demo.frameNames)
        }
    }

    @Test func renderedFramesPassCheck() throws {
        // `render` and `record` encode differently (zlib level 6 vs 9) but must hold the same
        // pixels: frames written by `render` serve as goldens for `check`.
        try withTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("frames")
            let render = try CLI.run(["render", "--demo", "--scale", "1", "--quiet", "-o", out.path], in: dir)
            try #require(render.status == 0, "\(render)")
            let check = try CLI.run(["check", "--demo", "--scale", "1", "--golden", out.path], in: dir)
            #expect(check.status == 0, "\(check)")
            #expect(check.stdout.contains("31 frames of 1 scene match"), "\(check)")
        }
    }
}
