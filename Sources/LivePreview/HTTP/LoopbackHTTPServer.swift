import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The live preview's HTTP server, written for what it must withstand rather than taken from a
/// general server library: a page from another origin in the user's browser can send it
/// anything. The library used before parsed a request line in time growing with the square of
/// its length (a 256 KB line took 33 s of CPU), checked the Host only after parsing, kept
/// half-sent requests forever and stopped accepting for good once the process ran out of file
/// descriptors. This one:
///
/// - listens on 127.0.0.1 only;
/// - reads a request's head — line and headers — up to `maxHeadBytes` (a longer one is refused
///   with 431 before anything is parsed) within `headSeconds` (a slower client gets 408), and
///   parses it in one linear pass (`HTTPRequestHead`); bodies are never read;
/// - serves at most `maxConnections` requests at once, each on its own thread: one more is
///   answered 503 at once and closed, never queued;
/// - answers every request with `Connection: close`, sent within `sendSeconds`;
/// - when accepting fails for want of descriptors or memory, waits and tries again (saying so
///   once); any other failure is handed to `onFailure`, so that the process says so and stops,
///   never that the server dies while the process runs on.
final class LoopbackHTTPServer: @unchecked Sendable {
    /// What one client may make the server do.
    struct Limits: Sendable {
        /// The longest head read: far more than the preview's own URLs and a browser's headers need.
        var maxHeadBytes = 16 * 1024
        /// How long a client has to send its whole head.
        var headSeconds = 10.0
        /// How long sending a reply may take.
        var sendSeconds = 10.0
        /// Requests served at once (a page holds one long poll; frames load a few at a time).
        var maxConnections = 64
    }
    let limits: Limits

    /// The port could not be listened on.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        let code: Int32
    }

    let port: UInt16
    private let listener: Int32
    private let handler: @Sendable (HTTPRequestHead) -> HTTPReply
    private let onFailure: @Sendable (String) -> Void
    private let onWarning: @Sendable (String) -> Void
    private let lock = NSLock()
    private var active = 0
    private var stopping = false
    private var warnedAboutDescriptors = false

    /// Listens on 127.0.0.1:`port` (0: a free port the system picks). `handler` answers each
    /// request whose head was read and whose Host names this machine.
    init(
        port: UInt16, limits: Limits = Limits(), handler: @escaping @Sendable (HTTPRequestHead) -> HTTPReply,
        onWarning: @escaping @Sendable (String) -> Void, onFailure: @escaping @Sendable (String) -> Void
    ) throws(Failure) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: String(cString: strerror(errno)), code: errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 128) == 0 else {
            let code = errno
            close(fd)
            throw Failure(description: String(cString: strerror(code)), code: code)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        self.port = UInt16(bigEndian: actual.sin_port)
        listener = fd
        self.limits = limits
        self.handler = handler
        self.onWarning = onWarning
        self.onFailure = onFailure
    }

    /// Accepts connections on a thread of its own until `stop`.
    func start() {
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "watch-http"
        thread.start()
    }

    /// Stops accepting; requests being answered finish on their own.
    func stop() {
        lock.withLock { stopping = true }
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private var isStopping: Bool { lock.withLock { stopping } }

    private func acceptLoop() {
        defer { close(listener) }
        while true {
            let fd = accept(listener, nil, nil)
            if fd >= 0 {
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                admit(fd)
                continue
            }
            let code = errno
            if isStopping { return }
            switch code {
            case EINTR, ECONNABORTED, EPROTO, EAGAIN:
                continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                let first = lock.withLock { () -> Bool in
                    defer { warnedAboutDescriptors = true }
                    return !warnedAboutDescriptors
                }
                if first {
                    onWarning(
                        "watch: cannot accept a connection (\(String(cString: strerror(code)))); waiting for connections to close, then accepting again"
                    )
                }
                usleep(50_000)
            default:
                onFailure("the live preview stopped accepting connections: \(String(cString: strerror(code)))")
                return
            }
        }
    }

    /// Serves `fd` on a thread of its own, or answers 503 when `maxConnections` are being served.
    private func admit(_ fd: Int32) {
        let admitted = lock.withLock { () -> Bool in
            guard active < limits.maxConnections else { return false }
            active += 1
            return true
        }
        guard admitted else {
            Self.setTimeout(fd, SO_SNDTIMEO, seconds: 1)
            Self.send(HTTPReply.text(503, "the live preview is serving \(limits.maxConnections) requests; try again"), to: fd)
            close(fd)
            return
        }
        let thread = Thread { [self] in
            serve(fd)
            close(fd)
            lock.withLock { active -= 1 }
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    private func serve(_ fd: Int32) {
        Self.setTimeout(fd, SO_SNDTIMEO, seconds: limits.sendSeconds)
        let head: ArraySlice<UInt8>
        switch Self.readHead(fd, limits: limits) {
        case .head(let bytes): head = bytes
        case .tooLarge: return Self.send(.text(431, "the request's line and headers are longer than \(limits.maxHeadBytes) bytes"), to: fd)
        case .tooSlow: return Self.send(.text(408, "the request took longer than \(String(format: "%g", limits.headSeconds)) s to arrive"), to: fd)
        case .closed: return
        }
        let request: HTTPRequestHead
        do {
            request = try HTTPRequestHead.parse(head)
        } catch .unsupportedVersion {
            return Self.send(.text(505, "HTTP/1.0 and HTTP/1.1 only"), to: fd)
        } catch {
            return Self.send(.text(400, "not an HTTP request this server understands"), to: fd)
        }
        guard Self.namesThisMachine(request.headers["host"]) else {
            return Self.send(.text(403, "the live preview answers requests for 127.0.0.1 or localhost only"), to: fd)
        }
        guard request.method == "GET" else { return Self.send(.text(405, "GET only"), to: fd) }
        Self.send(handler(request), to: fd)
    }

    /// Whether a Host header names this machine. A web page whose own domain is made to resolve
    /// to 127.0.0.1 (DNS rebinding) still sends its domain as the host, and is refused.
    static func namesThisMachine(_ host: String?) -> Bool {
        guard let host = host?.lowercased() else { return false }
        let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }) + "]" : String(host.prefix { $0 != ":" })
        return ["127.0.0.1", "localhost", "[::1]"].contains(name)
    }

    enum HeadRead: Equatable {
        case head(ArraySlice<UInt8>)
        case tooLarge, tooSlow, closed
    }

    /// Reads until the blank line that ends a head: at most `maxHeadBytes`, within `headSeconds`.
    /// Each byte is looked at once (the end is searched for only among the bytes just read).
    static func readHead(_ fd: Int32, limits: Limits) -> HeadRead {
        let (maxHeadBytes, headSeconds) = (limits.maxHeadBytes, limits.headSeconds)
        var buffer: [UInt8] = []
        buffer.reserveCapacity(4096)
        var chunk = [UInt8](repeating: 0, count: 4096)
        let deadline = monotonicSeconds() + headSeconds
        while true {
            let left = deadline - monotonicSeconds()
            guard left > 0 else { return .tooSlow }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(left * 1000, 1000).rounded(.up)))
            if ready < 0 {
                if errno == EINTR { continue }
                return .closed
            }
            if ready == 0 { continue }
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, min($0.count, maxHeadBytes + 4 - buffer.count), 0) }
            if n < 0, errno == EINTR || errno == EAGAIN { continue }
            if n <= 0 { return .closed }
            let searchFrom = max(0, buffer.count - 3)
            buffer.append(contentsOf: chunk[0..<n])
            if let end = endOfHead(buffer, from: searchFrom) { return end > maxHeadBytes ? .tooLarge : .head(buffer[..<end]) }
            if buffer.count >= maxHeadBytes + 4 { return .tooLarge }
        }
    }

    /// Where the head's blank line (`\r\n\r\n`, or `\n\n`) starts, looking from `start` on.
    static func endOfHead(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i + 1 < bytes.count {
            if bytes[i] == 0x0A, bytes[i + 1] == 0x0A || (i + 2 < bytes.count && bytes[i + 1] == 0x0D && bytes[i + 2] == 0x0A) {
                return i
            }
            i += 1
        }
        return nil
    }

    /// Sends all of `reply`, never raising SIGPIPE; a client gone is no error.
    static func send(_ reply: HTTPReply, to fd: Int32) {
        let bytes = reply.bytes
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if n > 0 {
                sent += n
            } else if n < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
        shutdown(fd, Int32(SHUT_WR))
    }

    private static func setTimeout(_ fd: Int32, _ option: Int32, seconds: Double) {
        var time = timeval(tv_sec: Int(seconds), tv_usec: Int((seconds - seconds.rounded(.down)) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, option, &time, socklen_t(MemoryLayout<timeval>.size))
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
