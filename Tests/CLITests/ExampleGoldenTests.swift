import Foundation
import Testing

/// Every config in `examples/` renders, and matches its goldens exactly: those of
/// `examples/<path>.json` are in `golden/examples/<path>/`, grouped by the config that makes them
/// (with `CLI.examplesBinary`: the release build when scripts/test.sh runs the suite).
/// After an intended change: `RENDER_PREVIEW_RECORD=failed swift test --filter ExampleGoldenTests`
/// (the test's `check` records what changed and fails), or `render-preview record
/// examples/<path>.json --golden golden/examples/<path>`; then look at the changed PNGs and read
/// the `structure.txt` diffs before committing.
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

    /// Every folder of goldens belongs to a config that exists: a renamed or deleted example leaves
    /// no goldens behind.
    @Test func everyGoldenFolderHasItsConfig() {
        let golden = Self.root.appendingPathComponent("golden/examples")
        let indexes = FileManager.default.enumerator(atPath: golden.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix("/golden.json") } ?? []
        #expect(!indexes.isEmpty)
        let configs = Set(Self.examples.map { String($0.dropLast(".json".count)) })
        for index in indexes {
            let configFolder = (index as NSString).deletingLastPathComponent.components(separatedBy: "/").dropLast().joined(separator: "/")
            #expect(configs.contains(configFolder), "golden/examples/\(index): no examples/\(configFolder).json makes it")
        }
    }

    @Test(arguments: examples)
    func exampleMatchesItsGoldens(_ example: String) throws {
        try withTemporaryDirectory { dir in
            let config = Self.root.appendingPathComponent("examples/\(example)").path
            let golden = Self.root.appendingPathComponent("golden/examples/" + example.dropLast(".json".count)).path
            // The project's record mode reaches this check: it records and fails when asked.
            let mode = ProcessInfo.processInfo.environment["RENDER_PREVIEW_RECORD"].map { ["RENDER_PREVIEW_RECORD": $0] } ?? [:]
            let result = try CLI.run(["check", config, "--golden", golden], in: dir, environment: mode, binary: CLI.examplesBinary)
            #expect(result.status == 0, "\(example): \(result)")
        }
    }
}
