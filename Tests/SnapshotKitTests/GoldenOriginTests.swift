import Foundation
import Testing

@testable import SnapshotKit

/// Goldens say where they were recorded (`golden.json`'s `recordedOn`), a check failing on
/// another kind of machine says so before any pixel, and a record that changes nothing does not
/// rewrite them for being on another machine.
@Suite struct GoldenOriginTests {
    static let elsewhere = GoldenOrigin(architecture: "aarch64", swift: "6.2", freeType: "2.14.1", harfBuzz: "12.1.0", zlib: "1.3.1")

    private func withGoldens(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-origin-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try GoldenRecorder.record([(source: "card.json", scenes: [GoldenFormatTests.scene()])], golden: folder)
        try body(folder)
    }

    /// golden.json as recorded on `origin`.
    private func pretend(_ golden: String, recordedOn origin: GoldenOrigin?) throws {
        var index = try #require(try GoldenIndex.read(in: golden + "/card"))
        index.recordedOn = origin
        try index.write(in: golden + "/card")
    }

    @Test func recordKeepsThisMachine() throws {
        try withGoldens { golden in
            let index = try #require(try GoldenIndex.read(in: golden + "/card"))
            #expect(index.recordedOn == .current)
            let text = try String(contentsOfFile: golden + "/card/golden.json", encoding: .utf8)
            #expect(text.contains("\"recordedOn\"") && text.contains("\"freeType\""))
        }
    }

    @Test func aFailingCheckNamesTheOtherMachineFirst() throws {
        try withGoldens { golden in
            try pretend(golden, recordedOn: Self.elsewhere)
            let result = SnapshotCheck(golden: golden).run([GoldenFormatTests.scene(41)])[0]
            let lines = result.problems(howToRecord: "record")
            let current = GoldenOrigin.current
            #expect(lines.count == 2)
            #expect(lines.first?.hasPrefix("\(golden)/card/: the goldens were recorded on aarch64 with Swift 6.2, FreeType 2.14.1") == true)
            #expect(lines.first?.contains("; this is \(current.architecture) with Swift \(current.swift), FreeType \(current.freeType)") == true)
            #expect(lines.last?.contains("3 of 3 frames differ") == true)
        }
    }

    @Test func aPassingCheckOrOneFromThisMachineSaysNothingOfIt() throws {
        try withGoldens { golden in
            #expect(SnapshotCheck(golden: golden).run([GoldenFormatTests.scene(41)])[0].problems(howToRecord: "record").count == 1)
            try pretend(golden, recordedOn: Self.elsewhere)
            #expect(SnapshotCheck(golden: golden).run([GoldenFormatTests.scene()])[0].problems(howToRecord: "record").isEmpty)
            try pretend(golden, recordedOn: nil)
            #expect(SnapshotCheck(golden: golden).run([GoldenFormatTests.scene(41)])[0].problems(howToRecord: "record").count == 1)
        }
    }

    @Test func theSameGoldensAreNotRewrittenOnAnotherMachine() throws {
        try withGoldens { golden in
            try pretend(golden, recordedOn: Self.elsewhere)
            let before = try Data(contentsOf: URL(fileURLWithPath: golden + "/card/golden.json"))
            let summary = try GoldenRecorder.record([(source: "card.json", scenes: [GoldenFormatTests.scene()])], golden: golden)
            #expect(summary.scenes.isEmpty)
            #expect(try Data(contentsOf: URL(fileURLWithPath: golden + "/card/golden.json")) == before)
            _ = try GoldenRecorder.record([(source: "card.json", scenes: [GoldenFormatTests.scene(41)])], golden: golden)
            #expect(try GoldenIndex.read(in: golden + "/card")?.recordedOn == .current)
        }
    }

    @Test func onlyWhatDiffersIsNamed() {
        let here = GoldenOrigin(architecture: "x86_64", swift: "6.2", freeType: "2.12.1", harfBuzz: "12.1.0", zlib: "1.3.1")
        #expect(
            Self.elsewhere.contrast(with: here)
                == "the goldens were recorded on aarch64 with FreeType 2.14.1; this is x86_64 with FreeType 2.12.1")
        var sameArchitecture = here
        sameArchitecture.architecture = "aarch64"
        #expect(
            Self.elsewhere.contrast(with: sameArchitecture)
                == "the goldens were recorded with FreeType 2.14.1; this machine has FreeType 2.12.1")
        var onlyArchitecture = Self.elsewhere
        onlyArchitecture.architecture = "x86_64"
        #expect(Self.elsewhere.contrast(with: onlyArchitecture) == "the goldens were recorded on aarch64; this is x86_64")
        #expect(Self.elsewhere.contrast(with: Self.elsewhere) == nil)
    }
}
