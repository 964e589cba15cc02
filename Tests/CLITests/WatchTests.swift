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
            let (first, output) = try Self.startWatch(in: dir, ["card.json", "--port", "0", "--quiet"])
            defer { if first.isRunning { first.terminate() } }
            let text = Self.lines(output, count: 1)
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
            let (watch, output) = try Self.startWatch(in: dir, ["card.json", "--port", "0"], environment: ["TMPDIR": temporary.path + "/"])
            defer { if watch.isRunning { watch.terminate() } }
            // The second line says the first render is done.
            let text = Self.lines(output, count: 2)
            #expect(text.contains("rendered 1 of 1 scene"), "\(text)")
            #expect(!(try FileManager.default.contentsOfDirectory(atPath: temporary.path)).isEmpty, "no temporary frames while running")
            kill(watch.processIdentifier, SIGHUP)
            watch.waitUntilExit()
            #expect(watch.terminationReason == .exit && watch.terminationStatus == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        }
    }

    /// Out of file descriptors (a 48-descriptor limit, 60 clients holding connections), the
    /// server says so, keeps its listener, and serves again once the clients are gone.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "needs prlimit (util-linux)"))
    func runningOutOfDescriptorsIsSurvived() throws {
        try withTemporaryDirectory { dir in
            let config = #"{"name": "saved", "scale": 1, "show": {"position": "top", "custom": {"text": "Saved"}}}"#
            try Data(config.utf8).write(to: dir.appendingPathComponent("card.json"))
            let errors = Pipe()
            let (watch, output) = try Self.startWatch(
                in: dir, ["card.json", "--port", "0"], launcher: ["/usr/bin/prlimit", "--nofile=48:48", "--"], errors: errors)
            defer { if watch.isRunning { watch.terminate() } }
            let text = Self.lines(output, count: 2)
            let port = try #require(
                text.split(separator: "\n").first?.split(separator: ":").last.flatMap { UInt16($0.prefix { $0.isNumber }) }, "\(text)")
            let held = (0..<60).compactMap { _ in Self.connect(port) }
            #expect(held.count == 60)
            usleep(500_000)
            held.forEach { close($0) }
            var reply = ""
            for _ in 0..<100 where !reply.hasPrefix("HTTP/1.1 200 ") {
                reply = Self.get(port, "/")
                if !reply.hasPrefix("HTTP/1.1 200 ") { usleep(100_000) }
            }
            #expect(reply.hasPrefix("HTTP/1.1 200 "), "\(reply.prefix(100))")
            #expect(watch.isRunning)
            kill(watch.processIdentifier, SIGINT)
            watch.waitUntilExit()
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(said.contains("watch: cannot accept a connection (Too many open files); waiting for connections to close"), "\(said)")
            #expect(watch.terminationStatus == 0)
        }
    }

    /// The reader of its output gone (`watch | head -1`), it stops as on a hang-up: exit 0, its
    /// temporary frames removed. A session folder left by a killed watch is removed by the next.
    @Test func aClosedOutputStopsItCleanlyAndTheNextRemovesAKilledOnesFolder() throws {
        try withTemporaryDirectory { dir in
            let config = #"{"name": "saved", "scale": 1, "show": {"position": "top", "custom": {"text": "Saved"}}}"#
            try Data(config.utf8).write(to: dir.appendingPathComponent("card.json"))
            let temporary = dir.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            // A killed watch's folder: its process (a finished one) is gone.
            let gone = Process()
            gone.executableURL = URL(fileURLWithPath: "/bin/true")
            try gone.run()
            gone.waitUntilExit()
            let stale = temporary.appendingPathComponent("render-preview-watch-\(gone.processIdentifier).AbC123")
            try FileManager.default.createDirectory(at: stale.appendingPathComponent("r1/saved"), withIntermediateDirectories: true)
            let (watch, output) = try Self.startWatch(
                in: dir, ["card.json", "--port", "0"], environment: ["TMPDIR": temporary.path + "/"], errors: FileHandle.nullDevice)
            defer { if watch.isRunning { watch.terminate() } }
            // Read the first line, then close the pipe: the next line it writes finds no reader.
            let text = Self.lines(output, count: 1)
            #expect(text.hasPrefix("watching card.json"), "\(text)")
            try output.fileHandleForReading.close()
            try Data(config.replacingOccurrences(of: "Saved", with: "Saved!").utf8).write(to: dir.appendingPathComponent("card.json"))
            let deadline = Date(timeIntervalSinceNow: 20)
            while watch.isRunning, Date() < deadline { usleep(50_000) }
            #expect(!watch.isRunning)
            watch.waitUntilExit()
            #expect(watch.terminationReason == .exit && watch.terminationStatus == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
        }
    }

    /// SIGTERM in the middle of a long render stops it before its next frame: promptly, and
    /// with nothing left in the temporary folder.
    @Test func aSignalMidRenderStopsPromptlyAndLeavesNothing() throws {
        try withTemporaryDirectory { dir in
            // 240 frames at 3×: several seconds of rendering.
            let config = #"""
                {"name": "long", "device": "iPhone 15", "fps": 60,
                 "timeline": [{"at": 0, "show": {"id": "m", "position": "top", "duration": 3.5, "enter": {"move": "top", "duration": 0.5},
                   "custom": {"text": "Saved", "modifiers": [{"padding": 20}, {"background": "systemBlue"}]}}}]}
                """#
            try Data(config.utf8).write(to: dir.appendingPathComponent("card.json"))
            let temporary = dir.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            let (watch, output) = try Self.startWatch(in: dir, ["card.json", "--port", "0"], environment: ["TMPDIR": temporary.path + "/"])
            defer { if watch.isRunning { watch.terminate() } }
            _ = Self.lines(output, count: 1)
            // Rendering has begun once frames appear in the session's folder.
            let deadline = Date(timeIntervalSinceNow: 20)
            while Date() < deadline, Files.tree(under: temporary).filter({ $0.hasSuffix(".png") }).isEmpty { usleep(20_000) }
            #expect(!Files.tree(under: temporary).filter { $0.contains("frame_") }.isEmpty, "rendering never began")
            let signalled = Date()
            kill(watch.processIdentifier, SIGTERM)
            watch.waitUntilExit()
            let took = Date().timeIntervalSince(signalled)
            #expect(took < 3, "took \(took) s")
            #expect(watch.terminationReason == .exit && watch.terminationStatus == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "\(Files.tree(under: temporary).prefix(5))")
        }
    }

    /// `render-preview watch` started in `dir` with `arguments` (after `watch`), its standard
    /// output on the pipe returned; `launcher` runs before it (`prlimit …`), `environment` adds
    /// variables, `errors` takes its standard error (nil: inherited).
    static func startWatch(
        in dir: URL, _ arguments: [String], launcher: [String] = [], environment: [String: String] = [:], errors: Any? = nil
    ) throws -> (process: Process, output: Pipe) {
        let watch = Process()
        watch.executableURL = URL(fileURLWithPath: launcher.first ?? CLI.binary.path)
        watch.arguments = (launcher.isEmpty ? [] : Array(launcher.dropFirst()) + [CLI.binary.path]) + ["watch"] + arguments
        watch.currentDirectoryURL = dir
        watch.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        watch.standardOutput = output
        if let errors { watch.standardError = errors }
        try watch.run()
        return (watch, output)
    }

    /// What `pipe` gave once `count` lines arrived (or it closed).
    static func lines(_ pipe: Pipe, count: Int) -> String {
        var text = ""
        while text.split(separator: "\n", omittingEmptySubsequences: false).count <= count {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text
    }

    /// A connected socket to 127.0.0.1:`port`, or nil.
    static func connect(_ port: UInt16) -> Int32? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if connected != 0 {
            close(fd)
            return nil
        }
        return fd
    }

    /// The reply to `GET path` from 127.0.0.1:`port`, or "" when none came.
    static func get(_ port: UInt16, _ path: String) -> String {
        guard let fd = connect(port) else { return "" }
        defer { close(fd) }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var out: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            out += buffer[0..<n]
        }
        return String(decoding: out, as: UTF8.self)
    }

    @Test func helpSaysItListensOnLoopbackOnly() throws {
        try withTemporaryDirectory { dir in
            let result = try CLI.run(["help", "watch"], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("127.0.0.1"), "\(result)")
        }
    }
}
