import PreviewKit

/// Where in Swift each part of a code-built scene was written — the file and line of the
/// builder call that made it — by its JSON path in the config the scene becomes. A mistake the
/// config reader finds is then told at the Swift line that built the faulty value
/// (`/…/ToastTests.swift:14: show.custom.hstack.children[1].font: unknown value …`), not at a line
/// of generated JSON. Places never take part in equality: two views are equal when their
/// configs are.
struct SourcePlaces: Sendable, Equatable {
    struct Entry: Sendable {
        var path: ConfigPath
        var file: String
        var line: UInt
    }

    private(set) var entries: [Entry] = []

    init() {}

    init(_ file: StaticString, _ line: UInt) {
        entries = [Entry(path: .root, file: "\(file)", line: line)]
    }

    static func == (_: SourcePlaces, _: SourcePlaces) -> Bool { true }

    /// Adds where the value at `path` was written.
    mutating func add(_ file: StaticString, _ line: UInt, at path: ConfigPath) {
        entries.append(Entry(path: path, file: "\(file)", line: line))
    }

    /// Forgets the places of `path` and everything under it (a key set again).
    mutating func remove(under path: ConfigPath) {
        entries.removeAll { Array($0.path.components.prefix(path.components.count)) == path.components }
    }

    /// Adds `other`'s places, found under `prefix` in this value.
    mutating func add(_ other: SourcePlaces, under prefix: ConfigPath) {
        entries += other.entries.map { Entry(path: ConfigPath(prefix.components + $0.path.components), file: $0.file, line: $0.line) }
    }

    /// The place of the innermost part holding `path` (a config error's path as printed); of
    /// two at the same depth, the one written last (a key set again).
    func place(of path: String) -> Entry? {
        entries.reversed().filter { entry in
            let prefix = entry.path.description
            guard path.hasPrefix(prefix) else { return false }
            let rest = path.dropFirst(prefix.count)
            return prefix.isEmpty || rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[")
        }.max { $0.path.components.count < $1.path.components.count }
    }

    /// The config reader's errors told at the Swift lines that built the faulty values.
    func located(_ errors: ConfigErrors) -> SceneBuildErrors {
        SceneBuildErrors(
            lines: errors.errors.map { error in
                guard let place = place(of: error.path) else { return error.description }
                return "\(place.file):\(place.line): " + (error.path.isEmpty ? "" : "\(error.path): ") + error.message
            }, count: errors.count)
    }
}

/// Mistakes in a scene built in code, each at the Swift line that built the faulty value.
public struct SceneBuildErrors: Error, CustomStringConvertible, Sendable {
    /// One line per mistake: `file:line: json.path: message`.
    public let lines: [String]
    /// The number of mistakes (more than `lines` when the reader stopped listing them).
    public let count: Int

    public var description: String {
        let hidden = count - lines.count
        return (lines + (hidden > 0 ? ["… and \(hidden) more"] : []) + [count == 1 ? "1 error" : "\(count) errors"]).joined(separator: "\n")
    }
}
