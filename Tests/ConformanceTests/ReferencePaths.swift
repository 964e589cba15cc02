import Foundation

/// Where the test reads the reference cases and writes its renderings.
enum ReferencePaths {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/reference/raster/` beside the package.
    static let referenceDir = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/reference/raster")

    /// The reference's cases (to compare ours with).
    static var referenceCasesFile: URL { referenceDir.appendingPathComponent("cases.json") }

    /// Whether `../shared/reference/raster/` is beside the checkout: the tolerance suite needs its
    /// renderings; the golden and determinism suites do not.
    static var referenceAvailable: Bool { FileManager.default.fileExists(atPath: referenceCasesFile.path) }

    /// Our own renderings, kept as goldens (exact match).
    static let goldenDir = packageRoot.appendingPathComponent("golden/raster")

    /// The cases' definitions and their input image, kept in the repository (a copy of the
    /// reference's, held equal to it when the reference is beside the checkout), so the goldens
    /// are checked on any machine.
    static let casesDir = goldenDir.appendingPathComponent("cases")

    static var casesFile: URL { casesDir.appendingPathComponent("cases.json") }

    /// Where each run writes its renderings and diffs for a person to look at.
    static let artifactsDir = packageRoot.appendingPathComponent(".build/test-artifacts/raster")
}
