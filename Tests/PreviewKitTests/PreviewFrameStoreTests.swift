import Foundation
import Testing
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender

/// The previews of an animation (animated PNG, contact sheet, GIF, WebP) take the frames kept
/// while the frames were written (`PreviewFrameStore`); a frame not kept is read back from its
/// PNG. Either way the preview files must be the same, byte for byte.
@Suite struct PreviewFrameStoreTests {
    static let previews = PreviewOptions(
        animatedPNG: AnimatedPNGOptions(width: 70), contactSheetFrames: 5, gif: GIFOptions(width: 55, fps: 15),
        webp: WebPOptions(width: 80))

    /// Renders the scene's frames and previews, keeping up to `budget` bytes of frames (nil: no
    /// store, every preview frame read back); returns the preview files' bytes by name.
    private func previewFiles(budget: Int?) throws -> [String: Data] {
        var scene = try FrameWriterTests.scene()
        scene.previews = Self.previews
        let store = budget.flatMap { b in
            PreviewFrameStore(
                frames: scene.frames, fps: scene.summary.fps!, options: scene.previews, pointWidth: 110,
                frameSize: PreviewFrameStore.Size(width: scene.summary.width, height: scene.summary.height), budget: b)
        }
        #expect((store == nil) == (budget == nil))
        let folder = NSTemporaryDirectory() + "preview-store-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try FrameRenderer(jobs: 2).renderFrames(
            files: scene.frames.map(\.file), into: folder, render: scene.render, layered: scene.layered, previews: store,
            finish: { try scene.writePreviews(in: $0, store: store) })
        var files: [String: Data] = [:]
        for name in scene.previewFiles { files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)) }
        return files
    }

    @Test func keptFramesGiveThePreviewsReadBackFramesGive() throws {
        let readBack = try previewFiles(budget: nil)
        #expect(readBack.keys.sorted() == ["animation.gif", "animation.png", "animation.webp", "contact-sheet.png"])
        // Every frame kept; a few kept and the rest read back; none kept (over budget at once).
        for budget in [PreviewFrameStore.defaultBudget, 60_000, 0] {
            let files = try previewFiles(budget: budget)
            #expect(files == readBack, "budget \(budget)")
        }
    }

    /// The store keeps the frames each preview uses, at its size, and no others.
    @Test func theStoreKeepsWhatThePreviewsUse() throws {
        let scene = try FrameWriterTests.scene()
        let store = try #require(
            PreviewFrameStore(
                frames: scene.frames, fps: 30, options: PreviewOptions(contactSheetFrames: 3), pointWidth: 110,
                frameSize: PreviewFrameStore.Size(width: 110, height: 200)))
        #expect((0..<scene.frames.count).filter(store.wants) == [0, 24, 48])
        let none = PreviewFrameStore(
            frames: scene.frames, fps: 30, options: PreviewOptions(), pointWidth: 110, frameSize: .init(width: 110, height: 200))
        #expect(none == nil)
    }
}
