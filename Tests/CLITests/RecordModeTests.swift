import Foundation
import Testing

/// `check --record never|missing|failed|all` and `RENDER_PREVIEW_RECORD`: never writes nothing;
/// missing writes only scenes without goldens; failed only scenes that do not match; all every
/// scene; and a check that recorded anything exits 1.
@Suite struct RecordModeTests {
    static func run(_ args: [String], in dir: URL, environment: [String: String] = [:]) throws -> CLIResult {
        try CLI.run(["check", "suite.json", "--golden", "golden"] + args, in: dir, environment: environment)
    }

    /// Three scenes recorded; then `b` gets a new colour and `c` is new.
    static func prepare(in dir: URL) throws {
        try CheckWorkflowTests.write(CheckWorkflowTests.config(["a", "b"]), in: dir)
        #expect(try CLI.run(["record", "suite.json", "--golden", "golden"], in: dir).status == 0)
        let changed = CheckWorkflowTests.config(["a", "b", "c"])
            .replacingOccurrences(
                of:
                    "\"name\": \"b\", \"device\": {\"custom\": {\"width\": 120, \"height\": 80, \"scale\": 1}}, \"statusBar\": false,\n \"homeIndicator\": false, \"show\": {\"position\": \"center\", \"custom\": {\"circle\": \"systemBlue\"",
                with:
                    "\"name\": \"b\", \"device\": {\"custom\": {\"width\": 120, \"height\": 80, \"scale\": 1}}, \"statusBar\": false,\n \"homeIndicator\": false, \"show\": {\"position\": \"center\", \"custom\": {\"circle\": \"systemRed\""
            )
        #expect(changed.contains("systemRed"))
        try CheckWorkflowTests.write(changed, in: dir)
    }

    static func snapshot(_ dir: URL, _ scene: String) throws -> Files.Snapshot {
        try Files.snapshot(of: dir.appendingPathComponent("golden/\(scene)"))
    }

    @Test func neverIsTheDefaultAndWritesNothing() throws {
        try withTemporaryDirectory { dir in
            try Self.prepare(in: dir)
            let before = try Files.snapshot(of: dir.appendingPathComponent("golden"))
            let result = try Self.run([], in: dir)
            #expect(result.status == 1, "\(result)")
            #expect(
                result.stderr.contains("golden/b/: what changed: suite.json circle fill") || result.stderr.contains("golden/b/: what changed:"),
                "\(result)")
            #expect(try Files.snapshot(of: dir.appendingPathComponent("golden")) == before, "never writes")
            #expect(try Self.run(["--record", "never"], in: dir).status == 1)
        }
    }

    @Test func missingRecordsOnlyTheNewSceneAndFails() throws {
        try withTemporaryDirectory { dir in
            try Self.prepare(in: dir)
            let b = try Self.snapshot(dir, "b")
            let result = try Self.run(["--record", "missing"], in: dir)
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.hasPrefix("recorded 1 scene into golden/ with --record missing (1 frame added"), "\(result)")
            #expect(Files.exists(dir.appendingPathComponent("golden/c/frame_0000.png")))
            #expect(Files.exists(dir.appendingPathComponent("golden/c/structure.txt")))
            #expect(try Self.snapshot(dir, "b") == b, "a scene with goldens is left alone")
            // b still differs: the next plain check still fails, on b only.
            let again = try Self.run([], in: dir)
            #expect(again.status == 1 && again.stderr.hasPrefix("1 of 3 frames differ"), "\(again)")
        }
    }

    @Test func failedRecordsWhatDiffersAndTheEnvironmentSaysTheSame() throws {
        try withTemporaryDirectory { dir in
            try Self.prepare(in: dir)
            let a = try Self.snapshot(dir, "a")
            let result = try Self.run([], in: dir, environment: ["RENDER_PREVIEW_RECORD": "failed"])
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.hasPrefix("recorded 2 scenes into golden/ with --record failed ("), "\(result)")
            #expect(result.stderr.contains("golden/b/frame_0000.png: colour only: "), "what changed is still told: \(result)")
            #expect(try Self.snapshot(dir, "a") == a, "a matching scene is left alone")
            let clean = try Self.run([], in: dir)
            #expect(clean.status == 0, "after recording, the check passes: \(clean)")
        }
    }

    @Test func allRecordsEverythingAndFailsEvenWhenNothingChanged() throws {
        try withTemporaryDirectory { dir in
            try CheckWorkflowTests.write(CheckWorkflowTests.config(["a"]), in: dir)
            #expect(try CLI.run(["record", "suite.json", "--golden", "golden"], in: dir).status == 0)
            let result = try Self.run(["--record", "all"], in: dir)
            #expect(result.status == 1 && result.stderr.hasPrefix("recorded 0 scenes into golden/ with --record all ("), "\(result)")
            #expect(try Self.run([], in: dir).status == 0)
        }
    }

    @Test func aBadModeIsRefused() throws {
        try withTemporaryDirectory { dir in
            try CheckWorkflowTests.write(CheckWorkflowTests.config(["a"]), in: dir)
            let flag = try Self.run(["--record", "sometimes"], in: dir)
            #expect(flag.status == 2, "\(flag)")
            #expect(flag.stderr.contains("The value 'sometimes' is invalid for '--record <mode>': expected never, missing, failed or all"), "\(flag)")
            let env = try Self.run([], in: dir, environment: ["RENDER_PREVIEW_RECORD": "yes"])
            #expect(
                env.status != 0 && env.stderr.contains("RENDER_PREVIEW_RECORD=yes is not a record mode; use never, missing, failed or all"), "\(env)")
            #expect(!Files.exists(dir.appendingPathComponent("golden")))
        }
    }
}
