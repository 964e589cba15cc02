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

    private static func configs(in folder: String) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var found: [String] = []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = FilePath.joined(folder, entry)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                found += configs(in: path)
            } else if entry.hasSuffix(".json"), !ownFiles.contains(entry) {
                found.append(path)
            }
        }
        return found
    }
}
