import Foundation
import Testing

@testable import LivePreview

#if canImport(Glibc)
import Glibc
#endif

/// The live preview's server against real clients over loopback: what a hostile page or a slow
/// client can make it do is bounded — heads by size and time, parsing linear, connections capped —
/// and it answers only requests that name this machine.
@Suite struct LoopbackHTTPServerTests {
    /// A server answering every request with its path, with `limits`.
    static func server(_ limits: LoopbackHTTPServer.Limits = .init()) throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer(
            port: 0, limits: limits, handler: { .text(200, "path \($0.path) after \($0.query["after"] ?? "-")") },
            onWarning: { _ in }, onFailure: { _ in })
        server.start()
        return server
    }

    @Test func answersARequestAndDecodesItsPathAndQuery() throws {
        let server = try Self.server()
        defer { server.stop() }
        let reply = try Client.exchange(port: server.port, "GET /frames/a%20b.png?after=3&x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(reply.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(reply)")
        #expect(reply.hasSuffix("path /frames/a b.png after 3\n"), "\(reply)")
        #expect(reply.contains("Connection: close\r\n"))
    }

    @Test func refusesAnotherHostBeforeAnyRoute() throws {
        let server = try Self.server()
        defer { server.stop() }
        for host in ["evil.example", "127.0.0.1.evil.example", "localhost.evil:80"] {
            let reply = try Client.exchange(port: server.port, "GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n")
            #expect(reply.hasPrefix("HTTP/1.1 403 "), "\(host): \(reply)")
        }
        #expect(try Client.exchange(port: server.port, "GET / HTTP/1.1\r\n\r\n").hasPrefix("HTTP/1.1 403 "))
        #expect(try Client.exchange(port: server.port, "GET / HTTP/1.1\r\nHost: localhost:8123\r\n\r\n").hasPrefix("HTTP/1.1 200 "))
    }

    @Test func aLongRequestLineIsRefusedUnreadAndAtOnce() throws {
        let server = try Self.server()
        defer { server.stop() }
        // 4 MB: the server stops reading at its limit and answers; parsing never sees it. (The
        // library used before took 33 s of CPU for a 256 KB line.)
        let started = Date()
        let reply = try Client.exchange(
            port: server.port, "GET /" + String(repeating: "a", count: 4 << 20) + " HTTP/1.1\r\nHost: localhost\r\n\r\n", readAfterSending: false)
        #expect(reply.hasPrefix("HTTP/1.1 431 "), "\(reply.prefix(80))")
        #expect(Date().timeIntervalSince(started) < 5)
        // It still serves others.
        #expect(try Client.exchange(port: server.port, "GET /ok HTTP/1.1\r\nHost: localhost\r\n\r\n").hasPrefix("HTTP/1.1 200 "))
    }

    @Test func aClientTooSlowToSendItsHeadIsAnswered408() throws {
        let server = try Self.server(.init(headSeconds: 0.5))
        defer { server.stop() }
        let client = try Client(port: server.port)
        try client.send("GET / HTTP/1.1\r\nHost: local")
        #expect(client.receiveAll(timeout: 5).hasPrefix("HTTP/1.1 408 "))
    }

    @Test func connectionsBeyondTheCapAreRefusedNotQueued() throws {
        let server = try Self.server(.init(headSeconds: 3, maxConnections: 4))
        defer { server.stop() }
        // Four clients that send nothing hold every place ...
        let idle = try (0..<4).map { _ in try Client(port: server.port) }
        usleep(200_000)
        // ... so a fifth is answered 503 at once.
        let started = Date()
        let reply = try Client.exchange(port: server.port, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(reply.hasPrefix("HTTP/1.1 503 "), "\(reply)")
        #expect(Date().timeIntervalSince(started) < 2)
        // Once they are gone, requests are served again.
        idle.forEach { $0.close() }
        var served = false
        for _ in 0..<50 where !served {
            served = (try? Client.exchange(port: server.port, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n"))?.hasPrefix("HTTP/1.1 200 ") == true
            if !served { usleep(100_000) }
        }
        #expect(served)
    }

    @Test(arguments: [
        ("GET / HTTP/2\r\nHost: localhost\r\n\r\n", "HTTP/1.1 505 "),
        ("GET /%zz HTTP/1.1\r\nHost: localhost\r\n\r\n", "HTTP/1.1 400 "),
        ("GET nothing HTTP/1.1\r\nHost: localhost\r\n\r\n", "HTTP/1.1 400 "),
        ("POST / HTTP/1.1\r\nHost: localhost\r\n\r\n", "HTTP/1.1 405 "),
        ("GET / HTTP/1.1\r\nbroken header\r\nHost: localhost\r\n\r\n", "HTTP/1.1 400 "),
    ])
    func answersWhatItDoesNotServeWithAStatus(_ request: String, _ status: String) throws {
        let server = try Self.server()
        defer { server.stop() }
        #expect(try Client.exchange(port: server.port, request).hasPrefix(status))
    }

    @Test func parsingIsOnePassOverTheHead() throws {
        let head = try HTTPRequestHead.parse(
            ArraySlice("GET /a+b/%C3%A9?after=2&after=5&s=a+b%21 HTTP/1.1\r\nHost:  localhost \r\nX-A: 1\r\nx-a: 2".utf8))
        let expected = HTTPRequestHead(
            method: "GET", path: "/a+b/é", query: ["after": "2", "s": "a b!"], headers: ["host": "localhost", "x-a": "1"])
        #expect(head == expected)
        #expect(throws: HTTPRequestHead.Problem.malformed) { try HTTPRequestHead.parse(ArraySlice("GET /%FF HTTP/1.1".utf8)) }
        #expect(LoopbackHTTPServer.endOfHead(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\nbody".utf8), from: 0) == 24)
        #expect(LoopbackHTTPServer.endOfHead(Array("GET / HTTP/1.0\n\n".utf8), from: 0) == 14)
        #expect(LoopbackHTTPServer.endOfHead(Array("GET / HTTP/1.1\r\nHost: a\r\n".utf8), from: 0) == nil)
    }
}

extension LoopbackHTTPServerTests {
    /// Mutated requests (bytes flipped, inserted, cut; a fixed seed): parsing answers or refuses,
    /// never traps, and whatever it accepts is a GET-able head with a path.
    @Test func mutatedHeadsNeverTrapTheParser() {
        var rng = SplitMix(seed: 0x5EED)
        let valid = Array("GET /frames/r1/card%20a/frame_0000.png?after=3&session=x+y HTTP/1.1\r\nHost: 127.0.0.1:8123\r\nAccept: */*\r\n".utf8)
        var accepted = 0
        for _ in 0..<20_000 {
            var bytes = valid
            for _ in 0..<(1 + Int(rng.next() % 6)) {
                let at = Int(rng.next() % UInt64(bytes.count + 1))
                switch rng.next() % 3 {
                case 0 where at < bytes.count: bytes[at] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes.insert(UInt8(truncatingIfNeeded: rng.next()), at: at)
                default: if at < bytes.count { bytes.remove(at: at) }
                }
            }
            if let head = try? HTTPRequestHead.parse(bytes[...]) {
                accepted += 1
                #expect(head.path.hasPrefix("/") && !head.method.isEmpty)
            }
            _ = LoopbackHTTPServer.endOfHead(bytes, from: 0)
        }
        #expect(accepted > 0 && accepted < 20_000)
    }
}

/// A small seeded generator, so the mutated heads are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A raw TCP client on loopback, with timeouts, so a test can never hang.
final class Client: @unchecked Sendable {
    private let fd: Int32

    init(port: UInt16) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            Glibc.close(fd)
            throw ClientError(description: "connect: \(String(cString: strerror(errno)))")
        }
    }

    struct ClientError: Error, CustomStringConvertible { let description: String }

    /// Sends as much of `text` as the server takes; stops quietly when it closes or stops reading.
    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            sent += n
        }
    }

    /// Everything until the server closes, or `timeout` seconds.
    func receiveAll(timeout: Double) -> String {
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            out += buffer[0..<n]
        }
        return String(decoding: out, as: UTF8.self)
    }

    func close() { Glibc.close(fd) }

    /// One request, its whole reply. With `readAfterSending` false, the sending happens on
    /// another thread, so a server that answers before reading everything is heard.
    static func exchange(port: UInt16, _ request: String, readAfterSending: Bool = true) throws -> String {
        let client = try Client(port: port)
        defer { client.close() }
        if readAfterSending {
            try client.send(request)
            return client.receiveAll(timeout: 10)
        }
        let sender = Thread { try? client.send(request) }
        sender.start()
        return client.receiveAll(timeout: 10)
    }
}
