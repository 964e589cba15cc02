import FileAccess
import Foundation
import PNGCodec
import Raster
import Testing
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender

/// `check` and `record` read frames through `FrameReader` (a kept canvas, bands reused, hashing
/// resumed): every hash and every straight frame must be what a fresh render of the frame gives,
/// in whatever order a worker meets the frames and scenes.
@Suite struct FrameReaderTests {
    private func fresh(_ scene: SceneFrames, _ i: Int) -> (hash: String, straight: [UInt8]) {
        let pixmap = scene.render(i)
        return (PixelHash.sha256(of: pixmap), Premultiply.unpremultiplied(pixmap.bytes))
    }

    /// A worker of two (every other frame), of three, and one going backwards over the frames.
    @Test(arguments: [
        [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48],
        Array(stride(from: 1, to: 49, by: 3)), Array((0..<49).reversed()),
    ])
    func everyFrameIsTheFreshRendersFrame(order: [Int]) throws {
        let scene = try FrameWriterTests.scene()
        #expect(scene.layered != nil)
        let reader = FrameReader()
        for i in order {
            let hash = reader.hash(scene, i)
            let frame = reader.straightFrame()
            let expected = fresh(scene, i)
            #expect(hash == expected.hash, "frame \(i)")
            let same = frame.bytes == expected.straight  // (a failure names the frame, not its pixels)
            #expect(same && frame.width == scene.summary.width && frame.height == scene.summary.height, "frame \(i)")
            // Compared where its rows are: equal, and not once one byte differs (in a band of the
            // base and in one the frame drew on, whichever this frame has).
            #expect(reader.straightFrameEquals(expected.straight), "frame \(i)")
            for offset in [0, expected.straight.count / 2, expected.straight.count - 1] {
                var changed = expected.straight
                changed[offset] ^= 1
                #expect(!reader.straightFrameEquals(changed), "frame \(i), byte \(offset)")
            }
            #expect(!reader.straightFrameEquals(Array(expected.straight.dropLast(4))))
        }
    }

    /// A kept frame is the very file `render` writes for it: an animation's compressed from where
    /// its bands are (the base's and the writer's), a still's whole; in any order, at either level.
    @Test(arguments: FramePNGMode.allCases)
    func anEncodedFrameIsTheFileRenderWrites(mode: FramePNGMode) throws {
        let animation = try FrameWriterTests.scene()
        let still = try SceneConfig.load(
            json: """
                { "name": "still", "device": { "custom": { "width": 110, "height": 200, "scale": 1 } }, "background": "#336699",
                  "show": { "position": "top", "custom": { "text": "Still", "padding": 8, "background": { "capsule": "#FFFFFF" } } } }
                """, name: "still", baseDirectory: NSTemporaryDirectory())
        let stillFrames = SceneFrames(try #require(still.scenes.first), fonts: still.fonts)
        var rendered: [String: [[UInt8]]] = [:]
        for scene in [animation, stillFrames] {
            let folder = NSTemporaryDirectory() + "frame-reader-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            _ = try FrameRenderer(jobs: 1, mode: mode).renderFrames(
                files: scene.frames.map(\.file), into: folder, render: scene.render, layered: scene.layered)
            rendered[scene.name] = try scene.frames.map { try WholeFile.read(folder + "/" + $0.file) }
        }
        let reader = FrameReader()
        for (scene, i) in [(animation, 0), (animation, 1), (animation, 24), (stillFrames, 0), (animation, 25), (animation, 48)] {
            _ = reader.hash(scene, i)
            #expect(try reader.encodedFrame(mode: mode) == rendered[scene.name]![i], "\(scene.name) frame \(i)")
        }
        #expect(throws: PNGError.self) { try FrameReader().encodedFrame(mode: mode) }
    }

    /// A worker moving between an animation, a still of the same size and back, and the animation
    /// after its renderer was let go of (a new base image): each frame is still its own.
    @Test func scenesInTurnKeepNothingOfEachOther() throws {
        let animation = try FrameWriterTests.scene()
        let still = try SceneConfig.load(
            json: """
                { "name": "still", "device": { "custom": { "width": 110, "height": 200, "scale": 1 } }, "background": "#336699",
                  "show": { "position": "top", "custom": { "text": "Still", "padding": 8, "background": { "capsule": "#FFFFFF" } } } }
                """, name: "still", baseDirectory: NSTemporaryDirectory())
        let stillFrames = SceneFrames(try #require(still.scenes.first), fonts: still.fonts)
        #expect(stillFrames.layered == nil)
        let reader = FrameReader()
        for (scene, i) in [(animation, 10), (stillFrames, 0), (animation, 11), (animation, 30), (stillFrames, 0)] {
            #expect(reader.hash(scene, i) == fresh(scene, i).hash, "\(scene.name) \(i)")
            #expect(reader.straightFrame().bytes == fresh(scene, i).straight, "\(scene.name) \(i)")
        }
        animation.discardRenderer()
        #expect(reader.hash(animation, 31) == fresh(animation, 31).hash)
        #expect(reader.straightFrame().bytes == fresh(animation, 31).straight)
    }

    /// A worker moving on to another animation lets go of the last one's writer (its canvas,
    /// buffers and base image) before the next one's base is made, so that it never holds two
    /// scenes' frame buffers at once.
    @Test func theLastScenesBuffersGoBeforeTheNextBaseIsMade() {
        final class Watch: @unchecked Sendable {
            weak var first: SceneBase?
            var firstAliveWhileSecondMade: Bool?
        }
        let watch = Watch()
        func animation(_ name: String, made: @escaping @Sendable () -> Void) -> SceneFrames {
            let frames = (0..<2).map { SceneAnimation.Frame(file: SceneAnimation.fileName(ofFrame: $0), time: Double($0)) }
            var scene = SceneFrames(
                name: name, frames: frames, summary: .init(device: "d", appearance: "light", scale: 1, width: 8, height: 8),
                render: { _ in Pixmap(width: 8, height: 8)! })
            scene.layered = LayeredFrames(
                base: {
                    made()
                    return Pixmap(width: 8, height: 8)!
                },
                draw: { i, canvas in canvas.fill(Path(rect: Rect(x: 0, y: 0, width: Double(i + 1), height: 1)), color: .white) })
            return scene
        }
        let first = animation("first", made: {})
        let second = animation("second", made: { watch.firstAliveWhileSecondMade = watch.first != nil })
        let reader = FrameReader()
        _ = reader.hash(first, 0)
        watch.first = first.layered!.prepared.value
        first.layered!.prepared.discard()  // the run let go of the first scene's renderer
        _ = reader.hash(second, 0)
        #expect(watch.firstAliveWhileSecondMade == false)
    }
}
