import Foundation
import PNGCodec
import Raster
import SnapshotKit
import Testing
@testable import Typeset

/// Renders every text sample and compares it exactly with `golden/text/<name>.png`.
/// `RENDER_PREVIEW_RECORD=missing|failed|all` records them as `RecordMode` says, and each test
/// that recorded fails (look at each golden before committing).
@Suite struct TextGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldenDir = root.appendingPathComponent("golden/text")
    static let artifacts = root.appendingPathComponent(".build/test-artifacts/text")

    @Test(arguments: TextSamples.all.map(\.name))
    func sampleMatchesGolden(_ name: String) throws {
        let sample = TextSamples.all.first { $0.name == name }!
        let pixmap = TextSamples.render(sample)
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        try PNGFile.write(pixmap, to: Self.artifacts.appendingPathComponent("\(name).png").path)
        let golden = Self.goldenDir.appendingPathComponent("\(name).png").path
        let outcome = try ImageGolden.verify(pixmap, golden: golden, mode: try RecordMode.fromEnvironment())
        #expect(outcome.passed, "\(outcome.message("golden/text/\(name).png")); see \(Self.artifacts.path)/\(name).png")
    }
}
