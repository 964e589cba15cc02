import PreviewModel

/// One problem in a config file, printed like a compiler diagnostic:
///
///     examples/card.json:12:15: scenes[0].show.theme: unknown value "warnign"; did you mean "warning"? (expected one of: info, success, warning, error)
///
/// The location is absent for problems with the file as a whole (no such file, too large);
/// the path is empty for problems outside any value (syntax errors, the document root).
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The category, for code that reacts to errors; the message is for people.
    public enum Kind: String, Hashable, Sendable {
        /// The file is missing, a directory, or unreadable.
        case file
        /// The file is binary or not UTF-8.
        case notText
        /// The file exceeds a hard limit (size, nesting depth).
        case limit
        /// The text is not valid JSON.
        case syntax
        /// An object has a key that the schema does not know.
        case unknownKey
        /// A required key is absent.
        case missingKey
        /// A value has the wrong JSON type.
        case typeMismatch
        /// A number lies outside the allowed range.
        case outOfRange
        /// A string is not one of the allowed words.
        case unknownValue
        /// A file named by the config does not exist.
        case missingFile
        /// Any other rule of the schema.
        case invalid
    }

    public var kind: Kind
    /// The config file as the user named it, e.g. `examples/card.json`.
    public var file: String
    /// The JSON path of the value at fault, e.g. `scenes[0].show.theme`; "" for the root or a syntax error.
    public var path: String
    public var location: ConfigLocation?
    /// A plain sentence without the file, path or position.
    public var message: String

    public init(_ kind: Kind, file: String, path: String = "", location: ConfigLocation?, message: String) {
        self.kind = kind
        self.file = file
        self.path = path
        self.location = location
        self.message = message
    }

    /// `file:line:column: path: message` (the position and path are left out when absent).
    public var description: String {
        var out = file
        if let location { out += ":\(location.line):\(location.column)" }
        out += ": "
        if !path.isEmpty { out += path + ": " }
        return out + message
    }
}

/// Every problem found in a config, thrown at once so a user can fix them all in one pass.
///
/// The errors are sorted by file and position (file-level problems first) and de-duplicated;
/// `description` prints one line each, then a count line such as `5 errors`.
public struct ConfigErrors: Error, Hashable, Sendable, CustomStringConvertible {
    /// The recorded errors, sorted and de-duplicated.
    public let errors: [ConfigError]
    /// Errors that were found but not recorded (past `ConfigDecoder.maxRecordedErrors`).
    public let unrecordedCount: Int
    /// At most this many lines are printed by `description`.
    public static let printedLimit = 100

    public init(_ errors: [ConfigError], unrecordedCount: Int = 0) {
        let sorted = errors.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.file != y.file { return x.file < y.file }
            let (ox, oy) = (x.location?.offset ?? -1, y.location?.offset ?? -1)
            if ox != oy { return ox < oy }
            if x.path != y.path { return x.path < y.path }
            return a.offset < b.offset
        }
        var seen = Set<ConfigError>()
        self.errors = sorted.map(\.element).filter { seen.insert($0).inserted }
        self.unrecordedCount = unrecordedCount
    }

    public init(_ error: ConfigError) { self.init([error]) }

    /// The number of problems found.
    public var count: Int { errors.count + unrecordedCount }

    public var description: String {
        var lines = errors.prefix(Self.printedLimit).map(\.description)
        let hidden = count - lines.count
        if hidden > 0 { lines.append("… and \(hidden) more") }
        lines.append(count == 1 ? "1 error" : "\(count) errors")
        return lines.joined(separator: "\n")
    }
}
