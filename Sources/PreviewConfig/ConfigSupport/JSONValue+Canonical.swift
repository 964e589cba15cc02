import PreviewModel

extension JSONValue {
    /// The value as text without its positions or formatting: two values that read the same —
    /// whatever their whitespace, their place in the file, or a number's spelling (`1`, `1.0`,
    /// `1e0`) — give the same text, and two that read differently give different texts (a number
    /// by its `Double`, and by its exact integer where it has one, as `JSONNumber.int` reads it).
    /// Strings and keys are written with their length in front, so nothing needs escaping.
    package var canonicalText: String {
        var out = ""
        appendCanonical(to: &out)
        return out
    }

    private func appendCanonical(to out: inout String) {
        switch kind {
        case .null: out += "n"
        case .bool(let b): out += b ? "t" : "f"
        case .number(let n): out += "#\(n.value)" + (n.int.map { "=\($0)" } ?? "") + ";"
        case .string(let s): out += "s\(s.utf8.count):" + s
        case .array(let items):
            out += "["
            for item in items { item.appendCanonical(to: &out) }
            out += "]"
        case .object(let o):
            out += "{"
            for member in o.members {
                out += "k\(member.key.utf8.count):" + member.key
                member.value.appendCanonical(to: &out)
            }
            out += "}"
        }
    }
}
