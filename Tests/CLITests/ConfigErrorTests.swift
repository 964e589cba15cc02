import Foundation
import PNGCodec
import Raster
import Testing

// Config errors through the built binary: every mistake is reported at once, compiler-style
// (`file:line:column: path: message`), exit code 2, and nothing is written.

/// Runs the CLI on config files written into a temporary folder and checks the refusals.
enum ConfigRun {
    /// Writes `json` as `dir/name` and runs `render-preview name -o out` plus `arguments` in `dir`.
    static func run(_ json: String, named name: String = "config.json", arguments: [String] = [], in dir: URL) throws -> CLIResult {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url)
        return try CLI.run([name, "-o", "out"] + arguments, in: dir)
    }

    /// stderr split into lines, with the program-name prefix of the first one removed.
    static func errorLines(_ result: CLIResult) -> [String] {
        var lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        if let first = lines.first, first.hasPrefix("render-preview: ") {
            lines[0] = String(first.dropFirst("render-preview: ".count))
        }
        return lines
    }

    /// A refusal as documented: exit status exactly 2 (not a signal), nothing on stdout, and
    /// nothing written: no `out/` folder, no manifest, nothing in `dir` but `inputs`.
    static func expectRefused(
        _ result: CLIResult, in dir: URL, inputs: [String],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(!result.terminatedBySignal, "crashed: \(result)", sourceLocation: sourceLocation)
        #expect(result.status == 2, "\(result)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "\(result)", sourceLocation: sourceLocation)
        #expect(!result.stderr.isEmpty, "\(result)", sourceLocation: sourceLocation)
        #expect(
            !Files.exists(dir.appendingPathComponent("out")), "the -o folder was created: \(Files.tree(under: dir))",
            sourceLocation: sourceLocation)
        let written = Files.tree(under: dir).filter { path in !inputs.contains { path == $0 || path.hasPrefix($0 + "/") } }
        #expect(written.isEmpty, "files written on an error: \(written)", sourceLocation: sourceLocation)
        #expect(!Files.tree(under: dir).contains { $0.hasSuffix("manifest.json") }, sourceLocation: sourceLocation)
    }
}

/// Deterministic pseudo-random bytes (SplitMix64), so a failure can be reproduced.
func pseudoRandomBytes(count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    var out: [UInt8] = []
    out.reserveCapacity(count)
    while out.count < count {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        for k in 0..<8 where out.count < count { out.append(UInt8(truncatingIfNeeded: z >> (8 * UInt64(k)))) }
    }
    return out
}

/// A small opaque PNG of one colour, written with the package's codec.
func writeSolidPNG(to url: URL, width: Int = 4, height: Int = 4, color: PremultipliedColor) throws {
    var pixmap = try #require(Pixmap(width: width, height: height))
    for y in 0..<height { for x in 0..<width { pixmap[x, y] = color } }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try PNGFile.write(pixmap, to: url.path)
}

/// Bytes that are not a usable config file.
struct BadFile: Sendable, CustomTestStringConvertible {
    enum Kind: Sendable { case empty, directory, randomBytes, textWithNUL, png, huge, deepNesting }
    let kind: Kind
    let phrases: [String]

    var testDescription: String { "\(kind)" }

    static let all: [BadFile] = [
        BadFile(kind: .empty, phrases: ["config.json: ", "the file is empty"]),
        BadFile(kind: .directory, phrases: ["config.json", "is a directory"]),
        BadFile(kind: .randomBytes, phrases: ["config.json:", "not a text file"]),
        BadFile(kind: .textWithNUL, phrases: ["config.json:1:12: ", "not a text file: NUL byte at byte 11"]),
        BadFile(kind: .png, phrases: ["config.json:1:1: ", "not a text file", "looks like a PNG image"]),
        BadFile(kind: .huge, phrases: ["config.json: ", "50.0 MiB", "limit of 16 MiB"]),
        BadFile(kind: .deepNesting, phrases: ["config.json:1:257: ", "too deeply nested", "256 levels"]),
    ]

    /// Creates `config.json` (a file or folder) in `dir`.
    func make(in dir: URL) throws {
        let url = dir.appendingPathComponent("config.json")
        switch kind {
        case .empty:
            try Data().write(to: url)
        case .directory:
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            try Data("{}".utf8).write(to: url.appendingPathComponent("inner.json"))
        case .randomBytes:
            var bytes = pseudoRandomBytes(count: 4096, seed: 0x5EED)
            for i in stride(from: 0, to: bytes.count, by: 97) { bytes[i] = 0 }
            try Data(bytes).write(to: url)
        case .textWithNUL:
            try Data(Array("{\"name\": \"a".utf8) + [0] + Array("b\"}".utf8)).write(to: url)
        case .png:
            try writeSolidPNG(to: url, color: PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        case .huge:
            // A valid JSON object, so that only its size can be the problem.
            var bytes = Array("{\"name\": \"big\", \"pad\": \"".utf8)
            bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 50 << 20)
            bytes += Array("\"}".utf8)
            try Data(bytes).write(to: url)
        case .deepNesting:
            try Data((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8).write(to: url)
        }
    }
}

@Suite("Config errors")
struct ConfigErrorTests {
    /// Mistakes through the binary: every one reported at once, one line each
    /// (`file:line:column: path: message`), then the count; exit 2 and nothing written. (The
    /// readers' mistakes are tested in-process in PreviewKitTests' ConfigMistakeTests.)
    @Test func mistakesAreReportedTogetherAndNothingIsWritten() throws {
        let json = "{\n  \"name\": \"card\",\n  \"appearance\": \"drak\",\n  \"scale\": \"3\"\n}\n"
        try withTemporaryDirectory { dir in
            let result = try ConfigRun.run(json, in: dir)
            try #require(result.status == 2 && !result.terminatedBySignal, "\(result)")
            ConfigRun.expectRefused(result, in: dir, inputs: ["config.json"])
            #expect(
                ConfigRun.errorLines(result) == [
                    "config.json:3:17: appearance: unknown value \"drak\"; did you mean \"dark\"? (expected one of: light, dark)",
                    "config.json:4:12: scale: expected a number, found a string \"3\"",
                    "2 errors",
                ], "\(result)")
        }
    }

    /// A BulletinBoard card's mistakes — an unknown background style, a missing image, a page
    /// without its title, a push to an item it does not have — reported together; nothing written.
    @Test func bulletinBoardMistakesAreReportedTogether() throws {
        let json = """
            {"name": "flow", "timeline": [
             {"at": 0, "show": {"id": "b", "bulletinBoard": {"rootItem": "intro", "backgroundViewStyle": "blurredLite", "items": {
               "intro": {"title": "Welcome", "image": "icon.png"}, "empty": {}}}}},
             {"at": 1, "push": {"id": "b", "item": "emtpy"}}]}
            """
        try withTemporaryDirectory { dir in
            let result = try ConfigRun.run(json, in: dir)
            try #require(result.status == 2 && !result.terminatedBySignal, "\(result)")
            ConfigRun.expectRefused(result, in: dir, inputs: ["config.json"])
            let lines = ConfigRun.errorLines(result)
            #expect(lines.contains { $0.contains("backgroundViewStyle") && $0.contains("did you mean \"blurredLight\"") }, "\(lines)")
            #expect(lines.contains { $0.contains("items.intro.image") && $0.contains("icon.png") }, "\(lines)")
            #expect(lines.contains { $0.contains("items.empty") && $0.contains("title") }, "\(lines)")
            #expect(lines.last == "3 errors", "\(lines)")
        }
    }

    /// A syntax error through the binary: one line pointing at it.
    @Test func malformedJSONIsOneLine() throws {
        try withTemporaryDirectory { dir in
            let result = try ConfigRun.run("{\n  \"name\": \"card\"\n  \"device\": \"iPhone 15\"\n}\n", in: dir)
            ConfigRun.expectRefused(result, in: dir, inputs: ["config.json"])
            #expect(
                ConfigRun.errorLines(result) == ["config.json:3:3: expected `,` or `}` after the value of \"name\" (line 2, column 17)"], "\(result)")
        }
    }

    /// The same mistakes through a path with folders: messages name the file as it was written.
    @Test func messagesNameTheFileAsWritten() throws {
        let json = "{\n  \"name\": \"card\",\n  \"scale\": 9\n}\n"
        try withTemporaryDirectory { dir in
            let result = try ConfigRun.run(json, named: "configs/card.json", in: dir)
            ConfigRun.expectRefused(result, in: dir, inputs: ["configs"])
            #expect(
                ConfigRun.errorLines(result) == [
                    "configs/card.json:3:12: scale: 9 is out of range; expected a number from 0.25 to 8", "1 error",
                ], "\(result)")
        }
    }

    /// Files that are not configs at all: refused with exit 2 and a clear message, quickly,
    /// without crashing and without writing anything.
    @Test(arguments: BadFile.all)
    func unusableFile(_ bad: BadFile) throws {
        try withTemporaryDirectory { dir in
            try bad.make(in: dir)
            let start = Date()
            let result = try CLI.run(["config.json", "-o", "out"], in: dir)
            let seconds = Date().timeIntervalSince(start)
            ConfigRun.expectRefused(result, in: dir, inputs: ["config.json"])
            let lines = ConfigRun.errorLines(result)
            #expect(lines.count == 1, "one message: \(result)")
            for phrase in bad.phrases {
                #expect(result.stderr.contains(phrase), "stderr should say \"\(phrase)\": \(result)")
            }
            // Rejected before reading or parsing the whole thing (about 0.05 s when measured).
            #expect(seconds < 5, "took \(seconds) s")
        }
    }

    /// A failed run leaves an existing output folder exactly as it was: no frame, no manifest
    /// rewritten, no temporary left behind (check, record and --dry-run too).
    @Test func failedRunLeavesAnExistingOutputFolderUntouched() throws {
        try withTemporaryDirectory { dir in
            let good = "{ \"name\": \"card\", \"device\": \"iPhone SE\" }"
            let first = try ConfigRun.run(good, arguments: ["--scale", "0.25", "--quiet"], in: dir)
            try #require(first.status == 0, "\(first)")
            let out = dir.appendingPathComponent("out")
            let before = try Files.snapshot(of: out)
            try #require(before.entries["manifest.json"] != nil && before.entries["card/frame_0000.png"] != nil)

            let bad = "{ \"name\": \"card\", \"device\": \"iPhone SE\", \"appearance\": \"drak\" }"
            try Data(bad.utf8).write(to: dir.appendingPathComponent("config.json"))
            for arguments in [
                ["config.json", "-o", "out"], ["config.json", "-o", "out", "--dry-run"],
                ["record", "config.json", "--golden", "out"], ["check", "config.json", "--golden", "out"],
            ] {
                let result = try CLI.run(arguments, in: dir)
                #expect(result.status == 2 && !result.terminatedBySignal, "\(result)")
                #expect(result.stdout.isEmpty, "\(result)")
                #expect(result.stderr.contains("unknown value \"drak\""), "\(result)")
                #expect(try Files.snapshot(of: out) == before, "\(arguments) changed out/")
            }
            #expect(Files.names(in: dir) == ["config.json", "out"])
        }
    }

    /// `--scene` that matches nothing: exit 2, naming every scene (after variants expand).
    @Test func sceneFilterMatchingNothing() throws {
        let json = """
            {
              "scenes": [
                { "name": "banner", "device": "iPhone SE" },
                { "name": "toast", "device": "iPhone SE", "variants": { "appearance": ["light", "dark"] } }
              ]
            }
            """
        try withTemporaryDirectory { dir in
            for filters in [["--scene", "card"], ["--scene", "card*", "--scene", "Banner"]] {
                let result = try ConfigRun.run(json, arguments: filters, in: dir)
                ConfigRun.expectRefused(result, in: dir, inputs: ["config.json"])
                let wanted = stride(from: 1, to: filters.count, by: 2).map { filters[$0] }.joined(separator: ", ")
                #expect(result.stderr.contains("no scene matches --scene \(wanted)"), "\(result)")
                #expect(result.stderr.contains("scenes: banner, toast-light, toast-dark"), "\(result)")
            }
        }
    }
}
