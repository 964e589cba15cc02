/// The size limits of files read whole, and how a run raises them.
///
/// Each reader has its own limit (a config 16 MiB, fonts and `golden.json` 64 MiB, images and
/// golden frames 256 MiB): far above what a scene needs, low enough that a wrong path
/// (`/dev/zero`, a sparse file, a video) is refused before it exhausts memory. A project that
/// really has a larger file raises every limit at once with `render-preview --max-file-size`
/// (or `FileSizeLimit.raise(to:)` in code); a limit is never lowered.
public enum FileSizeLimit {
    /// The highest raise accepted: 16 GiB. A file read whole lives in memory at least once.
    public static let maxRaise = 16 << 30

    /// The raise in effect (0: none). Set once, before any file is read.
    nonisolated(unsafe) private static var raisedTo = 0

    /// Raises every reader's limit to at least `bytes` (at most `maxRaise`) for the rest of the
    /// process. Call it before reading; it is not synchronised with readers on other threads.
    public static func raise(to bytes: Int) {
        raisedTo = min(max(bytes, 0), maxRaise)
    }

    /// A reader's limit with the raise applied.
    public static func effective(_ limit: Int) -> Int { max(limit, raisedTo) }

    /// How a user lifts a limit, for messages.
    public static let howToRaise = "--max-file-size raises it"

    /// `812 bytes`, `3.5 KiB`, `50.0 MiB`, `16 MiB`: a size as a person reads it.
    public static func words(_ bytes: Int) -> String {
        func unit(_ value: Int, _ scale: Int, _ name: String) -> String {
            if value % scale == 0 { return "\(value / scale) \(name)" }
            let tenths = (value * 10 + scale / 2) / scale
            return "\(tenths / 10).\(tenths % 10) \(name)"
        }
        if bytes < 1024 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        if bytes < 1 << 20 { return unit(bytes, 1 << 10, "KiB") }
        if bytes < 1 << 30 { return unit(bytes, 1 << 20, "MiB") }
        return unit(bytes, 1 << 30, "GiB")
    }

    /// Reads a size as a user writes it: `1048576`, `512K`, `300M`, `300MB`, `300MiB`, `2G`
    /// (powers of 1024, case-insensitive). Nil when it is not one.
    public static func parse(_ text: String) -> Int? {
        var digits = Substring(text.trimmingWhitespace().lowercased())
        var shift = 0
        for (suffix, bits) in [
            ("kib", 10), ("mib", 20), ("gib", 30), ("kb", 10), ("mb", 20), ("gb", 30),
            ("k", 10), ("m", 20), ("g", 30), ("b", 0),
        ] where digits.hasSuffix(suffix) {
            digits = digits.dropLast(suffix.count)
            shift = bits
            break
        }
        digits = Substring(String(digits).trimmingWhitespace())
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.count <= 12,
            let value = Int(digits)
        else { return nil }
        let (bytes, overflow) = value.multipliedReportingOverflow(by: 1 << shift)
        return overflow ? nil : bytes
    }
}

private extension String {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
