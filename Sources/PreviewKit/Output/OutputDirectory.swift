import Foundation

/// Creates output folders with `mkdir -p` semantics and errors that say which folder failed and why.
public enum OutputDirectory {
    /// A folder could not be created.
    public struct CreationError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot create folder \(path): \(reason)" }
    }

    /// Creates `path` and any missing parents; succeeds when it already exists as a folder.
    public static func create(_ path: String) throws {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
            if isDir.boolValue { return }
            throw CreationError(path: path, reason: "a file with that name exists")
        }
        let parent = parentPath(of: path)
        if !parent.isEmpty, parent != path { try create(parent) }
        if mkdir(path, 0o777) != 0 && errno != EEXIST {
            throw CreationError(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// The folder holding `path`, or "" for a bare relative name: `a/b/` → `a`, `/a` → `/`, `a` → "".
    /// (Not `NSString.deletingLastPathComponent`: swift-corelibs-foundation traps on a
    /// one-character name such as "a", so `-o a` or `-o x/y` crashed.)
    static func parentPath(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }
}
