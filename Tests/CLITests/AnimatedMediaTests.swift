import AnimatedImageCodecs
import Foundation
import Testing

/// `animation.gif` and `animation.webp` through the binary: written beside the frames, the same
/// bytes on every run and thread count, listed like the other previews, every bad option refused
/// with its place, and playing in Chromium.
@Suite struct AnimatedMediaTests {
    static let example = ExampleGoldenTests.root.appendingPathComponent("examples/motion/spring-card.json").path

    @Test func gifAndWebPAreTheSameBytesOnEveryRunAndThreadCount() throws {
        try withTemporaryDirectory { dir in
            let one = try CLI.run([Self.example, "-o", "one", "--gif", "--webp", "--jobs", "1", "--scale", "1", "--quiet"], in: dir)
            let two = try CLI.run([Self.example, "-o", "two", "--gif", "--webp", "--jobs", "2", "--scale", "1", "--quiet"], in: dir)
            try #require(one.status == 0 && two.status == 0, "\(one) \(two)")
            for file in ["animation.gif", "animation.webp"] {
                let a = try Files.bytes(dir.appendingPathComponent("one/spring-card/" + file))
                let b = try Files.bytes(dir.appendingPathComponent("two/spring-card/" + file))
                #expect(a == b, "\(file) differs between --jobs 1 and --jobs 2")
            }
            // Sized like the animated PNG's default: the screen's width in points (iPhone 15: 393).
            let gif = try AnimatedGIFDecoder.decode(Array(try Files.bytes(dir.appendingPathComponent("one/spring-card/animation.gif"))))
            #expect(gif.width == 393 && gif.plays == 0 && gif.frames.count > 5)
            let webp = try AnimatedWebPDecoder.decode(Array(try Files.bytes(dir.appendingPathComponent("one/spring-card/animation.webp"))))
            #expect(webp.width == 393 && webp.plays == 0 && webp.frames.count > 5)
            // The last frame is held 1 s, and both last as long as the scene plus that second.
            let manifest = try JSONSerialization.jsonObject(with: Files.bytes(dir.appendingPathComponent("one/manifest.json"))) as? [String: Any]
            let scene = (manifest?["scenes"] as? [[String: Any]])?.first
            let lastTime = ((scene?["frames"] as? [[String: Any]])?.last?["time"] as? Double) ?? 0
            #expect(gif.totalMilliseconds == Int(((lastTime + 1) * 100).rounded()) * 10)
            #expect(webp.totalMilliseconds == Int(((lastTime + 1) * 1000).rounded()))
            #expect(
                scene?["previews"] as? [String] == [
                    "spring-card/animation.png", "spring-card/contact-sheet.png",
                    "spring-card/animation.gif", "spring-card/animation.webp",
                ])
        }
    }

    @Test func versionNamesTheGIFAndWebPLibraries() throws {
        try withTemporaryDirectory { dir in
            let result = try CLI.run(["--version"], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains(/libimagequant \d+\.\d+\.\d+, giflib \d+\.\d+\.\d+, libwebp \d+\.\d+\.\d+/), "\(result)")
        }
    }

    @Test func dryRunListsTheGIFAndWebP() throws {
        try withTemporaryDirectory { dir in
            let result = try CLI.run([Self.example, "-o", "out", "--gif", "--webp", "--dry-run"], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(
                result.stdoutLines.contains("out/spring-card/animation.gif") && result.stdoutLines.contains("out/spring-card/animation.webp"),
                "\(result)")
        }
    }

    @Test func configOptionsAreRead() throws {
        try withTemporaryDirectory { dir in
            let json = TimelineConfigTests.scene(
                #"[{"at": 0, "show": {"id": "card", "position": "center", "duration": 0.2, "enter": {"fade": 0, "duration": 0.2}, "custom": \#(TimelineConfigTests.card)}}]"#,
                extra:
                    #" "fps": 60, "tail": 0.1, "gif": {"width": 100, "loops": 2, "dither": false}, "webp": {"width": 50, "fps": 20, "loops": 3, "lossless": false, "quality": 60},"#
            )
            let result = try ConfigRun.run(json, in: dir)
            try #require(result.status == 0, "\(result)")
            let gif = try AnimatedGIFDecoder.decode(Array(try Files.bytes(dir.appendingPathComponent("out/anim/animation.gif"))))
            #expect(gif.width == 100 && gif.height == 60 && gif.plays == 2 && gif.storedLoopCount == 1)
            // 60 fps → every 2nd frame: the fade's frames last 3 or 4 cs.
            #expect(Array(gif.durations.prefix(3)) == [30, 40, 30], "\(gif.durations)")
            let webp = try AnimatedWebPDecoder.decode(Array(try Files.bytes(dir.appendingPathComponent("out/anim/animation.webp"))))
            #expect(webp.width == 50 && webp.plays == 3)
            #expect(webp.durations.first == 50, "\(webp.durations)")
            // A folder holding them is a render's own: rendering again replaces it.
            let again = try ConfigRun.run(json, in: dir)
            #expect(again.status == 0, "\(again)")
        }
    }

    /// "line:column" of `index` in `text` (1-based, ASCII text).
    static func position(of index: String.Index, in text: String) -> String {
        let before = text[..<index]
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        return "\(lines.count):\(lines.last!.count + 1)"
    }

    @Test func badOptionsAreRefusedWithTheirPlace() throws {
        let timeline = #"[{"at": 0, "show": {"custom": {"text": "x"}}}]"#
        let cases: [(extra: String, needle: String, message: String)] = [
            (
                #" "gif": {"fps": 60},"#, "60",
                #"gif.fps: 60 fps is too fast for a GIF: browsers show a frame shorter than 2 centiseconds for 10, so a GIF plays at most 50 fps"#
            ),
            (#" "gif": {"width": 8},"#, "8", "gif.width: 8 is out of range; expected an integer from 16 to 4096"),
            (#" "gif": {"loops": -1},"#, "-1", "gif.loops: -1 is out of range; expected an integer from 0 to 1000"),
            (#" "gif": {"dither": "yes"},"#, #""yes""#, "gif.dither: expected true or false, found"),
            (#" "gif": {"colors": 16},"#, #""colors""#, "gif.colors: unknown key `colors`"),
            (#" "gif": "yes","#, #""yes""#, "gif: expected true or false or an object, found"),
            (#" "webp": {"quality": 50},"#, "50", #"webp.quality: `quality` sets lossy compression; add "lossless": false"#),
            (#" "webp": {"lossless": false, "quality": 101},"#, "101", "webp.quality: 101 is out of range; expected an integer from 0 to 100"),
            (#" "webp": {"lossless": 1},"#, "1}", "webp.lossless: expected true or false, found"),
            (#" "webp": {"fps": 0},"#, "0}", "webp.fps: 0 is out of range; expected an integer from 1 to 240"),
            (#" "webp": {"width": 5000},"#, "5000", "webp.width: 5000 is out of range; expected an integer from 16 to 4096"),
        ]
        try withTemporaryDirectory { dir in
            for c in cases {
                let json = TimelineConfigTests.scene(timeline, extra: c.extra)
                let result = try ConfigRun.run(json, in: dir)
                #expect(result.status == 2 && !result.terminatedBySignal, "\(c.extra): \(result)")
                let valueStart = json.range(of: c.extra)!.lowerBound
                let needleAt = json[valueStart...].range(of: c.needle)!.lowerBound
                let expected = "config.json:\(Self.position(of: needleAt, in: json)): "
                #expect(result.stderr.contains(expected + c.message), "\(c.extra): expected \(expected + c.message)\n\(result.stderr)")
                #expect(!Files.exists(dir.appendingPathComponent("out")))
            }
            // Without a timeline the keys are refused as the other animation keys are.
            let still = #"{"name": "still", "gif": true, "webp": {"lossless": true}, "show": {"custom": {"text": "x"}}}"#
            let result = try ConfigRun.run(still, in: dir)
            #expect(result.status == 2)
            #expect(result.stderr.contains("gif: `gif` animates a scene: add a \"timeline\""), "\(result)")
            #expect(result.stderr.contains("webp: `webp` animates a scene: add a \"timeline\""), "\(result)")
        }
    }

    /// The motion examples' GIF and WebP play in Chromium: two screenshots at different times
    /// differ (a slide, a keyboard lifting a card, a 3D turn).
    @Test(
        .enabled(if: CheckReportTests.hasChromium, "needs Chromium: apt-get install chromium"),
        arguments: ["spring-card", "keyboard-card", "rotate-3d"])
    func gifAndWebPPlayInChromium(example: String) throws {
        try withTemporaryDirectory { dir in
            let config = ExampleGoldenTests.root.appendingPathComponent("examples/motion/\(example).json").path
            let render = try CLI.run([config, "-o", "out", "--scale", "1", "--gif", "--webp", "--quiet"], in: dir)
            try #require(render.status == 0, "\(render)")
            for file in ["animation.gif", "animation.webp"] {
                let shots = ExampleGoldenTests.root.appendingPathComponent("out/media-chromium/\(example)").path
                let (status, output) = try CheckReportTests.chromiumScript(
                    "check-apng-in-chromium.py",
                    [dir.appendingPathComponent("out/\(example)/" + file).path, shots])
                #expect(status == 0 && output.contains("plays in Chromium (393×852)"), "\(example) \(file): \(output)")
            }
        }
    }
}
