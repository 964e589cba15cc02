import Foundation
import Testing

/// Mistakes in a preset's words are answered with the path, "did you mean" and the list of valid
/// names, exit 2 and nothing written.
@Suite struct PresetConfigErrorTests {
    @Test func unknownSwiftMessagesNamesListTheValidOnes() throws {
        let json = """
            {"name": "bad", "timeline": [
              {"at": 0, "show": {"swiftMessages": {"layout": "cardVeiw", "theme": "sucess", "iconStyle": "subtel", "body": "x",
                "config": {"presentationStyle": "middle", "dimMode": {"blur": {"style": "darker"}}}}}},
              {"at": 1, "show": {"swiftMessages": {"layout": "cardView", "config": {"dimMode": "grey"}}}},
              {"at": 2, "show": {"swiftMesages": {"layout": "cardView"}}}
            ]}
            """
        try withTemporaryDirectory { dir in
            let result = try ConfigRun.run(json, in: dir)
            ConfigRun.expectRefused(result, in: dir, inputs: ["config.json"])
            let lines = ConfigRun.errorLines(result)
            let expected: [(String, String)] = [
                ("timeline[0].show.swiftMessages.layout: unknown value \"cardVeiw\"; did you mean \"cardView\"?",
                 "(expected one of: messageView, cardView, tabView, statusLine, centeredView)"),
                ("timeline[0].show.swiftMessages.theme: unknown value \"sucess\"; did you mean \"success\"?",
                 "(expected one of: info, success, warning, error)"),
                ("timeline[0].show.swiftMessages.iconStyle: unknown value \"subtel\"; did you mean \"subtle\"?",
                 "(expected one of: default, light, subtle, none)"),
                ("timeline[0].show.swiftMessages.config.presentationStyle: unknown value \"middle\"", "(expected one of: top, bottom, center)"),
                ("timeline[0].show.swiftMessages.config.dimMode.blur.style: unknown value \"darker\"; did you mean \"dark\"?", "extraLight, light, dark"),
                ("timeline[1].show.swiftMessages.config.dimMode: unknown value \"grey\"; did you mean \"gray\"?", "(expected one of: none, gray)"),
                ("timeline[2].show.swiftMesages: unknown preset `swiftMesages`; did you mean `swiftMessages`?", "(presets: custom, swiftMessages)"),
            ]
            for (start, end) in expected {
                #expect(lines.contains { $0.contains("config.json:") && $0.contains(start) && $0.contains(end) }, "\(start)\n\(result)")
            }
            #expect(lines.last == "\(expected.count) errors", "\(result)")
        }
    }

    @Test func aStatusLineTakesOnlyABody() throws {
        let json = #"{"name": "bad", "show": {"swiftMessages": {"layout": "statusLine", "title": "T", "body": "B"}}}"#
        try withTemporaryDirectory { dir in
            let result = try ConfigRun.run(json, in: dir)
            ConfigRun.expectRefused(result, in: dir, inputs: ["config.json"])
            #expect(result.stderr.contains("show.swiftMessages: the statusLine layout has only a body label: give `body` only"), "\(result)")
        }
    }

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
