@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender
import Testing

/// The schema's `gif` and `webp` objects allow exactly the keys their readers read.
@Suite struct AnimatedMediaSchemaTests {
    @Test func gifAndWebPKeysAgree() {
        let one = (SchemaAgreementTests.schema["oneOf"] as? [[String: Any]])?.first ?? [:]
        for scene in [SchemaAgreementTests.def("scene"), one] {
            let properties = scene["properties"] as? [String: Any] ?? [:]
            for (key, table) in [("gif", AnimatedMediaConfig.gifKeys), ("webp", AnimatedMediaConfig.webpKeys)] {
                let object = SchemaAgreementTests.branches(properties[key] as? [String: Any] ?? [:]).first { $0["type"] as? String == "object" }
                #expect(SchemaAgreementTests.properties(object ?? [:]) == Set(table), "\(key)")
            }
        }
    }
}
