import Foundation
import PNGCodec
import PreviewKit
import Raster
import Testing
@testable import SnapshotKit

/// Golden format 2: `record` keeps, beside each kept PNG, the SHA-256 of the file, and `check`
/// verifies a matching frame's PNG by that hash instead of decoding it. Format 1 goldens are
/// still checked (decoded), and `record` rewrites them.
@Suite struct GoldenFormatTests {
    /// A three-frame scene of 6 × 5 pixels whose frame i is coloured from `value` and i.
    static func scene(_ value: UInt8 = 40) -> SceneFrames {
        SceneFrames(
            name: "card",
            frames: (0..<3).map { SceneAnimation.Frame(file: SceneAnimation.fileName(ofFrame: $0), time: Double($0) / 10) },
            summary: .init(device: "test", appearance: "light", scale: 1, width: 6, height: 5, fps: 10)
        ) { i in
            var p = Pixmap(width: 6, height: 5)!
            p.fill(PremultipliedColor(r: value, g: UInt8(20 * i), b: 90, a: 255))
            return p
        }
    }

    private func withGoldens(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-format-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try GoldenRecorder.record([(source: "card.json", scenes: [Self.scene()])], golden: folder)
        try body(folder)
    }

    private func outcomes(_ golden: String, _ scene: SceneFrames = scene()) -> [FrameOutcome] {
        SnapshotCheck(golden: golden).run([scene])[0].frames.map(\.outcome)
    }

    private func sha256(ofFileAt path: String) throws -> String {
        PixelHash.sha256(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// A PNG of other pixels than the scene's frame 1, written over it.
    private func replaceFrame1(in golden: String) throws {
        var other = Pixmap(width: 6, height: 5)!
        other.fill(PremultipliedColor(r: 200, g: 0, b: 0, a: 255))
        try PNGFile.write(other, to: golden + "/card/frame_0001.png")
    }

    @Test func recordWritesFormat2WithEveryKeptPNGsFileHash() throws {
        try withGoldens { golden in
            let index = try #require(try GoldenIndex.read(in: golden + "/card"))
            #expect(index.version == 2)
            #expect(index.frames.count == 3 && index.frames.allSatisfy(\.png))
            for frame in index.frames {
                #expect(frame.pngSha256 == (try sha256(ofFileAt: golden + "/card/" + frame.file)))
            }
            #expect(outcomes(golden) == [.match, .match, .match])
        }
    }

    /// A PNG that is not the file recorded is decoded and compared: other pixels fail, the same
    /// pixels in other bytes (another compression) match.
    @Test func aPNGThatIsNotTheRecordedFileIsDecoded() throws {
        try withGoldens { golden in
            try replaceFrame1(in: golden)
            guard case .different = outcomes(golden)[1] else {
                Issue.record("a replaced PNG was not compared: \(outcomes(golden))")
                return
            }
            let pixels = Self.scene().render(1)
            try PNGFile.write(pixels, to: golden + "/card/frame_0001.png", options: PNGEncodingOptions(compressionLevel: 1, filter: .none))
            #expect(outcomes(golden) == [.match, .match, .match])
        }
    }

    /// The index is trusted for the file it names: a PNG whose hash the index records is not
    /// decoded (here its pixels are not the frame's, and the check still passes — which is what
    /// makes a matching frame cost a hash of the file, not a decode).
    @Test func theRecordedFileIsNotDecoded() throws {
        try withGoldens { golden in
            try replaceFrame1(in: golden)
            var index = try #require(try GoldenIndex.read(in: golden + "/card"))
            index.frames[1].pngSha256 = try sha256(ofFileAt: golden + "/card/frame_0001.png")
            try index.write(in: golden + "/card")
            #expect(outcomes(golden) == [.match, .match, .match])
        }
    }

    /// Format 1 (no file hashes): every kept PNG is decoded — a changed one fails — and the next
    /// recording rewrites the index in format 2, counting it, without calling a frame changed.
    @Test func format1IsCheckedByDecodingAndRewrittenByRecord() throws {
        try withGoldens { golden in
            var index = try #require(try GoldenIndex.read(in: golden + "/card"))
            index.version = 1
            for i in index.frames.indices { index.frames[i].pngSha256 = nil }
            try index.write(in: golden + "/card")
            let text = try String(contentsOfFile: golden + "/card/golden.json", encoding: .utf8)
            #expect(text.contains("\"version\" : 1") && !text.contains("pngSha256"))
            #expect(outcomes(golden) == [.match, .match, .match])

            let summary = try GoldenRecorder.record([(source: "card.json", scenes: [Self.scene()])], golden: golden)
            #expect(summary.upgraded == 1 && summary.unchanged == 3 && summary.changed == 0)
            #expect(try GoldenIndex.read(in: golden + "/card")?.version == 2)

            try index.write(in: golden + "/card")
            try replaceFrame1(in: golden)
            guard case .different = outcomes(golden)[1] else {
                Issue.record("format 1's PNG was not compared: \(outcomes(golden))")
                return
            }
        }
    }

    @Test func aNewerFormatIsRefusedWithItsReason() throws {
        try withGoldens { golden in
            var index = try #require(try GoldenIndex.read(in: golden + "/card"))
            index.version = 3
            try index.write(in: golden + "/card")
            let result = SnapshotCheck(golden: golden).run([Self.scene()])[0]
            guard case .indexUnreadable(let why)? = result.problem else {
                Issue.record("expected an unreadable index, got \(String(describing: result.problem))")
                return
            }
            #expect(why.contains("`version` 3") && why.contains("recorded by a newer render-preview"), "\(why)")
        }
    }
}
