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

    static let entry =
        #"{"at": 0, "show": {"id": "toast", "swiftEntryKit": {"preset": "topToast", "title": "Hi", "attributes": {"displayDuration": DURATION}}}}"#

    @Test func aNumberInQuotesIsToldToDropThem() throws {
        try withTemporaryDirectory { dir in
            let result = try ConfigRun.run(Self.scene(Self.entry.replacingOccurrences(of: "DURATION", with: #""1.5""#)), in: dir)
            ConfigRun.expectRefused(result, in: dir, inputs: ["config.json"])
            #expect(
                result.stderr.contains(
                    #"timeline[0].show.swiftEntryKit.attributes.displayDuration: expected a number, found a string "1.5"; write the number without quotes: 1.5"#
                ), "\(result)")
        }
    }

    @Test func anUnknownWordNamesTheOtherTypesToo() throws {
        try withTemporaryDirectory { dir in
            let result = try ConfigRun.run(Self.scene(Self.entry.replacingOccurrences(of: "DURATION", with: #""forever""#)), in: dir)
            ConfigRun.expectRefused(result, in: dir, inputs: ["config.json"])
            #expect(result.stderr.contains(#"unknown value "forever" (expected a number, or one of: infinity)"#), "\(result)")
        }
    }

    /// A share written in quotes is a share (its string form); a number in quotes is told only
    /// where a word was expected, and only when it is written as JSON writes a number.
    @Test func quotedNumbersAreToldOnlyWhereAWordWasExpected() throws {
        try withTemporaryDirectory { dir in
            let share = #"{"name": "s", "device": {"custom": {"width": 40, "height": 40, "scale": 1}}, "tolerance": {"share": "0.001"}}"#
            #expect(try ConfigRun.run(share, in: dir).status == 0)
            let plus = try ConfigRun.run(Self.scene(Self.entry.replacingOccurrences(of: "DURATION", with: #""+5""#)), named: "plus.json", in: dir)
            #expect(plus.stderr.contains(#"unknown value "+5" (expected a number, or one of: infinity)"#), "\(plus)")
        }
    }

    /// A tap on a default id ("overlay-2") of a show that could not be read is not reported:
    /// fixing that show gives the id.
    @Test func aDefaultIdOfABrokenShowIsNotReported() throws {
        try withTemporaryDirectory { dir in
            let timeline =
                #"{"at": 0, "show": {"custom": {"text": "Hi"}}}, {"at": 0.5, "show": {"custom": {"text": 12}}}, {"at": 1, "tap": "overlay-2"}"#
            let result = try ConfigRun.run(Self.scene(timeline), in: dir)
            #expect(result.status == 2 && !result.stderr.contains("no overlay has the id"), "\(result)")
        }
    }

    @Test func aMistypedEventGetsOneLineWithDidYouMean() throws {
        try withTemporaryDirectory { dir in
            let result = try ConfigRun.run(Self.scene(#"{"at": 0, "pushItem": {"id": "card", "item": "next"}}"#), in: dir)
            ConfigRun.expectRefused(result, in: dir, inputs: ["config.json"])
            let lines = ConfigRun.errorLines(result)
            #expect(
                lines.count == 2 && lines[0].contains("timeline[0].pushItem: unknown key `pushItem`; did you mean `push`?") && lines[1] == "1 error",
                "\(result)")
        }
    }

    /// A hide naming a missing overlay is told in the same run as a mistake elsewhere.
    @Test func referencesAreCheckedWithEverythingElse() throws {
        try withTemporaryDirectory { dir in
            let timeline =
                #"{"at": 0, "show": {"id": "toast", "custom": {"text": "Hi"}}}, {"at": 1, "hide": "tost"}, {"at": 2, "show": {"custom": {"text": 12}}}"#
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
