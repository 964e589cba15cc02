import PreviewModel

/// A type that can be read from config JSON, reporting its own problems.
///
/// Conform object types through `ConfigObject` and string enums through `ConfigEnum`;
/// implement `decode` directly for values with several shapes (see `ConfigNode.oneOf`).
package protocol ConfigDecodable {
    /// The value at `node`, or nil after recording why it is unusable.
    static func decode(_ node: ConfigNode) -> Self?
}

/// A config type written as a JSON object. Read every field through the reader *before*
/// returning (even when returning nil), so that unread keys are not reported as unknown:
///
///     init?(config o: ObjectReader) {
///         let title: String? = o.required("title")
///         lines = o.optional("lines", in: 1...10) ?? 2
///         guard let title else { return nil }
///         self.title = title
///     }
package protocol ConfigObject: ConfigDecodable {
    init?(config o: ObjectReader)
}

extension ConfigObject {
    package static func decode(_ node: ConfigNode) -> Self? { node.object { Self(config: $0) } }
}

/// A string enum read from config: `enum Theme: String, CaseIterable, ConfigEnum { … }`.
/// Unknown words get "did you mean …?" and the list of choices.
package protocol ConfigEnum: ConfigDecodable, CaseIterable, RawRepresentable where RawValue == String {}

extension ConfigEnum {
    package static func decode(_ node: ConfigNode) -> Self? { node.enumCase(Self.self) }
}

extension String: ConfigDecodable {
    package static func decode(_ node: ConfigNode) -> String? { node.string() }
}

extension Bool: ConfigDecodable {
    package static func decode(_ node: ConfigNode) -> Bool? { node.bool() }
}

extension Double: ConfigDecodable {
    package static func decode(_ node: ConfigNode) -> Double? { node.number() }
}

extension Int: ConfigDecodable {
    package static func decode(_ node: ConfigNode) -> Int? { node.int() }
}

extension Array: ConfigDecodable where Element: ConfigDecodable {
    package static func decode(_ node: ConfigNode) -> [Element]? { node.array(Element.decode) }
}
