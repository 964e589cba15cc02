import Foundation
import PreviewKit
import Raster
import Testing
@testable import SnapshotKit

/// A scene's renderer lives while its frames are drawn, not for the whole run: render, record
/// and check let go of it (`SceneFrames.discardRenderer`) once a scene's frames are done, so
/// memory holds the scenes being drawn whatever the number of scenes.
@Suite struct RendererLifetimeTests {
    /// What happened to each scene, in order: "r0", "r1" … for renders, "d" for a discard.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [String: [String]] = [:]
        func add(_ scene: String, _ event: String) { lock.withLock { events[scene, default: []].append(event) } }
        func of(_ scene: String) -> [String] { lock.withLock { events[scene] ?? [] } }
        func clear() { lock.withLock { events = [:] } }
    }

    static func scenes(_ log: Log, count: Int = 4, frames: Int = 3) -> [SceneFrames] {
        (0..<count).map { s in
            let name = "scene-\(s)"
            var scene = SceneFrames(
                name: name,
                frames: (0..<frames).map { SceneAnimation.Frame(file: SceneAnimation.fileName(ofFrame: $0), time: Double($0) / 10) },
                summary: .init(device: "test", appearance: "light", scale: 1, width: 4, height: 4, fps: 10)
            ) { i in
                log.add(name, "r\(i)")
                var p = Pixmap(width: 4, height: 4)!
                p.bytes[0] = UInt8(s * 10 + i)
                p.bytes[3] = 255
                return p
            }
            scene.discardRenderer = { log.add(name, "d") }
            return scene
        }
    }

    /// Every scene was let go of after its last render, and nothing rendered it after that.
    static func expectDiscardedAfterDrawing(_ log: Log, _ scenes: [SceneFrames], sourceLocation: SourceLocation = #_sourceLocation) {
        for scene in scenes {
            let events = log.of(scene.name)
            #expect(events.last == "d", "\(scene.name): \(events)", sourceLocation: sourceLocation)
            #expect(events.contains("r0"), "\(scene.name) was never drawn: \(events)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [1, 2, 3]) func renderRecordAndCheckLetGoOfEachScene(jobs: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifetime-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = Log()
        let scenes = Self.scenes(log)

        try PreviewRenderer(jobs: jobs).render(scenes, into: folder + "/out")
        Self.expectDiscardedAfterDrawing(log, scenes)

        log.clear()
        _ = try GoldenRecorder.record([(source: "lifetime.json", scenes: scenes)], golden: folder + "/golden")
        Self.expectDiscardedAfterDrawing(log, scenes)

        log.clear()
        let results = SnapshotCheck(golden: folder + "/golden", jobs: jobs).run(scenes)
        let failed = results.filter { !$0.passed }.map(\.name)
        #expect(results.count == scenes.count && failed.isEmpty, "\(failed)")
        Self.expectDiscardedAfterDrawing(log, scenes)
    }
}
