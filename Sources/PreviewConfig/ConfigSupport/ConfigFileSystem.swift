import PreviewModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FileAccess

/// Small POSIX helpers for config files and the paths written in them.
package enum ConfigFileSystem {
    /// The current directory, or "/" if it cannot be found.
    static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// `path` made absolute (against the current directory) and normalized:
    /// no `.` or empty components, `..` removed lexically.
    package static func absolute(_ path: String) -> String {
        normalize(path.hasPrefix("/") ? path : FilePath.joined(currentDirectory(), path))
    }

    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folder holding `path` (absolute): `/a/b.json` → `/a`.
    static func directory(of path: String) -> String {
        let absolute = absolute(path)
        guard let slash = absolute.lastIndex(of: "/"), slash != absolute.startIndex else { return "/" }
        return String(absolute[..<slash])
    }

    /// The names in a folder (without `.` and `..`), sorted; empty if it cannot be read.
    static func names(in directory: String) -> [String] {
        guard let dir = opendir(directory) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
            if names.count > 10_000 { break }
        }
        return names.sorted()
    }

    /// "; did you mean `card.json`?" for a missing file whose folder holds a similar name.
    static func suggestion(forMissing path: String) -> String {
        let absolute = absolute(path)
        guard let slash = absolute.lastIndex(of: "/") else { return "" }
        let folder = slash == absolute.startIndex ? "/" : String(absolute[..<slash])
        let name = String(absolute[absolute.index(after: slash)...])
        guard !name.isEmpty, let near = Suggestion.nearest(to: name, in: names(in: folder)) else { return "" }
        return "; did you mean `\(near)`?"
    }
}
