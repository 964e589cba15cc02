import PreviewModel

/// A parsed JSON value together with where it starts in the file.
///
/// `kind` holds the data; `location` is the position of the value's first character
/// (the `{`, `[`, opening `"`, first digit or `-`, or first letter of a literal).
/// Object members keep their source order and the position of each key.
package struct JSONValue: Hashable, Sendable {
    /// The data of a JSON value.
    package enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }

    /// The six JSON types, for messages ("expected a number, found a string").
    package enum ValueType: String, Hashable, Sendable, CaseIterable {
        case null, bool, number, string, array, object

        /// "a string", "an object", "true or false", ...
        package var withArticle: String {
            switch self {
            case .null: return "null"
            case .bool: return "true or false"
            case .number: return "a number"
            case .string: return "a string"
            case .array: return "an array"
            case .object: return "an object"
            }
        }
    }

    package var kind: Kind
    package var location: ConfigLocation

    package init(_ kind: Kind, at location: ConfigLocation) {
        self.kind = kind
        self.location = location
    }

    package var type: ValueType {
        switch kind {
        case .null: return .null
        case .bool: return .bool
        case .number: return .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }

    package var isNull: Bool { if case .null = kind { return true } else { return false } }
    package var bool: Bool? { if case .bool(let b) = kind { return b } else { return nil } }
    package var number: JSONNumber? { if case .number(let n) = kind { return n } else { return nil } }
    package var string: String? { if case .string(let s) = kind { return s } else { return nil } }
    package var array: [JSONValue]? { if case .array(let a) = kind { return a } else { return nil } }
    package var object: JSONObject? { if case .object(let o) = kind { return o } else { return nil } }

    /// The member named `key` when this is an object.
    package subscript(key: String) -> JSONValue? { object?[key] }
    /// The element at `index` when this is an array and the index is in range.
    package subscript(index: Int) -> JSONValue? {
        guard let a = array, a.indices.contains(index) else { return nil }
        return a[index]
    }

    /// What an error message says was found: `a string "12"`, `a number 1.5`, `an object`, `null`.
    package var foundDescription: String {
        switch kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return "a number \(n.literal)"
        case .string(let s): return s.isEmpty ? "an empty string" : "a string \(ConfigText.quoted(s))"
        case .array(let a): return a.isEmpty ? "an empty array" : "an array"
        case .object(let o): return o.members.isEmpty ? "an empty object" : "an object"
        }
    }
}

/// A JSON number: its value and its text as written (`1e3`, `2.50`), so messages quote the
/// user's own spelling and integers are read exactly.
package struct JSONNumber: Hashable, Sendable {
    /// The nearest `Double` (always finite: the parser rejects numbers out of range).
    package var value: Double
    /// The number as written in the file.
    package var literal: String

    package init(value: Double, literal: String) {
        self.value = value
        self.literal = literal
    }

    /// True when the value has no fractional part (`3`, `3.0`, `1e3`).
    package var isIntegral: Bool { value.rounded(.towardZero) == value }

    /// The exact integer when the number is integral and fits in an `Int`.
    /// Digit-only literals are converted from the text, so `9007199254740993` stays exact.
    package var int: Int? {
        if !literal.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            return Int(literal)
        }
        guard isIntegral, value >= -9.223372036854775808e18, value < 9.223372036854775808e18 else { return nil }
        return Int(value)
    }
}

/// A JSON object: members in source order, each with the position of its key, plus a
/// lookup by name. Keys are unique (the parser rejects duplicates).
package struct JSONObject: Hashable, Sendable {
    /// One `"key": value` pair.
    package struct Member: Hashable, Sendable {
        package var key: String
        package var keyLocation: ConfigLocation
        package var value: JSONValue

        package init(key: String, keyLocation: ConfigLocation, value: JSONValue) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The members in source order.
    package private(set) var members: [Member]
    private var index: [String: Int]

    /// An object from members with distinct keys (a later duplicate replaces nothing: the first wins).
    package init(_ members: [Member] = []) {
        self.members = []
        self.index = [:]
        for m in members where index[m.key] == nil {
            index[m.key] = self.members.count
            self.members.append(m)
        }
    }

    init(members: [Member], index: [String: Int]) {
        self.members = members
        self.index = index
    }

    /// The keys in source order.
    package var keys: [String] { members.map(\.key) }

    /// The member named `key`, if any.
    package func member(_ key: String) -> Member? { index[key].map { members[$0] } }

    /// The value named `key`, if any.
    package subscript(key: String) -> JSONValue? { index[key].map { members[$0].value } }

    package static func == (a: JSONObject, b: JSONObject) -> Bool { a.members == b.members }
    package func hash(into h: inout Hasher) { h.combine(members) }
}
