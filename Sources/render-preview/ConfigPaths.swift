import Foundation
import FileAccess
import PreviewKit
import SnapshotKit
#if canImport(Glibc)
import Glibc
#endif

/// The configs named on the command line, each once: files as given, and for a folder (one not
/// itself named `….json`) every config inside it and its subfolders, sorted — hidden entries,
/// render-preview's own `golden.json` and `manifest.json`, and JSON that is no config
/// (`ConfigRecognition`: an asset catalog's `Contents.json`) skipped. `--exclude` patterns leave
/// out files whose path, or path inside the folder named, they match. A folder reached twice (a
/// link back up the tree) is read once.
struct ConfigPaths {
    /// Files render-preview writes, never configs.
    static let ownFiles: Set<String> = ["golden.json", "manifest.json"]

    /// The configs found, in order.
    var configs: [String] = []
    /// `.json` files inside folders that are no config, in order.
    var skipped: [String] = []
    /// `.json` files inside folders left out by `--exclude`, in order.
    var excluded: [String] = []
    /// Whether a folder was named: its configs are the whole suite (orphaned goldens are judged
    /// against every scene of every config).
    var namesFolder = false

    /// The file names of what was found but left out (skipped or excluded): goldens recorded
    /// from them are not orphans of this run.
    var leftOutSources: Set<String> { Set((skipped + excluded).map(FilePath.lastComponent(of:))) }

    /// `exclude`: shell patterns (`*` and `?` match anywhere, `/` included).
    static func expand(_ arguments: [String], exclude: [String] = []) throws -> ConfigPaths {
        var result = ConfigPaths()
        for argument in arguments {
            // A folder named like a config is reported as the file it was meant to be; a file,
            // or a missing one, is reported when it is read.
            guard isFolderArgument(argument) else {
                if !excluded(argument, inside: nil, by: exclude) { result.configs.append(argument) }
                continue
            }
            result.namesFolder = true
            let walked = walk(argument)
            let kept = walked.configs.filter { !excluded($0, inside: argument, by: exclude) }
            let configs = kept.filter(ConfigRecognition.isConfig(path:))
            result.excluded += walked.configs.filter { !kept.contains($0) }
            result.skipped += kept.filter { !configs.contains($0) }
            if configs.isEmpty {
                let why =
                    walked.configs.isEmpty
                    ? "no .json file"
                    : kept.isEmpty
                        ? "--exclude leaves out all \(counted(walked.configs.count, ".json file"))"
                        : "\(counted(kept.count, ".json file")), none a config: \(ConfigRecognition.rule)"
                throw CLIFailure.badInput("\(FilePath.asFolder(argument)): holds no configs (\(why))")
            }
            result.configs += configs
        }
        var seen = Set<String>()
        result.configs = result.configs.filter { seen.insert($0).inserted }
        return result
    }

    /// One line about the `.json` files skipped as no config, or nil when none was.
    var skippedLine: String? {
        guard !skipped.isEmpty else { return nil }
        let shown = skipped.prefix(3).joined(separator: ", ") + (skipped.count > 3 ? ", …" : "")
        return
            "skipped \(counted(skipped.count, ".json file")) that \(skipped.count == 1 ? "is" : "are") no config (\(ConfigRecognition.rule)): \(shown)"
    }

    /// The folders among `arguments` and every folder inside them that `expand` looks in: what
    /// `watch` watches so that a config added to them is seen.
    static func folders(in arguments: [String]) -> [String] {
        arguments.filter(isFolderArgument).flatMap { walk($0).folders }
    }

    static func isFolderArgument(_ argument: String) -> Bool {
        !argument.hasSuffix(".json") && WholeFile.entry(at: argument) == .folder
    }

    /// Whether `path` (found inside `folder`, or named itself) matches one of `patterns`, as the
    /// path or as the part of it inside the folder.
    static func excluded(_ path: String, inside folder: String?, by patterns: [String]) -> Bool {
        guard !patterns.isEmpty else { return false }
        // As named, without a leading "./", and inside the folder named.
        var names = [path]
        if path.hasPrefix("./") { names.append(String(path.dropFirst(2))) }
        if let folder {
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            if path.hasPrefix(prefix) { names.append(String(path.dropFirst(prefix.count))) }
        }
        return patterns.contains { pattern in names.contains { fnmatch(pattern, $0, 0) == 0 } }
    }

    /// The `.json` files in `folder` and below, and the folders read (`folder` first), in name order.
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
