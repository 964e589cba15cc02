/// Parses SVG path data (`d` attribute) into a `Path`.
///
/// Supports `M L H V Q T C S Z` in absolute (upper case) and relative (lower case) form,
/// with implicit repeated commands. Arcs (`A`) are not supported and are reported as an error.
extension Path {
    /// An error in SVG path data, with the character offset where parsing stopped.
    public struct SVGPathError: Error, Sendable, Hashable, CustomStringConvertible {
        public var offset: Int
        public var message: String
        public var description: String { "SVG path data, character \(offset): \(message)" }
    }

    public init(svgPathData d: String) throws {
        self.init()
        var scanner = SVGScanner(Array(d.utf8))
        var command: UInt8 = 0
        var current = Point.zero, start = Point.zero
        var lastControl: Point? = nil  // for S / T reflection
        var lastWasCubic = false, lastWasQuad = false
        while true {
            scanner.skipSeparators()
            guard let c = scanner.peek() else { break }
            if SVGScanner.isCommand(c) {
                command = c
                scanner.advance()
            } else if command == 0 {
                throw SVGPathError(offset: scanner.index, message: "expected a command letter (M, L, H, V, Q, T, C, S or Z)")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw SVGPathError(offset: scanner.index, message: "unexpected number after Z")
            }
            let rel = command >= UInt8(ascii: "a")
            let base = rel ? current : Point.zero
            func pt() throws -> Point {
                let x = try scanner.number(), y = try scanner.number()
                return Point(base.x + x, base.y + y)
            }
            var isCubic = false, isQuad = false
            switch command | 0x20 {  // lower-cased
            case UInt8(ascii: "m"):
                current = try pt()
                start = current
                move(to: current)
                command = rel ? UInt8(ascii: "l") : UInt8(ascii: "L")  // further pairs are lines
            case UInt8(ascii: "l"):
                current = try pt()
                line(to: current)
            case UInt8(ascii: "h"):
                let x = try scanner.number()
                current = Point(rel ? current.x + x : x, current.y)
                line(to: current)
            case UInt8(ascii: "v"):
                let y = try scanner.number()
                current = Point(current.x, rel ? current.y + y : y)
                line(to: current)
            case UInt8(ascii: "q"):
                let c1 = try pt(), p = try pt()
                quad(to: p, control: c1)
                lastControl = c1; current = p; isQuad = true
            case UInt8(ascii: "t"):
                let c1 = lastWasQuad ? current * 2 - (lastControl ?? current) : current
                let p = try pt()
                quad(to: p, control: c1)
                lastControl = c1; current = p; isQuad = true
            case UInt8(ascii: "c"):
                let c1 = try pt(), c2 = try pt(), p = try pt()
                cubic(to: p, control1: c1, control2: c2)
                lastControl = c2; current = p; isCubic = true
            case UInt8(ascii: "s"):
                let c1 = lastWasCubic ? current * 2 - (lastControl ?? current) : current
                let c2 = try pt(), p = try pt()
                cubic(to: p, control1: c1, control2: c2)
                lastControl = c2; current = p; isCubic = true
            case UInt8(ascii: "z"):
                close()
                current = start
            case UInt8(ascii: "a"):
                throw SVGPathError(offset: scanner.index - 1, message: "arcs (A) are not supported; use cubic curves")
            default:
                throw SVGPathError(offset: scanner.index - 1, message: "unknown command '\(Character(UnicodeScalar(command)))'")
            }
            lastWasCubic = isCubic
            lastWasQuad = isQuad
        }
    }
}

/// Reads numbers and command letters from SVG path data.
private struct SVGScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func isCommand(_ c: UInt8) -> Bool {
        "MmLlHhVvQqTtCcSsZzAa".utf8.contains(c)
    }

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }
    mutating func advance() { index += 1 }

    mutating func skipSeparators() {
        while let c = peek(), c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == UInt8(ascii: ",") {
            index += 1
        }
    }

    mutating func number() throws -> Double {
        skipSeparators()
        let begin = index
        if let c = peek(), c == UInt8(ascii: "-") || c == UInt8(ascii: "+") { index += 1 }
        var sawDigit = false, sawDot = false
        while let c = peek() {
            if c >= 0x30 && c <= 0x39 {
                sawDigit = true; index += 1
            } else if c == UInt8(ascii: "."), !sawDot {
                sawDot = true; index += 1
            } else {
                break
            }
        }
        if sawDigit, let c = peek(), c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            index += 1
            if let s = peek(), s == UInt8(ascii: "-") || s == UInt8(ascii: "+") { index += 1 }
            while let c = peek(), c >= 0x30 && c <= 0x39 { index += 1 }
        }
        guard sawDigit, let v = Double(String(decoding: bytes[begin..<index], as: UTF8.self)), v.isFinite else {
            throw Path.SVGPathError(offset: begin, message: "expected a number")
        }
        return v
    }
}
