import PreviewKit
import Testing

/// Mistakes in `deviceFrame` and `variantsSheet`, each reported where it is, with what to write.
@Suite struct DocumentationMediaMistakeTests {
    static func expect(_ json: String, at needle: String, path: String, _ phrases: [String],
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let (file, lines) = try ConfigMistakes.load(json, sourceLocation: sourceLocation)
        ConfigMistakes.expectDiagnostics(lines, file: file, [ExpectedConfigError(position: try JSONText.position(of: needle, in: json),
                                                                                 path: path, phrases: phrases)],
                                         sourceLocation: sourceLocation)
    }

    @Test func anUnknownFinishIsNamedWithTheChoices() throws {
        try Self.expect(#"{"name": "a", "deviceFrame": "drak", "show": {"custom": {"text": "Hi"}}}"#,
                        at: "\"drak\"", path: "deviceFrame", ["unknown value \"drak\"", "did you mean \"dark\"?", "light"])
        try Self.expect(#"{"name": "a", "deviceFrame": 1, "show": {"custom": {"text": "Hi"}}}"#,
                        at: "1,", path: "deviceFrame", ["expected"])
    }

    @Test func aSheetNeedsAVariantsMatrix() throws {
        try Self.expect(#"{"name": "a", "variantsSheet": true, "show": {"custom": {"text": "Hi"}}}"#,
                        at: "true", path: "variantsSheet", ["add \"variants\""])
    }

    @Test func aSheetNamesOnlyTheMatrixsAxes() throws {
        let json = """
            {"name": "a", "variants": {"appearance": ["light", "dark"]},
             "variantsSheet": {"rows": ["device"]}, "show": {"custom": {"text": "Hi"}}}
            """
        try Self.expect(json, at: "\"device\"]", path: "variantsSheet.rows[0]", ["\"device\" is not an axis of this scene's variants", "appearance"])
        let both = """
            {"name": "a", "variants": {"appearance": ["light", "dark"], "device": ["iPhone 15", "iPhone SE"]},
             "variantsSheet": {"rows": ["appearance"], "columns": ["appearance", "device"]}, "show": {"custom": {"text": "Hi"}}}
            """
        try Self.expect(both, at: "{\"rows\"", path: "variantsSheet", ["\"appearance\" is in both `rows` and `columns`"])
        let width = """
            {"name": "a", "variants": {"appearance": ["light", "dark"]},
             "variantsSheet": {"width": 5}, "show": {"custom": {"text": "Hi"}}}
            """
        try Self.expect(width, at: "5}", path: "variantsSheet.width", ["16"])
    }
}
