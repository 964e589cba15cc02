import Foundation
import Testing

/// `record` writes goldens; `check` compares against them and never writes.
@Suite("record and check")
struct GoldenTests {
    /// Records scale-1 goldens into `<dir>/golden` and returns `<dir>/golden/demo`.
    private func recordGoldens(in dir: URL) throws -> URL {
        let golden = dir.appendingPathComponent("golden")
        let result = try CLI.run(["record", "--demo", "--scale", "1", "--golden", golden.path], in: dir)
        try #require(result.status == 0, "\(result)")
        try #require(result.stdout.contains("31 frames added, 0 changed, 0 unchanged"), "\(result)")
        return golden.appendingPathComponent("demo")
    }

    /// Runs `check` at `scale` against `<dir>/golden`, asserting the golden folder is untouched.
    private func check(in dir: URL, scale: String = "1", extra: [String] = []) throws -> CLIResult {
        let golden = dir.appendingPathComponent("golden")
        let before = try Files.snapshot(of: golden)
        try? FileManager.default.removeItem(at: dir.appendingPathComponent("out"))
        let result = try CLI.run(["check", "--demo", "--scale", scale, "--golden", golden.path] + extra, in: dir)
        #expect(try Files.snapshot(of: golden) == before, "check modified \(golden.path): \(result)")
        // A failing check writes its images under out/check/ (the default --artifacts), nothing else.
        #expect(Files.names(in: dir).filter { $0 != "out" } == ["golden"], "check wrote outside the golden folder")
        if result.status == 0 { #expect(!Files.exists(dir.appendingPathComponent("out")), "a passing check wrote artifacts") }
        return result
    }

    @Test func checkThatRecordsIntoAFolderHoldingOtherFilesSaysWhyAndStillWritesItsReports() throws {
        try withTemporaryDirectory { dir in
            let golden = dir.appendingPathComponent("golden")
            let demo = golden.appendingPathComponent("demo")
            try FileManager.default.createDirectory(at: demo, withIntermediateDirectories: true)
            try Data("keep me".utf8).write(to: demo.appendingPathComponent("notes.txt"))
            let before = try Files.snapshot(of: golden)
            let result = try CLI.run(
                ["check", "--demo", "--scale", "1", "--golden", golden.path, "--record", "all", "--junit", "junit.xml"], in: dir)
            #expect(result.status == 2, "\(result)")
            #expect(
                result.stderr.contains(
                    "nothing recorded: cannot replace \(demo.path): it holds files render-preview does not write (\"notes.txt\"); move them, or record into another folder (--golden)"
                ), "\(result)")
            #expect(try Files.snapshot(of: golden) == before)
            #expect(Files.exists(dir.appendingPathComponent("junit.xml")), "the JUnit report is written before recording is tried")
        }
    }

    @Test func recordRefusesAGoldenFolderHoldingOtherFilesAndRecordsNothing() throws {
        try withTemporaryDirectory { dir in
            let golden = dir.appendingPathComponent("golden")
            let demo = golden.appendingPathComponent("demo")
            try FileManager.default.createDirectory(at: demo, withIntermediateDirectories: true)
            try Data("keep me".utf8).write(to: demo.appendingPathComponent("notes.txt"))
            let before = try Files.snapshot(of: golden)
            let result = try CLI.run(["record", "--demo", "--scale", "1", "--golden", golden.path], in: dir)
            #expect(result.status == 2, "\(result)")
            #expect(
                result.stderr.contains(
                    "nothing recorded: cannot replace \(demo.path): it holds files render-preview does not write (\"notes.txt\"); move them, or record into another folder (--golden)"
                ), "\(result)")
            #expect(try Files.snapshot(of: golden) == before)
        }
    }

    @Test func aChangedRecordingReplacesTheFolderAndKeepsUnchangedFramesBytes() throws {
        try withTemporaryDirectory { dir in
            let demo = try recordGoldens(in: dir)
            let first = try Files.bytes(demo.appendingPathComponent(Demo.frameNames[0]))
            // A golden frame someone damaged is re-recorded; the others keep their bytes.
            try Data("damaged".utf8).write(to: demo.appendingPathComponent(Demo.frameNames[3]))
            let again = try CLI.run(["record", "--demo", "--scale", "1", "--golden", dir.appendingPathComponent("golden").path], in: dir)
            #expect(again.status == 0, "\(again)")
            #expect(again.stdout.contains("0 frames added, 1 changed, 30 unchanged"), "\(again)")
            #expect(try Files.bytes(demo.appendingPathComponent(Demo.frameNames[0])) == first)
            #expect(try PNG.decode(demo.appendingPathComponent(Demo.frameNames[3])).width == Demo.width)
            #expect(Files.names(in: dir.appendingPathComponent("golden")) == ["demo"], "no staging left beside the goldens")
        }
    }

    /// A scene that got shorter: its golden folder loses frames, and those count as changed.
    @Test func framesASceneNoLongerHasCountAsChanged() throws {
        try withTemporaryDirectory { dir in
            func config(duration: Double) -> String {
                #"{"name": "short", "device": {"custom": {"width": 60, "height": 60, "scale": 1}}, "statusBar": false, "fps": 10, "duration": \#(duration), "timeline": [{"at": 0, "show": {"id": "t", "position": "center", "custom": {"text": "x"}, "enter": {"fade": 0, "duration": 0.3}}}]}"#
            }
            try Data(config(duration: 1).utf8).write(to: dir.appendingPathComponent("short.json"))
            let first = try CLI.run(["record", "short.json", "--golden", "golden"], in: dir)
            #expect(first.stdout.contains("11 frames added, 0 changed, 0 unchanged"), "\(first)")
            try Data(config(duration: 0.5).utf8).write(to: dir.appendingPathComponent("short.json"))
            let again = try CLI.run(["record", "short.json", "--golden", "golden"], in: dir)
            #expect(again.stdout.contains("0 frames added, 5 changed, 6 unchanged"), "\(again)")
            #expect(Files.names(in: dir.appendingPathComponent("golden/short")).count == 8, "6 frames, golden.json and structure.txt")
        }
    }

    /// A golden's kept PNG is the very file `render` writes for that frame, an animation's and a
    /// still's: a reviewer can open either and diff them byte for byte.
    @Test func aRecordedFrameIsTheFileRenderWrites() throws {
        try withTemporaryDirectory { dir in
            let config = #"""
                {"scenes": [
                  {"name": "moving", "device": {"custom": {"width": 60, "height": 80, "scale": 2}}, "fps": 10, "duration": 0.6,
                   "timeline": [{"at": 0, "show": {"id": "t", "position": "top", "custom": {"text": "Moving", "background": {"capsule": "#FFFFFF"}},
                     "enter": {"move": "top", "duration": 0.4}}}]},
                  {"name": "still", "device": {"custom": {"width": 60, "height": 80, "scale": 2}}, "background": "#336699",
                   "show": {"position": "center", "custom": {"text": "Still", "padding": 4, "background": {"capsule": "#FFFFFF"}}}}
                ]}
                """#
            try Data(config.utf8).write(to: dir.appendingPathComponent("suite.json"))
            let recorded = try CLI.run(["record", "suite.json", "--golden", "golden"], in: dir)
            try #require(recorded.status == 0, "\(recorded)")
            let rendered = try CLI.run(["render", "suite.json", "-o", "out"], in: dir)
            try #require(rendered.status == 0, "\(rendered)")
            for scene in ["moving", "still"] {
                let kept = Files.names(in: dir.appendingPathComponent("golden/\(scene)")).filter { $0.hasSuffix(".png") }
                #expect(!kept.isEmpty, "\(scene)")
                for name in kept {
                    let golden = try Files.bytes(dir.appendingPathComponent("golden/\(scene)/\(name)"))
                    let render = try Files.bytes(dir.appendingPathComponent("out/\(scene)/\(name)"))
                    #expect(golden == render, "\(scene)/\(name)")
                }
            }
        }
    }

    /// The stderr lines that name `name`.
    private func lines(naming name: String, in result: CLIResult) -> [Substring] {
        result.stderr.split(separator: "\n").filter { $0.contains("/" + name) }
    }

    @Test func recordThenRecordAgainThenCheck() throws {
        try withTemporaryDirectory { dir in
            let demo = try recordGoldens(in: dir)
            // 31 frames: every third one keeps a PNG (0, 3, …, 30); golden.json holds all 31 hashes.
            let kept = stride(from: 0, through: 30, by: 3).map { Demo.frameNames[$0] }
            #expect(Files.names(in: demo) == kept + ["golden.json"])
            let index = try JSONSerialization.jsonObject(with: Files.bytes(demo.appendingPathComponent("golden.json"))) as? [String: Any]
            #expect((index?["frames"] as? [Any])?.count == 31)
            for name in kept {
                let image = try PNG.decode(demo.appendingPathComponent(name))
                #expect(image.width == Demo.width && image.height == Demo.height, "\(name)")
            }

            let golden = dir.appendingPathComponent("golden")
            let before = try Files.snapshot(of: golden)
            let again = try CLI.run(["record", "--demo", "--scale", "1", "--golden", golden.path], in: dir)
            #expect(again.status == 0, "\(again)")
            #expect(again.stdout.contains("0 frames added, 0 changed, 31 unchanged"), "\(again)")
            #expect(try Files.snapshot(of: golden) == before, "an unchanged record must not rewrite goldens")

            let result = try check(in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("31 frames of 1 scene match"), "\(result)")
            #expect(result.stderr.isEmpty, "\(result)")

            let quiet = try check(in: dir, extra: ["--quiet"])
            #expect(quiet.status == 0, "\(quiet)")
            #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(quiet)")
        }
    }

    @Test func onePixelChanged() throws {
        try withTemporaryDirectory { dir in
            let demo = try recordGoldens(in: dir)
            let (frame, x, y) = ("frame_0012.png", 200, 400)
            try PNG.changePixel(in: demo.appendingPathComponent(frame), x: x, y: y)

            let result = try check(in: dir)
            #expect(result.status == 1, "\(result)")
            let named = lines(naming: frame, in: result)
            try #require(named.count == 1, "\(result)")
            #expect(named[0].contains("1 pixel differs"), "\(result)")
            #expect(named[0].contains("x \(x)..<\(x + 1), y \(y)..<\(y + 1)"), "\(result)")
            #expect(result.stderr.contains("1 of 31 frames differ"), "\(result)")
            let artifacts = dir.appendingPathComponent("out/check/demo")
            #expect(
                Files.names(in: artifacts) == [
                    "filmstrip.png", "frame_0012-actual.png", "frame_0012-diff.png", "frame_0012-expected.png", "frame_0012-zoom.png", "scrub",
                ])
            #expect(Files.exists(dir.appendingPathComponent("out/check/report.html")))
            let diff = try PNG.decode(artifacts.appendingPathComponent("frame_0012-diff.png"))
            let at = (y * diff.width + x) * 4
            #expect(Array(diff.bytes[at..<(at + 4)]) == [255, 0, 255, 255], "the changed pixel is highlighted")
            for other in Demo.frameNames where other != frame {
                #expect(lines(naming: other, in: result).isEmpty, "\(other) reported: \(result)")
            }
            #expect(result.stdout.isEmpty, "\(result)")

            // `record` repairs exactly that golden; then `check` passes again.
            let golden = dir.appendingPathComponent("golden")
            let record = try CLI.run(["record", "--demo", "--scale", "1", "--golden", golden.path], in: dir)
            #expect(record.status == 0, "\(record)")
            #expect(record.stdout.contains("0 frames added, 1 changed, 30 unchanged"), "\(record)")
            #expect(try check(in: dir).status == 0)
        }
    }

    @Test func missingGoldenFrame() throws {
        try withTemporaryDirectory { dir in
            let demo = try recordGoldens(in: dir)
            let frame = "frame_0006.png"
            try FileManager.default.removeItem(at: demo.appendingPathComponent(frame))

            let result = try check(in: dir)
            #expect(result.status == 1, "\(result)")
            let named = lines(naming: frame, in: result)
            try #require(named.count == 1, "\(result)")
            #expect(named[0].contains("no golden"), "\(result)")
            #expect(result.stderr.contains("1 of 31 frames differ"), "\(result)")
            #expect(!Files.exists(demo.appendingPathComponent(frame)), "check must not record a missing golden")
        }
    }

    @Test func corruptGoldenFrame() throws {
        try withTemporaryDirectory { dir in
            let demo = try recordGoldens(in: dir)
            let frame = "frame_0009.png"
            let url = demo.appendingPathComponent(frame)
            let bytes = try Files.bytes(url)
            try bytes.prefix(bytes.count / 2).write(to: url)

            let result = try check(in: dir)
            #expect(result.status == 1, "\(result)")
            let named = lines(naming: frame, in: result)
            try #require(named.count == 1, "\(result)")
            #expect(named[0].contains("unreadable"), "\(result)")
            #expect(result.stderr.contains("1 of 31 frames differ"), "\(result)")
        }
    }

    @Test func goldenOfTheWrongSize() throws {
        try withTemporaryDirectory { dir in
            _ = try recordGoldens(in: dir)
            let result = try check(in: dir, scale: "2")
            #expect(result.status == 1, "\(result)")
            let named = lines(naming: "frame_0000.png", in: result)
            try #require(named.count == 1, "\(result)")
            #expect(named[0].contains("390×844"), "\(result)")
            #expect(named[0].contains("780×1688"), "\(result)")
            #expect(result.stderr.contains("31 of 31 frames differ"), "\(result)")
        }
    }

    @Test func checkWithoutGoldensCreatesNothing() throws {
        try withTemporaryDirectory { dir in
            let golden = dir.appendingPathComponent("golden")
            let result = try CLI.run(["check", "--demo", "--scale", "1", "--golden", golden.path], in: dir)
            #expect(result.status == 1, "\(result)")
            // One line that says what to do, not 31 "no golden" lines.
            #expect(result.stderr.contains("\(golden.path)/demo/: no goldens"), "\(result)")
            #expect(result.stderr.contains("render-preview record --demo --golden \(golden.path)"), "\(result)")
            #expect(result.stderr.split(separator: "\n").first == "1 scene has no goldens — against \(golden.path)/", "\(result)")
            #expect(result.stderr.split(separator: "\n").count == 2, "\(result)")
            #expect(!Files.exists(golden))
            #expect(Files.names(in: dir).isEmpty)
        }
    }
}
