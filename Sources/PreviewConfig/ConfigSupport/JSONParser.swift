import FileAccess
import PreviewModel

/// A strict RFC 8259 JSON parser that records where every value starts and explains
/// every mistake in a sentence with its line and column.
///
/// - No recursion: nesting is tracked with an explicit stack and capped by `Limits.maxDepth`,
///   so `[[[[…` ten thousand deep fails at once with an error, never a stack overflow.
/// - The size is checked before anything else; then the bytes are checked to be UTF-8
///   text (no NUL); a leading UTF-8 byte-order mark is skipped.
/// - Rejected, each with its own message: comments, trailing commas, single quotes,
///   unquoted keys, duplicate keys, `NaN`/`Infinity`, leading zeros or `+`, numbers
///   beyond `Double`'s range, invalid escapes and unpaired surrogates, raw control
///   characters and line breaks inside strings, anything after the top-level value.
///
/// Errors are thrown as `ConfigError` (kind `.syntax`, `.notText` or `.limit`).
package enum JSONParser {
    /// Hard limits on the input, checked before they can cost time or memory.
    package struct Limits: Hashable, Sendable {
        /// The largest accepted file, in bytes.
        package var maxBytes: Int
        /// The deepest accepted nesting of arrays and objects.
        package var maxDepth: Int

        package init(maxBytes: Int, maxDepth: Int) {
            self.maxBytes = maxBytes
            self.maxDepth = maxDepth
        }

        /// 16 MiB and 256 levels: far beyond any hand-written config.
        package static let standard = Limits(maxBytes: 16 << 20, maxDepth: 256)
    }

    /// Parses a whole JSON document. `file` is the name used in error messages.
    package static func parse(bytes: [UInt8], file: String, limits: Limits = .standard) throws -> JSONValue {
        let maxBytes = FileSizeLimit.effective(limits.maxBytes)
        if bytes.count > maxBytes {
            throw ConfigError(.limit, file: file, location: nil, message: tooLargeMessage(size: bytes.count, limit: maxBytes))
        }
        return try bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONScanner(bytes: buffer, file: file, maxDepth: limits.maxDepth)
            return try parser.parseDocument()
        }
    }

    /// Parses JSON text (handy in tests and for inline configs).
    package static func parse(_ text: String, file: String = "<string>", limits: Limits = .standard) throws -> JSONValue {
        try parse(bytes: Array(text.utf8), file: file, limits: limits)
    }

    static func tooLargeMessage(size: Int, limit: Int) -> String {
        "the file is \(FileSizeLimit.words(size)), more than the limit of \(FileSizeLimit.words(limit)) for a config file (\(FileSizeLimit.howToRaise))"
    }
}
