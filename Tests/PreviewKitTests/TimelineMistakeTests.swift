import Foundation
import PreviewKit
import Testing

/// Timeline mistakes, read in-process: each refused with its place and what was expected.
@Suite struct TimelineMistakeTests {
    static let card = #"{"text": "Saved"}"#

    /// A scene with this timeline and nothing else to get wrong.
    static func scene(_ timeline: String) -> String { "{\n  \"name\": \"anim\",\n  \"timeline\": \(timeline)\n}" }

    @Test func unknownIDIsNamedWithASuggestion() throws {
        do {
            let json = Self.scene(
                """
                [
                  {"at": 0, "show": {"id": "card", "custom": \(Self.card)}},
                  {"at": 1, "hide": "crad"}
                ]
                """)
            let (file, lines) = try ConfigMistakes.load(json)
            ConfigMistakes.expectDiagnostics(
                lines, file: file,
                [
                    ExpectedConfigError(
                        position: try JSONText.position(of: "\"crad\"", in: json),
                        path: "timeline[1].hide",
                        phrases: ["no overlay has the id \"crad\"", "did you mean \"card\"?"])
                ])
        }
    }

    @Test func negativeTimeAndNaNDurationAreRefused() throws {
        do {
            let json = Self.scene(#"[{"at": -0.5, "show": {"custom": {"text": "x"}}}]"#)
            let (file, lines) = try ConfigMistakes.load(json)
            ConfigMistakes.expectDiagnostics(
                lines, file: file,
                [
                    ExpectedConfigError(
                        position: try JSONText.position(of: "-0.5", in: json),
                        path: "timeline[0].at", phrases: ["-0.5 is out of range; expected a number from 0 to 86400"])
                ])
        }
        do {
            let json = Self.scene(#"[{"at": 0, "show": {"custom": {"text": "x"}, "enter": {"fade": 0, "duration": NaN}}}]"#)
            let (file, lines) = try ConfigMistakes.load(json)
            #expect(lines == ["\(file):\(try JSONText.position(of: "NaN", in: json)): NaN and Infinity are not allowed in JSON"], "\(lines)")
        }
        do {
            let json = Self.scene(#"[{"at": 0, "show": {"custom": {"text": "x"}, "enter": {"fade": 0, "duration": "NaN"}}}]"#)
            let (file, lines) = try ConfigMistakes.load(json)
            ConfigMistakes.expectDiagnostics(
                lines, file: file,
                [
                    ExpectedConfigError(
                        position: try JSONText.position(of: "\"NaN\"", in: json),
                        path: "timeline[0].show.enter.duration", phrases: ["expected a number, found"])
                ])
        }
    }

    @Test func updatesNameTextsThatExist() throws {
        do {
            let json = Self.scene(
                """
                [
                  {"at": 0, "show": {"id": "up", "custom": {"text": "Uploading", "id": "status"}}},
                  {"at": 1, "update": {"id": "up", "text": {"statsu": "Done"}}}
                ]
                """)
            let (_, lines) = try ConfigMistakes.load(json)
            #expect(
                lines.first?.contains("timeline[1].update: overlay \"up\" has no text with the id \"statsu\" (text ids: status)") == true, "\(lines)")
        }
    }

    @Test func animationKeysWithoutATimelineAreRefused() throws {
        do {
            let json = #"{"name": "still", "fps": 30, "show": {"custom": {"text": "x"}}}"#
            let (_, lines) = try ConfigMistakes.load(json)
            #expect(lines.first?.contains("fps: `fps` animates a scene: add a \"timeline\"") == true, "\(lines)")
        }
    }
}
