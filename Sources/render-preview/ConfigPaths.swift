import Foundation
import FileAccess

/// The configs named on the command line, each once: files as given, and for a folder (one not
/// itself named `….json`) every `.json` file inside it and its subfolders, sorted — hidden
/// entries and render-preview's own `golden.json` and `manifest.json` skipped.
enum ConfigPaths {
    /// Files render-preview writes, never configs.
    static let ownFiles: Set<String> = ["golden.json", "manifest.json"]

    static func expand(_ arguments: [String]) throws -> [String] {
        var paths: [String] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            // A folder named like a config is reported as the file it was meant to be.
            guard !argument.hasSuffix(".json"), FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder),
                  isFolder.boolValue else {
                paths.append(argument)  // a file; a missing one is reported when it is read
                continue
            }
            let found = configs(in: argument)
            if found.isEmpty { throw CLIFailure.badInput("\(FilePath.asFolder(argument)): holds no .json configs") }
            paths += found
        }
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }

    /// The folders among `arguments` and every folder inside them that `expand` looks in: what
    /// `watch` watches so that a config added to them is seen.
    static func folders(in arguments: [String]) -> [String] {
        arguments.filter { !$0.hasSuffix(".json") && isFolder($0) }.flatMap { [$0] + subfolders(of: $0) }
    }

    private static func configs(in folder: String) -> [String] {
        var found: [String] = []
        for (path, entry, isFolder) in entries(of: folder) {
            if isFolder {
                found += configs(in: path)
            } else if entry.hasSuffix(".json"), !ownFiles.contains(entry) {
                found.append(path)
            }
        }
        return found
    }

    private static func subfolders(of folder: String) -> [String] {
        entries(of: folder).filter(\.isFolder).flatMap { [$0.path] + subfolders(of: $0.path) }
    }

    /// A folder's entries not starting with ".", in name order.
    private static func entries(of folder: String) -> [(path: String, name: String, isFolder: Bool)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().filter { !$0.hasPrefix(".") }.compactMap { name in
            let path = FilePath.joined(folder, name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
            return (path, name, isFolder.boolValue)
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
