import Foundation
import PNGCodec
import Raster
import Testing
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender

/// Frames written by reusing the last frame's work (`FrameWriter`: a kept canvas, bands of rows
/// taken from the base or the last frame, hashing resumed part-way) are the frames a fresh
/// render gives, byte for byte in every file, on any number of threads.
@Suite struct FrameWriterTests {
    /// A status bar redrawn every frame, a card sliding in at fractional positions and resting, a
    /// translucent dim fading over everything, a toast entering at the bottom, on a translucent
    /// background (so un-premultiplying matters), 110 × 200 px, 30 fps.
    static let config = """
        { "name": "writer", "device": { "custom": { "width": 110, "height": 200, "scale": 1, "safeArea": { "top": 20, "bottom": 10 } } },
          "background": "#33669980", "fps": 30, "duration": 1.6,
          "timeline": [
            { "at": 0, "show": { "id": "card", "position": "top", "enter": { "move": "top", "curve": "easeOut", "duration": 0.4 },
                "custom": { "text": "Saved", "padding": 9, "background": { "roundedRectangle": { "cornerRadius": 6, "fill": "#FFCC00" } },
                            "shadow": { "opacity": 0.3, "radius": 4, "offset": [0, 2] } } } },
            { "at": 0.8, "show": { "id": "dim", "position": "fullScreen", "enter": { "fade": 0, "duration": 0.2 }, "custom": { "rectangle": "#00000033" } } },
            { "at": 1.0, "show": { "id": "toast", "position": "bottom", "enter": { "move": "bottom", "duration": 0.3 },
                "custom": { "text": "Bottom", "padding": 6, "background": { "capsule": "#FFFFFF" } } } }
          ] }
        """

    static func scene() throws -> SceneFrames {
        let loaded = try SceneConfig.load(json: config, name: "writer", baseDirectory: NSTemporaryDirectory())
        return SceneFrames(try #require(loaded.scenes.first), fonts: loaded.fonts)
    }

    private func write(_ scene: SceneFrames, jobs: Int, mode: FramePNGMode, layered: Bool) throws -> (folder: String, hashes: [String]) {
        let folder = NSTemporaryDirectory() + "frame-writer-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let hashes = try FrameRenderer(jobs: jobs, mode: mode).renderFrames(
            files: scene.frames.map(\.file), into: folder, render: scene.render, layered: layered ? scene.layered : nil)
        return (folder, hashes)
    }

    private func files(_ folder: String, _ scene: SceneFrames) throws -> [Data] {
        try scene.frames.map { try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0.file)) }
    }

    @Test func reusedWorkGivesTheFramesAFreshRenderGives() throws {
        let scene = try Self.scene()
        #expect(scene.layered != nil)
        #expect(scene.frames.count == 49)
        let (folder, hashes) = try write(scene, jobs: 1, mode: .standard, layered: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var distinct = Set<String>()
        for (i, frame) in scene.frames.enumerated() {
            let expected = scene.render(i)
            let decoded = try PNGDecoder.read(fileAt: folder + "/" + frame.file)
            let same = decoded == expected  // (a failure names the frame, not its pixels)
            #expect(same, "frame \(i)")
            #expect(hashes[i] == PixelHash.sha256(of: expected), "frame \(i)")
            distinct.insert(hashes[i])
        }
        // The scene has moving frames and resting ones, so both reuse paths ran.
        #expect(distinct.count > 20 && distinct.count < scene.frames.count)
    }

    /// Which bands were reused depends on the thread count and the path; the bytes do not.
    @Test func filesAreTheSameOnAnyThreadCountAndPath() throws {
        let scene = try Self.scene()
        let one = try write(scene, jobs: 1, mode: .standard, layered: true)
        let three = try write(scene, jobs: 3, mode: .standard, layered: true)
        let fresh = try write(scene, jobs: 2, mode: .standard, layered: false)
        defer { for f in [one, three, fresh] { try? FileManager.default.removeItem(atPath: f.folder) } }
        #expect(one.hashes == three.hashes && one.hashes == fresh.hashes)
        let bytes = try files(one.folder, scene)
        #expect(bytes == (try files(three.folder, scene)))
        #expect(bytes == (try files(fresh.folder, scene)))
    }

    /// The fast mode writes bigger files of the same pixels.
    @Test func fastModeDecodesToTheSamePixels() throws {
        let scene = try Self.scene()
        let standard = try write(scene, jobs: 2, mode: .standard, layered: true)
        let fast = try write(scene, jobs: 2, mode: .fast, layered: true)
        defer { for f in [standard, fast] { try? FileManager.default.removeItem(atPath: f.folder) } }
        #expect(standard.hashes == fast.hashes)
        let a = try files(standard.folder, scene), b = try files(fast.folder, scene)
        for (i, frame) in scene.frames.enumerated() {
            let same = try PNGDecoder.read(fileAt: standard.folder + "/" + frame.file) == PNGDecoder.read(fileAt: fast.folder + "/" + frame.file)
            #expect(same, "frame \(i)")
            #expect(a[i] != b[i])
        }
        #expect(a.map(\.count).reduce(0, +) < b.map(\.count).reduce(0, +))
    }
}
