import Foundation
import PNGCodec
import Raster
import Testing
@testable import Typeset

/// Renders every text sample and compares it exactly with `golden/text/<name>.png`.
/// `RENDER_PREVIEW_RECORD=1` rewrites the goldens (look at each before committing).
@Suite struct TextGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldenDir = root.appendingPathComponent("golden/text")
    static let artifacts = root.appendingPathComponent(".build/test-artifacts/text")
    static var recording: Bool { ProcessInfo.processInfo.environment["RENDER_PREVIEW_RECORD"] == "1" }

    @Test(arguments: TextSamples.all.map(\.name))
    func sampleMatchesGolden(_ name: String) throws {
        let sample = TextSamples.all.first { $0.name == name }!
        let pixmap = TextSamples.render(sample)
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        try PNGFile.write(pixmap, to: Self.artifacts.appendingPathComponent("\(name).png").path)
        let golden = Self.goldenDir.appendingPathComponent("\(name).png").path
        if Self.recording {
            try FileManager.default.createDirectory(at: Self.goldenDir, withIntermediateDirectories: true)
            try PNGFile.write(pixmap, to: golden, options: PNGEncodingOptions(compressionLevel: 9))
            Issue.record("recorded golden/text/\(name).png: look at it, then run again without RENDER_PREVIEW_RECORD")
            return
        }
        let data = try #require(FileManager.default.contents(atPath: golden), "no golden at golden/text/\(name).png")
        let expected = try PNGDecoder.decodeStraightRGBA(Array(data))
        #expect(expected.width == pixmap.width && expected.height == pixmap.height, "size differs from golden/text/\(name).png")
        #expect(expected.bytes == Premultiply.unpremultiplied(pixmap.bytes), "pixels differ from golden/text/\(name).png; see \(Self.artifacts.path)/\(name).png")
    }
}
