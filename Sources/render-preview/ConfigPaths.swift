import Foundation
import FileAccess

/// The configs named on the command line, each once: files as given, and for a folder (one not
/// itself named `….json`) every `.json` file inside it and its subfolders, sorted — hidden
/// entries and render-preview's own `golden.json` and `manifest.json` skipped. A folder reached
/// twice (a link back up the tree) is read once.
enum ConfigPaths {
    /// Files render-preview writes, never configs.
    static let ownFiles: Set<String> = ["golden.json", "manifest.json"]

    static func expand(_ arguments: [String]) throws -> [String] {
        var paths: [String] = []
        for argument in arguments {
            // A folder named like a config is reported as the file it was meant to be; a file,
            // or a missing one, is reported when it is read.
            guard isFolderArgument(argument) else {
                paths.append(argument)
                continue
            }
            let found = walk(argument).configs
            if found.isEmpty { throw CLIFailure.badInput("\(FilePath.asFolder(argument)): holds no .json configs") }
            paths += found
        }
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// The folders among `arguments` and every folder inside them that `expand` looks in: what
    /// `watch` watches so that a config added to them is seen.
    static func folders(in arguments: [String]) -> [String] {
        arguments.filter(isFolderArgument).flatMap { walk($0).folders }
    }

    private static func isFolderArgument(_ argument: String) -> Bool {
        !argument.hasSuffix(".json") && WholeFile.entry(at: argument) == .folder
    }

    /// The configs in `folder` and below, and the folders read (`folder` first), in name order.
    private static func walk(_ folder: String) -> (configs: [String], folders: [String]) {
        var configs: [String] = [], folders: [String] = [], visited = Set<FolderIdentity>()
        func visit(_ folder: String) {
            guard let identity = FolderIdentity(folder), visited.insert(identity).inserted else { return }
            folders.append(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = FilePath.joined(folder, name)
                switch WholeFile.entry(at: path) {
                case .folder: visit(path)
                case .missing: break  // a broken link
                // Anything else named like a config is read, and refused there if it is no file.
                case .file, .other: if name.hasSuffix(".json") && !ownFiles.contains(name) { configs.append(path) }
                }
            }
        }
        visit(folder)
        return (configs, folders)
    }

    /// A folder as the file system knows it, whatever the path (links included).
    private struct FolderIdentity: Hashable {
        let device: UInt64, inode: UInt64

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }
}
