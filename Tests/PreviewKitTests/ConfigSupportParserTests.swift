import Testing
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender

/// `JSONParser`: positions of values, every malformed-JSON message, and the hard limits.
@Suite struct ConfigSupportParserTests {
    typealias Location = ConfigLocation

    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(text, file: "t.json")
    }

    /// The error for `bytes`, or nil when they parse.
    private func failure(_ bytes: [UInt8], limits: JSONParser.Limits = .standard) -> ConfigError? {
        do {
            _ = try JSONParser.parse(bytes: bytes, file: "t.json", limits: limits)
            return nil
        } catch let error as ConfigError {
            return error
        } catch {
            Issue.record("unexpected error type \(error)")
            return nil
        }
    }

    private func failure(_ text: String) -> ConfigError? { failure(Array(text.utf8)) }

    /// Checks the message and `line:column` of the error for `text`.
    private func expectError(
        _ text: String, _ message: String, at position: String,
        kind: ConfigError.Kind = .syntax, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let error = failure(text) else {
            Issue.record("expected an error for \(text)", sourceLocation: sourceLocation)
            return
        }
        #expect(error.message == message, sourceLocation: sourceLocation)
        #expect(error.location?.description == position, sourceLocation: sourceLocation)
        #expect(error.kind == kind, sourceLocation: sourceLocation)
        #expect(error.file == "t.json", sourceLocation: sourceLocation)
    }

    // MARK: - Values and positions

    @Test func valuesCarryLineColumnAndOffset() throws {
        let text = "{\n  \"name\": \"caf\u{E9} \u{2615}\u{FE0F}\", \"x\": 1,\n\t\"n\": [1, -2.5e3, true, null],\n  \"\u{E9}\": {\"k\": \"v\"}\n}"
        let root = try parse(text)
        #expect(root.location == Location(line: 1, column: 1, offset: 0))
        let object = try #require(root.object)
        #expect(object.keys == ["name", "x", "n", "\u{E9}"])
        #expect(object.member("name")?.keyLocation == Location(line: 2, column: 3, offset: 4))
        #expect(root["name"]?.location == Location(line: 2, column: 11, offset: 12))
        #expect(root["name"]?.string == "caf\u{E9} \u{2615}\u{FE0F}")
        // Columns count Unicode scalars: é and the emoji's variation selector count one each.
        #expect(object.member("x")?.keyLocation == Location(line: 2, column: 22, offset: 28))
        #expect(root["x"]?.location == Location(line: 2, column: 27, offset: 33))
        // A tab counts as one column.
        #expect(root["n"]?.location == Location(line: 3, column: 7, offset: 42))
        #expect(root["n"]?[1]?.location == Location(line: 3, column: 11, offset: 46))
        #expect(root["n"]?[2]?.location == Location(line: 3, column: 19, offset: 54))
        #expect(root["n"]?[3]?.location == Location(line: 3, column: 25, offset: 60))
        #expect(object.member("\u{E9}")?.keyLocation == Location(line: 4, column: 3, offset: 69))
        #expect(root["\u{E9}"]?.location == Location(line: 4, column: 8, offset: 75))
        #expect(root["\u{E9}"]?["k"]?.location == Location(line: 4, column: 14, offset: 81))
        #expect(root["n"]?[1]?.number == JSONNumber(value: -2500, literal: "-2.5e3"))
        #expect(root["n"]?[2]?.bool == true)
        #expect(root["n"]?[3]?.isNull == true)
    }

    @Test func crlfAndLoneCREndLines() throws {
        let root = try parse("[1,\r\n2,\r3,\n4]")
        let lines = try #require(root.array).map(\.location.line)
        #expect(lines == [1, 2, 3, 4])
        #expect(root[1]?.location == Location(line: 2, column: 1, offset: 5))
    }

    @Test func byteOrderMarkIsSkippedButCountedInOffsets() throws {
        let root = try JSONParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8), file: "t.json")
        #expect(root.location == Location(line: 1, column: 1, offset: 3))
        #expect(root["a"]?.location == Location(line: 1, column: 7, offset: 9))
    }

    @Test func objectsKeepSourceOrder() throws {
        let root = try parse(#"{"z": 1, "a": 2, "m": 3}"#)
        #expect(root.object?.keys == ["z", "a", "m"])
    }

    @Test func numbersKeepTheirLiteralAndExactIntegers() throws {
        let root = try parse("[1.50, 9007199254740993, 1e3, 2.5, -0, 1E-400]")
        #expect(root[0]?.number?.literal == "1.50")
        #expect(root[0]?.number?.value == 1.5)
        #expect(root[1]?.number?.int == 9_007_199_254_740_993)
        #expect(root[2]?.number?.int == 1000)
        #expect(root[3]?.number?.int == nil)
        #expect(root[4]?.number?.int == 0)
        #expect(root[5]?.number?.value == 0)
    }

    @Test func escapesAndSurrogatePairsDecode() throws {
        let root = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\uD83D\ude00", "\u0000", "", "plain"]"#)
        #expect(root[0]?.string == "a\"b\\c/d\u{8}\u{C}\n\r\t")
        #expect(root[1]?.string == "\u{E9}\u{1F600}")
        #expect(root[2]?.string == "\u{0}")
        #expect(root[3]?.string == "")
        #expect(root[4]?.string == "plain")
    }

    @Test func anyValueMayBeTheRoot() throws {
        #expect(try parse(" 42 ").number?.value == 42)
        #expect(try parse("\"s\"").string == "s")
        #expect(try parse("null").isNull)
        #expect(try parse("[]").array == [])
        #expect(try parse("{}").object?.members.isEmpty == true)
    }

    // MARK: - Malformed JSON

    @Test func missingCommaPointsAtTheNextTokenAndNamesTheValue() {
        expectError(
            "{\n  \"device\": \"iPhone 15\"\n  \"appearance\": \"light\"\n}",
            "expected `,` or `}` after the value of \"device\" (line 2, column 24)", at: "3:3")
        expectError("[1, 2 3]", "expected `,` or `]` after item [1] of the array (line 1, column 6)", at: "1:7")
        expectError(#"{"a": 1]"#, "expected `,` or `}` after the value of \"a\" (line 1, column 8)", at: "1:8")
    }

    @Test func unescapedQuoteInsideAStringGetsAHint() {
        expectError(
            #"{"a": "say "hi""}"#,
            "expected `,` or `}` after the value of \"a\" (line 1, column 13); a `\"` inside a string must be written \\\"",
            at: "1:13")
    }

    @Test func unterminatedStrings() {
        expectError(#"{"a": "abc"#, "unterminated string: the file ends before the closing `\"`", at: "1:7")
        expectError(
            "{\"a\": \"abc\n\"}",
            "unterminated string: the line ends before the closing `\"` (write \\n for a line break inside a string)",
            at: "1:7")
        expectError(#"["abc\"#, "unterminated string: the file ends before the closing `\"`", at: "1:2")
    }

    @Test func invalidEscapes() {
        expectError(
            #"{"a": "x\qy"}"#,
            "invalid escape \\q (the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX)", at: "1:9")
        expectError(#"["\u12G4"]"#, "invalid escape \\u12G: expected four hex digits after \\u", at: "1:3")
        expectError(#"["\u12"]"#, "invalid escape \\u12: expected four hex digits after \\u", at: "1:3")
        expectError(
            #"["\uD83D"]"#,
            "invalid escape \\uD83D: a high surrogate must be followed by a low surrogate (\\uDC00 to \\uDFFF)",
            at: "1:3")
        expectError(
            #"["\uD83D\u0041"]"#,
            "invalid escape \\uD83D: a high surrogate must be followed by a low surrogate (\\uDC00 to \\uDFFF), not \\u0041",
            at: "1:3")
        expectError(
            #"["\uDE00"]"#,
            "invalid escape \\uDE00: a low surrogate must come right after a high surrogate (\\uD800 to \\uDBFF)",
            at: "1:3")
    }

    @Test func controlCharactersInStrings() {
        expectError("[\"a\tb\"]", "control character U+0009 (tab; write \\t) must be escaped in a string", at: "1:4")
        expectError("[\"a\u{1}b\"]", "control character U+0001 must be escaped in a string", at: "1:4")
    }

    @Test func trailingCommas() {
        expectError("[1, 2,]", "trailing comma before `]`", at: "1:6")
        expectError("{\"a\": 1,\n}", "trailing comma before `}`", at: "1:8")
        expectError("[1,\n\n  ]", "trailing comma before `]`", at: "1:3")
    }

    @Test func commentsAreRejected() {
        expectError("// settings\n{}", "comments are not allowed in JSON", at: "1:1")
        expectError(#"{"a": 1 /* one */}"#, "comments are not allowed in JSON", at: "1:9")
        expectError("{\"a\": 1, // one\n\"b\": 2}", "comments are not allowed in JSON", at: "1:10")
        expectError("[1, # one\n2]", "comments are not allowed in JSON", at: "1:5")
        expectError("{} // end", "comments are not allowed in JSON", at: "1:4")
    }

    @Test func quotesAndKeys() {
        expectError("{'a': 1}", "keys must be in double quotes (\"), not single quotes", at: "1:2")
        expectError(#"{"a": 'b'}"#, "strings must be in double quotes (\"), not single quotes", at: "1:7")
        expectError("{device: 1}", "keys must be in double quotes: write \"device\", not device", at: "1:2")
        expectError("{\"a\" 1}", "expected `:` after the key \"a\", found `1`", at: "1:6")
        expectError(
            "{\"a\": \u{201C}b\u{201D}}",
            "expected a value for \"a\", found `\u{201C}` (U+201C); JSON needs straight double quotes (\")", at: "1:7")
        expectError("{\"a\": 1, 2}", "expected a key in double quotes, found `2`", at: "1:10")
        expectError("{\"a\": }", "expected a value for \"a\", found `}`", at: "1:7")
        expectError("[1, , 2]", "expected a value, found `,`", at: "1:5")
        expectError("{\"a\": [}", "expected a value, found `}` (the array that starts at line 1, column 7 ends with `]`)", at: "1:8")
    }

    @Test func duplicateKeys() {
        expectError("{\n  \"device\": 1,\n  \"device\": 2\n}", "duplicate key \"device\" (first at line 2, column 3)", at: "3:3")
    }

    @Test func literals() {
        expectError("[True]", "unknown word `True`; did you mean `true`?", at: "1:2")
        expectError("[nul]", "unknown word `nul`; did you mean `null`?", at: "1:2")
        expectError("[hello]", "unexpected `hello`; strings must be in double quotes: \"hello\"", at: "1:2")
        expectError("[undefined]", "`undefined` is not JSON; write null", at: "1:2")
        expectError("[NaN]", "NaN and Infinity are not allowed in JSON", at: "1:2")
        expectError("[Infinity]", "NaN and Infinity are not allowed in JSON", at: "1:2")
        expectError("[-Infinity]", "NaN and Infinity are not allowed in JSON", at: "1:2")
    }

    @Test func numbers() {
        expectError("[012]", "numbers cannot have leading zeros: 012", at: "1:2")
        expectError("[-01]", "numbers cannot have leading zeros: -01", at: "1:2")
        expectError("[+1]", "numbers cannot start with `+`", at: "1:2")
        expectError("[.5]", "numbers must start with a digit: write 0.5, not .5", at: "1:2")
        expectError("[1.]", "expected a digit after the decimal point in 1.", at: "1:2")
        expectError("[1e]", "expected a digit in the exponent of 1e", at: "1:2")
        expectError("[1e+]", "expected a digit in the exponent of 1e+", at: "1:2")
        expectError("[-]", "expected a digit after `-`", at: "1:2")
        expectError("[0x1F]", "invalid number 0x1F", at: "1:2")
        expectError("[1.2.3]", "invalid number 1.2.3", at: "1:2")
        expectError("[12px]", "invalid number 12px", at: "1:2")
        expectError("[1e999]", "number out of range: 1e999 (the largest magnitude is about 1.8e308)", at: "1:2")
        expectError("[-1e400]", "number out of range: -1e400 (the largest magnitude is about 1.8e308)", at: "1:2")
    }

    @Test func endOfFileInsideContainers() {
        expectError(
            "{\"a\": [1, 2", "unexpected end of file; expected `,` or `]` (the array that starts at line 1, column 7 is never closed)", at: "1:12")
        expectError(
            "{\"a\": 1", "unexpected end of file; expected `,` or `}` (the object that starts at line 1, column 1 is never closed)", at: "1:8")
        expectError(
            "{\"a\":", "unexpected end of file; expected a value for \"a\" (the object that starts at line 1, column 1 is never closed)", at: "1:6")
        expectError(
            "{", "unexpected end of file; expected a key in double quotes (the object that starts at line 1, column 1 is never closed)", at: "1:2")
        expectError("[", "unexpected end of file; expected a value (the array that starts at line 1, column 1 is never closed)", at: "1:2")
        expectError("{\"a\"", "unexpected end of file; expected `:` after the key \"a\"", at: "1:5")
    }

    @Test func contentAfterTheValue() {
        expectError("{}\n}", "unexpected `}` after the end of the JSON value (line 1, column 3)", at: "2:1")
        expectError("{} {}", "unexpected `{` after the end of the JSON value (line 1, column 3)", at: "1:4")
    }

    @Test func emptyFiles() {
        for text in ["", "  \n\t\r\n"] {
            let error = failure(text)
            #expect(error?.message == "the file is empty; expected a JSON object")
            #expect(error?.location == nil)
            #expect(error?.description == "t.json: the file is empty; expected a JSON object")
        }
        #expect(failure([0xEF, 0xBB, 0xBF])?.message == "the file is empty; expected a JSON object")
    }

    // MARK: - Binary and non-UTF-8 input

    @Test func invalidUTF8IsNotText() {
        let cases: [([UInt8], Int)] = [
            (Array(#"{"a": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8), 7),  // bad continuation
            (Array("[\"".utf8) + [0xC0, 0x80] + Array("\"]".utf8), 2),  // overlong NUL
            (Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8), 2),  // encoded surrogate
            (Array("[\"".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\"]".utf8), 2),  // above U+10FFFF
            (Array("[\"abcdefghijkl".utf8) + [0xFF], 14),  // past the 8-byte fast path
            (Array("[1,\n\"x".utf8) + [0xE2, 0x82], 6),  // truncated at the end
        ]
        for (bytes, offset) in cases {
            let error = failure(bytes)
            #expect(error?.kind == .notText)
            #expect(error?.message == "not a text file: invalid UTF-8 at byte \(offset) (save the file as UTF-8)")
            #expect(error?.location?.offset == offset)
        }
        #expect(failure(Array("[1,\n\"x".utf8) + [0xE2, 0x82])?.location?.description == "2:3")
    }

    @Test func nulBytesAreBinary() {
        let error = failure(Array(#"{"a": 1}"#.utf8) + [0])
        #expect(error?.kind == .notText)
        #expect(error?.message == "not a text file: NUL byte at byte 8")
        #expect(failure(Array("[\"ab".utf8) + [0] + Array("cdefghijklmnop\"]".utf8))?.message == "not a text file: NUL byte at byte 4")
    }

    @Test func pngAndUTF16AreRecognised() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        #expect(failure(png)?.message == "not a text file: invalid UTF-8 at byte 0 (this looks like a PNG image)")
        let utf16: [UInt8] = [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]
        #expect(failure(utf16)?.message == "not a text file: invalid UTF-8 at byte 0 (the file looks like UTF-16; save it as UTF-8)")
    }

    // MARK: - Limits

    @Test func tenThousandNestedArraysFailQuickly() {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 10_000)
        let clock = ContinuousClock()
        var error: ConfigError?
        let elapsed = clock.measure { error = failure(bytes) }
        #expect(error?.kind == .limit)
        #expect(error?.message == "too deeply nested: more than 256 levels of arrays and objects")
        #expect(error?.location == Location(line: 1, column: 257, offset: 256))
        #expect(elapsed < .seconds(1))
    }

    @Test func tenThousandNestedObjectsFailQuickly() {
        let bytes = Array(String(repeating: "{\"a\":", count: 10_000).utf8)
        let clock = ContinuousClock()
        var error: ConfigError?
        let elapsed = clock.measure { error = failure(bytes) }
        #expect(error?.kind == .limit)
        #expect(error?.location?.offset == 256 * 5)
        #expect(elapsed < .seconds(1))
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let ok = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        var value = try parse(ok)
        var depth = 1
        while let inner = value.array?.first { value = inner; depth += 1 }
        #expect(depth == 256)
        let tooDeep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        #expect(failure(tooDeep)?.kind == .limit)
        #expect(failure(Array("[[[]]]".utf8), limits: JSONParser.Limits(maxBytes: 100, maxDepth: 2))?.kind == .limit)
    }

    @Test func fiftyMegabytesAreRejectedBySizeBeforeParsing() {
        // Not even valid JSON: the size check must come first.
        let bytes = [UInt8](repeating: 0, count: 50 << 20)
        let clock = ContinuousClock()
        var error: ConfigError?
        let elapsed = clock.measure { error = failure(bytes) }
        #expect(error?.kind == .limit)
        #expect(error?.message == "the file is 50 MiB, more than the limit of 16 MiB for a config file (--max-file-size raises it)")
        #expect(error?.location == nil)
        #expect(elapsed < .milliseconds(100))
    }

    @Test func sizeLimitIsConfigurable() {
        let error = failure(Array("[1, 2, 3]".utf8), limits: JSONParser.Limits(maxBytes: 4, maxDepth: 10))
        #expect(error?.message == "the file is 9 bytes, more than the limit of 4 bytes for a config file (--max-file-size raises it)")
    }

    @Test func longSingleLineDocumentsKeepExactColumns() throws {
        let count = 50_000
        let text = "[" + (0..<count).map { "\($0)" }.joined(separator: ",") + "]"
        let root = try parse(text)
        let items = try #require(root.array)
        #expect(items.count == count)
        let last = try #require(items.last)
        #expect(last.location.line == 1)
        #expect(last.location.column == text.utf8.count - "\(count - 1)".count)
        #expect(last.number?.int == count - 1)
    }
}
