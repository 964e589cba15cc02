import PreviewModel

/// Where a value sits in the config, written as in JavaScript: `scenes[1].show.theme`.
///
/// Keys that are not plain identifiers are quoted: `colors["brand blue"]`. The root is "".
package struct ConfigPath: Hashable, Sendable, CustomStringConvertible {
    /// One step: an object key or an array index (0-based).
    package enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    package var components: [Component]

    package init(_ components: [Component] = []) { self.components = components }

    /// The document itself (printed as "").
    package static let root = ConfigPath()

    package func appending(_ key: String) -> ConfigPath { ConfigPath(components + [.key(key)]) }
    package func appending(index: Int) -> ConfigPath { ConfigPath(components + [.index(index)]) }

    package var description: String {
        var out = ""
        for c in components {
            switch c {
            case .index(let i):
                out += "[\(i)]"
            case .key(let k):
                if isIdentifier(k) {
                    if !out.isEmpty { out += "." }
                    out += k
                } else {
                    out += "[" + ConfigText.quoted(k, limit: 60) + "]"
                }
            }
        }
        return out
    }

    /// A short plain name, shown bare; anything else (a 1 MB key too) is quoted and shortened.
    private func isIdentifier(_ k: String) -> Bool {
        guard k.utf8.count <= 60, let first = k.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return k.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "$"
        }
    }
}
