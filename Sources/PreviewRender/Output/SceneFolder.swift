import FileAccess
import Foundation
import PreviewModel

/// What a render writes into `<output>/<scene>/` (and `record` into `<golden>/<scene>/`), and so
/// which existing folders it may replace: one that holds nothing but frames (`frame_NNNN.png`,
/// `time_1.250s.png`), previews (`animation.png`, `contact-sheet.png`, `animation.gif`,
/// `animation.webp`) and the files a caller names as its own (`golden.json`) — a previous run's —
/// or nothing at all. Anything else there is the user's, and the run refuses rather than delete it.
package enum SceneFolder {
    /// Why the folder at `path` must not be replaced, or nil when it may be (or does not exist).
    /// `alsoOurs` are further file names the caller writes; `elsewhere` says how to write to
    /// another place instead.
    package static func problem(
        replacing path: String, alsoOurs: Set<String> = [],
        elsewhere: String = "render into another folder (-o)"
    ) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFLNK: return "it is a symbolic link; remove the link, or \(elsewhere)"
        default: return "a file with that name exists; rename the scene or remove the file"
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            return "its contents cannot be listed (\(String(cString: strerror(errno))))"
        }
        // A name render-preview writes is its own only as a regular file: a folder, link or pipe
        // that bears it is the user's (and a folder's contents would go with it).
        let foreign = entries.filter { !(isOurs($0) || alsoOurs.contains($0)) || notAFile(FilePath.joined(path, $0)) != nil }.sorted()
        guard let first = foreign.first else { return nil }
        let more = foreign.count > 1 ? " and \(foreign.count - 1) more" : ""
        let kind =
            (isOurs(first) || alsoOurs.contains(first) ? notAFile(FilePath.joined(path, first)) : nil).map { " (\($0), not a file it wrote)" } ?? ""
        return "it holds files render-preview does not write (\(ConfigText.quoted(first))\(kind)\(more)); "
            + "move them, or \(elsewhere)"
    }

    /// What is at `path`, not following a link: nil for a regular file, else its kind in words
    /// ("a folder", "a symbolic link" …).
    static func notAFile(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "gone" }
        return info.st_mode & S_IFMT == S_IFREG ? nil : WholeFile.kind(of: info.st_mode)
    }

    /// Whether `name` is a file a render writes into a scene's folder: `frame_0012.png`,
    /// `time_1.250s.png` (`SceneAnimation`'s names), or a preview.
    static func isOurs(_ name: String) -> Bool {
        if name == AnimationPreviews.animationFile || name == AnimationPreviews.contactSheetFile { return true }
        if name == AnimatedMediaPreviews.gifFile || name == AnimatedMediaPreviews.webpFile { return true }
        func digits(_ s: Substring) -> Bool { !s.isEmpty && s.allSatisfy { $0.isASCII && $0.isNumber } }
        if name.hasPrefix("frame_"), name.hasSuffix(".png") { return digits(name.dropFirst(6).dropLast(4)) }
        if name.hasPrefix("time_"), name.hasSuffix("s.png") {
            let parts = name.dropFirst(5).dropLast(5).split(separator: ".", omittingEmptySubsequences: false)
            return parts.count == 2 && parts.allSatisfy(digits)
        }
        return false
    }
}
