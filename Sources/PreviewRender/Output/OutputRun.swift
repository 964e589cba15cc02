import FileAccess
import Foundation
import PreviewModel

/// One render's writes into its output folder, all or nothing across scenes. Before any frame
/// is drawn it checks every scene's folder may be replaced (`SceneFolder`), removes staging
/// folders that killed runs left, and makes a hidden staging folder per scene; the frames go
/// there. `commit` then swaps every scene's folder in and writes the manifest, undoing the swaps
/// if any step fails; `abandon` removes the staging. Nothing is written, renamed or deleted
/// outside the output folder.
struct OutputRun: Sendable {
    /// The output folder, as given.
    let output: String
    /// Per scene: its folder and the staging folder its frames are written to.
    private let transaction: FolderTransaction
    var folders: [FolderTransaction.Folder] { transaction.folders }

    /// The folder refused, and why.
    struct Refusal: Error, CustomStringConvertible {
        let path: String
        let description: String
        /// A folder or file the run would replace.
        init(replacing path: String, _ reason: String) {
            self.path = path
            description = "cannot replace \(path): \(reason)"
        }
        /// An output folder the run will not write into.
        init(output path: String, _ reason: String) {
            self.path = path
            description = "cannot render into \(path): \(reason)"
        }
    }

    /// Checks and prepares `output` for scenes named `names`; throws `Refusal` (or a `FileError`)
    /// before anything is written into an existing folder.
    init(output: String, sceneNames names: [String]) throws {
        self.output = output
        if output.isEmpty { throw Refusal(output: "\"\"", "the output folder's name is empty; name one, e.g. -o out") }
        if Self.isFileSystemRoot(output) {
            throw Refusal(output: output, "it is the root of the file system; name a folder of its own, e.g. -o out")
        }
        let manifest = FilePath.joined(output, Manifest.fileName)
        var info = stat()
        if lstat(manifest, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw Refusal(replacing: manifest, "it is not a regular file; remove it, or render into another folder (-o)")
        }
        for name in names {
            let target = FilePath.joined(output, name)
            if let problem = SceneFolder.problem(replacing: target) { throw Refusal(replacing: target, problem) }
        }
        var transaction = try FolderTransaction(parent: output)
        do {
            for name in names { try transaction.stage(name) }
        } catch {
            transaction.abandon()
            throw error
        }
        self.transaction = transaction
    }

    /// Whether `path` names `/` (`/`, `//`, `/./`, `/..`): a render there would put scene folders at the top of the file system.
    static func isFileSystemRoot(_ path: String) -> Bool {
        guard path.hasPrefix("/") else { return false }
        return (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil
            && URL(fileURLWithPath: path).standardizedFileURL.path == "/"
    }

    /// Swaps every scene's staging folder in and writes `manifest`; on a failure the previous
    /// folders are put back, and the error says which folder failed.
    func commit(_ manifest: Manifest) throws {
        try transaction.commit(
            recheck: { target in SceneFolder.problem(replacing: target).map { Refusal(replacing: target, $0) } },
            finish: { try manifest.write(into: output) })
    }

    /// Removes every staging folder: the output folder is as it was.
    func abandon() {
        transaction.abandon()
    }
}
