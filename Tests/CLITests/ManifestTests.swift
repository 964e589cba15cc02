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
}
