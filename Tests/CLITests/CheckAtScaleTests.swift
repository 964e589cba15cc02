import Foundation
import Testing

/// `check` and `record` over many configs at once, as a team's CI runs them: several configs and
/// folders in one call with one verdict, per-run artifacts, missing and orphaned goldens named
/// as such, one line per failing scene, mistyped commands, scene globs, paths and plurals.
@Suite struct CheckAtScaleTests {
    /// A config of small scenes named `names`, each a coloured circle.
    static func config(_ names: [String], color: String = "systemBlue") -> String {
        CheckWorkflowTests.config(names, color: color)
    }

    static func write(_ json: String, to path: String, in dir: URL) throws {
        let url = dir.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: url)
    }

    /// previews/a.json (scenes a-light, a-dark) and previews/sub/b.json (scene b), recorded.
    static func recordedPreviews(in dir: URL) throws {
        try write(config(["a-light", "a-dark"]), to: "previews/a.json", in: dir)
        try write(config(["b"]), to: "previews/sub/b.json", in: dir)
        let record = try CLI.run(["record", "previews/", "--golden", "golden/"], in: dir)
        try #require(record.status == 0, "\(record)")
        #expect(record.stdout.contains("golden/: 3 frames added, 0 changed, 0 unchanged"), "\(record)")
        #expect(!record.stdout.contains("//"), "\(record)")
    }

    @Test func aFolderAndSeveralConfigsAreCheckedInOneRun() throws {
        try withTemporaryDirectory { dir in
            try Self.recordedPreviews(in: dir)
            let folder = try CLI.run(["check", "previews", "--golden", "golden/"], in: dir)
            #expect(folder.status == 0 && folder.stdout == "3 frames of 3 scenes match golden/\n", "\(folder)")
            let files = try CLI.run(["check", "previews/a.json", "previews/sub/b.json", "--golden", "golden"], in: dir)
            #expect(files.status == 0 && files.stdout == "3 frames of 3 scenes match golden/\n", "\(files)")

            try PNG.changePixel(in: dir.appendingPathComponent("golden/b/frame_0000.png"), x: 60, y: 40)
            let failing = try CLI.run(["check", "previews", "--golden", "golden/", "--junit", "junit.xml"], in: dir)
            #expect(failing.status == 1, "\(failing)")
            let lines = failing.stderr.split(separator: "\n").map(String.init)
            #expect(lines.first == "1 of 3 frames differs (in 1 of 3 scenes) — against golden/", "\(failing)")
            #expect(lines.count == 3 && lines[1].hasPrefix("golden/b/frame_0000.png: geometry: 1 pixel differs"), "\(failing)")
            #expect(!failing.stderr.contains("//"), "\(failing)")
            let xml = String(decoding: try Files.bytes(dir.appendingPathComponent("junit.xml")), as: UTF8.self)
            #expect(xml.contains("<testsuite name=\"previews/a.json\" tests=\"2\" failures=\"0\">"), "\(xml)")
            #expect(xml.contains("<testsuite name=\"previews/sub/b.json\" tests=\"1\" failures=\"1\">"), "\(xml)")
            #expect(xml.contains("<testcase classname=\"previews.a\" name=\"a-dark\"/>"), "\(xml)")
            #expect(xml.contains("<testcase classname=\"previews.sub.b\" name=\"b\">"), "\(xml)")
            let report = String(decoding: try Files.bytes(dir.appendingPathComponent("out/check/report.html")), as: UTF8.self)
            #expect(
                report.contains("render-preview record previews/sub/b.json --golden golden/ --scene b"),
                "the accept command names the scene's own config")
        }
    }

    /// A link inside a folder of configs back up the tree is followed once, not forever.
    @Test func aFolderWithALinkBackUpIsReadOnce() throws {
        try withTemporaryDirectory { dir in
            try Self.recordedPreviews(in: dir)
            try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("previews/sub/up").path, withDestinationPath: "..")
            let folder = try CLI.run(["check", "previews", "--golden", "golden/"], in: dir)
            #expect(folder.status == 0 && folder.stdout == "3 frames of 3 scenes match golden/\n", "\(folder)")
        }
    }

    @Test func scenesWithTheSameNameInTwoConfigsAreRefused() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["card"]), to: "one.json", in: dir)
            try Self.write(Self.config(["card"]), to: "two.json", in: dir)
            let result = try CLI.run(["record", "one.json", "two.json", "--golden", "golden"], in: dir)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("scene `card` is in both one.json and two.json"), "\(result)")
            #expect(!Files.exists(dir.appendingPathComponent("golden")), "nothing recorded")
            // Names that differ only in letter case would share a folder on macOS or Windows.
            try Self.write(Self.config(["Card"]), to: "two.json", in: dir)
            let cased = try CLI.run(["record", "one.json", "two.json", "--golden", "golden"], in: dir)
            #expect(cased.status == 2, "\(cased)")
            #expect(cased.stderr.contains("scene `card` in one.json and scene `Card` in two.json differ only in letter case"), "\(cased)")
        }
    }

    @Test func artifactsHoldOnlyTheLastRun() throws {
        try withTemporaryDirectory { dir in
            try Self.recordedPreviews(in: dir)
            let frame = dir.appendingPathComponent("golden/b/frame_0000.png")
            let original = try Files.bytes(frame)
            try PNG.changePixel(in: frame, x: 60, y: 40)
            #expect(try CLI.run(["check", "previews", "--golden", "golden"], in: dir).status == 1)
            #expect(Files.exists(dir.appendingPathComponent("out/check/b/frame_0000-zoom.png")))
            try original.write(to: frame)
            let pass = try CLI.run(["check", "previews", "--golden", "golden"], in: dir)
            #expect(pass.status == 0, "\(pass)")
            #expect(!Files.exists(dir.appendingPathComponent("out/check")), "a pass leaves no old report behind")

            // A folder render-preview did not write is never cleared.
            let mine = dir.appendingPathComponent("mine")
            try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
            try Data("keep".utf8).write(to: mine.appendingPathComponent("notes.txt"))
            let refused = try CLI.run(["check", "previews", "--golden", "golden", "--artifacts", "mine"], in: dir)
            #expect(refused.status == 2 && refused.stderr.contains("holds files render-preview check did not write"), "\(refused)")
            #expect(Files.names(in: mine) == ["notes.txt"])
        }
    }

    @Test func missingAndOrphanedGoldensAreNamedAsSuch() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["a", "b"]), to: "suite.json", in: dir)
            #expect(try CLI.run(["record", "suite.json"], in: dir).status == 0)
            try Self.write(Self.config(["a", "c"]), to: "suite.json", in: dir)
            let result = try CLI.run(["check", "suite.json"], in: dir)
            #expect(result.status == 1, "\(result)")
            let lines = result.stderr.split(separator: "\n").map(String.init)
            #expect(lines.first == "1 scene has no goldens; 1 orphaned golden — against golden/", "\(result)")
            #expect(
                lines.contains { $0.hasPrefix("golden/c/: no goldens; record them with `render-preview record suite.json --golden golden`") },
                "\(result)")
            #expect(lines.contains { $0.hasPrefix("golden/b/: orphaned golden") }, "\(result)")
            #expect(!result.stderr.contains("0 of"), "\(result)")
        }
    }

    @Test func aFailingAnimationIsOneLineWithItsFirstFrames() throws {
        try withTemporaryDirectory { dir in
            #expect(try CLI.run(["record", "--demo", "--scale", "1"], in: dir).status == 0)
            for frame in ["frame_0003.png", "frame_0006.png", "frame_0009.png", "frame_0012.png"] {
                try PNG.changePixel(in: dir.appendingPathComponent("golden/demo/" + frame), x: 200, y: 400)
            }
            let result = try CLI.run(["check", "--demo", "--scale", "1"], in: dir)
            let lines = result.stderr.split(separator: "\n").map(String.init)
            #expect(lines.first == "4 of 31 frames differ (in 1 of 1 scene) — against golden/", "\(result)")
            #expect(lines.count == 3, "\(result)")
            #expect(
                lines[1].hasPrefix("golden/demo/: 4 of 31 frames differ, first golden/demo/frame_0003.png at t = 0.050 s: geometry: 1 pixel differs"),
                "\(result)")
            #expect(lines[1].hasSuffix("; also frame_0006.png, frame_0009.png and 1 more"), "\(result)")
        }
    }

    @Test func aMistypedCommandIsSuggested() throws {
        try withTemporaryDirectory { dir in
            let result = try CLI.run(["chek", "card.json"], in: dir)
            #expect(result.status == 2, "\(result)")
            #expect(
                result.stderr
                    == "render-preview: unknown command `chek`; did you mean `check`? (commands: render, check, record, compare, watch; or a config file to render)\n",
                "\(result)")
            #expect(Files.names(in: dir).isEmpty)
            let watch = try CLI.run(["wacth", "card.json"], in: dir)
            #expect(watch.status == 2 && watch.stderr.contains("did you mean `watch`?"), "\(watch)")
        }
    }

    @Test func sceneFiltersMatchWildcardsAnywhere() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["card-light", "card-dark", "toast-dark", "toast-2"]), to: "suite.json", in: dir)
            let dark = try CLI.run(["suite.json", "--dry-run", "--scene", "*-dark"], in: dir)
            #expect(
                dark.stdoutLines.filter { $0.hasSuffix("frame_0000.png") } == ["out/card-dark/frame_0000.png", "out/toast-dark/frame_0000.png"],
                "\(dark)")
            let one = try CLI.run(["suite.json", "--dry-run", "--scene", "toast-?"], in: dir)
            #expect(one.stdoutLines.filter { $0.hasSuffix("frame_0000.png") } == ["out/toast-2/frame_0000.png"], "\(one)")
        }
    }

    @Test func countsSpeakInTheRightNumber() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["a"]), to: "suite.json", in: dir)
            let result = try CLI.run(["suite.json", "-o", "out/"], in: dir)
            #expect(result.stdout == "wrote 1 frame of 1 scene (120×80) to out/\n", "\(result)")
        }
    }

    @Test func aShareOfTheChangesCatchesARecolourThatTheFrameShareForgives() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["a"]), to: "suite.json", in: dir)
            #expect(try CLI.run(["record", "suite.json"], in: dir).status == 0)
            try Self.write(Self.config(["a"], color: "systemRed"), to: "suite.json", in: dir)
            // The 30 pt circle is about 7 % of the 120 × 80 frame, and nearly all of its own box.
            let forgiving = try CLI.run(["check", "suite.json", "--tolerance", "0:10%"], in: dir)
            #expect(forgiving.status == 0 && forgiving.stdout.contains("1 frame only within the tolerance"), "\(forgiving)")
            #expect(forgiving.stdout.contains("of the frame, ") && forgiving.stdout.contains("of the changed box"), "\(forgiving)")
            let strict = try CLI.run(["check", "suite.json", "--tolerance", "0:10%:changes"], in: dir)
            #expect(strict.status == 1, "\(strict)")
        }
    }
}
