import PreviewKit

/// A value of a render-preview config written in Swift — a string, number, boolean, array or
/// object — so that anything a config file can say can be said in code, in the same words:
/// `["padding": ["horizontal": 16, "vertical": 10]]`. Object keys keep the order written,
/// because modifiers apply in that order.
public indirect enum ConfigValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([ConfigValue])
    /// Members in the order written.
    case object([Member])

    /// One key and its value in an object.
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: ConfigValue

        public init(_ key: String, _ value: ConfigValue) {
            self.key = key
            self.value = value
        }
    }

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: ConfigValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, ConfigValue)...) { self = .object(elements.map { Member($0.0, $0.1) }) }

    /// The value as JSON text: the same config a file would hold.
    public var json: String {
        var out = ""
        write(into: &out, indent: "")
        return out
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .string(let s): out += Self.quoted(s)
        case .number(let n): out += Self.number(n)
        case .bool(let b): out += b ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += indent + "  "
                item.write(into: &out, indent: indent + "  ")
                out += i == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (i, m) in members.enumerated() {
                out += indent + "  " + Self.quoted(m.key) + ": "
                m.value.write(into: &out, indent: indent + "  ")
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        }
    }

    /// Whole numbers without a fraction; others in Swift's shortest round-tripping form. A value
    /// JSON cannot hold (NaN, infinity) is written as a string, so the config reader names it.
    static func number(_ n: Double) -> String {
        guard n.isFinite else { return quoted("\(n)") }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    /// A JSON string literal: the config reader's own quoting, not shortened.
    static func quoted(_ s: String) -> String { ConfigText.quoted(s, limit: .max) }

    /// An object's value for `key`, if this is an object that has it.
    subscript(key: String) -> ConfigValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}
