import Foundation

/// The live preview's web server, on 127.0.0.1 only (the frames are the user's work in
/// progress; nothing else on the network should see them): `/` the page, `/state?after=N` the
/// `PreviewBoard`'s state once newer than N (a long poll), `/frames/…` the rendered PNGs from
/// the session's folder. Served by `LoopbackHTTPServer`, which bounds what a client can make it do.
package final class PreviewServer: @unchecked Sendable {
    /// The port could not be listened on.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    private let board: PreviewBoard
    private let folder: String
    private let requestedPort: UInt16
    private var server: LoopbackHTTPServer?
    /// The port listened on (the one asked for, or the one the system picked for 0).
    package private(set) var port: UInt16 = 0
    /// Told once, when the server has stopped accepting connections for good; the process must
    /// say so and stop. Set before `start`.
    package var onFailure: @Sendable (String) -> Void = { _ in }
    /// Told when the server has to wait before accepting again (out of descriptors).
    package var onWarning: @Sendable (String) -> Void = { _ in }

    /// A server for `board` and the frames under `folder`; `start` opens it.
    package init(board: PreviewBoard, framesIn folder: String, port: UInt16) throws {
        self.board = board
        self.folder = folder
        requestedPort = port
        self.port = port
    }

    /// Starts listening and serving on threads of its own; returns once listening.
    package func start() throws {
        let (board, folder) = (self.board, self.folder)
        do {
            let server = try LoopbackHTTPServer(
                port: requestedPort,
                handler: { request in Self.answer(request, board: board, folder: folder) },
                onWarning: onWarning, onFailure: onFailure)
            port = server.port
            server.start()
            self.server = server
        } catch {
            let reason = error.description
            throw Failure(
                description: requestedPort == 0
                    ? "cannot listen on 127.0.0.1: \(reason)"
                    : error.code == EADDRINUSE
                        ? "cannot listen on 127.0.0.1:\(requestedPort) (\(reason)); is another watch running? pass --port 0 for a free port"
                        : "cannot listen on 127.0.0.1:\(requestedPort) (\(reason))")
        }
    }

    /// Stops listening; requests being answered end on their own (a long poll within 25 s).
    package func stop(timeout: Double = 0.5) {
        server?.stop()
    }

    /// The reply to a request from this machine.
    static func answer(_ request: HTTPRequestHead, board: PreviewBoard, folder: String) -> HTTPReply {
        if request.path == "/" { return page() }
        if request.path == "/state" { return state(request, board) }
        if request.path.hasPrefix("/frames/") { return frame(request, folder: folder) }
        return .text(404, "no such page")
    }

    private static func page() -> HTTPReply {
        HTTPReply(status: 200, contentType: "text/html; charset=utf-8", cacheControl: "no-store", body: Array(PreviewPage.html.utf8))
    }

    /// The board's state once newer than `after` (a long poll of up to 25 s), waited for on the
    /// request's own thread.
    private static func state(_ request: HTTPRequestHead, _ board: PreviewBoard) -> HTTPReply {
        let after = request.query["after"].flatMap(Int.init) ?? -1
        let session = request.query["session"]
        let answer = StateAnswer()
        Task { answer.set(await board.state(after: after, session: session, timeout: 25)) }
        let body = (try? JSONEncoder().encode(answer.wait())) ?? Data("{}".utf8)
        return HTTPReply(status: 200, contentType: "application/json", cacheControl: "no-store", body: Array(body))
    }

    /// A PNG under the session's folder: plain names only, nothing that climbs out of it.
    private static func frame(_ request: HTTPRequestHead, folder: String) -> HTTPReply {
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(2).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") }),
            parts.last!.hasSuffix(".png"),
            let data = FileManager.default.contents(atPath: ([folder] + parts).joined(separator: "/"))
        else {
            return .text(404, "no such frame")
        }
        // Every render writes to a new address, so a frame never changes once served.
        return HTTPReply(status: 200, contentType: "image/png", cacheControl: "max-age=31536000, immutable", body: Array(data))
    }
}

/// The board's state, handed from the task that waited for it to the request's thread.
private final class StateAnswer: @unchecked Sendable {
    private let condition = NSCondition()
    private var state: PreviewState?

    func set(_ value: PreviewState) {
        condition.withLock {
            state = value
            condition.broadcast()
        }
    }

    func wait() -> PreviewState {
        condition.withLock {
            while state == nil { condition.wait() }
            return state!
        }
    }
}
