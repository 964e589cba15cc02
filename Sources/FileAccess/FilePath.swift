/// The one rule for putting paths together, used for every file the program writes or reads
/// beside another.
public enum FilePath {
    /// `name` inside `parent`, with exactly one "/" between them; an empty parent means the
    /// current folder (`name` itself), never the root: `joined("", "a")` is `a`, not `/a`.
    /// Why `name` is not one entry of a folder — the one rule for names read from files
    /// (`golden.json`'s frames) before they are joined to a folder: not empty, not `.` or `..`,
    /// no `/`, no NUL — or nil when it is one.
    public static func problem(withEntryName name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name == "." || name == ".." { return "is \(name), not a file name" }
        if name.contains("/") { return "holds a /: a frame is a file in its scene's folder, not a path" }
        if name.unicodeScalars.contains("\0") { return "holds a NUL character" }
        return nil
    }

    public static func joined(_ parent: String, _ name: String) -> String {
        parent.isEmpty ? name : (parent.hasSuffix("/") ? parent + name : parent + "/" + name)
    }

    /// The folder holding `path`, or "" for a bare relative name: `a/b/` → `a`, `/a` → `/`, `a` → "".
    /// (Not `NSString.deletingLastPathComponent`: swift-corelibs-foundation traps on a
    /// one-character name such as "a".)
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return parent.isEmpty ? "/" : String(parent)
    }

    /// A folder as shown in messages: with exactly one trailing "/" (`golden` and `golden/` both
    /// show as `golden/`; `""` shows as `./`).
    public static func asFolder(_ path: String) -> String {
        if path.isEmpty { return "./" }
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed == "/" ? "/" : trimmed + "/"
    }

    /// The last component: `a/b.json` → `b.json`.
    public static func lastComponent(of path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
