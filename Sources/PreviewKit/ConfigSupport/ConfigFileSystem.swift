#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Typeset

/// Small POSIX helpers for config files and the paths written in them.
enum ConfigFileSystem {
    enum Entry { case missing, file, directory, other }

    static func entry(at path: String) -> Entry {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// The current directory, or "/" if it cannot be found.
    static func currentDirectory() -> String {
        guard let pointer = getcwd(nil, 0) else { return "/" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// `path` made absolute (against the current directory) and normalized:
    /// no `.` or empty components, `..` removed lexically.
    static func absolute(_ path: String) -> String {
        normalize(path.hasPrefix("/") ? path : currentDirectory() + "/" + path)
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

    static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// Reads at most `limit + 1` bytes, so an endless or growing file cannot exhaust memory.
    static func readBytes(fd: Int32, limit: Int, sizeHint: Int) throws(ReadFailure) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(min(max(sizeHint, 0), limit) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while result.count <= limit {
            let want = min(chunk.count, limit + 1 - result.count)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, want) }
            if n > 0 {
                result.append(contentsOf: chunk[..<n])
            } else if n == 0 {
                return result
            } else if errno != EINTR {
                throw ReadFailure(code: errno)
            }
        }
        return result
    }

    struct ReadFailure: Error { var code: Int32 }
}
