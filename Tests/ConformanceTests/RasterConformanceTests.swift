import Foundation
import PNGCodec
import Raster
import RasterConformance
import SnapshotKit
import Testing

/// Draws every raster case (`golden/raster/cases/`, a copy of `shared/reference/raster/`'s) and
/// holds it to our own golden, and — when the reference is beside the checkout — to the reference
/// README's tolerance against `exact/` (image cases against `skia/`).
struct RasterConformanceTests {
    static func loadCases() throws -> [RasterCase] {
        try RasterCase.load(from: ReferencePaths.casesFile)
    }

    static func imageLoader(_ file: String) throws -> Pixmap {
        try PNGDecoder.read(fileAt: ReferencePaths.casesDir.appendingPathComponent(file).path)
    }

    @Test(.enabled(if: ReferencePaths.referenceAvailable, "../shared/reference/raster/ is absent: the tolerance check needs its renderings"))
    func theCasesAreTheReferencesOwn() throws {
        for file in ["cases.json", "checker8.png"] {
            let ours = try Data(contentsOf: ReferencePaths.casesDir.appendingPathComponent(file))
            let theirs = try Data(contentsOf: ReferencePaths.referenceDir.appendingPathComponent(file))
            #expect(ours == theirs, "golden/raster/cases/\(file) differs from ../shared/reference/raster/\(file): copy it again")
        }
    }

    @Test(.enabled(if: ReferencePaths.referenceAvailable, "../shared/reference/raster/ is absent: the tolerance check needs its renderings"))
    func everyCaseMeetsItsTolerance() throws {
        let cases = try Self.loadCases()
        #expect(cases.count >= 33, "expected the 33 reference cases, found \(cases.count)")
        try FileManager.default.createDirectory(at: ReferencePaths.artifactsDir, withIntermediateDirectories: true)
        var table = ["case                              kind    max    mean      >2      >8     >32  ok"]
        var failures: [String] = []
        for c in cases {
            let rendered = try c.render(imageLoader: Self.imageLoader)
            let ours = Premultiply.unpremultiplied(rendered.bytes)
            try PNGFile.write(rendered, to: ReferencePaths.artifactsDir.appendingPathComponent("\(c.name).png").path)
            let refDir = c.kind == .image ? "skia" : "exact"
            let refPath = ReferencePaths.referenceDir.appendingPathComponent("\(refDir)/\(c.name).png").path
            let expected = try PNGDecoder.decodeStraightRGBA(Array(try Data(contentsOf: URL(fileURLWithPath: refPath))))
            guard expected.width == c.width, expected.height == c.height else {
                failures.append("\(c.name): reference is \(expected.width)×\(expected.height), case is \(c.width)×\(c.height)")
                continue
            }
            let m = ConformanceMetrics(expectedStraight: expected.bytes, actualStraight: ours)
            let ok = m.passes(c.kind)
            let label = c.name.padding(toLength: 33, withPad: " ", startingAt: 0) + c.kind.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            table.append(
                label
                    + String(
                        format: "%4d %7.3f %6.2f%% %6.2f%% %6.2f%%  ", m.max, m.mean,
                        m.over2 * 100, m.over8 * 100, m.over32 * 100) + (ok ? "ok" : "FAIL"))
            if !ok { failures.append("\(c.name) (\(c.kind.rawValue)): mean \(m.mean), >8 \(m.over8), >32 \(m.over32)") }
        }
        print(table.joined(separator: "\n"))
        print("renderings: \(ReferencePaths.artifactsDir.path)")
        #expect(failures.isEmpty, "cases over tolerance:\n\(failures.joined(separator: "\n"))")
    }

    /// The project's own cases (`Fixtures/engine-cases/`: what the engine once got wrong), held
    /// to the same tolerance against renderings made by the reference's own supersampler.
    @Test func everyEngineCaseMeetsItsTolerance() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/engine-cases")
        let cases = try RasterCase.load(from: folder.appendingPathComponent("cases.json"))
        #expect(cases.count == 10)
        var failures: [String] = []
        for c in cases {
            let ours = Premultiply.unpremultiplied(try c.render(imageLoader: Self.imageLoader).bytes)
            let expected = try PNGDecoder.decodeStraightRGBA(Array(try Data(contentsOf: folder.appendingPathComponent("exact/\(c.name).png"))))
            let m = ConformanceMetrics(expectedStraight: expected.bytes, actualStraight: ours)
            if !m.passes(c.kind) {
                failures.append("\(c.name): max \(m.max), mean \(m.mean), >8 \(m.over8 * 100) %, >32 \(m.over32 * 100) %")
            }
        }
        #expect(failures.isEmpty, "engine cases over tolerance:\n\(failures.joined(separator: "\n"))")
    }

    @Test func everyCaseMatchesItsGoldenExactly() throws {
        let cases = try Self.loadCases()
        var problems: [String] = []
        for c in cases {
            let rendered = try c.render(imageLoader: Self.imageLoader)
            let goldenPath = ReferencePaths.goldenDir.appendingPathComponent("\(c.name).png").path
            let outcome = try ImageGolden.verify(rendered, golden: goldenPath, mode: try RecordMode.fromEnvironment())
            if !outcome.passed { problems.append(outcome.message("golden/raster/\(c.name).png")) }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
