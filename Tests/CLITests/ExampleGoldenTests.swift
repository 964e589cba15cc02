import Foundation
import Testing

/// Every config in `examples/` renders, and matches its goldens in `golden/examples/` exactly.
/// After an intended change: `render-preview record examples/<name>.json --golden golden/examples`,
/// then look at the changed PNGs before committing.
@Suite struct ExampleGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var examples: [String] {
        let dir = root.appendingPathComponent("examples")
        let files = FileManager.default.enumerator(atPath: dir.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 4, "\(Self.examples)")
    }

    @Test(arguments: examples)
    func exampleMatchesItsGoldens(_ example: String) throws {
        try withTemporaryDirectory { dir in
            let config = Self.root.appendingPathComponent("examples/\(example)").path
            let golden = Self.root.appendingPathComponent("golden/examples").path
            let result = try CLI.run(["check", config, "--golden", golden], in: dir)
            #expect(result.status == 0, "\(example): \(result)")
        }
    }
}
