import Foundation

enum Support {
    static func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
        let path = NSTemporaryDirectory() + "fileaccess-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    static func listing(_ directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }
}
