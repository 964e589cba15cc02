import Foundation
import Testing

/// Text from a config reaches no terminal or CI page as it is: escape sequences (colours, OSC 52
/// clipboard writes), bidi overrides and raw HTML are shown as escapes and entities, by the one
/// rule of `ConfigText.visible`, in `check`'s lines, its Markdown summary and the layout dump.
@Suite struct TextShownSafelyTests {
    static func config(text: String) throws -> String {
        let object: [String: Any] = [
            "name": "card", "device": "iPhone SE (3rd generation)", "scale": 1, "show": ["custom": ["text": text]],
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    static let hostile = "\u{1B}]52;c;aGk=\u{07}\u{1B}[31m<img src=x onerror=alert(1)>\u{202E}"

    @Test func checksLinesSummaryAndDumpShowNoRawControlsOrHTML() throws {
        try withTemporaryDirectory { dir in
            let config = dir.appendingPathComponent("card.json")
            try Self.config(text: "Hello").write(to: config, atomically: true, encoding: .utf8)
            #expect(try CLI.run(["record", "card.json", "--golden", "golden", "--quiet"], in: dir).status == 0)
            try Self.config(text: Self.hostile).write(to: config, atomically: true, encoding: .utf8)
            let check = try CLI.run(["check", "card.json", "--golden", "golden", "--markdown", "summary.md"], in: dir)
            #expect(check.status == 1, "\(check)")
            let dump = try CLI.run(["card.json", "--dump-layout"], in: dir)
            #expect(dump.status == 0, "\(dump)")
            let summary = try String(contentsOf: dir.appendingPathComponent("summary.md"), encoding: .utf8)
            for (place, text) in [("check", check.stderr + check.stdout), ("summary", summary), ("dump", dump.stdout)] {
                #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E }, "\(place): \(text)")
            }
            // The structure golden's own escapes (Swift's), shown as they are.
            #expect(check.stderr.contains(#"\u{1B}]52;c;aGk=\u{7}\u{1B}[31m<img src=x onerror=alert(1)>\u{202E}"#), "\(check)")
            #expect(summary.contains("&lt;img src=x onerror=alert(1)&gt;") && !summary.contains("<img"), "\(summary)")
            #expect(dump.stdout.contains(#""\u{1B}]52;c;aGk=\u{7}\u{1B}[31m<img src=x onerror=alert(1)>\u{202E}""#), "\(dump)")
        }
    }
}
