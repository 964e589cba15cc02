import Foundation
import PreviewKit
import Testing

/// The limits are what docs/config.md says, exactly: 99 modifiers (with the view, 100 levels),
/// and 50 000 characters of text laid out per scene — names, ids, colours and paths not counted.
@Suite struct ConfigLimitsTests {
    static func load(_ json: String) throws -> SceneConfig.Loaded {
        try SceneConfig.load(json: json, name: "limits.json", baseDirectory: NSTemporaryDirectory())
    }

    static func custom(_ view: String) -> String {
        #"{"name": "limits", "device": "iPhone SE (3rd generation)", "scale": 1, "show": {"custom": \#(view)}}"#
    }

    @Test func ninetyNineModifiersAreAViewsMost() throws {
        let ninetyNine = Array(repeating: #"{"padding": 1}"#, count: 99).joined(separator: ",")
        let loaded = try Self.load(Self.custom(#"{"text": "x", "modifiers": [\#(ninetyNine)]}"#))
        #expect(loaded.scenes.count == 1)
        #expect(throws: ConfigErrors.self) { try Self.load(Self.custom(#"{"text": "x", "modifiers": [\#(ninetyNine), {"padding": 1}]}"#)) }
    }

    @Test func onlyTextThatIsLaidOutCountsTowardTheBudget() throws {
        // 10 000 colour stops: 70 000 characters of colours, none laid out.
        let stops = Array(repeating: ##""#FF0000", "#00FF00""##, count: 5_000).joined(separator: ",")
        let gradient = #"{"text": "Hi", "background": {"linearGradient": {"colors": [\#(stops)]}}}"#
        #expect(try Self.load(Self.custom(gradient)).scenes.count == 1)
        // Long ids: not laid out either.
        let id = String(repeating: "i", count: 30_000)
        let ids = #"{"vstack": [{"text": "a", "id": "\#(id)a"}, {"text": "b", "id": "\#(id)b"}]}"#
        #expect(try Self.load(Self.custom(ids)).scenes.count == 1)
        // 60 000 characters of text are.
        let text = #"{"vstack": [{"text": "\#(String(repeating: "x", count: 30_000))"}, {"text": "\#(String(repeating: "y", count: 30_000))"}]}"#
        do {
            _ = try Self.load(Self.custom(text))
            Issue.record("60 000 characters of text were taken")
        } catch {
            #expect("\(error)".contains("at most 50000 are laid out in one scene"))
        }
    }
}
