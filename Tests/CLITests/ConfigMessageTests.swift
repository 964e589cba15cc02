import Foundation
import Testing

/// Messages that say what is wanted: the expected type beside the words a key takes, a number
/// written in quotes, did-you-mean among event kinds, and references between parts of a config
/// checked in the same run as everything else.
@Suite struct ConfigMessageTests {
    static func scene(_ timeline: String) -> String {
        """
        {"name": "s", "device": {"custom": {"width": 200, "height": 120, "scale": 1}}, "timeline": [\(timeline)]}
        """
    }

    static let entry = #"{"at": 0, "show": {"id": "toast", "swiftEntryKit": {"preset": "topToast", "title": "Hi", "attributes": {"displayDuration": DURATION}}}}"#

    @Test func aNumberInQuotesIsToldToDropThem() throws {
        try withTemporaryDirectory { dir in
            let result = try ConfigRun.run(Self.scene(Self.entry.replacingOccurrences(of: "DURATION", with: #""1.5""#)), in: dir)
            ConfigRun.expectRefused(result, in: dir, inputs: ["config.json"])
            #expect(result.stderr.contains(#"timeline[0].show.swiftEntryKit.attributes.displayDuration: expected a number, found a string "1.5"; write the number without quotes: 1.5"#), "\(result)")
        }
    }

    @Test func anUnknownWordNamesTheOtherTypesToo() throws {
        try withTemporaryDirectory { dir in
            let result = try ConfigRun.run(Self.scene(Self.entry.replacingOccurrences(of: "DURATION", with: #""forever""#)), in: dir)
            ConfigRun.expectRefused(result, in: dir, inputs: ["config.json"])
            #expect(result.stderr.contains(#"unknown value "forever" (expected a number, or one of: infinity)"#), "\(result)")
        }
    }

    @Test func aMistypedEventGetsOneLineWithDidYouMean() throws {
        try withTemporaryDirectory { dir in
            let result = try ConfigRun.run(Self.scene(#"{"at": 0, "pushItem": {"id": "card", "item": "next"}}"#), in: dir)
            ConfigRun.expectRefused(result, in: dir, inputs: ["config.json"])
            let lines = ConfigRun.errorLines(result)
            #expect(lines.count == 2 && lines[0].contains("timeline[0].pushItem: unknown key `pushItem`; did you mean `push`?") && lines[1] == "1 error", "\(result)")
        }
    }

    /// A hide naming a missing overlay is told in the same run as a mistake elsewhere.
    @Test func referencesAreCheckedWithEverythingElse() throws {
        try withTemporaryDirectory { dir in
            let timeline = #"{"at": 0, "show": {"id": "toast", "custom": {"text": "Hi"}}}, {"at": 1, "hide": "tost"}, {"at": 2, "show": {"custom": {"text": 12}}}"#
            let result = try ConfigRun.run(Self.scene(timeline), in: dir)
            ConfigRun.expectRefused(result, in: dir, inputs: ["config.json"])
            #expect(result.stderr.contains(#"timeline[1].hide: no overlay has the id "tost"; did you mean "toast"?"#), "\(result)")
            #expect(result.stderr.contains("timeline[2].show.custom.text: expected a string"), "\(result)")
            // An id a broken show may have given is not reported: it may be right.
            let broken = #"{"at": 0, "show": {"id": "card", "custom": {"text": 12}}}, {"at": 1, "hide": "card"}"#
            let second = try ConfigRun.run(Self.scene(broken), in: dir)
            #expect(second.status == 2 && !second.stderr.contains("no overlay has the id"), "\(second)")
        }
    }
}
