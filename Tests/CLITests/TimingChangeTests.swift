import Foundation
import Testing

/// The most common animation edit — a timing change — renders another number of frames. The
/// check still shows pictures: each kept golden frame against the frame rendered nearest its time
/// (expected, actual, diff, filmstrip), and says how to see both timings with `compare`.
@Suite struct TimingChangeTests {
    static func config(duration: Double, hideAt: Double = 1.0) -> String {
        """
        {"name": "slide", "device": {"custom": {"width": 120, "height": 160, "scale": 1}}, "statusBar": false, "homeIndicator": false,
         "fps": 20, "timeline": [
           {"at": 0, "show": {"id": "card", "position": "top", "custom": {"rectangle": "systemBlue", "frame": {"width": 80, "height": 30}},
             "enter": {"move": "top", "duration": \(duration), "curve": "linear"}}},
           {"at": \(hideAt), "hide": "card"}]}
        """
    }

    @Test func aTimingChangeIsComparedByTime() throws {
        try withTemporaryDirectory { dir in
            try Data(Self.config(duration: 0.4).utf8).write(to: dir.appendingPathComponent("slide.json"))
            let record = try CLI.run(["record", "slide.json", "--golden", "golden"], in: dir)
            try #require(record.status == 0, "\(record)")
            try Data(Self.config(duration: 0.6, hideAt: 1.5).utf8).write(to: dir.appendingPathComponent("slide.json"))
            let check = try CLI.run(["check", "slide.json", "--golden", "golden", "--junit", "out/junit.xml"], in: dir)
            #expect(check.status == 1, "\(check)")
            #expect(check.stderr.contains("golden/slide/: the goldens hold "), "\(check)")
            #expect(check.stderr.contains(Regex<Substring>(verbatim: "golden/slide/: by time, ")), "\(check)")
            #expect(check.stderr.contains("kept golden frames differ from the frame rendered nearest, first golden/slide/frame_"), "\(check)")
            #expect(
                check.stderr.contains(
                    "golden/slide/: see both timings moment by moment with `render-preview compare golden slide.json --scene slide`"), "\(check)")
            // Pictures: expected, actual and diff of the paired frames, a filmstrip, the report.
            let artifacts = Files.tree(under: dir.appendingPathComponent("out/check"))
            #expect(artifacts.contains { $0.hasSuffix("-expected.png") } && artifacts.contains { $0.hasSuffix("-diff.png") }, "\(artifacts)")
            #expect(artifacts.contains { $0.contains("filmstrip") }, "\(artifacts)")
            let report = try String(contentsOf: dir.appendingPathComponent("out/check/report.html"), encoding: .utf8)
            #expect(report.contains("-expected.png"), "the report shows the paired frames")
            // The command it points to works.
            let compare = try CLI.run(["compare", "golden", "slide.json", "--scene", "slide"], in: dir)
            #expect(compare.status == 0 || compare.status == 1, "\(compare)")
            #expect(Files.exists(dir.appendingPathComponent("out/compare/slide.png")), "\(compare)")
        }
    }
}
