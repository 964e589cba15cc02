import Typeset

/// A device or system colour asked for by a name that is not known: the message names what was
/// asked for, the nearest known name ("did you mean …?") when one is close, and every valid name.
public struct ScreenLookupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of name was looked up.
    public enum Kind: String, Sendable, Hashable {
        case device
        case systemColor = "system colour"
    }

    public let kind: Kind
    /// The name as given.
    public let name: String
    /// The closest known name, if one is close enough to be a likely typo.
    public let suggestion: String?
    /// Every name that would have been accepted (canonical names, not aliases).
    public let available: [String]

    public init(kind: Kind, name: String, suggestion: String?, available: [String]) {
        self.kind = kind
        self.name = name
        self.suggestion = suggestion
        self.available = available
    }

    public var description: String {
        var s = "unknown \(kind.rawValue) \"\(name)\""
        if let suggestion { s += "; did you mean \"\(suggestion)\"?" }
        // The same form as every other unknown value's message.
        s += " (expected one of: " + available.joined(separator: ", ") + ")"
        return s
    }

    /// The error for `name`, with a suggestion drawn from `candidates` (names and aliases, each
    /// mapped to the canonical name it stands for).
    static func unknown(
        _ kind: Kind, name: String, candidates: [(alias: String, canonical: String)],
        available: [String]
    ) -> ScreenLookupError {
        // Compare in the forgiving form (no case, spaces or punctuation), so that the distance
        // counts only real typos; report the canonical spelling.
        let keys = candidates.map { NameMatching.key($0.alias) }
        var suggestion: String? = nil
        if let nearest = Suggestion.nearest(to: NameMatching.key(name), in: keys),
            let i = keys.firstIndex(of: nearest)
        {
            suggestion = candidates[i].canonical
        }
        return ScreenLookupError(kind: kind, name: name, suggestion: suggestion, available: available)
    }
}
