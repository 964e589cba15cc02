import Foundation
import Testing

/// A deliberate change to an example must fail the project's own suite at the right scene and
/// frame, with a report that renders in a real browser.
@Suite struct CheckReportTests {
    static var hasChromium: Bool {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `examples/motion/queued-messages.json` with the second message's icon recoloured, checked
    /// against `golden/examples/motion/queued-messages` with artifacts in `dir/art`.
    static func checkRecoloured(in dir: URL) throws -> CLIResult {
        let root = ExampleGoldenTests.root
        let original = try String(contentsOf: root.appendingPathComponent("examples/motion/queued-messages.json"), encoding: .utf8)
        let changed = original.replacingOccurrences(of: "systemGreen", with: "systemTeal")
        try #require(changed != original)
        try Data(changed.utf8).write(to: dir.appendingPathComponent("queued-messages.json"))
        return try CLI.run(
            [
                "check", "queued-messages.json", "--golden", root.appendingPathComponent("golden/examples/motion/queued-messages").path,
                "--artifacts", "art", "--jobs", "2",
            ], in: dir)
    }

    @Test func recolouredIconFailsAtTheFramesThatShowIt() throws {
        try withTemporaryDirectory { dir in
            let result = try Self.checkRecoloured(in: dir)
            #expect(result.status == 1, "\(result)")
            // The second message starts entering at 2.0 s (frame 60 at 30 fps): the first message's
            // 0.4 s entrance, 0.8 s on screen, 0.2 s exit from 0.1 s, then the 0.5 s pause.
            let reported = result.stderr.split(separator: "\n").compactMap { line -> Int? in
                guard line.contains("/queued-messages/frame_"), let r = line.range(of: "frame_") else { return nil }
                return Int(line[r.upperBound...].prefix(4))
            }
            try #require(!reported.isEmpty, "\(result)")
            #expect(reported.min()! > 60 && reported.min()! <= 62, "first failing frame \(reported.min()!): \(result)")
            #expect(!result.stderr.contains("/queued-messages/frame_0060"), "\(result)")
            #expect(result.stderr.contains("report (expected, actual, diff, close-ups, filmstrips, accept commands): art/report.html"), "\(result)")
            let report = String(decoding: try Files.bytes(dir.appendingPathComponent("art/report.html")), as: UTF8.self)
            #expect(report.contains("<h2>queued-messages</h2>"))
            #expect(report.contains("render-preview record queued-messages.json --golden"))
            #expect(Files.exists(dir.appendingPathComponent("art/queued-messages/filmstrip.png")))
            // Every image the report shows is there.
            let sources = report.components(separatedBy: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            #expect(!sources.isEmpty)
            for src in sources { #expect(Files.exists(dir.appendingPathComponent("art/" + src)), "\(src)") }
        }
    }

    /// Runs one of the scripts/check-*-in-chromium.py scripts; returns its exit status and output.
    static func chromiumScript(_ name: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", ExampleGoldenTests.root.appendingPathComponent("scripts/" + name).path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    @Test(.enabled(if: CheckReportTests.hasChromium, "needs Chromium: apt-get install chromium"))
    func animatedPreviewPlaysInChromium() throws {
        try withTemporaryDirectory { dir in
            let example = ExampleGoldenTests.root.appendingPathComponent("examples/motion/spring-card.json").path
            let render = try CLI.run([example, "-o", "out", "--scale", "1"], in: dir)
            try #require(render.status == 0, "\(render)")
            let (status, output) = try Self.chromiumScript(
                "check-apng-in-chromium.py", [dir.appendingPathComponent("out/spring-card/animation.png").path])
            #expect(status == 0 && output.contains("plays in Chromium (260×"), "\(output)")
        }
    }

    /// `examples/motion/spring-card.json` at scale 1 in a light and a dark variant, recorded into
    /// `dir/golden`, then checked with a stiffer spring (damping 0.6 → 0.8) with artifacts in
    /// `dir/art`: two failing animations with a "What changed" sentence, scrubbers and filters.
    static func checkStifferSpring(in dir: URL) throws -> CLIResult {
        let original = try String(contentsOf: ExampleGoldenTests.root.appendingPathComponent("examples/motion/spring-card.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"$schema\": \"../../schema/config.schema.json\",", with: "")
        let variants = original.replacingOccurrences(
            of: "\"scale\": 2,", with: "\"scale\": 1, \"variants\": {\"appearance\": [\"light\", \"dark\"]},")
        let stiffer = variants.replacingOccurrences(of: "\"damping\": 0.6", with: "\"damping\": 0.8")
        try #require(variants != original && stiffer != variants)
        let config = dir.appendingPathComponent("spring-card.json")
        try Data(variants.utf8).write(to: config)
        let record = try CLI.run(["record", "spring-card.json", "--golden", "golden"], in: dir)
        try #require(record.status == 0, "\(record)")
        try Data(stiffer.utf8).write(to: config)
        return try CLI.run(["check", "spring-card.json", "--golden", "golden", "--artifacts", "art", "--jobs", "2"], in: dir)
    }

    /// Where the Chromium tests leave their screenshots to look at: `out/report-chromium/` in the package.
    static func screenshot(_ name: String) throws -> String {
        let folder = ExampleGoldenTests.root.appendingPathComponent("out/report-chromium")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name).path
    }

    @Test(.enabled(if: CheckReportTests.hasChromium, "needs Chromium: apt-get install chromium"))
    func reportRendersInChromium() throws {
        try withTemporaryDirectory { dir in
            _ = try Self.checkRecoloured(in: dir)
            let (status, output) = try Self.chromiumScript(
                "check-report-in-chromium.py",
                [
                    dir.appendingPathComponent("art/report.html").path,
                    try Self.screenshot("recoloured.png"), "--expect", "scrubber",
                ])
            #expect(status == 0, "\(output)")
            #expect(output.contains("the report renders in Chromium"), "\(output)")
            #expect(output.contains("the scrubber moves both images together"), "\(output)")
        }
    }

    /// The report of failing animations in two appearances: "What changed" lists the spring's
    /// change, the scrubber moves expected and actual together, and unticking "dark" hides the
    /// dark scene and ticking it shows it again, in a real browser.
    @Test(.enabled(if: CheckReportTests.hasChromium, "needs Chromium: apt-get install chromium"))
    func reportScrubsAndFiltersInChromium() throws {
        try withTemporaryDirectory { dir in
            let check = try Self.checkStifferSpring(in: dir)
            #expect(check.status == 1, "\(check)")
            let report = String(decoding: try Files.bytes(dir.appendingPathComponent("art/report.html")), as: UTF8.self)
            #expect(report.contains("<h3>What changed</h3>") && report.contains("overshoot"), "\(check)")
            #expect(report.contains("data-appearance=\"dark\"") && report.contains("class=\"scrubber\""))
            let (status, output) = try Self.chromiumScript(
                "check-report-in-chromium.py",
                [
                    dir.appendingPathComponent("art/report.html").path,
                    try Self.screenshot("variants.png"),
                    "--expect", "changes", "--expect", "scrubber", "--expect", "filters",
                ])
            #expect(status == 0, "\(output)")
            #expect(output.contains("the scrubber moves both images together"), "\(output)")
            #expect(output.contains("unticking appearance dark hid 1 of 2 scenes (showing 1 of 2 scenes)"), "\(output)")
        }
    }
}
