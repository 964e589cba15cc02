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

    /// A folder could not be put in place of another.
    public struct ReplaceError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot replace \(path): \(reason)" }
    }

    /// Creates an empty hidden folder beside `path` (`.<name>.partial-<pid>-<n>`), creating
    /// `path`'s parent if needed.
    static func makeStaging(for path: String) throws -> String {
        let parent = parentPath(of: path)
        if !parent.isEmpty { try create(parent) }
        let name = String(path.split(separator: "/").last ?? "output")
        for attempt in 0..<1000 {
            let staging = joined(parent, ".\(name).partial-\(getpid())-\(attempt)")
            if mkdir(staging, 0o777) == 0 { return staging }
            if errno != EEXIST { throw CreationError(path: staging, reason: String(cString: strerror(errno))) }
        }
        throw CreationError(path: path, reason: "too many staging folders left beside it")
    }

    /// Puts `staging` where `path` is, replacing any folder there; the old one is deleted.
    static func replace(_ path: String, with staging: String) throws {
        var isDir: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDir)
        if exists && !isDir.boolValue {
            throw ReplaceError(path: path, reason: "a file with that name exists")
        }
        var old: String? = nil
        if exists {
            let aside = staging + ".old"
            guard rename(path, aside) == 0 else {
                throw ReplaceError(path: path, reason: String(cString: strerror(errno)))
            }
            old = aside
        }
        guard rename(staging, path) == 0 else {
            let reason = String(cString: strerror(errno))
            if let old { _ = rename(old, path) }
            throw ReplaceError(path: path, reason: reason)
        }
        if let old { remove(old) }
    }

    /// Deletes a folder and its contents, ignoring errors (clean-up only).
    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    public static func joined(_ parent: String, _ name: String) -> String {
        parent.isEmpty ? name : (parent.hasSuffix("/") ? parent + name : parent + "/" + name)
    }
}
