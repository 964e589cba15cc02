import Foundation
import PreviewKit
import Testing

/// Mistakes in a preset's words, read in-process: answered with the path, "did you mean" and the
/// list of valid names.
@Suite struct PresetMistakeTests {
    @Test func unknownSwiftMessagesNamesListTheValidOnes() throws {
        let json = """
            {"name": "bad", "timeline": [
              {"at": 0, "show": {"swiftMessages": {"layout": "cardVeiw", "theme": "sucess", "iconStyle": "subtel", "body": "x",
                "config": {"presentationStyle": "middle", "dimMode": {"blur": {"style": "darker"}}}}}},
              {"at": 1, "show": {"swiftMessages": {"layout": "cardView", "config": {"dimMode": "grey"}}}},
              {"at": 2, "show": {"swiftMesages": {"layout": "cardView"}}}
            ]}
            """
        do {
            let (file, lines) = try ConfigMistakes.load(json)
            let expected: [(String, String)] = [
                (
                    "timeline[0].show.swiftMessages.layout: unknown value \"cardVeiw\"; did you mean \"cardView\"?",
                    "(expected one of: messageView, cardView, tabView, statusLine, centeredView)"
                ),
                (
                    "timeline[0].show.swiftMessages.theme: unknown value \"sucess\"; did you mean \"success\"?",
                    "(expected one of: info, success, warning, error)"
                ),
                (
                    "timeline[0].show.swiftMessages.iconStyle: unknown value \"subtel\"; did you mean \"subtle\"?",
                    "(expected one of: default, light, subtle, none)"
                ),
                ("timeline[0].show.swiftMessages.config.presentationStyle: unknown value \"middle\"", "(expected one of: top, bottom, center)"),
                (
                    "timeline[0].show.swiftMessages.config.dimMode.blur.style: unknown value \"darker\"; did you mean \"dark\"?",
                    "extraLight, light, dark"
                ),
                (
                    "timeline[1].show.swiftMessages.config.dimMode: unknown value \"grey\"; did you mean \"gray\"?",
                    "(expected an object, or one of: none, gray)"
                ),
                (
                    "timeline[2].show.swiftMesages: unknown preset `swiftMesages`; did you mean `swiftMessages`?",
                    "(presets: custom, swiftMessages, snack, placard, swiftEntryKit, bulletinBoard)"
                ),
            ]
            for (start, end) in expected {
                #expect(lines.contains { $0.hasPrefix(file + ":") && $0.contains(start) && $0.contains(end) }, "\(start)\n\(lines)")
            }
            #expect(lines.last == "\(expected.count) errors", "\(lines)")
        }
    }

    @Test func aStatusLineTakesOnlyABody() throws {
        let json = #"{"name": "bad", "show": {"swiftMessages": {"layout": "statusLine", "title": "T", "body": "B"}}}"#
        do {
            let (_, lines) = try ConfigMistakes.load(json)
            #expect(lines.first?.contains("show.swiftMessages: the statusLine layout has only a body label: give `body` only") == true, "\(lines)")
        }
    }

    @Test func anUnknownSnackAlignmentListsTheValidOnes() throws {
        let (_, lines) = try ConfigMistakes.load(#"{"name": "bad", "show": {"snack": {"alignment": "botom", "message": "x", "appearence": {}}}}"#)
        #expect(
            lines.contains { $0.contains("show.snack.alignment: unknown value \"botom\"; did you mean \"bottom\"? (expected one of: top, bottom)") },
            "\(lines)")
        #expect(lines.contains { $0.contains("unknown key `appearence`") && $0.contains("did you mean `appearance`?") }, "\(lines)")
    }
}
