import Foundation

/// Creates output folders with `mkdir -p` semantics and errors that say which folder failed and why.
public enum OutputDirectory {
    /// Creates `path` and any missing parents; succeeds when it already exists as a folder.
    public static func create(_ path: String) throws {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
            if isDir.boolValue { return }
            throw FileError.folderUncreatable(path: path, reason: "a file with that name exists")
        }
        let parent = FilePath.parent(of: path)
        if !parent.isEmpty, parent != path { try create(parent) }
        if mkdir(path, 0o777) != 0 && errno != EEXIST {
            throw FileError.folderUncreatable(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Creates the folder that will hold the file `path` (nothing for a bare name).
    public static func createParent(of path: String) throws {
        let parent = FilePath.parent(of: path)
        if !parent.isEmpty { try create(parent) }
    }

    /// Creates an empty hidden folder beside `path` (`.<name>.partial-<pid>-<n>`), creating
    /// `path`'s parent if needed.
    public static func makeStaging(for path: String) throws -> String {
        let parent = FilePath.parent(of: path)
        if !parent.isEmpty { try create(parent) }
        let name = String(path.split(separator: "/").last ?? "output")
        for attempt in 0..<1000 {
            let staging = FilePath.joined(parent, StagingFolders.name(for: name, attempt: attempt))
            if mkdir(staging, 0o777) == 0 {
                StagingFolders.register(staging)
                return staging
            }
            if errno != EEXIST { throw FileError.folderUncreatable(path: staging, reason: String(cString: strerror(errno))) }
        }
        throw FileError.folderUncreatable(path: path, reason: "too many staging folders left beside it")
    }

    /// Deletes a folder and its contents, ignoring errors (clean-up only).
    public static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
        StagingFolders.unregister(path)
    }

}
