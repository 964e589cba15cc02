/// A response of the live preview: a status, a content type, a cache rule and a body, sent in
/// full with `Connection: close` (every request gets its own connection; on loopback that costs
/// nothing, and no connection outlives its one request).
struct HTTPReply: Equatable {
    var status: Int
    var contentType: String
    var cacheControl: String?
    var body: [UInt8]

    init(status: Int, contentType: String, cacheControl: String? = nil, body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.cacheControl = cacheControl
        self.body = body
    }

    /// Plain text, for refusals and errors.
    static func text(_ status: Int, _ message: String) -> HTTPReply {
        HTTPReply(status: status, contentType: "text/plain; charset=utf-8", cacheControl: "no-store", body: Array((message + "\n").utf8))
    }

    static let reasons: [Int: String] = [
        200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 408: "Request Timeout",
        431: "Request Header Fields Too Large", 503: "Service Unavailable", 505: "HTTP Version Not Supported",
    ]

    /// The bytes sent: status line, headers, blank line, body.
    var bytes: [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reasons[status] ?? "Status")\r\n"
        head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
        if let cacheControl { head += "Cache-Control: \(cacheControl)\r\n" }
        head += "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + body
    }
}
