import Foundation
import Testing

/// A team's own system font (SF Pro) given with `--system-fonts`, a config's `systemFonts` or
/// `RENDER_PREVIEW_SYSTEM_FONTS` — tested with the stand-in fonts of the Typeset tests — and
/// goldens that say which system font drew them.
@Suite struct SystemFontsTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TypesetTests/Fixtures/system-fonts")
    static let variable = fixtures.appendingPathComponent("variable").path
    static let optical = fixtures.appendingPathComponent("static").path

    static func config(systemFonts: String? = nil) -> String {
        let key = systemFonts.map { "\"systemFonts\": \"\($0)\"," } ?? ""
        return """
            { "name": "hello", "device": "iPhone SE (3rd generation)", "statusBar": false, \(key)
              "show": { "position": "center", "custom": { "text": "Hello", "font": { "size": 17 } } } }
            """
    }

    static func frame(_ dir: URL, _ output: String) throws -> Data {
        try Data(contentsOf: dir.appendingPathComponent("\(output)/hello/frame_0000.png"))
    }

    @Test func theOptionTheConfigKeyAndTheVariableDrawTheSameAndTheOptionWins() throws {
        try withTemporaryDirectory { dir in
            try Self.config().write(to: dir.appendingPathComponent("plain.json"), atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("fonts"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Self.variable, toPath: dir.appendingPathComponent("fonts/SF").path)
            try Self.config(systemFonts: "fonts/SF").write(to: dir.appendingPathComponent("keyed.json"), atomically: true, encoding: .utf8)
            var runs: [(String, CLIResult)] = []
            runs.append(("inter", try CLI.run(["plain.json", "-o", "inter", "--quiet"], in: dir)))
            runs.append(("option", try CLI.run(["plain.json", "-o", "option", "--quiet", "--system-fonts", Self.variable], in: dir)))
            runs.append(("key", try CLI.run(["keyed.json", "-o", "key", "--quiet"], in: dir)))
            runs.append(
                (
                    "variable",
                    try CLI.run(["plain.json", "-o", "variable", "--quiet"], in: dir, environment: ["RENDER_PREVIEW_SYSTEM_FONTS": Self.variable])
                ))
            // The option wins over the key, the key over the variable.
            runs.append(("optionOverKey", try CLI.run(["keyed.json", "-o", "optionOverKey", "--quiet", "--system-fonts", Self.optical], in: dir)))
            runs.append(
                (
                    "keyOverVariable",
                    try CLI.run(
                        ["keyed.json", "-o", "keyOverVariable", "--quiet"], in: dir, environment: ["RENDER_PREVIEW_SYSTEM_FONTS": Self.optical])
                ))
            runs.append(("static", try CLI.run(["plain.json", "-o", "static", "--quiet", "--system-fonts", Self.optical], in: dir)))
            for (name, run) in runs { #expect(run.status == 0, "\(name): \(run)") }
            // The manifest says which system font drew each scene, and nothing for the bundled Inter.
            let manifest = try String(contentsOf: dir.appendingPathComponent("option/manifest.json"), encoding: .utf8)
            #expect(manifest.contains("\"systemFont\" : \"Test Sans, Version 1.000 (variable)\""), "\(manifest)")
            #expect(!(try String(contentsOf: dir.appendingPathComponent("inter/manifest.json"), encoding: .utf8)).contains("systemFont"))
            let inter = try Self.frame(dir, "inter"), variable = try Self.frame(dir, "option"), optical = try Self.frame(dir, "static")
            #expect(inter != variable && inter != optical && variable != optical)
            #expect(try Self.frame(dir, "key") == variable)
            #expect(try Self.frame(dir, "variable") == variable)
            #expect(try Self.frame(dir, "optionOverKey") == optical)
            #expect(try Self.frame(dir, "keyOverVariable") == variable)
        }
    }

    @Test func goldensSayWhichSystemFontDrewThemAndACheckWithAnotherSaysSoBeforeAnyPixel() throws {
        try withTemporaryDirectory { dir in
            try Self.config().write(to: dir.appendingPathComponent("hello.json"), atomically: true, encoding: .utf8)
            let record = try CLI.run(["record", "hello.json", "--golden", "golden", "--quiet", "--system-fonts", Self.variable], in: dir)
            #expect(record.status == 0, "\(record)")
            let index = try String(contentsOf: dir.appendingPathComponent("golden/hello/golden.json"), encoding: .utf8)
            #expect(index.contains("\"systemFont\" : \"Test Sans, Version 1.000 (variable)\""), "\(index)")
            let same = try CLI.run(["check", "hello.json", "--golden", "golden", "--system-fonts", Self.variable], in: dir)
            #expect(same.status == 0, "\(same)")
            for (arguments, now) in [
                ([], "the bundled Inter"), (["--system-fonts", Self.optical], "the system font Test Sans, Version 1.000 (Text and Display)"),
            ] {
                let other = try CLI.run(["check", "hello.json", "--golden", "golden", "--artifacts", "artifacts"] + arguments, in: dir)
                #expect(other.status == 1, "\(other)")
                #expect(
                    other.stderr.contains(
                        "golden/hello/: the goldens were drawn with the system font Test Sans, Version 1.000 (variable) and this run draws with \(now), so no pixel was compared"
                    ),
                    "\(other)")
                #expect(other.stderr.contains("1 scene's goldens were drawn with another system font"), "\(other)")
                // The suggested recording names the fonts this run was given.
                let fonts = arguments.isEmpty ? "" : " --system-fonts \(Self.optical)"
                let record = "or record again with `render-preview record hello.json --golden golden\(fonts)`"
                #expect(other.stderr.contains(record), "\(other)")
                // No pixel compared: no expected/actual/diff images.
                #expect(!Files.tree(under: dir.appendingPathComponent("artifacts")).contains { $0.hasSuffix("diff.png") })
            }
            // Recording with the bundled fonts drops the key: the index is as it always was.
            let again = try CLI.run(["record", "hello.json", "--golden", "golden", "--quiet"], in: dir)
            #expect(again.status == 0, "\(again)")
            let plain = try String(contentsOf: dir.appendingPathComponent("golden/hello/golden.json"), encoding: .utf8)
            #expect(!plain.contains("systemFont"), "\(plain)")
            #expect(try CLI.run(["check", "hello.json", "--golden", "golden"], in: dir).status == 0)
        }
    }

    @Test func aFolderThatCannotBeUsedIsReportedWhereItWasGiven() throws {
        try withTemporaryDirectory { dir in
            try Self.config().write(to: dir.appendingPathComponent("plain.json"), atomically: true, encoding: .utf8)
            try Self.config(systemFonts: "fonts/SF").write(to: dir.appendingPathComponent("keyed.json"), atomically: true, encoding: .utf8)
            let option = try CLI.run(["plain.json", "-o", "out", "--system-fonts", "nowhere"], in: dir)
            #expect(option.status == 2 && option.stderr.contains("system fonts folder nowhere no such folder (from --system-fonts)"), "\(option)")
            let variable = try CLI.run(["plain.json", "-o", "out"], in: dir, environment: ["RENDER_PREVIEW_SYSTEM_FONTS": "/nowhere"])
            #expect(
                variable.status == 2 && variable.stderr.contains("system fonts folder /nowhere no such folder (from RENDER_PREVIEW_SYSTEM_FONTS)"),
                "\(variable)")
            let key = try CLI.run(["keyed.json", "-o", "out"], in: dir)
            #expect(key.status == 2, "\(key)")
            #expect(key.stderr.contains("keyed.json:1:95: systemFonts: system fonts folder \(dir.path)/fonts/SF no such folder"), "\(key)")
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("fonts/SF"), withIntermediateDirectories: true)
            let empty = try CLI.run(["keyed.json", "-o", "out"], in: dir)
            #expect(empty.status == 2 && empty.stderr.contains("holds no .otf, .ttf or .ttc font files"), "\(empty)")
            try #"{ "name": "hello", "systemFonts": 3, "show": { "custom": { "text": "x" } } }"#.write(
                to: dir.appendingPathComponent("typed.json"), atomically: true, encoding: .utf8)
            let typed = try CLI.run(["typed.json", "-o", "out"], in: dir)
            #expect(typed.status == 2 && typed.stderr.contains("systemFonts: expected a string, found a number"), "\(typed)")
            let demo = try CLI.run(["--demo", "-o", "out", "--system-fonts", Self.variable], in: dir)
            #expect(demo.status != 0 && demo.stderr.contains("--system-fonts applies to configs"), "\(demo)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        }
    }
}
