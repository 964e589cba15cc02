import Foundation
import Testing

/// Bad input of every kind — configs, images, fonts, output paths, arguments — is answered with
/// exit 2 and a message naming what is wrong, never a crash or a hang, and nothing is written.
@Suite struct HostileInputTests {
    /// One hostile input: files to put in a fresh folder (`config.json` and friends; a value of
    /// nil makes a FIFO, "<folder>" a folder, "->target" a symbolic link), the arguments, and a
    /// piece of the expected message.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        var files: [String: String?] = [:]
        var arguments = ["config.json", "-o", "out"]
        let message: String
        var testDescription: String { name }
    }

    static let scene = #"{"name": "s", "show": {"custom": {"text": "x"}}}"#

    /// A scene whose `custom` view is `view` (JSON).
    static func custom(_ view: String, extra: String = "") -> String {
        #"{"name": "s", \#(extra) "show": {"custom": \#(view)}}"#
    }

    /// An animated scene with `enter` as its overlay's transition and `extra` scene keys.
    static func animated(enter: String = #"{"fade": true}"#, extra: String = "") -> String {
        #"{"name": "s", \#(extra) "timeline": [{"at": 0, "show": {"id": "a", "custom": {"text": "x"}, "enter": \#(enter)}}]}"#
    }

    static let cases: [Case] = [
        // Numbers that would trap or run away.
        Case(
            name: "cubicBezier y far out",
            files: ["config.json": animated(enter: #"{"fade": true, "curve": {"cubicBezier": [0.5, 1e300, 0.5, -1e300]}}"#)],
            message: "y1 and y2 must be from -100 to 100"),
        Case(
            name: "more times than the frame cap",
            files: [
                "config.json": animated(
                    extra: #""frames": {"times": [\#((0...36_000).map { String(format: "%.3f", Double($0) / 1000) }.joined(separator: ","))]},"#)
            ],
            message: "36001 times; at most 36000 frames are rendered"),
        Case(name: "fps beyond 240", files: ["config.json": animated(extra: #""fps": 100000,"#)], message: "fps"),
        Case(name: "a duration of a year", files: ["config.json": animated(extra: #""duration": 31536000,"#)], message: "duration"),
        Case(name: "shadow radius 1e5", files: ["config.json": custom(#"{"text": "x", "shadow": {"radius": 100000}}"#)], message: "out of range"),
        Case(name: "padding 1e9", files: ["config.json": custom(#"{"text": "x", "padding": 1e9}"#)], message: "out of range"),
        Case(name: "scale 1000", files: ["config.json": #"{"name": "s", "scale": 1000}"#], message: "out of range"),
        Case(
            name: "a screen of 6 gigapixels",
            files: ["config.json": #"{"name": "s", "device": {"custom": {"width": 10000, "height": 10000, "scale": 8}}}"#],
            message: "the screen would be 80000×80000 pixels (6400 million); at most 64 Mi (67.1 million) are rendered"),
        Case(
            name: "a screen 40 000 pixels tall",
            files: ["config.json": #"{"name": "s", "device": {"custom": {"width": 390, "height": 10000, "scale": 4}}}"#],
            message: "1560×40000 pixels; at most 32768 a side are rendered"),
        Case(
            name: "--scale that makes a side too long",
            files: ["config.json": #"{"name": "s", "device": {"custom": {"width": 390, "height": 10000, "scale": 1}}}"#],
            arguments: ["config.json", "-o", "out", "--scale", "4"],
            message: "at most 32768 a side are rendered (frames are read back for previews and checks) (lower --scale)"),
        Case(
            name: "JSON 300 levels deep", files: ["config.json": String(repeating: "[", count: 300) + String(repeating: "]", count: 300)],
            message: "too deeply nested"),
        Case(name: "NaN in JSON", files: ["config.json": #"{"name": "s", "scale": NaN}"#], message: "config.json:1:"),
        Case(name: "a number too large for a double", files: ["config.json": #"{"name": "s", "scale": 1e400}"#], message: "config.json:1:"),
        Case(
            name: "a text of a million characters", files: ["config.json": custom(#"{"text": "\#(String(repeating: "ab ", count: 340_000))"}"#)],
            message: "at most 20000 are laid out"),
        Case(
            name: "a SwiftMessages body of 60 000 characters",
            files: [
                "config.json":
                    #"{"name": "s", "show": {"swiftMessages": {"layout": "cardView", "title": "t", "body": "\#(String(repeating: "abc ", count: 15_000))"}}}"#
            ],
            message: "characters in all; at most 50000 are laid out in one scene"),
        Case(
            name: "three texts that add up past the scene's budget",
            files: [
                "config.json": custom(
                    #"{"vstack": [\#(Array(repeating: #"{"text": "\#(String(repeating: "x", count: 19_000))"}"#, count: 3).joined(separator: ","))]}"#
                )
            ],
            message: "at most 50000 are laid out in one scene"),
        Case(
            name: "10 000 modifiers on one view",
            files: [
                "config.json": custom(
                    #"{"text": "x", "modifiers": [\#(Array(repeating: #"{"padding": 1}"#, count: 10_000).joined(separator: ","))]}"#)
            ],
            message: "10000 modifiers; a view takes at most 99 (with it, 100 levels: views nest at most 100 levels deep)"),
        Case(
            name: "100 modifiers on one view, one more than it can take",
            files: [
                "config.json": custom(
                    #"{"text": "x", "modifiers": [\#(Array(repeating: #"{"padding": 1}"#, count: 100).joined(separator: ","))]}"#)
            ],
            message: "100 modifiers; a view takes at most 99"),
        Case(
            name: "a view 101 modifiers deep",
            files: [
                "config.json": custom(
                    #"{"text": "x", "modifiers": [\#(Array(repeating: #"{"padding": 1}"#, count: 99).joined(separator: ","))], "opacity": 1, "offset": {"x": 1}}"#
                )
            ],
            message: "views nest 102 levels deep here"),
        Case(
            name: "backgrounds 120 deep",
            files: [
                "config.json": custom(
                    String(repeating: #"{"text": "x", "background": "#, count: 120) + #"{"text": "y"}"# + String(repeating: "}", count: 120))
            ],
            message: "at most 100 are laid out"),
        // Names that cannot be folders, or would fool the terminal.
        Case(name: "a scene named like the manifest", files: ["config.json": #"{"name": "manifest.json"}"#], message: "the manifest's file name"),
        Case(
            name: "a scene named like a variants sheet beside it",
            files: [
                "config.json":
                    #"{"scenes": [{"name": "card", "variants": {"appearance": ["light", "dark"]}, "variantsSheet": true, "show": {"custom": {"text": "A"}}}, {"name": "card-variants.png", "show": {"custom": {"text": "B"}}}]}"#
            ],
            message: "scene `card-variants.png` bears the file name of `card`'s variants sheet"),
        Case(
            name: "a 240-character name", files: ["config.json": #"{"name": "\#(String(repeating: "x", count: 240))"}"#],
            message: "folder names allow at most 200"),
        Case(name: "a newline in a name", files: ["config.json": #"{"name": "a\nb"}"#], message: #""a\nb""#),
        Case(name: "a bidi override in a name", files: ["config.json": #"{"name": "\u202Eevil"}"#], message: #"\u202E"#),
        Case(name: "a NUL in a name", files: ["config.json": #"{"name": "a\u0000b"}"#], message: #"\u0000"#),
        Case(name: "a key of 1 MB", files: ["config.json": #"{"name": "s", "\#(String(repeating: "k", count: 1 << 20))": 1}"#], message: "…"),
        // Files that are not what they claim.
        Case(name: "an empty config", files: ["config.json": ""], message: "empty"),
        Case(name: "a truncated config", files: ["config.json": #"{"name": "s", "show": {"#], message: "config.json:1:"),
        Case(name: "binary bytes as a config", files: ["config.json": "\u{1}\u{2}\u{FFFD}PNG\u{0}"], message: "config.json:1:"),
        Case(name: "a folder as the config", files: ["config.json": "<folder>"], message: "config.json"),
        Case(
            name: "a FIFO as an image", files: ["config.json": custom(#"{"image": "pipe.png"}"#), "pipe.png": nil],
            message: "not a regular file but a FIFO"),
        Case(
            name: "a folder as an image", files: ["config.json": custom(#"{"image": "dir.png"}"#), "dir.png": "<folder>"],
            message: "dir.png"),
        Case(
            name: "text as an image", files: ["config.json": custom(#"{"image": "fake.png"}"#), "fake.png": "not a png"],
            message: "fake.png"),
        Case(
            name: "a FIFO as a font", files: ["config.json": #"{"name": "s", "fonts": ["pipe.ttf"]}"#, "pipe.ttf": nil],
            message: "pipe.ttf"),
        Case(
            name: "text as a font", files: ["config.json": #"{"name": "s", "fonts": ["fake.ttf"]}"#, "fake.ttf": "not a font"],
            message: "fake.ttf"),
        Case(
            name: "/dev/zero as an image", files: ["config.json": custom(#"{"image": "zero.png"}"#), "zero.png": "->/dev/zero"],
            message: "not a regular file but a character device"),
        Case(
            name: "/dev/urandom as a font", files: ["config.json": #"{"name": "s", "fonts": ["random.ttf"]}"#, "random.ttf": "->/dev/urandom"],
            message: "random.ttf"),
        Case(name: "a folder as a font", files: ["config.json": #"{"name": "s", "fonts": ["dir.ttf"]}"#, "dir.ttf": "<folder>"], message: "dir.ttf"),
        Case(name: "a missing image", files: ["config.json": custom(#"{"image": "nowhere.png"}"#)], message: "nowhere.png"),
        Case(
            name: "a truncated PNG", files: ["config.json": custom(#"{"image": "cut.png"}"#), "cut.png": "\u{89}PNG\r\n\u{1A}\n\0\0\0\rIHDR"],
            message: "cut.png"),
        Case(name: "scenes that are not an array", files: ["config.json": #"{"scenes": {"name": "s"}}"#], message: "scenes"),
        Case(name: "an empty scenes array", files: ["config.json": #"{"scenes": []}"#], message: "scenes"),
        Case(
            name: "two scenes with one name", files: ["config.json": #"{"scenes": [{"name": "s"}, {"name": "s"}]}"#],
            message: "2 scenes are named \"s\""),
        Case(
            name: "two scenes whose names differ only in case", files: ["config.json": #"{"scenes": [{"name": "Card"}, {"name": "card"}]}"#],
            message: "scenes named \"Card\" and \"card\" differ only in letter case"),
        Case(name: "a key written twice", files: ["config.json": #"{"name": "s", "name": "t"}"#], message: "duplicate key \"name\""),
        Case(name: "a noncharacter in a name", files: ["config.json": "{\"name\": \"s\u{FFFF}\"}"], message: "scene names become folder names"),
        Case(name: "an unknown preset", files: ["config.json": #"{"name": "s", "show": {"swiftMesages": {}}}"#], message: "did you mean"),
        Case(name: "a negative duration", files: ["config.json": animated(extra: #""duration": -1,"#)], message: "duration"),
        Case(name: "a string where a number goes", files: ["config.json": #"{"name": "s", "scale": "3"}"#], message: "scale"),
        Case(name: "a frame range past the end", files: ["config.json": animated(extra: #""frames": {"range": [5000, 6000]},"#)], message: "range"),
        Case(name: "a device nobody makes", files: ["config.json": #"{"name": "s", "device": "iPhone 99"}"#], message: "iPhone 99"),
        Case(name: "a colour that is not one", files: ["config.json": custom(##"{"text": "x", "color": "#GGHHII"}"##)], message: "color"),
        // Output paths and arguments.
        Case(
            name: "the root as the output", files: ["config.json": scene], arguments: ["config.json", "-o", "/"],
            message: "it is the root of the file system"),
        Case(name: "an empty output", files: ["config.json": scene], arguments: ["config.json", "-o", ""], message: "--output is empty"),
        Case(name: "zero jobs", files: ["config.json": scene], arguments: ["config.json", "--jobs", "0", "-o", "out"], message: "jobs"),
        Case(
            name: "a contact sheet of 100000 frames", files: ["config.json": scene],
            arguments: ["config.json", "--contact-sheet", "100000", "-o", "out"], message: "2 to 64"),
        Case(
            name: "scale 0 on the command line", files: ["config.json": scene], arguments: ["config.json", "--scale", "0", "-o", "out"],
            message: "scale"),
        Case(
            name: "scale 1e9 on the command line", files: ["config.json": scene], arguments: ["config.json", "--scale", "1e9", "-o", "out"],
            message: "scale"),
        Case(name: "negative jobs", files: ["config.json": scene], arguments: ["config.json", "--jobs", "-1", "-o", "out"], message: "jobs"),
        Case(name: "a mistyped command", files: ["config.json": scene], arguments: ["chek", "config.json"], message: "did you mean"),
        Case(name: "an unknown option", files: ["config.json": scene], arguments: ["config.json", "--ouput", "out"], message: "--ouput"),
        Case(
            name: "a tolerance that is not one", files: ["config.json": scene], arguments: ["check", "config.json", "--tolerance", "2:x"],
            message: "tolerance"),
        Case(name: "a config that does not exist", arguments: ["missing.json", "-o", "out"], message: "missing.json"),
        Case(
            name: "a scene pattern matching nothing", files: ["config.json": scene], arguments: ["config.json", "--scene", "nope*", "-o", "out"],
            message: "nope"),
    ]

    @Test(arguments: cases)
    func isRefusedWithAMessageAndNothingWritten(_ c: Case) throws {
        try withTemporaryDirectory { dir in
            for (name, contents) in c.files {
                let url = dir.appendingPathComponent(name)
                switch contents {
                case nil: #expect(mkfifo(url.path, 0o600) == 0)
                case let link? where link.hasPrefix("->"): #expect(symlink(String(link.dropFirst(2)), url.path) == 0)
                case "<folder>"?: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                case let text?: try Data(text.utf8).write(to: url)
                }
            }
            let before = Files.tree(under: dir)
            let result = try CLI.run(c.arguments, in: dir)
            #expect(result.status == 2 && !result.terminatedBySignal, "\(result)")
            #expect(result.stderr.contains(c.message), "\(result)")
            #expect(!result.stderr.contains("Fatal error"), "\(result)")
            #expect(result.stderr.utf8.count < 4_000, "the message is \(result.stderr.utf8.count) bytes")
            #expect(Files.tree(under: dir) == before, "written: \(Files.tree(under: dir))")
        }
    }

    /// A golden that is damaged or not a file: `check` fails (exit 1) naming it and why, and the
    /// golden folder is left exactly as it was.
    @Test(arguments: [
        ("frame_0000.png", "garbage" as String?, "not a PNG file"),
        ("frame_0000.png", "\u{89}PNG\r\n\u{1A}\n", "frame_0000.png"),
        ("frame_0000.png", nil, "not a regular file but a FIFO"),
        ("frame_0000.png", "->/dev/zero", "not a regular file but a character device"),
        ("frame_0000.png", "<folder>", "frame_0000.png"),
        ("golden.json", "{bad", "unreadable (not valid JSON)"),
        ("golden.json", #"{"frames": 3}"#, "golden.json: unreadable ("),
        ("golden.json", nil, "not a regular file but a FIFO"),
    ])
    func aDamagedGoldenFailsTheCheckAndIsLeftAlone(_ file: String, _ contents: String?, _ message: String) throws {
        try withTemporaryDirectory { dir in
            try Data(Self.scene.utf8).write(to: dir.appendingPathComponent("config.json"))
            let recorded = try CLI.run(["record", "config.json", "--golden", "golden"], in: dir)
            #expect(recorded.status == 0, "\(recorded)")
            let url = dir.appendingPathComponent("golden/s/\(file)")
            try FileManager.default.removeItem(at: url)
            switch contents {
            case nil: #expect(mkfifo(url.path, 0o600) == 0)
            case "<folder>"?: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            case let link? where link.hasPrefix("->"): #expect(symlink(String(link.dropFirst(2)), url.path) == 0)
            case let text?: try Data(text.utf8).write(to: url)
            }
            let goldens = Files.tree(under: dir.appendingPathComponent("golden"))
            let result = try CLI.run(["check", "config.json", "--golden", "golden", "--artifacts", "artifacts"], in: dir)
            #expect(result.status == 1 && !result.terminatedBySignal, "\(result)")
            #expect((result.stdout + result.stderr).contains(message), "\(result)")
            #expect(!(result.stdout + result.stderr).contains("DecodingError") && !result.stderr.contains("Fatal error"), "\(result)")
            if file.hasSuffix(".png") {
                // Counted as what it is, not as a difference in the picture.
                #expect(result.stderr.contains("1 golden frame unreadable") && !result.stderr.contains("differ"), "\(result)")
            }
            #expect(Files.tree(under: dir.appendingPathComponent("golden")) == goldens)
        }
    }
}
