import Foundation
import Testing

/// Comparison sheets end to end: the variants sheet beside a render, `compare` between two
/// configs and between goldens and a config, and the device frame asked for on the command line.
@Suite("comparison sheets")
struct ComparisonSheetTests {
    static let toast = """
        {"name": "toast", "variants": {"appearance": ["light", "dark"], "device": ["iPhone 15", "iPhone SE"]},
         "scale": 0.5, "show": {"position": "bottom", "custom": {"text": "TEXT", "modifiers": [{"padding": 12}, {"background": {"capsule": "systemBlue"}}]}}}
        """

    static func write(_ text: String, to url: URL) throws { try Data(text.utf8).write(to: url) }

    /// before.json and after.json in `dir`: the toast saying "Copied", then "Saved".
    static func copiedThenSaved(in dir: URL) throws -> (before: URL, after: URL) {
        let before = dir.appendingPathComponent("before.json"), after = dir.appendingPathComponent("after.json")
        try write(toast.replacingOccurrences(of: "TEXT", with: "Copied"), to: before)
        try write(toast.replacingOccurrences(of: "TEXT", with: "Saved"), to: after)
        return (before, after)
    }

    @Test func theVariantsSheetHasACellPerSceneAndIsListedByADryRun() throws {
        try withTemporaryDirectory { dir in
            let config = dir.appendingPathComponent("toast.json")
            try Self.write(Self.toast.replacingOccurrences(of: "TEXT", with: "Copied"), to: config)
            let out = dir.appendingPathComponent("out")
            let dry = try CLI.run([config.path, "-o", out.path, "--variants-sheet", "--dry-run"], in: dir)
            #expect(dry.status == 0 && dry.stdoutLines.contains(out.appendingPathComponent("toast-variants.png").path), "\(dry)")
            let result = try CLI.run([config.path, "-o", out.path, "--variants-sheet", "--quiet"], in: dir)
            #expect(result.status == 0, "\(result)")
            let sheet = try PNG.decode(out.appendingPathComponent("toast-variants.png"))
            // Two rows (light, dark) of two columns: the iPhone 15 at 240 px, the SE scaled alike.
            #expect(sheet.width > 2 * 240 + 100 && sheet.width < 2 * 240 + 600, "\(sheet.width)")
            #expect(sheet.height > 2 * 240 * 852 / 393, "\(sheet.height)")
            // The manifest lists it.
            let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any]
            #expect(manifest?["sheets"] as? [String] == ["toast-variants.png"], "\(String(describing: manifest?["sheets"]))")
            // Without the flag or the config key, no sheet.
            let plain = dir.appendingPathComponent("plain")
            #expect(try CLI.run([config.path, "-o", plain.path, "--quiet"], in: dir).status == 0)
            #expect(!Files.exists(plain.appendingPathComponent("toast-variants.png")))
            let plainManifest =
                try JSONSerialization.jsonObject(with: Data(contentsOf: plain.appendingPathComponent("manifest.json"))) as? [String: Any]
            #expect(plainManifest?["sheets"] == nil)
        }
    }

    @Test func compareTellsWhichScenesChangedAndDrawsEach() throws {
        try withTemporaryDirectory { dir in
            let (before, after) = try Self.copiedThenSaved(in: dir)
            let out = dir.appendingPathComponent("sheets")
            let result = try CLI.run(["compare", before.path, after.path, "-o", out.path, "--scene", "toast-light-*"], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdoutLines.count == 2, "\(result)")
            #expect(result.stdout.contains("toast-light-iphone-15: 1 of 1 moment differ"), "\(result)")
            let sheet = try PNG.decode(out.appendingPathComponent("toast-light-iphone-15.png"))
            #expect(sheet.height > 3 * 300 * 852 / 393, "three rows: before, after, difference (\(sheet.height))")
            let same = try CLI.run(["compare", before.path, before.path, "-o", out.path, "--scene", "toast-dark-iphone-15"], in: dir)
            #expect(same.stdout.contains("toast-dark-iphone-15: identical in 1 moment"), "\(same)")
        }
    }

    /// compare writes its sheets all or nothing: one place it may not replace (a folder named
    /// like a sheet) and no sheet is written; the folder is left as it is.
    @Test func compareWritesEverySheetOrNone() throws {
        try withTemporaryDirectory { dir in
            let (before, after) = try Self.copiedThenSaved(in: dir)
            let out = dir.appendingPathComponent("sheets")
            try FileManager.default.createDirectory(
                at: out.appendingPathComponent("toast-light-iphone-se-3rd-generation.png"), withIntermediateDirectories: true)
            let result = try CLI.run(["compare", before.path, after.path, "-o", out.path, "--scene", "toast-light-*"], in: dir)
            #expect(result.status == 2, "\(result)")
            #expect(
                result.stderr.contains(
                    "toast-light-iphone-se-3rd-generation.png: cannot write file (it is a folder, which render-preview does not replace)"),
                "\(result)")
            #expect(Files.names(in: out) == ["toast-light-iphone-se-3rd-generation.png"])
        }
    }

    /// Of an animation's moments, the differing ones are shown first: a change in the middle of
    /// the motion is on the sheet even with two columns, whose evenly spaced choice (the first
    /// and the last frame, identical here) would miss it.
    @Test func compareShowsTheMomentsThatDiffer() throws {
        try withTemporaryDirectory { dir in
            let card = """
                {"name": "slide", "device": "iPhone SE", "scale": 0.5, "fps": 10, "duration": 1.5,
                 "timeline": [{"at": 0.2, "show": {"id": "c", "position": "top", "duration": 0.6,
                   "enter": {"move": "top", "curve": {"uikitSpring": {"damping": DAMPING}}, "duration": 0.5},
                   "custom": {"text": "Hi", "modifiers": [{"padding": 20}, {"background": "systemBlue"}]}}}]}
                """
            let before = dir.appendingPathComponent("before.json"), after = dir.appendingPathComponent("after.json")
            try Self.write(card.replacingOccurrences(of: "DAMPING", with: "0.5"), to: before)
            try Self.write(card.replacingOccurrences(of: "DAMPING", with: "1"), to: after)
            let result = try CLI.run(["compare", before.path, after.path, "--frames", "2", "-o", dir.appendingPathComponent("c").path], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("slide: 2 of 2 moments differ"), "\(result)")
        }
    }

    @Test func compareReadsGoldensAsTheBeforeSide() throws {
        try withTemporaryDirectory { dir in
            let config = dir.appendingPathComponent("toast.json")
            try Self.write(Self.toast.replacingOccurrences(of: "TEXT", with: "Copied"), to: config)
            let golden = dir.appendingPathComponent("golden")
            #expect(try CLI.run(["record", config.path, "--golden", golden.path, "--quiet"], in: dir).status == 0)
            try Self.write(Self.toast.replacingOccurrences(of: "TEXT", with: "Copied!"), to: config)
            let result = try CLI.run(["compare", golden.path, config.path, "-o", dir.appendingPathComponent("c").path], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdoutLines.filter { $0.contains("1 of 1 moment differ") }.count == 4, "\(result)")
            #expect(Files.names(in: dir.appendingPathComponent("c")).count == 4)
            // Two folders of goldens: the labels' fonts are the bundled ones.
            let newer = dir.appendingPathComponent("golden-new")
            #expect(try CLI.run(["record", config.path, "--golden", newer.path, "--quiet"], in: dir).status == 0)
            let goldens = try CLI.run(
                ["compare", golden.path, newer.path, "--scene", "toast-dark-*", "-o", dir.appendingPathComponent("g").path], in: dir)
            #expect(goldens.status == 0 && goldens.stdoutLines.filter { $0.contains("1 of 1 moment differ") }.count == 2, "\(goldens)")
        }
    }

    @Test func compareExplainsWhatItCannotUse() throws {
        try withTemporaryDirectory { dir in
            let config = dir.appendingPathComponent("toast.json")
            try Self.write(Self.toast.replacingOccurrences(of: "TEXT", with: "Hi"), to: config)
            let other = dir.appendingPathComponent("other.json")
            try Self.write(#"{"name": "card", "show": {"custom": {"text": "Hi"}}}"#, to: other)
            let disjoint = try CLI.run(["compare", config.path, other.path, "-o", dir.appendingPathComponent("x").path], in: dir)
            #expect(disjoint.status == 2 && disjoint.stderr.contains("have no scene in common"), "\(disjoint)")
            let empty = dir.appendingPathComponent("empty")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            let noGoldens = try CLI.run(["compare", empty.path, config.path], in: dir)
            #expect(noGoldens.status == 2 && noGoldens.stderr.contains("holds no goldens"), "\(noGoldens)")
            let noOutput = try CLI.run(["compare", config.path, config.path, "-o", ""], in: dir)
            #expect(noOutput.status == 2 && noOutput.stderr.contains("--output is empty"), "\(noOutput)")
            #expect(!Files.exists(dir.appendingPathComponent("x")))
        }
    }

    @Test func theDeviceFrameFlagFramesEveryScene() throws {
        try withTemporaryDirectory { dir in
            let config = dir.appendingPathComponent("toast.json")
            try Self.write(Self.toast.replacingOccurrences(of: "TEXT", with: "Hi"), to: config)
            let out = dir.appendingPathComponent("out")
            let result = try CLI.run([config.path, "-o", out.path, "--device-frame", "--scene", "toast-*-iphone-15", "--quiet"], in: dir)
            #expect(result.status == 0, "\(result)")
            let light = try PNG.decode(out.appendingPathComponent("toast-light-iphone-15/frame_0000.png"))
            // 393 points wide at ½×, plus the body on both sides.
            #expect(light.width > 197 + 15, "\(light.width)")
            #expect(light.bytes[3] == 0, "outside the rounded body is transparent")
            let demo = try CLI.run(["--demo", "--device-frame"], in: dir)
            #expect(demo.status == 2 && demo.stderr.contains("--device-frame takes a config file"), "\(demo)")
        }
    }

    /// A screen within the size limit whose frame would take it over is refused before drawing,
    /// whether the frame comes from the config or from the flag.
    @Test func aFramedScreenOverTheLimitIsRefused() throws {
        try withTemporaryDirectory { dir in
            let config = dir.appendingPathComponent("tall.json")
            // 327 × 32 700 pixels: within the 32 768 a side; framed, 32 843 pixels tall.
            let tall = #"{"width": 100, "height": 10000, "scale": 3.27}"#
            try Self.write(#"{"name": "tall", "device": {"custom": \#(tall)}}"#, to: config)
            let out = dir.appendingPathComponent("out")
            let plain = try CLI.run([config.path, "-o", out.path, "--dry-run"], in: dir)
            #expect(plain.status == 0, "\(plain)")
            let framed = try CLI.run([config.path, "-o", out.path, "--device-frame", "--dry-run"], in: dir)
            #expect(framed.status == 2 && framed.stderr.contains("the screen in its device frame would be"), "\(framed)")
            try Self.write(#"{"name": "tall", "deviceFrame": true, "device": {"custom": \#(tall)}}"#, to: config)
            let keyed = try CLI.run([config.path, "-o", out.path, "--dry-run"], in: dir)
            #expect(keyed.status == 2 && keyed.stderr.contains("the screen in its device frame would be"), "\(keyed)")
        }
    }
}
