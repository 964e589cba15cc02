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
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try create(parent) }
        if mkdir(path, 0o777) != 0 && errno != EEXIST {
            throw CreationError(path: path, reason: String(cString: strerror(errno)))
        }
    }
}
