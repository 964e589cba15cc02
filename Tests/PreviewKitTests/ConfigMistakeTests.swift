import Foundation
import PNGCodec
import PreviewKit
import Raster
import Testing

// Config mistakes read in-process, each pointing at the reader that reports it: every mistake
// is reported at once, compiler-style (`file:line:column: path: message`). The command line's
// own handling (exit code 2, nothing written) is tested end to end in CLITests.

/// Where a piece of JSON text written by a test sits: positions are computed from the text
/// itself, never guessed.
enum JSONText {
    /// `line:column` (1-based; columns in Unicode scalars, as the CLI counts them) of the first
    /// occurrence of `needle` in `text`, or, with `marker`, of the first `marker` inside it.
    /// Fails the test when either is absent.
    static func position(
        of needle: String, in text: String, at marker: String? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> String {
        let found = try #require(text.range(of: needle), "\"\(needle)\" is not in the config", sourceLocation: sourceLocation)
        var start = found.lowerBound
        if let marker {
            let inner = try #require(
                text.range(of: marker, range: found), "\"\(marker)\" is not in \"\(needle)\"",
                sourceLocation: sourceLocation)
            start = inner.lowerBound
        }
        return lineAndColumn(ofScalarsBefore: text[..<start])
    }

    /// `line:column` of the position after `prefix` (`\n`, `\r\n` and a lone `\r` end lines).
    static func lineAndColumn(ofScalarsBefore prefix: Substring) -> String {
        var line = 1, column = 1
        var previousWasCR = false
        for u in prefix.unicodeScalars {
            if u == "\n" {
                if !previousWasCR { line += 1 }
                column = 1
            } else if u == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previousWasCR = u == "\r"
        }
        return "\(line):\(column)"
    }
}

/// One expected diagnostic: where, which JSON path, and phrases its message must contain.
struct ExpectedConfigError: CustomStringConvertible {
    /// `line:column`.
    let position: String
    /// The JSON path, "" for none.
    let path: String
    let phrases: [String]

    /// The start of the line: `config.json:12:15: a.b: ` (without the path when it is empty).
    func prefix(file: String) -> String {
        "\(file):\(position): " + (path.isEmpty ? "" : path + ": ")
    }

    var description: String { "\(position) \(path) \(phrases)" }
}

/// Loads configs written into a temporary folder in-process and returns the diagnostics, as
/// the command line prints them (`file:line:column: path: message`, then the count).
enum ConfigMistakes {
    /// Writes `json` (and solid PNGs at `pngs`, relative paths) into a fresh folder, loads it, and
    /// returns the config's path and the diagnostic lines. Fails the test when it loads.
    static func load(
        _ json: String, pngs: [String] = [],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (file: String, lines: [String]) {
        let dir = NSTemporaryDirectory() + "config-mistakes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for png in pngs {
            let url = URL(fileURLWithPath: dir).appendingPathComponent(png)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var pixmap = try #require(Pixmap(width: 4, height: 4))
            for y in 0..<4 { for x in 0..<4 { pixmap[x, y] = PremultipliedColor(r: 0, g: 0, b: 255, a: 255) } }
            try PNGFile.write(pixmap, to: url.path)
        }
        let file = dir + "/config.json"
        try Data(json.utf8).write(to: URL(fileURLWithPath: file))
        do {
            _ = try SceneConfig.load(path: file)
        } catch let errors as ConfigErrors {
            return (file, errors.description.split(separator: "\n").map(String.init))
        } catch let error as ConfigError {
            return (file, error.description.split(separator: "\n").map(String.init))
        }
        Issue.record("the config loaded without an error", sourceLocation: sourceLocation)
        return (file, [])
    }

    /// `lines` hold exactly `expected` (in file order), one line each, then the count line.
    static func expectDiagnostics(
        _ lines: [String], file: String, _ expected: [ExpectedConfigError],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let count = expected.count == 1 ? "1 error" : "\(expected.count) errors"
        #expect(
            lines.count == expected.count + 1, "expected \(expected.count) error lines and \"\(count)\": \(lines)",
            sourceLocation: sourceLocation)
        #expect(lines.last == count, "\(lines)", sourceLocation: sourceLocation)
        for (i, want) in expected.enumerated() where i < lines.count {
            let line = lines[i]
            #expect(
                line.hasPrefix(want.prefix(file: file)),
                "line \(i + 1) should start with \"\(want.prefix(file: file))\": \(line)", sourceLocation: sourceLocation)
            for phrase in want.phrases {
                #expect(line.contains(phrase), "line \(i + 1) should say \"\(phrase)\": \(line)", sourceLocation: sourceLocation)
            }
        }
    }
}

/// A mistake in an otherwise valid config, reported alone.
struct SingleMistake: Sendable, CustomTestStringConvertible {
    let label: String
    let json: String
    /// Text whose start (or the start of `marker` inside it) is the reported position; nil for
    /// the root object (position 1:1).
    let needle: String?
    let marker: String?
    let path: String
    let phrases: [String]
    /// PNG files to create beside the config first.
    var pngs: [String] = []

    var testDescription: String { label }

    static let all: [SingleMistake] = [
        SingleMistake(
            label: "unknown device",
            json: """
                {
                  "name": "card",
                  "device": "iPhone 15 Pro Mac"
                }
                """,
            needle: "\"iPhone 15 Pro Mac\"", marker: nil, path: "device",
            phrases: ["unknown device \"iPhone 15 Pro Mac\"", "did you mean \"iPhone 15 Pro Max\"?", "iPhone SE (3rd generation)"]),
        SingleMistake(
            label: "unknown system colour",
            json: """
                {
                  "name": "card",
                  "show": { "custom": { "text": "Hi", "color": "systemBleu" } }
                }
                """,
            needle: "\"systemBleu\"", marker: nil, path: "show.custom.color",
            phrases: ["unknown system colour \"systemBleu\"", "did you mean \"systemBlue\"?", "#RRGGBB"]),
        SingleMistake(
            label: "unknown font name",
            json: """
                {
                  "name": "card",
                  "show": { "custom": { "text": "Hi", "font": { "name": "HelveticaNeue-Lite", "size": 15 } } }
                }
                """,
            needle: "\"HelveticaNeue-Lite\"", marker: nil, path: "show.custom.font.name",
            phrases: ["unknown font", "HelveticaNeue-Lite", "Did you mean `HelveticaNeue-Light`?"]),
        SingleMistake(
            label: "unknown background colour",
            json: """
                {
                  "name": "card",
                  "background": "systemGroupedBackgroud"
                }
                """,
            needle: "\"systemGroupedBackgroud\"", marker: nil, path: "background",
            phrases: ["did you mean \"systemGroupedBackground\"?"]),
        SingleMistake(
            label: "image file that does not exist",
            json: """
                {
                  "name": "card",
                  "background": { "image": "img/bg.pgn" }
                }
                """,
            needle: "\"img/bg.pgn\"", marker: nil, path: "background.image",
            phrases: ["file not found: \"img/bg.pgn\"", "did you mean `bg.png`?", "paths are relative to the folder of ", "/config.json)"],
            pngs: ["img/bg.png"]),
        SingleMistake(
            label: "view without a kind",
            json: """
                {
                  "name": "card",
                  "show": { "custom": { "font": "body", "color": "label" } }
                }
                """,
            needle: "\"custom\": {", marker: "{", path: "show.custom",
            phrases: ["expected one of the keys", "`text`", "`vstack`"]),
        SingleMistake(
            label: "scene without a name",
            json: """
                {
                  "scenes": [
                    { "name": "one" },
                    { "device": "iPhone 15" }
                  ]
                }
                """,
            needle: "{ \"device\"", marker: nil, path: "scenes[1]",
            phrases: ["missing required key `name`"]),
        SingleMistake(
            label: "duplicate scene names",
            json: """
                {
                  "scenes": [
                    { "name": "one" },
                    { "name": "one", "appearance": "dark" }
                  ]
                }
                """,
            needle: nil, marker: nil, path: "",
            phrases: ["2 scenes are named \"one\"", "must differ"]),
        SingleMistake(
            label: "variants that collide",
            json: """
                {
                  "name": "card",
                  "variants": { "appearance": ["light", "light"] }
                }
                """,
            needle: nil, marker: nil, path: "",
            phrases: ["2 scenes are named \"card-light\""]),
        SingleMistake(
            label: "empty variants axis",
            json: """
                {
                  "name": "card",
                  "variants": { "appearance": [] }
                }
                """,
            needle: "[]", marker: nil, path: "variants.appearance",
            phrases: ["needs at least one value"]),
        SingleMistake(
            label: "unknown value in a variants axis",
            json: """
                {
                  "name": "card",
                  "variants": { "device": ["iPhone 15", "iPhone 51"] }
                }
                """,
            needle: "\"iPhone 51\"", marker: nil, path: "variants.device[1]",
            phrases: ["unknown device \"iPhone 51\""]),
        // A misspelt axis must not be dropped silently (the scene would render once, unexpanded).
        SingleMistake(
            label: "unknown variants axis",
            json: """
                {
                  "name": "card",
                  "variants": { "apperance": ["light", "dark"] }
                }
                """,
            needle: "\"apperance\"", marker: nil, path: "variants.apperance",
            phrases: ["unknown key `apperance`", "did you mean `appearance`?"]),
    ]
}

/// Malformed JSON: the message points at the mistake.
struct SyntaxMistake: Sendable, CustomTestStringConvertible {
    let label: String
    let json: String
    let needle: String
    let marker: String?
    let phrases: [String]

    var testDescription: String { label }

    static let all: [SyntaxMistake] = [
        SyntaxMistake(
            label: "missing comma",
            json: "{\n  \"name\": \"card\"\n  \"device\": \"iPhone 15\"\n}\n",
            needle: "\"device\"", marker: nil,
            phrases: ["expected `,` or `}` after the value of \"name\"", "(line 2, column 17)"]),
        SyntaxMistake(
            label: "missing comma in an array",
            json: "{\n  \"scenes\": [\n    { \"name\": \"a\" }\n    { \"name\": \"b\" }\n  ]\n}\n",
            needle: "{ \"name\": \"b\" }", marker: nil,
            phrases: ["expected `,` or `]` after item [0] of the array"]),
        SyntaxMistake(
            label: "trailing comma",
            json: "{\n  \"name\": \"card\",\n  \"device\": \"iPhone 15\",\n}\n",
            needle: "\"iPhone 15\",", marker: ",",
            phrases: ["trailing comma before `}`"]),
        SyntaxMistake(
            label: "unterminated string at the end of a line",
            json: "{\n  \"name\": \"card\",\n  \"device\": \"iPhone 15\n}\n",
            needle: "\"iPhone 15", marker: nil,
            phrases: ["unterminated string", "the line ends before the closing `\"`"]),
        SyntaxMistake(
            label: "unterminated string at the end of the file",
            json: "{\n  \"name\": \"card",
            needle: "\"card", marker: nil,
            phrases: ["unterminated string", "the file ends before the closing `\"`"]),
    ]
}

@Suite("Config mistakes")
struct ConfigMistakeTests {
    /// Five different mistakes in one file: all reported in one run, in file order, each with
    /// the file, line:column, JSON path, what was expected and a suggestion where there is one.
    @Test func fiveMistakesAreReportedTogether() throws {
        let json = """
            {
              "name": "card",
              "appearance": "drak",
              "scale": "3",
              "show": {
                "custom": {
                  "vstack": {
                    "children": [
                      { "text": "Hello", "paddng": 8 },
                      { "text": "World", "opacity": 2 },
                      { "rectangle": "systemBlue", "border": { "width": 2 } }
                    ]
                  }
                }
              }
            }
            """
        let children = "show.custom.vstack.children"
        let expected = [
            ExpectedConfigError(
                position: try JSONText.position(of: "\"drak\"", in: json), path: "appearance",
                phrases: ["unknown value \"drak\"", "did you mean \"dark\"?", "expected one of: light, dark"]),
            ExpectedConfigError(
                position: try JSONText.position(of: "\"scale\": \"3\"", in: json, at: "\"3\""), path: "scale",
                phrases: ["expected a number, found a string \"3\""]),
            ExpectedConfigError(
                position: try JSONText.position(of: "\"paddng\"", in: json), path: children + "[0].paddng",
                phrases: ["unknown key `paddng`", "did you mean `padding`?"]),
            ExpectedConfigError(
                position: try JSONText.position(of: "\"opacity\": 2", in: json, at: "2"), path: children + "[1].opacity",
                phrases: ["2 is out of range", "expected a number from 0 to 1"]),
            ExpectedConfigError(
                position: try JSONText.position(of: "{ \"width\": 2 }", in: json), path: children + "[2].border",
                phrases: ["missing required key `color`"]),
        ]
        let (file, lines) = try ConfigMistakes.load(json)
        ConfigMistakes.expectDiagnostics(lines, file: file, expected)
    }

    @Test(arguments: SingleMistake.all)
    func singleMistake(_ mistake: SingleMistake) throws {
        let position = try mistake.needle.map { try JSONText.position(of: $0, in: mistake.json, at: mistake.marker) } ?? "1:1"
        let (file, lines) = try ConfigMistakes.load(mistake.json, pngs: mistake.pngs)
        ConfigMistakes.expectDiagnostics(lines, file: file, [ExpectedConfigError(position: position, path: mistake.path, phrases: mistake.phrases)])
    }

    @Test(arguments: SyntaxMistake.all)
    func malformedJSON(_ mistake: SyntaxMistake) throws {
        let position = try JSONText.position(of: mistake.needle, in: mistake.json, at: mistake.marker)
        let (file, lines) = try ConfigMistakes.load(mistake.json)
        #expect(lines.count == 1, "one message for a syntax error: \(lines)")
        let line = lines.first ?? ""
        #expect(line.hasPrefix("\(file):\(position): "), "should point at \(position): \(line)")
        for phrase in mistake.phrases {
            #expect(line.contains(phrase), "should say \"\(phrase)\": \(line)")
        }
    }
}
