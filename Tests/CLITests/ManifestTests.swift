import Foundation
import PreviewKit
import Testing

/// `out/manifest.json` lists every frame with a hash that anyone can recompute from the PNG.
@Suite struct ManifestTests {
    @Test func manifestListsEveryFrameWithTheHashOfItsPixels() throws {
        try withTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("out")
            let result = try CLI.run(["--demo", "--scale", "1", "--quiet", "-o", out.path], in: dir)
            #expect(result.status == 0, "\(result)")
            let data = try Data(contentsOf: out.appendingPathComponent("manifest.json"))
            let manifest = try JSONDecoder().decode(Manifest.self, from: data)
            #expect(manifest.version == 1 && manifest.scenes.count == 1)
            let scene = try #require(manifest.scenes.first)
            #expect(scene.name == "demo" && scene.width == 390 && scene.height == 844 && scene.scale == 1)
            #expect(scene.frames.count == 31)
            for (i, frame) in scene.frames.enumerated() {
                #expect(frame.index == i && abs(frame.time - Double(i) / 60) < 1e-12)
                let image = try PNG.decode(out.appendingPathComponent(frame.file))
                #expect(PixelHash.sha256(bytes: image.bytes) == frame.sha256, "\(frame.file)")
            }
            // Frames differ while the card moves, so their hashes do too.
            #expect(Set(scene.frames.map(\.sha256)).count > 20)
        }
    }

    /// `--png fast` writes the same pixels (the manifest's hashes) in bigger files; a mode that
    /// does not exist is refused before anything is written.
    /// Two renders into one folder: the manifest names the scenes of both while their folders
    /// are there; re-rendering a scene lists it once, with this run's frames.
    @Test func twoRendersIntoOneFolderAreBothListed() throws {
        try withTemporaryDirectory { dir in
            func config(_ name: String, _ color: String) -> String {
                #"{"name": "NAME", "device": {"custom": {"width": 40, "height": 40, "scale": 1}}, "statusBar": false, "homeIndicator": false, "show": {"custom": {"circle": "COLOR", "frame": {"width": 10, "height": 10}}}}"#
                    .replacingOccurrences(of: "NAME", with: name).replacingOccurrences(of: "COLOR", with: color)
            }
            try Data(config("a", "systemRed").utf8).write(to: dir.appendingPathComponent("a.json"))
            try Data(config("b", "systemBlue").utf8).write(to: dir.appendingPathComponent("b.json"))
            #expect(try CLI.run(["a.json", "-o", "out", "--quiet"], in: dir).status == 0)
            #expect(try CLI.run(["b.json", "-o", "out", "--quiet"], in: dir).status == 0)
            func listed() throws -> Manifest {
                try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: dir.appendingPathComponent("out/manifest.json")))
            }
            #expect(try listed().scenes.map(\.name) == ["b", "a"])
            try Data(config("a", "systemGreen").utf8).write(to: dir.appendingPathComponent("a.json"))
            #expect(try CLI.run(["a.json", "-o", "out", "--quiet"], in: dir).status == 0)
            let again = try listed()
            #expect(again.scenes.map(\.name) == ["a", "b"])
            // A scene whose folder is gone is no longer listed.
            try FileManager.default.removeItem(at: dir.appendingPathComponent("out/b"))
            #expect(try CLI.run(["a.json", "-o", "out", "--quiet"], in: dir).status == 0)
            #expect(try listed().scenes.map(\.name) == ["a"])
        }
    }

    @Test func fastPNGModeWritesTheSamePixels() throws {
        try withTemporaryDirectory { dir in
            let standard = dir.appendingPathComponent("standard"), fast = dir.appendingPathComponent("fast")
            #expect(try CLI.run(["--demo", "--scale", "1", "--quiet", "-o", standard.path], in: dir).status == 0)
            #expect(try CLI.run(["--demo", "--scale", "1", "--quiet", "--png", "fast", "-o", fast.path], in: dir).status == 0)
            func frames(_ out: URL) throws -> [Manifest.Frame] {
                try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: out.appendingPathComponent("manifest.json"))).scenes[0].frames
            }
            #expect(try frames(standard).map(\.sha256) == frames(fast).map(\.sha256))
            func bytes(_ out: URL) throws -> Int {
                try frames(out).reduce(0) { $0 + (try Data(contentsOf: out.appendingPathComponent($1.file)).count) }
            }
            #expect(try bytes(fast) > bytes(standard))
            let refused = try CLI.run(["--demo", "--png", "smallest", "-o", dir.appendingPathComponent("x").path], in: dir)
            #expect(refused.status == 2, "\(refused)")
            #expect(
                refused.stderr.contains("'smallest' is invalid for '--png <mode>'") && refused.stderr.contains("'default' and 'fast'"), "\(refused)")
            #expect(!Files.exists(dir.appendingPathComponent("x")))
        }
    }
}
