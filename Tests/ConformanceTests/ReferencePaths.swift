import Foundation

/// Where the test reads the reference cases and writes its renderings.
enum ReferencePaths {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/reference/raster/` beside the package.
    static let referenceDir = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/reference/raster")

    static var casesFile: URL { referenceDir.appendingPathComponent("cases.json") }

    static var referenceAvailable: Bool { FileManager.default.fileExists(atPath: casesFile.path) }

    /// Our own renderings, kept as goldens (exact match).
    static let goldenDir = packageRoot.appendingPathComponent("golden/raster")

    /// Where each run writes its renderings and diffs for a person to look at.
    static let artifactsDir = packageRoot.appendingPathComponent(".build/test-artifacts/raster")
}
