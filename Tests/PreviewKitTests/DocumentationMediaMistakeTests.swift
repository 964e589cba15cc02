import PreviewKit
import Testing

/// Mistakes in `deviceFrame` and `variantsSheet`, each reported where it is, with what to write.
@Suite struct DocumentationMediaMistakeTests {
    static func expect(
        _ json: String, at needle: String, path: String, _ phrases: [String],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let (file, lines) = try ConfigMistakes.load(json, sourceLocation: sourceLocation)
        ConfigMistakes.expectDiagnostics(
            lines, file: file,
            [
                ExpectedConfigError(
                    position: try JSONText.position(of: needle, in: json),
                    path: path, phrases: phrases)
            ],
            sourceLocation: sourceLocation)
    }

    @Test func anUnknownFinishIsNamedWithTheChoices() throws {
        try Self.expect(
            #"{"name": "a", "deviceFrame": "drak", "show": {"custom": {"text": "Hi"}}}"#,
            at: "\"drak\"", path: "deviceFrame", ["unknown value \"drak\"", "did you mean \"dark\"?", "light"])
        try Self.expect(
            #"{"name": "a", "deviceFrame": 1, "show": {"custom": {"text": "Hi"}}}"#,
            at: "1,", path: "deviceFrame", ["expected"])
    }

    /// Every axis lands on one side whatever is given, so no two scenes share a cell.
    @Test func theAxesSplitWithoutLeavingOneOut() {
        let axes = ["appearance", "device", "dynamicType"]
        #expect(VariantsSheetOptions().split(axes) == (["appearance"], ["device", "dynamicType"]))
        #expect(VariantsSheetOptions(columns: ["appearance"]).split(axes) == (["device", "dynamicType"], ["appearance"]))
        #expect(VariantsSheetOptions(rows: ["dynamicType"]).split(axes) == (["dynamicType"], ["appearance", "device"]))
        #expect(VariantsSheetOptions(columns: []).split(axes) == (axes, []))
    }

    @Test func aSheetNeedsAVariantsMatrix() throws {
        try Self.expect(
            #"{"name": "a", "variantsSheet": true, "show": {"custom": {"text": "Hi"}}}"#,
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
        let missing = """
            {"name": "a", "variants": {"appearance": ["light", "dark"], "device": ["iPhone 15", "iPhone SE"], "dynamicType": ["large", "xLarge"]},
             "variantsSheet": {"rows": ["appearance"], "columns": ["device"]}, "show": {"custom": {"text": "Hi"}}}
            """
        try Self.expect(missing, at: "{\"rows\"", path: "variantsSheet", ["dynamicType is in neither `rows` nor `columns`"])
        let twice = """
            {"name": "a", "variants": {"appearance": ["light", "dark"]},
             "variantsSheet": {"columns": ["appearance", "appearance"]}, "show": {"custom": {"text": "Hi"}}}
            """
        try Self.expect(twice, at: "[\"appearance\", \"appearance\"]", path: "variantsSheet.columns", ["listed twice"])
        let width = """
            {"name": "a", "variants": {"appearance": ["light", "dark"]},
             "variantsSheet": {"width": 5}, "show": {"custom": {"text": "Hi"}}}
            """
        try Self.expect(width, at: "5}", path: "variantsSheet.width", ["16"])
    }
}
