import Foundation
import Testing

/// The snapshot workflow on a small config of three scenes: tolerance, orphans and --prune,
/// --only-missing, --shard, --junit.
@Suite struct CheckWorkflowTests {
    static func config(_ names: [String], color: String = "systemBlue") -> String {
        let scenes = names.map { name in
            """
            {"name": "\(name)", "device": {"custom": {"width": 120, "height": 80, "scale": 1}}, "statusBar": false,
             "homeIndicator": false, "show": {"position": "center", "custom": {"circle": "\(color)", "frame": {"width": 30, "height": 30}}}}
            """
        }
        return "{\"scenes\": [" + scenes.joined(separator: ",\n") + "]}"
    }

    static func write(_ json: String, in dir: URL) throws {
        try Data(json.utf8).write(to: dir.appendingPathComponent("suite.json"))
    }

    static func run(_ args: [String], in dir: URL) throws -> CLIResult {
        try CLI.run(
            args.first == "record" || args.first == "check" ? [args[0], "suite.json", "--golden", "golden"] + args.dropFirst() : args, in: dir)
    }

    @Test func toleranceLetsSmallDifferencesPass() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["a"]), in: dir)
            #expect(try Self.run(["record"], in: dir).status == 0)
            try PNG.changePixel(in: dir.appendingPathComponent("golden/a/frame_0000.png"), x: 60, y: 40)
            let exact = try Self.run(["check"], in: dir)
            #expect(exact.status == 1 && exact.stderr.contains("1 pixel differs"), "\(exact)")
            let tolerant = try Self.run(["check", "--tolerance", "0:0.1%"], in: dir)
            // A pass that needed the tolerance says so, with the numbers.
            #expect(
                tolerant.status == 0
                    && tolerant.stdout.contains("1 frame of 1 scene match golden/; 1 frame only within the tolerance (largest: 1 pixel, "),
                "\(tolerant)")
            let bad = try Self.run(["check", "--tolerance", "300"], in: dir)
            #expect(
                bad.status == 2
                    && bad.stderr.contains(
                        "The value '300' is invalid for '--tolerance <channel[:share[:changes]]>': the channel is at most 255 levels (got 300)"),
                "\(bad)")
            let share = try Self.run(["check", "--tolerance", "2:5"], in: dir)
            #expect(
                share.status == 2
                    && share.stderr.contains(
                        "'--tolerance <channel[:share[:changes]]>': a share is a fraction or a percentage: 5 is more than the whole frame; write 5% or 0.05"
                    ), "\(share)")
            let base = try Self.run(["check", "--tolerance", "2:5%:box"], in: dir)
            #expect(base.status == 2 && base.stderr.contains("the third part may only be \"changes\""), "\(base)")
        }
    }

    @Test func aToleranceNeverHidesWhatChanged() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["a"]), in: dir)
            #expect(try Self.run(["record"], in: dir).status == 0)
            // The circle grows: pixels and structure change; a wide tolerance lets the pixels pass.
            try Self.write(
                Self.config(["a"]).replacingOccurrences(of: "\"width\": 30, \"height\": 30", with: "\"width\": 34, \"height\": 34"), in: dir)
            for tolerance in ["255", "2:100%:changes", "0:100%"] {
                let result = try Self.run(["check", "--tolerance", tolerance], in: dir)
                #expect(result.status == 0, "\(result)")
                #expect(
                    result.stdout.contains("golden/a/: passed within the tolerance, but the structure changed; what changed: "),
                    "\(tolerance): \(result)")
                #expect(result.stdout.contains("overlay-1 is 4 pt wider and 4 pt taller (30×30 → 34×34 pt)"), "\(result)")
            }
            let wide = try Self.run(["check", "--tolerance", "255"], in: dir)
            #expect(
                wide.stderr.contains("warning: --tolerance 255: a channel tolerance over 64 levels can let changed text and colours pass"), "\(wide)")
            try Self.write(
                Self.config(["a"]).replacingOccurrences(
                    of: "\"statusBar\": false,", with: "\"statusBar\": false, \"tolerance\": {\"channel\": 200},"), in: dir)
            let own = try Self.run(["check"], in: dir)
            #expect(own.stderr.contains("warning: scene a's tolerance channel 200: a channel tolerance over 64 levels"), "\(own)")
            try Self.write(Self.config(["a"]), in: dir)
            let narrow = try Self.run(["check", "--tolerance", "64:100%"], in: dir)
            #expect(!narrow.stderr.contains("warning"), "\(narrow)")
        }
    }

    @Test func aSceneCanCarryItsOwnTolerance() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["a"]), in: dir)
            #expect(try Self.run(["record"], in: dir).status == 0)
            try PNG.changePixel(in: dir.appendingPathComponent("golden/a/frame_0000.png"), x: 60, y: 40)
            #expect(try Self.run(["check"], in: dir).status == 1)
            let tolerant = Self.config(["a"]).replacingOccurrences(
                of: "\"statusBar\": false,", with: "\"statusBar\": false, \"tolerance\": {\"share\": \"0.2%\"},")
            try Self.write(tolerant, in: dir)
            let result = try Self.run(["check"], in: dir)
            #expect(result.status == 0 && result.stdout.contains("1 frame only within the tolerance"), "\(result)")
            try Self.write(
                Self.config(["a"]).replacingOccurrences(
                    of: "\"statusBar\": false,", with: "\"statusBar\": false, \"tolerance\": {\"share\": \"lots\"},"), in: dir)
            let bad = try Self.run(["check"], in: dir)
            #expect(bad.status == 2 && bad.stderr.contains("scenes[0].tolerance.share: expected a share such as 0.001 or \"0.1%\""), "\(bad)")
        }
    }

    @Test func orphansAreReportedAndPrunedOnlyOnRequest() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["a", "b", "c"]), in: dir)
            #expect(try Self.run(["record"], in: dir).status == 0)
            // Another config's goldens in the same folder are not this config's orphans.
            try Data(Self.config(["other"]).utf8).write(to: dir.appendingPathComponent("other.json"))
            #expect(try CLI.run(["record", "other.json", "--golden", "golden"], in: dir).status == 0)

            try Self.write(Self.config(["a", "c"]), in: dir)
            let check = try Self.run(["check"], in: dir)
            #expect(check.status == 1, "\(check)")
            #expect(check.stderr.contains("golden/b/: orphaned golden"), "\(check)")
            #expect(!check.stderr.contains("other"), "\(check)")
            #expect(Files.exists(dir.appendingPathComponent("golden/b")), "check deletes nothing")

            let record = try Self.run(["record"], in: dir)
            #expect(record.stdout.contains("orphaned: golden/b/"), "\(record)")
            #expect(Files.exists(dir.appendingPathComponent("golden/b")))
            let prune = try Self.run(["record", "--prune"], in: dir)
            #expect(prune.stdout.contains("pruned golden/b/"), "\(prune)")
            #expect(Files.names(in: dir.appendingPathComponent("golden")) == ["a", "c", "other"])
            #expect(try Self.run(["check"], in: dir).status == 0)
        }
    }

    /// A folder of configs is the whole suite: the goldens of a config deleted from it are
    /// orphans, reported by check and pruned by record --prune.
    @Test func aDeletedConfigsGoldensAreOrphansOfItsFolder() throws {
        try withTemporaryDirectory { dir in
            let previews = dir.appendingPathComponent("previews")
            try FileManager.default.createDirectory(at: previews, withIntermediateDirectories: true)
            try Data(Self.config(["a"]).utf8).write(to: previews.appendingPathComponent("one.json"))
            try Data(Self.config(["b"]).utf8).write(to: previews.appendingPathComponent("two.json"))
            #expect(try CLI.run(["record", "previews", "--golden", "golden"], in: dir).status == 0)
            try FileManager.default.removeItem(at: previews.appendingPathComponent("two.json"))
            let check = try CLI.run(["check", "previews", "--golden", "golden"], in: dir)
            #expect(check.status == 1 && check.stderr.contains("golden/b/: orphaned golden"), "\(check)")
            // Named one by one, a config not given may still exist elsewhere: not judged.
            #expect(try CLI.run(["check", "previews/one.json", "--golden", "golden"], in: dir).status == 0)
            let prune = try CLI.run(["record", "previews", "--golden", "golden", "--prune"], in: dir)
            #expect(prune.stdout.contains("pruned golden/b/"), "\(prune)")
            #expect(Files.names(in: dir.appendingPathComponent("golden")) == ["a"])
            #expect(try CLI.run(["check", "previews", "--golden", "golden"], in: dir).status == 0)
        }
    }

    /// In a folder, only configs are configs: an asset catalog's Contents.json is skipped and
    /// counted; --exclude leaves out what it matches; a broken config is still reported.
    @Test func aFolderYieldsOnlyConfigsAndExcludeLeavesFilesOut() throws {
        try withTemporaryDirectory { dir in
            let previews = dir.appendingPathComponent("previews")
            let assets = previews.appendingPathComponent("Assets.xcassets/AppIcon.appiconset")
            try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
            try Data(Self.config(["a"]).utf8).write(to: previews.appendingPathComponent("one.json"))
            try Data(#"{"images": [], "info": {"author": "xcode", "version": 1}}"#.utf8).write(to: assets.appendingPathComponent("Contents.json"))
            let record = try CLI.run(["record", "previews", "--golden", "golden"], in: dir)
            #expect(record.status == 0, "\(record)")
            #expect(
                record.stderr.contains(
                    "skipped 1 .json file that is no config (a config's top level names scenes, name, device, show, timeline or another config key, and not info, version, dependencies or scripts): previews/Assets.xcassets/AppIcon.appiconset/Contents.json"
                ), "\(record)")
            #expect(try CLI.run(["check", "previews", "--golden", "golden", "--quiet"], in: dir).stderr.isEmpty)

            let drafts = previews.appendingPathComponent("drafts")
            try FileManager.default.createDirectory(at: drafts, withIntermediateDirectories: true)
            try Data(#"{"name": "draft", "show": {"custom": {"text": 12}}}"#.utf8).write(to: drafts.appendingPathComponent("wip.json"))
            let broken = try CLI.run(["check", "previews", "--golden", "golden"], in: dir)
            #expect(broken.status == 2 && broken.stderr.contains("previews/drafts/wip.json:"), "\(broken)")
            let excluded = try CLI.run(["check", "previews", "--golden", "golden", "--exclude", "drafts/*"], in: dir)
            #expect(excluded.status == 0, "\(excluded)")
            let byPath = try CLI.run(["check", "previews", "--golden", "golden", "--exclude", "*/wip.json"], in: dir)
            #expect(byPath.status == 0, "\(byPath)")
            let nothing = try CLI.run(["check", "previews", "--golden", "golden", "--exclude", "*"], in: dir)
            #expect(
                nothing.status == 2 && nothing.stderr.contains("previews/: holds no configs (--exclude leaves out all 3 .json files)"), "\(nothing)")
        }
    }

    /// The verdict and JUnit count the same scenes; a one-frame scene's line is not repeated.
    @Test func verdictAndJUnitAgree() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["a", "b"]), in: dir)
            #expect(try Self.run(["record"], in: dir).status == 0)
            try Self.write(Self.config(["a", "b", "c"]), in: dir)
            try PNG.changePixel(in: dir.appendingPathComponent("golden/b/frame_0000.png"), x: 60, y: 40)
            let check = try Self.run(["check", "--junit", "junit.xml"], in: dir)
            #expect(check.stderr.contains("1 of 2 frames differs (in 1 of 3 scenes); 1 scene has no goldens"), "\(check)")
            let xml = String(decoding: try Files.bytes(dir.appendingPathComponent("junit.xml")), as: UTF8.self)
            #expect(xml.contains("tests=\"3\" failures=\"2\""), "\(xml)")
            let failure = xml.components(separatedBy: "name=\"b\">").last ?? ""
            #expect(
                failure.components(separatedBy: "golden/b/frame_0000.png").count == 3,
                "one line in the message attribute, one in the text: \(failure)")
        }
    }

    /// Files a folder run leaves out — excluded, or JSON that is no config — keep their goldens:
    /// they are not orphans, and --prune does not delete them; the advice names the folder.
    @Test func leftOutFilesKeepTheirGoldens() throws {
        try withTemporaryDirectory { dir in
            let previews = dir.appendingPathComponent("previews")
            try FileManager.default.createDirectory(at: previews.appendingPathComponent("drafts"), withIntermediateDirectories: true)
            try Data(Self.config(["a"]).utf8).write(to: previews.appendingPathComponent("one.json"))
            try Data(Self.config(["wip"]).utf8).write(to: previews.appendingPathComponent("drafts/wip.json"))
            // A config with no overlay (the screen alone) is still a config; a package manifest is not.
            try Data(#"{"device": {"custom": {"width": 40, "height": 40, "scale": 1}}, "appearance": "dark"}"#.utf8)
                .write(to: previews.appendingPathComponent("screen.json"))
            try Data(#"{"name": "previews", "version": "1.0.0", "scripts": {}}"#.utf8).write(to: previews.appendingPathComponent("package.json"))
            let record = try CLI.run(["record", "previews", "--golden", "golden"], in: dir)
            #expect(record.status == 0 && record.stderr.contains("previews/package.json"), "\(record)")
            #expect(Files.names(in: dir.appendingPathComponent("golden")) == ["a", "screen", "wip"], "\(record)")
            let check = try CLI.run(["check", "previews", "--golden", "golden", "--exclude", "drafts/*"], in: dir)
            #expect(check.status == 0, "an excluded config's goldens are no orphans: \(check)")
            let prune = try CLI.run(["record", "previews", "--golden", "golden", "--exclude", "drafts/*", "--prune"], in: dir)
            #expect(prune.status == 0 && Files.exists(dir.appendingPathComponent("golden/wip")), "\(prune)")
            // A deleted config's golden is an orphan, and the advice names the folder as typed.
            try FileManager.default.removeItem(at: previews.appendingPathComponent("screen.json"))
            let orphan = try CLI.run(["check", "previews", "--golden", "golden", "--exclude", "drafts/*"], in: dir)
            #expect(
                orphan.stderr.contains(
                    "golden/screen/: orphaned golden: no scene of the configs checked produces it; delete it with `render-preview record previews --exclude 'drafts/*' --golden golden --prune`"
                ), "\(orphan)")
        }
    }

    /// A tolerated structure change is told even when another scene fails, and in the step
    /// summary and JUnit too.
    @Test func toleratedWordsAreToldEverywhere() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["a", "b"]), in: dir)
            #expect(try Self.run(["record"], in: dir).status == 0)
            try Self.write(
                Self.config(["a", "b"]).replacingOccurrences(of: "\"width\": 30, \"height\": 30", with: "\"width\": 34, \"height\": 34"), in: dir)
            try FileManager.default.removeItem(at: dir.appendingPathComponent("golden/b/frame_0000.png"))
            let result = try Self.run(["check", "--tolerance", "0:100%", "--markdown", "step.md", "--junit", "junit.xml"], in: dir)
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.contains("golden/a/: passed within the tolerance, but the structure changed; what changed: "), "\(result)")
            let markdown = String(decoding: try Files.bytes(dir.appendingPathComponent("step.md")), as: UTF8.self)
            #expect(markdown.contains("Passed within the tolerance, but the structure changed:") && markdown.contains("`a`"), "\(markdown)")
            let xml = String(decoding: try Files.bytes(dir.appendingPathComponent("junit.xml")), as: UTF8.self)
            #expect(xml.contains("<system-out>passed within the tolerance, but the structure changed; what changed: "), "\(xml)")
        }
    }

    /// --junit and --markdown make their folders, on a pass as on a failure.
    @Test func reportFilesMakeTheirFolders() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["a"]), in: dir)
            #expect(try Self.run(["record"], in: dir).status == 0)
            let pass = try Self.run(["check", "--junit", "out/junit-1.xml", "--markdown", "out/md/summary.md"], in: dir)
            #expect(pass.status == 0, "\(pass)")
            #expect(Files.exists(dir.appendingPathComponent("out/junit-1.xml")) && Files.exists(dir.appendingPathComponent("out/md/summary.md")))
        }
    }

    @Test func onlyMissingRecordsNewScenesAlone() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["a"]), in: dir)
            #expect(try Self.run(["record"], in: dir).status == 0)
            let before = try Files.bytes(dir.appendingPathComponent("golden/a/frame_0000.png"))
            // The colour changes and a scene is added: only the new one is recorded.
            try Self.write(Self.config(["a", "b"], color: "systemRed"), in: dir)
            let record = try Self.run(["record", "--only-missing"], in: dir)
            #expect(record.stdout.contains("1 frame added, 0 changed, 0 unchanged, 1 scene already recorded"), "\(record)")
            #expect(try Files.bytes(dir.appendingPathComponent("golden/a/frame_0000.png")) == before)
            #expect(Files.exists(dir.appendingPathComponent("golden/b/frame_0000.png")))
        }
    }

    @Test func shardsSplitTheSuiteAndJUnitReportsIt() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["a", "b", "c"]), in: dir)
            #expect(try Self.run(["record"], in: dir).status == 0)
            let one = try Self.run(["check", "--shard", "1/2"], in: dir)
            let two = try Self.run(["check", "--shard", "2/2"], in: dir)
            // Sorted a, b, c dealt round-robin: shard 1 holds a and c, shard 2 holds b.
            #expect(one.stdout.contains("2 frames of 2 scenes match golden/ (shard 1/2)"), "\(one)")
            #expect(two.stdout.contains("1 frame of 1 scene match golden/ (shard 2/2)"), "\(two)")

            try PNG.changePixel(in: dir.appendingPathComponent("golden/b/frame_0000.png"), x: 60, y: 40)
            let failing = try Self.run(["check", "--junit", "report.xml"], in: dir)
            #expect(failing.status == 1)
            let xml = String(decoding: try Files.bytes(dir.appendingPathComponent("report.xml")), as: UTF8.self)
            #expect(xml.contains("tests=\"3\" failures=\"1\""), "\(xml)")
            #expect(xml.contains("<testcase classname=\"suite\" name=\"a\"/>"), "\(xml)")
            #expect(xml.contains("name=\"b\">") && xml.contains("1 pixel differs"), "\(xml)")
            let bad = try Self.run(["check", "--shard", "3/2"], in: dir)
            #expect(bad.status == 2 && bad.stderr.contains("'--shard <i/n>': expected i/n with 1 ≤ i ≤ n, such as 2/4"), "\(bad)")
        }
    }
}
