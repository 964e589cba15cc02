/// Pieces of error messages shared by the config parser, the decoder and every other message
/// that quotes a value or lists names.
package enum ConfigText {
    /// `"text"` with quotes, shortened with "…" after 40 characters, control and format characters escaped.
    package static func quoted(_ s: String, limit: Int = 40) -> String {
        var out = "\""
        var n = 0
        for u in s.unicodeScalars {
            if n == limit { out += "…"; break }
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: appendVisible(u, to: &out)
            }
            n += 1
        }
        return out + "\""
    }

    /// Text from a config or a golden made safe to show as it is — in a terminal, a Markdown
    /// summary, a test failure: the one escaping rule of every message. C0 and C1 controls (ESC,
    /// and with it colour, cursor and OSC sequences such as clipboard writes) and format
    /// characters (bidi overrides and isolates, zero widths) become `\u001B`-style escapes;
    /// newlines, tabs and returns `\n`, `\t`, `\r`. Everything else is kept.
    package static func visible(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: needsEscape) else { return s }
        var out = ""
        for u in s.unicodeScalars { appendVisible(u, to: &out) }
        return out
    }

    private static func needsEscape(_ u: Unicode.Scalar) -> Bool {
        u.value < 0x20 || (0x7F...0x9F).contains(u.value) || u.properties.generalCategory == .format
    }

    private static func appendVisible(_ u: Unicode.Scalar, to out: inout String) {
        switch u {
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        default:
            // C0 and C1 controls, and format characters (bidi overrides and isolates, zero
            // widths) that would reorder or hide what the terminal shows.
            if needsEscape(u) {
                out += "\\u" + hex4(u.value)
            } else {
                out.unicodeScalars.append(u)
            }
        }
    }

    /// `001F`-style upper-case hex, at least four digits.
    package static func hex4(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    /// `12`, `0.5`, `1e+20`: integral values without a trailing `.0`.
    package static func number(_ x: Double) -> String {
        if x.rounded() == x, abs(x) < 1e15 { return String(Int(x)) }
        return String(x)
    }

    /// `a, b, c`, or the first 30 and "… (N more)" for long lists.
    package static func listed(_ words: [String], limit: Int = 30) -> String {
        if words.count <= limit { return words.joined(separator: ", ") }
        return words.prefix(limit).joined(separator: ", ") + ", … (\(words.count - limit) more)"
    }
}
