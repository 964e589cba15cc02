import Foundation
import Testing

/// `render-preview watch`: end to end in headless Chromium (scripts/check-watch-in-chromium.py:
/// the page, a change shown within the stated 4 s, errors over the last good render, loopback
/// only, a clean stop on SIGINT), a clean stop on a hang-up, and its refusals of bad arguments.
@Suite struct WatchTests {
    @Test(.enabled(if: CheckReportTests.hasChromium, "needs Chromium: apt-get install chromium"))
    func livePreviewWorksInChromium() throws {
        try withTemporaryDirectory { dir in
            let (status, output) = try CheckReportTests.chromiumScript(
                "check-watch-in-chromium.py", [CLI.binary.path, dir.appendingPathComponent("screenshots").path])
            #expect(status == 0 && output.contains("watch works in Chromium"), "\(output)")
            #expect(output.contains("latency: still "), "\(output)")
        }
    }

    @Test func refusesBadArguments() throws {
        try withTemporaryDirectory { dir in
            let cases: [([String], String)] = [
                (["watch"], "name the config to watch"),
                (["watch", "--demo"], "watch takes config files, not --demo"),
                (["watch", "card.json", "--port", "70000"], "--port must be between 0 and 65535"),
                (["watch", "card.json", "--host", "0.0.0.0"], "--host"),
            ]
            for (arguments, message) in cases {
                let result = try CLI.run(arguments, in: dir)
                #expect(result.status == 2, "\(result)")
                #expect(result.stderr.contains(message), "\(result)")
            }
        }
    }

    /// A second watch on a port in use says so and exits 2; the first stops on SIGINT with 0.
    @Test func aPortInUseIsReported() throws {
        try withTemporaryDirectory { dir in
            let config = #"{"name": "saved", "scale": 1, "show": {"position": "top", "custom": {"text": "Saved"}}}"#
            try Data(config.utf8).write(to: dir.appendingPathComponent("card.json"))
            let first = Process()
            first.executableURL = CLI.binary
            first.arguments = ["watch", "card.json", "--port", "0", "--quiet"]
            first.currentDirectoryURL = dir
            let output = Pipe()
            first.standardOutput = output
            try first.run()
            defer { if first.isRunning { first.terminate() } }
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line += chunk
            }
            let text = String(decoding: line, as: UTF8.self)
            let port = try #require(text.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) }, "\(text)")
            #expect(text.hasPrefix("watching card.json — open http://127.0.0.1:\(port)/"), "\(text)")
            let second = try CLI.run(["watch", "card.json", "--port", "\(port)"], in: dir)
            #expect(second.status == 2, "\(second)")
            #expect(second.stderr.contains("cannot listen on 127.0.0.1:\(port) (Address already in use)"), "\(second)")
            kill(first.processIdentifier, SIGINT)
            first.waitUntilExit()
            #expect(first.terminationReason == .exit && first.terminationStatus == 0)
        }
    }

    /// Closing the terminal (SIGHUP) stops it as Ctrl-C does: exit 0, its temporary frames gone.
    @Test func aHangUpStopsItCleanly() throws {
        try withTemporaryDirectory { dir in
            let config = #"{"name": "saved", "scale": 1, "show": {"position": "top", "custom": {"text": "Saved"}}}"#
            try Data(config.utf8).write(to: dir.appendingPathComponent("card.json"))
            let temporary = dir.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            let watch = Process()
            watch.executableURL = CLI.binary
            watch.arguments = ["watch", "card.json", "--port", "0"]
            watch.currentDirectoryURL = dir
            watch.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path + "/"]) { $1 }
            let output = Pipe()
            watch.standardOutput = output
            watch.standardError = output  // a failed render's errors end the wait below too
            try watch.run()
            defer { if watch.isRunning { watch.terminate() } }
            // The second line says the first render is done.
            var text = ""
            while text.split(separator: "\n").count < 2 {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            #expect(text.contains("rendered 1 of 1 scene"), "\(text)")
            #expect(!(try FileManager.default.contentsOfDirectory(atPath: temporary.path)).isEmpty, "no temporary frames while running")
            kill(watch.processIdentifier, SIGHUP)
            watch.waitUntilExit()
            #expect(watch.terminationReason == .exit && watch.terminationStatus == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        }
    }

    @Test func helpSaysItListensOnLoopbackOnly() throws {
        try withTemporaryDirectory { dir in
            let result = try CLI.run(["help", "watch"], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("127.0.0.1"), "\(result)")
        }
    }
}
