import Foundation
import Testing

/// `record` keeps each scene's structure beside its pixels; `check` tells what changed in words
/// (terminal, JUnit, Markdown summary), and an exact check fails on a structure change even when
/// every pixel matches.
@Suite struct StructureGoldenTests {
    static func config(id: String = "title", padding: Int = 12) -> String {
        """
        {"name": "toast", "device": {"custom": {"width": 200, "height": 120, "scale": 1}}, "statusBar": false, "homeIndicator": false,
         "show": {"id": "toast", "position": "center", "custom": {"text": "Saved", "id": "\(id)",
           "modifiers": [{"padding": \(padding)}, {"background": {"capsule": "systemGray5"}}]}}}
        """
    }

    @Test func recordWritesTheStructureAndCheckTellsAPaddingInWords() throws {
        try withTemporaryDirectory { dir in
            try Data(Self.config().utf8).write(to: dir.appendingPathComponent("toast.json"))
            #expect(try CLI.run(["record", "toast.json", "--golden", "golden"], in: dir).status == 0)
            let structure = try String(contentsOf: dir.appendingPathComponent("golden/toast/structure.txt"), encoding: .utf8)
            #expect(structure.hasPrefix("scene toast: "), "\(structure)")
            #expect(structure.contains("#title"), "\(structure)")
            try Data(Self.config(padding: 16).utf8).write(to: dir.appendingPathComponent("toast.json"))
            let result = try CLI.run(["check", "toast.json", "--golden", "golden", "--junit", "junit.xml", "--markdown", "step.md"], in: dir)
            #expect(result.status == 1, "\(result)")
            let lines = result.stderr.split(separator: "\n").map(String.init)
            #expect(
                lines.count >= 3
                    && lines[1]
                        == "golden/toast/: what changed: toast padding 12 → 16; toast moved 4 pt up and 4 pt left; toast is 8 pt wider and 8 pt taller (74×44 → 82×52 pt); title moved 4 pt down and 4 pt right",
                "\(result)")
            #expect(lines[2].hasPrefix("golden/toast/frame_0000.png: geometry: "), "words before the pixels: \(result)")
            let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
            #expect(junit.contains("toast padding 12 → 16"), "\(junit)")
            let markdown = try String(contentsOf: dir.appendingPathComponent("step.md"), encoding: .utf8)
            #expect(markdown.contains("| `toast` | toast padding 12 → 16; toast moved 4 pt up and 4 pt left; toast is 8 pt wider"), "\(markdown)")
            #expect(markdown.contains("1 of 1: 1 geometry"), "\(markdown)")
            #expect(Files.exists(dir.appendingPathComponent("out/check/summary.md")))
        }
    }

    /// A recording says what it recorded and what had changed, with no advice left hanging.
    @Test func aRecordingAfterAStructureChangeSaysWhatItReplaced() throws {
        try withTemporaryDirectory { dir in
            try Data(Self.config().utf8).write(to: dir.appendingPathComponent("toast.json"))
            #expect(try CLI.run(["record", "toast.json", "--golden", "golden"], in: dir).status == 0)
            try Data(Self.config(id: "label").utf8).write(to: dir.appendingPathComponent("toast.json"))
            let result = try CLI.run(["check", "toast.json", "--golden", "golden", "--record", "failed"], in: dir)
            let lines = result.stderr.split(separator: "\n").map(String.init)
            #expect(result.status == 1 && lines.dropFirst().first == "golden/toast/: recorded", "\(result)")
            #expect(lines.contains("golden/toast/structure.txt: the structure changed while every frame matches its golden"), "\(result)")
            #expect(!result.stderr.contains("record again with"), "\(result)")
        }
    }

    /// Padding is told in the config's words: leading and trailing, not left and right.
    @Test func paddingIsToldInTheConfigsWords() throws {
        try withTemporaryDirectory { dir in
            try Data(Self.config().utf8).write(to: dir.appendingPathComponent("toast.json"))
            #expect(try CLI.run(["record", "toast.json", "--golden", "golden"], in: dir).status == 0)
            let uneven = Self.config().replacingOccurrences(
                of: #"{"padding": 12}"#, with: #"{"padding": {"top": 12, "bottom": 12, "leading": 20, "trailing": 12}}"#)
            try Data(uneven.utf8).write(to: dir.appendingPathComponent("toast.json"))
            let result = try CLI.run(["check", "toast.json", "--golden", "golden"], in: dir)
            #expect(result.stderr.contains("toast padding 12 → 12 20 12 12 (top leading bottom trailing)"), "\(result)")
        }
    }

    @Test func anExactCheckFailsWhenOnlyTheStructureChanged() throws {
        try withTemporaryDirectory { dir in
            try Data(Self.config().utf8).write(to: dir.appendingPathComponent("toast.json"))
            #expect(try CLI.run(["record", "toast.json", "--golden", "golden"], in: dir).status == 0)
            try Data(Self.config(id: "message").utf8).write(to: dir.appendingPathComponent("toast.json"))
            let result = try CLI.run(["check", "toast.json", "--golden", "golden"], in: dir)
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.hasPrefix("1 scene's structure changed (its pixels match) — against golden/"), "\(result)")
            #expect(result.stderr.contains("what changed: title removed; new message"), "\(result)")
            #expect(result.stderr.contains("golden/toast/structure.txt: the structure changed while every frame matches its golden"), "\(result)")
            // A tolerant check tells the words but passes on pixels.
            let tolerant = try CLI.run(["check", "toast.json", "--golden", "golden", "--tolerance", "1"], in: dir)
            #expect(tolerant.status == 0, "\(tolerant)")
            #expect(try CLI.run(["record", "toast.json", "--golden", "golden"], in: dir).status == 0)
            #expect(try CLI.run(["check", "toast.json", "--golden", "golden"], in: dir).status == 0)
        }
    }
}
