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
        try CLI.run(args.first == "record" || args.first == "check" ? [args[0], "suite.json", "--golden", "golden"] + args.dropFirst() : args, in: dir)
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
            #expect(tolerant.status == 0 && tolerant.stdout.contains("1 frame of 1 scene match golden/; 1 frame only within the tolerance (largest: 1 pixel, "), "\(tolerant)")
            let bad = try Self.run(["check", "--tolerance", "300"], in: dir)
            #expect(bad.status == 2 && bad.stderr.contains("--tolerance: expected CHANNEL, CHANNEL:SHARE or CHANNEL:SHARE:changes"), "\(bad)")
        }
    }

    @Test func aSceneCanCarryItsOwnTolerance() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["a"]), in: dir)
            #expect(try Self.run(["record"], in: dir).status == 0)
            try PNG.changePixel(in: dir.appendingPathComponent("golden/a/frame_0000.png"), x: 60, y: 40)
            #expect(try Self.run(["check"], in: dir).status == 1)
            let tolerant = Self.config(["a"]).replacingOccurrences(of: "\"statusBar\": false,", with: "\"statusBar\": false, \"tolerance\": {\"share\": \"0.2%\"},")
            try Self.write(tolerant, in: dir)
            let result = try Self.run(["check"], in: dir)
            #expect(result.status == 0 && result.stdout.contains("1 frame only within the tolerance"), "\(result)")
            try Self.write(Self.config(["a"]).replacingOccurrences(of: "\"statusBar\": false,", with: "\"statusBar\": false, \"tolerance\": {\"share\": \"lots\"},"), in: dir)
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

    @Test func onlyMissingRecordsNewScenesAlone() throws {
        try withTemporaryDirectory { dir in
            try Self.write(Self.config(["a"]), in: dir)
            #expect(try Self.run(["record"], in: dir).status == 0)
            let before = try Files.bytes(dir.appendingPathComponent("golden/a/frame_0000.png"))
            // The colour changes and a scene is added: only the new one is recorded.
            try Self.write(Self.config(["a", "b"], color: "systemRed"), in: dir)
            let record = try Self.run(["record", "--only-missing"], in: dir)
            #expect(record.stdout.contains("1 added, 0 changed, 0 unchanged, 1 scene already recorded"), "\(record)")
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
            #expect(bad.status == 2 && bad.stderr.contains("--shard: expected i/n"), "\(bad)")
        }
    }
}
