import FlyingFox
import FlyingSocks
import Foundation

/// The live preview's web server, on 127.0.0.1 only (the frames are the user's work in
/// progress; nothing else on the network should see them): `/` the page, `/state?after=N` the
/// `PreviewBoard`'s state once newer than N (a long poll), `/frames/…` the rendered PNGs from
/// the session's folder.
package final class PreviewServer: @unchecked Sendable {
    /// The port could not be listened on.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    private let server: HTTPServer
    private let board: PreviewBoard
    private let folder: String
    /// The port listened on (the one asked for, or the one the system picked for 0).
    package private(set) var port: UInt16 = 0

    /// A server for `board` and the frames under `folder`; `start` opens it.
    package init(board: PreviewBoard, framesIn folder: String, port: UInt16) throws {
        self.board = board
        self.folder = folder
        // Long polls hold a connection for up to 25 s; the timeout only ends idle connections.
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 60, logger: .disabled)
        self.port = port
    }

    /// Starts listening and serving on a thread of its own; returns once listening.
    package func start() throws {
        let outcome = StartOutcome()
        let server = self.server
        let routes = Task {
            await server.appendRoute(
                "GET /",
                handler: { request in
                    Self.fromThisMachine(request) ? Self.page() : Self.refused()
                })
            await server.appendRoute(
                "GET /state",
                handler: { [board] request in
                    Self.fromThisMachine(request) ? await Self.state(request, board) : Self.refused()
                })
            await server.appendRoute(
                "GET /frames/*",
                handler: { [folder] request in
                    Self.fromThisMachine(request) ? Self.frame(request, folder: folder) : Self.refused()
                })
        }
        Task {
            await routes.value
            do { try await server.run() } catch { outcome.finish(.failure(error)) }
        }
        Task {
            await routes.value
            do {
                try await server.waitUntilListening(timeout: 10)
                if case .ip4(_, let port)? = await server.listeningAddress {
                    outcome.finish(.success(port))
                } else {
                    outcome.finish(.success(nil))
                }
            } catch {
                outcome.finish(.failure(error))
            }
        }
        switch outcome.wait() {
        case .success(let port?):
            self.port = port
        case .success:
            throw Failure(description: "the server is not listening on an IPv4 address")
        case .failure(let error):
            var reason = "\(error)"
            if case SocketError.failed(_, let number, _) = error { reason = String(cString: strerror(number)) }
            throw Failure(
                description: port == 0
                    ? "cannot listen on 127.0.0.1: \(reason)"
                    : "cannot listen on 127.0.0.1:\(port) (\(reason)); is another watch running? pass --port 0 for a free port")
        }
    }

    /// Stops listening and ends the connections, waiting at most `timeout` seconds.
    package func stop(timeout: Double = 0.5) {
        let done = StartOutcome()
        let server = self.server
        Task {
            await server.stop(timeout: 0)
            done.finish(.success(nil))
        }
        _ = done.wait(timeout: timeout)
    }

    /// Whether the request names this machine as its host. A web page whose own domain is made to
    /// resolve to 127.0.0.1 (DNS rebinding) still sends its domain as the host, and is refused.
    static func fromThisMachine(_ request: HTTPRequest) -> Bool {
        guard let host = request.headers[.host]?.lowercased() else { return false }
        let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }) + "]" : String(host.prefix { $0 != ":" })
        return ["127.0.0.1", "localhost", "[::1]"].contains(name)
    }

    private static func refused() -> HTTPResponse {
        HTTPResponse(
            statusCode: .forbidden, headers: [.contentType: "text/plain"],
            body: Data("the live preview answers requests for 127.0.0.1 or localhost only\n".utf8))
    }

    private static func page() -> HTTPResponse {
        HTTPResponse(
            statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: Data(PreviewPage.html.utf8))
    }

    private static func state(_ request: HTTPRequest, _ board: PreviewBoard) async -> HTTPResponse {
        let after = request.query["after"].flatMap(Int.init) ?? -1
        let state = await board.state(after: after, session: request.query["session"], timeout: 25)
        let body = (try? JSONEncoder().encode(state)) ?? Data("{}".utf8)
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: body)
    }

    /// A PNG under the session's folder: plain names only, nothing that climbs out of it.
    private static func frame(_ request: HTTPRequest, folder: String) -> HTTPResponse {
        // FlyingFox has already decoded the path once and removed its dot segments.
        let parts = request.path.split(separator: "/").dropFirst().map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("/") && !$0.contains("\0") }),
            parts.last!.hasSuffix(".png"),
            let data = FileManager.default.contents(atPath: ([folder] + parts).joined(separator: "/"))
        else {
            return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain"], body: Data("no such frame\n".utf8))
        }
        // Every render writes to a new address, so a frame never changes once served.
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png", .cacheControl: "max-age=31536000, immutable"], body: data)
    }
}

/// A result handed from a task to a waiting thread.
final class StartOutcome: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<UInt16?, any Error>?

    func finish(_ value: Result<UInt16?, any Error>) {
        condition.withLock {
            if result == nil { result = value }
            condition.broadcast()
        }
    }

    func wait(timeout: Double = 15) -> Result<UInt16?, any Error> {
        condition.withLock {
            let deadline = Date(timeIntervalSinceNow: timeout)
            while result == nil, condition.wait(until: deadline) {}
            return result ?? .failure(PreviewServer.Failure(description: "timed out"))
        }
    }
}
