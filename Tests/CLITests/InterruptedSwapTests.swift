import Foundation
import Testing

/// A `record` stopped while it swaps goldens in, with the swap slowed down
/// (`RENDER_PREVIEW_TEST_SWAP_DELAY_MS`) so that the signal lands in it: a SIGINT or SIGTERM lets
/// the swap finish and says so truthfully; a SIGKILL leaves a state that `check` names (never
/// "no goldens") and the next `record` repairs.
@Suite struct InterruptedSwapTests {
    static func config(_ text: String) -> String {
        let scenes = ["a", "b", "c"].map {
            #"{"name": "\#($0)", "device": "iPhone SE (3rd generation)", "scale": 1, "show": {"custom": {"text": "\#(text) \#($0)"}}}"#
        }
        return #"{"scenes": [\#(scenes.joined(separator: ","))]}"#
    }

    /// Starts `record` with the swap slowed to 1.5 s a folder; returns once scene `a`'s old
    /// goldens are set aside (the swap is under way).
    static func recordStoppedMidSwap(in dir: URL, stderr: URL) throws -> Process {
        let process = Process()
        process.executableURL = CLI.binary
        process.arguments = ["record", "config.json", "--golden", "golden", "--quiet"]
        process.currentDirectoryURL = dir
        process.environment = ProcessInfo.processInfo.environment.merging(["RENDER_PREVIEW_TEST_SWAP_DELAY_MS": "1500"]) { $1 }
        try Data().write(to: stderr)
        process.standardError = try FileHandle(forWritingTo: stderr)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date(timeIntervalSinceNow: 60)
        while Date() < deadline, process.isRunning,
            !Files.names(in: dir.appendingPathComponent("golden")).contains(where: { $0.hasPrefix(".a.partial-") && $0.hasSuffix(".old") })
        {
            usleep(5_000)
        }
        return process
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalMidSwapLetsItFinishAndSaysTheRunWasKept(_ signal: Int32) throws {
        try withTemporaryDirectory { dir in
            try Self.config("old").write(to: dir.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
            #expect(try CLI.run(["record", "config.json", "--golden", "golden", "--quiet"], in: dir).status == 0)
            try Self.config("new").write(to: dir.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
            let stderr = dir.appendingPathComponent("stderr.txt")
            let process = try Self.recordStoppedMidSwap(in: dir, stderr: stderr)
            #expect(process.isRunning, "the swap ended before it could be interrupted")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            let said = try String(contentsOf: stderr, encoding: .utf8)
            #expect(process.terminationStatus == 128 + signal, "\(said)")
            #expect(said.contains("once this run's output was in place: it is kept"), "\(said)")
            // Every golden is the new one: the check of the new config passes, nothing is left aside.
            let check = try CLI.run(["check", "config.json", "--golden", "golden"], in: dir)
            #expect(check.status == 0, "\(check)")
            #expect(Files.names(in: dir.appendingPathComponent("golden")) == ["a", "b", "c"])
        }
    }

    @Test func aKillMidSwapIsNamedByCheckAndRepairedByTheNextRecord() throws {
        try withTemporaryDirectory { dir in
            try Self.config("old").write(to: dir.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
            #expect(try CLI.run(["record", "config.json", "--golden", "golden", "--quiet"], in: dir).status == 0)
            try Self.config("new").write(to: dir.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
            let process = try Self.recordStoppedMidSwap(in: dir, stderr: dir.appendingPathComponent("stderr.txt"))
            #expect(process.isRunning, "the swap ended before it could be killed")
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            // golden/a is missing, its goldens set aside: check says where they are.
            #expect(!Files.exists(dir.appendingPathComponent("golden/a")))
            let check = try CLI.run(["check", "config.json", "--golden", "golden"], in: dir)
            #expect(check.status == 1, "\(check)")
            #expect(
                check.stderr.contains(
                    "golden/a/: a record was stopped while it swapped goldens in, and left this scene's goldens at golden/.a.partial-"), "\(check)")
            #expect(!check.stderr.contains("no goldens"), "\(check)")
            // The next record puts them back, then records the new ones: the check passes.
            let record = try CLI.run(["record", "config.json", "--golden", "golden", "--quiet"], in: dir)
            #expect(record.status == 0, "\(record)")
            #expect(try CLI.run(["check", "config.json", "--golden", "golden"], in: dir).status == 0)
            #expect(Files.names(in: dir.appendingPathComponent("golden")) == ["a", "b", "c"])
        }
    }
}
