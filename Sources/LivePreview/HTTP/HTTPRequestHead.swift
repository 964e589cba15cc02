/// A request's line and headers, parsed in one pass over bytes already bounded by
/// `LoopbackHTTPServer.maxHeadBytes`: the cost is linear in the request's length, whatever a
/// client sends. Only what the live preview serves is understood: a method, an origin-form
/// target (`/path?query`), HTTP/1.0 or 1.1, and header lines.
struct HTTPRequestHead: Equatable {
    var method: String
    /// The path, percent-decoded once (`/frames/a%20b.png` → `/frames/a b.png`).
    var path: String
    /// The query's values by name, percent-decoded (`+` is a space); the first of a repeated name.
    var query: [String: String]
    /// Header values by lower-cased name; the first of a repeated name.
    var headers: [String: String]

    /// Why a head is refused: the status to answer with.
    enum Problem: Error, Equatable {
        case malformed
        case unsupportedVersion
    }

    /// Parses `bytes`: the head up to (not including) the blank line that ends it.
    static func parse(_ bytes: ArraySlice<UInt8>) throws(Problem) -> HTTPRequestHead {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            line.last == 0x0D ? line.dropLast() : line
        }
        guard !lines.isEmpty else { throw .malformed }
        let requestLine = lines.removeFirst()
        let parts = requestLine.split(separator: 0x20, omittingEmptySubsequences: true)
        guard parts.count == 3, let method = ascii(parts[0]), let target = ascii(parts[1]), let version = ascii(parts[2]),
            method.allSatisfy({ $0.isLetter && $0.isUppercase }), target.hasPrefix("/")
        else { throw .malformed }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { throw .unsupportedVersion }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: 0x3A), colon > line.startIndex,
                let name = ascii(line[line.startIndex..<colon]), !name.contains(" "),
                let value = ascii(line[(colon + 1)...])
            else { throw .malformed }
            let key = name.lowercased()
            if headers[key] == nil { headers[key] = value.trimmingSpaces() }
        }
        let question = target.firstIndex(of: "?")
        let rawPath = question.map { String(target[..<$0]) } ?? target
        guard let path = percentDecoded(rawPath, plusIsSpace: false) else { throw .malformed }
        var query: [String: String] = [:]
        if let question {
            for pair in target[target.index(after: question)...].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = percentDecoded(String(kv[0]), plusIsSpace: true),
                    let value = percentDecoded(kv.count > 1 ? String(kv[1]) : "", plusIsSpace: true)
                else { throw .malformed }
                if query[name] == nil { query[name] = value }
            }
        }
        return HTTPRequestHead(method: method, path: path, query: query, headers: headers)
    }

    /// Printable ASCII and tabs only (no controls, no bytes above 0x7E), else nil.
    private static func ascii(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `%XX` decoded (and `+` as a space in a query), as UTF-8; nil for a broken escape or bytes
    /// that are not UTF-8.
    static func percentDecoded(_ s: String, plusIsSpace: Bool) -> String? {
        var bytes: [UInt8] = []
        var utf8 = Array(s.utf8)[...]
        while let b = utf8.popFirst() {
            if b == 0x25 {
                guard utf8.count >= 2, let hi = hexValue(utf8.removeFirst()), let lo = hexValue(utf8.removeFirst()) else { return nil }
                bytes.append(hi << 4 | lo)
            } else {
                bytes.append(plusIsSpace && b == 0x2B ? 0x20 : b)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x41...0x46: return c - 0x41 + 10
        case 0x61...0x66: return c - 0x61 + 10
        default: return nil
        }
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[first...last])
    }
}
