import Foundation
import Testing

/// Output paths that must be refused before anything is written.
@Suite struct OutputPathTests {
    @Test func anEmptyOutputFolderIsRefused() throws {
        try withTemporaryDirectory { dir in
            try Data(#"{"name": "ok", "show": {"custom": {"text": "Hi"}}}"#.utf8).write(to: dir.appendingPathComponent("config.json"))
            let result = try CLI.run(["config.json", "-o", ""], in: dir)
            #expect(result.status != 0 && !result.terminatedBySignal, "\(result)")
            #expect(result.stderr.contains("--output is empty"), "\(result)")
            #expect(Files.tree(under: dir) == ["config.json"], "\(Files.tree(under: dir))")
        }
    }
}
