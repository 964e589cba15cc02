import PreviewModel

/// The machinery behind `JSONParser`: one pass over UTF-8 bytes with an explicit stack of
/// open containers. Only valid while the buffer it reads is alive.
struct JSONScanner {
    private let b: UnsafeBufferPointer<UInt8>
    private let end: Int
    private let file: String
    private let maxDepth: Int
    /// The first byte after a byte-order mark, if any.
    private var textStart = 0
    private var pos = 0
    private var line = 1
    private var lineStart = 0
    // Column cache: locations are asked for in increasing order, so counting resumes here.
    private var cacheOffset = 0
    private var cacheColumn = 1

    /// A position whose column is computed only if an error needs it.
    private struct Mark {
        var line: Int
        var lineStart: Int
        var offset: Int
    }

    /// An array or object that is open (its closing bracket not yet read).
    private struct Frame {
        let isObject: Bool
        let start: ConfigLocation
        var items: [JSONValue] = []
        var members: [JSONObject.Member] = []
        var index: [String: Int] = [:]
        var key = ""
        var keyLocation = ConfigLocation(line: 0, column: 0, offset: 0)

        var value: JSONValue {
            isObject
                ? JSONValue(.object(JSONObject(members: members, index: index)), at: start)
                : JSONValue(.array(items), at: start)
        }
        var closer: UInt8 { isObject ? UInt8(ascii: "}") : UInt8(ascii: "]") }
        var name: String { isObject ? "object" : "array" }
    }

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maxDepth: Int) {
        self.b = bytes
        self.end = bytes.count
        self.file = file
        self.maxDepth = maxDepth
    }

    // MARK: - Document

    mutating func parseDocument() throws -> JSONValue {
        if end >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF {
            textStart = 3
            pos = 3
            lineStart = 3
            cacheOffset = 3
        }
        try checkText()
        skipWhitespace()
        if pos == end {
            throw ConfigError(.syntax, file: file, location: nil, message: "the file is empty; expected a JSON object")
        }

        var stack: [Frame] = []
        parsing: while true {
            // Phase 1: a value starts at `pos` (whitespace already skipped).
            guard pos < end else { throw eofExpectingValue(stack) }
            let c = b[pos]
            var value: JSONValue
            var valueWasString = false
            switch c {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = c == UInt8(ascii: "{")
                if stack.count >= maxDepth {
                    throw error(
                        .limit, at: pos,
                        "too deeply nested: more than \(maxDepth) levels of arrays and objects")
                }
                let start = location(pos)
                pos += 1
                skipWhitespace()
                if pos < end, b[pos] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    pos += 1
                    value = isObject ? JSONValue(.object(JSONObject()), at: start) : JSONValue(.array([]), at: start)
                } else {
                    var frame = Frame(isObject: isObject, start: start)
                    if isObject { try readKey(into: &frame) }
                    stack.append(frame)
                    skipWhitespace()
                    continue parsing
                }
            case UInt8(ascii: "\""):
                let start = location(pos)
                value = JSONValue(.string(try readString()), at: start)
                valueWasString = true
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = try readNumber()
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                value = try readWord()
            default:
                throw unexpectedValue(stack)
            }

            // Phase 2: attach the value to its container; close containers that end here.
            while true {
                let valueEnd = Mark(line: line, lineStart: lineStart, offset: pos)
                guard !stack.isEmpty else {
                    skipWhitespace()
                    if pos < end {
                        if isCommentStart(pos) { throw error(.syntax, at: pos, "comments are not allowed in JSON") }
                        throw error(
                            .syntax, at: pos,
                            "unexpected \(found(pos)) after the end of the JSON value (\(locate(valueEnd).spelledOut))")
                    }
                    return value
                }
                let top = stack.count - 1
                if stack[top].isObject {
                    stack[top].members.append(
                        JSONObject.Member(
                            key: stack[top].key, keyLocation: stack[top].keyLocation, value: value))
                } else {
                    stack[top].items.append(value)
                }
                skipWhitespace()
                guard pos < end else {
                    let frame = stack[top]
                    throw error(
                        .syntax, at: pos,
                        "unexpected end of file; expected `,` or `\(Character(Unicode.Scalar(frame.closer)))`"
                            + " (the \(frame.name) that starts at \(frame.start.spelledOut) is never closed)")
                }
                let c = b[pos]
                if c == UInt8(ascii: ",") {
                    let comma = Mark(line: line, lineStart: lineStart, offset: pos)
                    pos += 1
                    skipWhitespace()
                    if pos < end, b[pos] == stack[top].closer {
                        throw ConfigError(
                            .syntax, file: file, location: locate(comma),
                            message: "trailing comma before `\(Character(Unicode.Scalar(stack[top].closer)))`")
                    }
                    if stack[top].isObject {
                        try readKey(into: &stack[top])
                        skipWhitespace()
                    }
                    continue parsing
                }
                if c == stack[top].closer {
                    pos += 1
                    value = stack.removeLast().value
                    valueWasString = false
                    continue
                }
                if isCommentStart(pos) { throw error(.syntax, at: pos, "comments are not allowed in JSON") }
                let frame = stack[top]
                var message =
                    frame.isObject
                    ? "expected `,` or `}` after the value of \(ConfigText.quoted(frame.key))"
                    : "expected `,` or `]` after item [\(frame.items.count - 1)] of the array"
                message += " (\(locate(valueEnd).spelledOut))"
                if valueWasString, valueEnd.offset == pos, isWordByte(c) {
                    message += "; a `\"` inside a string must be written \\\""
                }
                throw error(.syntax, at: pos, message)
            }
        }
    }

    // MARK: - Keys

    /// Reads `"key"` and the `:` after it, skipping whitespace before both.
    private mutating func readKey(into frame: inout Frame) throws {
        skipWhitespace()
        guard pos < end else {
            throw error(
                .syntax, at: pos,
                "unexpected end of file; expected a key in double quotes"
                    + " (the object that starts at \(frame.start.spelledOut) is never closed)")
        }
        let c = b[pos]
        guard c == UInt8(ascii: "\"") else {
            if isCommentStart(pos) { throw error(.syntax, at: pos, "comments are not allowed in JSON") }
            if c == UInt8(ascii: "'") {
                throw error(.syntax, at: pos, "keys must be in double quotes (\"), not single quotes")
            }
            if isWordByte(c), !isDigit(c) {
                var p = pos
                while p < end, isWordByte(b[p]) { p += 1 }
                let word = text(pos..<p)
                throw error(.syntax, at: pos, "keys must be in double quotes: write \"\(word)\", not \(word)")
            }
            throw error(.syntax, at: pos, "expected a key in double quotes, found \(found(pos))\(quoteHint(pos))")
        }
        let keyLocation = location(pos)
        let key = try readString()
        if let first = frame.index[key] {
            throw ConfigError(
                .syntax, file: file, location: keyLocation,
                message: "duplicate key \(ConfigText.quoted(key)) (first at \(frame.members[first].keyLocation.spelledOut))")
        }
        frame.index[key] = frame.members.count
        frame.key = key
        frame.keyLocation = keyLocation
        skipWhitespace()
        guard pos < end, b[pos] == UInt8(ascii: ":") else {
            if pos == end { throw error(.syntax, at: pos, "unexpected end of file; expected `:` after the key \(ConfigText.quoted(key))") }
            throw error(.syntax, at: pos, "expected `:` after the key \(ConfigText.quoted(key)), found \(found(pos))")
        }
        pos += 1
    }

    // MARK: - Strings

    private mutating func readString() throws -> String {
        let open = pos
        pos += 1
        var runStart = pos
        var buffer: [UInt8] = []
        var escaped = false
        while true {
            guard pos < end else {
                throw error(.syntax, at: open, "unterminated string: the file ends before the closing `\"`")
            }
            let c = b[pos]
            if c == UInt8(ascii: "\"") {
                let s: String
                if escaped {
                    buffer.append(contentsOf: b[runStart..<pos])
                    s = String(decoding: buffer, as: UTF8.self)
                } else {
                    s = text(runStart..<pos)
                }
                pos += 1
                return s
            }
            if c == UInt8(ascii: "\\") {
                escaped = true
                buffer.append(contentsOf: b[runStart..<pos])
                try readEscape(into: &buffer, open: open)
                runStart = pos
                continue
            }
            if c < 0x20 {
                if c == 0x0A || c == 0x0D {
                    throw error(
                        .syntax, at: open,
                        "unterminated string: the line ends before the closing `\"` (write \\n for a line break inside a string)")
                }
                let named = [0x09: " (tab; write \\t)", 0x08: " (backspace; write \\b)", 0x0C: " (form feed; write \\f)"][Int(c)]
                throw error(
                    .syntax, at: pos,
                    "control character U+\(ConfigText.hex4(UInt32(c)))\(named ?? "") must be escaped in a string")
            }
            pos += 1
        }
    }

    private mutating func readEscape(into buffer: inout [UInt8], open: Int) throws {
        let escape = pos
        pos += 1
        guard pos < end else {
            throw error(.syntax, at: open, "unterminated string: the file ends before the closing `\"`")
        }
        let c = b[pos]
        let simple: UInt8?
        switch c {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            let shown: String
            if c >= 0x21, c < 0x7F {
                shown = "\\" + String(Character(Unicode.Scalar(c)))
            } else if c >= 0x80 {
                shown = "\\\(scalar(at: pos)) (U+\(ConfigText.hex4(scalar(at: pos).value)))"
            } else {
                shown = "\\ followed by U+\(ConfigText.hex4(UInt32(c)))"
            }
            throw error(
                .syntax, at: escape,
                "invalid escape \(shown) (the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX)")
        }
        if let simple {
            buffer.append(simple)
            pos += 1
            return
        }
        pos += 1
        var value = try readHex4(escape: escape)
        if (0xD800...0xDBFF).contains(value) {
            guard pos + 1 < end, b[pos] == UInt8(ascii: "\\"), b[pos + 1] == UInt8(ascii: "u") else {
                throw error(
                    .syntax, at: escape,
                    "invalid escape \\u\(ConfigText.hex4(value)): a high surrogate must be followed by a low surrogate (\\uDC00 to \\uDFFF)")
            }
            let second = pos
            pos += 2
            let low = try readHex4(escape: second)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(
                    .syntax, at: escape,
                    "invalid escape \\u\(ConfigText.hex4(value)): a high surrogate must be followed by a low surrogate (\\uDC00 to \\uDFFF), not \\u\(ConfigText.hex4(low))"
                )
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(value) {
            throw error(
                .syntax, at: escape,
                "invalid escape \\u\(ConfigText.hex4(value)): a low surrogate must come right after a high surrogate (\\uD800 to \\uDBFF)")
        }
        buffer.append(contentsOf: String(Character(Unicode.Scalar(value)!)).utf8)
    }

    /// Four hex digits after `\u`; `escape` is the offset of the backslash.
    private mutating func readHex4(escape: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard pos < end, let digit = hexDigit(b[pos]) else {
                var shownEnd = pos
                if pos < end, b[pos] >= 0x21, b[pos] < 0x7F, b[pos] != UInt8(ascii: "\"") { shownEnd += 1 }
                throw error(
                    .syntax, at: escape,
                    "invalid escape \(text(escape..<shownEnd)): expected four hex digits after \\u")
            }
            value = value << 4 | digit
            pos += 1
        }
        return value
    }

    // MARK: - Numbers and words

    private mutating func readNumber() throws -> JSONValue {
        let start = pos
        let startLocation = location(start)
        if b[pos] == UInt8(ascii: "-") { pos += 1 }
        guard pos < end, isDigit(b[pos]) else {
            if pos < end, isWordByte(b[pos]) {
                let wordEnd = wordEnd(from: pos)
                let word = text(pos..<wordEnd)
                if ["Infinity", "infinity", "inf", "Inf", "NaN", "nan"].contains(word) {
                    throw error(.syntax, at: start, "NaN and Infinity are not allowed in JSON")
                }
            }
            throw error(.syntax, at: start, "expected a digit after `-`")
        }
        if b[pos] == UInt8(ascii: "0") {
            pos += 1
            if pos < end, isDigit(b[pos]) {
                let numberEnd = junkEnd(from: pos)
                throw error(
                    .syntax, at: start,
                    "numbers cannot have leading zeros: \(text(start..<numberEnd))")
            }
        } else {
            while pos < end, isDigit(b[pos]) { pos += 1 }
        }
        if pos < end, b[pos] == UInt8(ascii: ".") {
            pos += 1
            guard pos < end, isDigit(b[pos]) else {
                throw error(
                    .syntax, at: start,
                    "expected a digit after the decimal point in \(text(start..<junkEnd(from: pos)))")
            }
            while pos < end, isDigit(b[pos]) { pos += 1 }
        }
        if pos < end, b[pos] == UInt8(ascii: "e") || b[pos] == UInt8(ascii: "E") {
            pos += 1
            if pos < end, b[pos] == UInt8(ascii: "+") || b[pos] == UInt8(ascii: "-") { pos += 1 }
            guard pos < end, isDigit(b[pos]) else {
                throw error(
                    .syntax, at: start,
                    "expected a digit in the exponent of \(text(start..<junkEnd(from: pos)))")
            }
            while pos < end, isDigit(b[pos]) { pos += 1 }
        }
        if pos < end, isWordByte(b[pos]) || b[pos] == UInt8(ascii: ".") {
            throw error(.syntax, at: start, "invalid number \(text(start..<junkEnd(from: pos)))")
        }
        let literal = text(start..<pos)
        guard let value = Double(literal), value.isFinite else {
            throw error(
                .syntax, at: start,
                "number out of range: \(shortened(literal)) (the largest magnitude is about 1.8e308)")
        }
        return JSONValue(.number(JSONNumber(value: value, literal: literal)), at: startLocation)
    }

    private mutating func readWord() throws -> JSONValue {
        let start = pos
        let startLocation = location(start)
        pos = wordEnd(from: pos)
        let word = text(start..<pos)
        switch word {
        case "true": return JSONValue(.bool(true), at: startLocation)
        case "false": return JSONValue(.bool(false), at: startLocation)
        case "null": return JSONValue(.null, at: startLocation)
        case "NaN", "nan", "Infinity", "infinity", "inf", "Inf":
            throw error(.syntax, at: start, "NaN and Infinity are not allowed in JSON")
        case "undefined", "None", "nil":
            throw error(.syntax, at: start, "`\(word)` is not JSON; write null")
        default:
            if let suggestion = Suggestion.nearest(to: word, in: ["true", "false", "null"]) {
                throw error(.syntax, at: start, "unknown word `\(shortened(word))`; did you mean `\(suggestion)`?")
            }
            throw error(
                .syntax, at: start,
                "unexpected `\(shortened(word))`; strings must be in double quotes: \(ConfigText.quoted(word))")
        }
    }

    // MARK: - Unexpected characters

    private mutating func unexpectedValue(_ stack: [Frame]) -> ConfigError {
        let c = b[pos]
        let context = stack.last.map { $0.isObject ? " for \(ConfigText.quoted($0.key))" : "" } ?? ""
        if isCommentStart(pos) { return error(.syntax, at: pos, "comments are not allowed in JSON") }
        switch c {
        case UInt8(ascii: "'"):
            return error(.syntax, at: pos, "strings must be in double quotes (\"), not single quotes")
        case UInt8(ascii: "+"):
            return error(.syntax, at: pos, "numbers cannot start with `+`")
        case UInt8(ascii: "."):
            return error(.syntax, at: pos, "numbers must start with a digit: write 0.5, not .5")
        case UInt8(ascii: "}") where stack.last?.isObject == false:
            let frame = stack[stack.count - 1]
            return error(
                .syntax, at: pos,
                "expected a value, found `}` (the array that starts at \(frame.start.spelledOut) ends with `]`)")
        default:
            return error(.syntax, at: pos, "expected a value\(context), found \(found(pos))\(quoteHint(pos))")
        }
    }

    private mutating func eofExpectingValue(_ stack: [Frame]) -> ConfigError {
        guard let frame = stack.last else {
            return error(.syntax, at: pos, "unexpected end of file; expected a value")
        }
        let context = frame.isObject ? " for \(ConfigText.quoted(frame.key))" : ""
        return error(
            .syntax, at: pos,
            "unexpected end of file; expected a value\(context)"
                + " (the \(frame.name) that starts at \(frame.start.spelledOut) is never closed)")
    }

    /// How an error names the character at `p`: `` `]` ``, `` `“` (U+201C) ``, "the end of the file".
    private func found(_ p: Int) -> String {
        guard p < end else { return "the end of the file" }
        let c = b[p]
        if c >= 0x21, c < 0x7F { return "`\(Character(Unicode.Scalar(c)))`" }
        if c < 0x80 { return "the control character U+\(ConfigText.hex4(UInt32(c)))" }
        let s = scalar(at: p)
        return "`\(s)` (U+\(ConfigText.hex4(s.value)))"
    }

    /// A hint when a curly quote stands where a straight one belongs.
    private func quoteHint(_ p: Int) -> String {
        guard p < end, b[p] >= 0x80 else { return "" }
        let curly: Set<UInt32> = [0x201C, 0x201D, 0x201E, 0x201F, 0x2018, 0x2019, 0x00AB, 0x00BB, 0x2033]
        return curly.contains(scalar(at: p).value) ? "; JSON needs straight double quotes (\")" : ""
    }

    private func isCommentStart(_ p: Int) -> Bool {
        guard p < end else { return false }
        if b[p] == UInt8(ascii: "#") { return true }
        return b[p] == UInt8(ascii: "/") && p + 1 < end
            && (b[p + 1] == UInt8(ascii: "/") || b[p + 1] == UInt8(ascii: "*"))
    }

    // MARK: - Text checks

    /// Throws if the bytes are not UTF-8 text: invalid sequences, NUL bytes, UTF-16.
    private mutating func checkText() throws {
        if end >= 2, (b[0] == 0xFF && b[1] == 0xFE) || (b[0] == 0xFE && b[1] == 0xFF) {
            throw ConfigError(
                .notText, file: file, location: ConfigLocation(line: 1, column: 1, offset: 0),
                message: "not a text file: invalid UTF-8 at byte 0 (the file looks like UTF-16; save it as UTF-8)")
        }
        guard let (offset, isNUL) = firstInvalidByte(from: textStart) else { return }
        var message =
            isNUL
            ? "not a text file: NUL byte at byte \(offset)"
            : "not a text file: invalid UTF-8 at byte \(offset)"
        if end >= 4, b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47 {
            message += " (this looks like a PNG image)"
        } else if !isNUL {
            message += " (save the file as UTF-8)"
        }
        throw ConfigError(.notText, file: file, location: locate(offset), message: message)
    }

    /// The offset of the first byte that breaks strict UTF-8 (or is NUL), if any.
    private func firstInvalidByte(from start: Int) -> (Int, Bool)? {
        var i = start
        guard let base = b.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        while i < end {
            // Eight ASCII bytes at a time, none of them zero.
            if i + 8 <= end {
                let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let high: UInt64 = 0x8080_8080_8080_8080
                let hasZero = (w &- 0x0101_0101_0101_0101) & ~w & high
                if w & high == 0, hasZero == 0 { i += 8; continue }
            }
            let c = b[i]
            if c < 0x80 {
                if c == 0 { return (i, true) }
                i += 1
                continue
            }
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            let need: Int
            switch c {
            case 0xC2...0xDF: need = 1
            case 0xE0: need = 2; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: need = 2
            case 0xED: need = 2; high = 0x9F
            case 0xF0: need = 3; low = 0x90
            case 0xF1...0xF3: need = 3
            case 0xF4: need = 3; high = 0x8F
            default: return (i, false)
            }
            guard i + need < end, b[i + 1] >= low, b[i + 1] <= high else { return (i, false) }
            if need >= 2 {
                for k in 2...need where b[i + k] & 0xC0 != 0x80 { return (i, false) }
            }
            i += need + 1
        }
        return nil
    }

    // MARK: - Positions

    private mutating func skipWhitespace() {
        while pos < end {
            switch b[pos] {
            case 0x20, 0x09:
                pos += 1
            case 0x0A:
                pos += 1
                line += 1
                lineStart = pos
            case 0x0D:
                pos += 1
                if pos < end, b[pos] == 0x0A { pos += 1 }
                line += 1
                lineStart = pos
            default:
                return
            }
        }
    }

    /// The location of `offset`, which must lie on the current line.
    private mutating func location(_ offset: Int) -> ConfigLocation {
        if cacheOffset < lineStart || cacheOffset > offset {
            cacheOffset = lineStart
            cacheColumn = 1
        }
        var column = cacheColumn
        var i = cacheOffset
        while i < offset {
            if b[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        cacheOffset = offset
        cacheColumn = column
        return ConfigLocation(line: line, column: column, offset: offset)
    }

    private func locate(_ mark: Mark) -> ConfigLocation {
        var column = 1
        for i in mark.lineStart..<mark.offset where b[i] & 0xC0 != 0x80 { column += 1 }
        return ConfigLocation(line: mark.line, column: column, offset: mark.offset)
    }

    /// The location of any offset, found by scanning from the start (for errors only).
    private func locate(_ offset: Int) -> ConfigLocation {
        var line = 1, column = 1, i = textStart
        while i < offset {
            let c = b[i]
            if c == 0x0A {
                line += 1
                column = 1
            } else if c == 0x0D {
                if i + 1 < offset, b[i + 1] == 0x0A { i += 1 }
                line += 1
                column = 1
            } else if c & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return ConfigLocation(line: line, column: column, offset: offset)
    }

    private mutating func error(_ kind: ConfigError.Kind, at offset: Int, _ message: String) -> ConfigError {
        let where_ = offset >= lineStart ? location(offset) : locate(offset)
        return ConfigError(kind, file: file, location: where_, message: message)
    }

    // MARK: - Bytes

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b[range]), as: UTF8.self)
    }

    /// The scalar starting at `p` (the text is valid UTF-8 by now).
    private func scalar(at p: Int) -> Unicode.Scalar {
        var length = 1
        let c = b[p]
        if c >= 0xF0 { length = 4 } else if c >= 0xE0 { length = 3 } else if c >= 0xC0 { length = 2 }
        return text(p..<min(end, p + length)).unicodeScalars.first ?? "\u{FFFD}"
    }

    private func wordEnd(from p: Int) -> Int {
        var q = p
        while q < end, isWordByte(b[q]) { q += 1 }
        return q
    }

    /// The end of a malformed number such as `0x1F` or `1.2.3`, for quoting it whole.
    private func junkEnd(from p: Int) -> Int {
        var q = p
        while q < end, isWordByte(b[q]) || b[q] == UInt8(ascii: ".") || b[q] == UInt8(ascii: "+") || b[q] == UInt8(ascii: "-") {
            q += 1
        }
        return min(q, p + 64)
    }

    // MARK: - Byte classes

    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private func isWordByte(_ c: UInt8) -> Bool {
        isDigit(c) || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "z")) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$")
    }

    private func hexDigit(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Long words and numbers cut to 40 characters in messages.
    private func shortened(_ s: String) -> String {
        s.count > 40 ? String(s.prefix(40)) + "…" : s
    }
}
