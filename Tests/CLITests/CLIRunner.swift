import FileAccess
import Foundation
import PNGCodec
import Raster
import Testing

/// What one run of the binary did.
struct CLIResult: CustomStringConvertible {
    let arguments: [String]
    let status: Int32
    let stdout: String
    let stderr: String
    /// True when the process was killed by a signal (a crash or trap); `status` is then the
    /// signal's number, so `status == 2` alone could be SIGINT.
    var terminatedBySignal = false

    /// Shown by `#expect` failures, so a failing test says what the CLI printed.
    var description: String {
        "render-preview \(arguments.joined(separator: " ")) → \(terminatedBySignal ? "signal" : "exit") \(status)\n--- stdout ---\n\(stdout)--- stderr ---\n\(stderr)"
    }

    /// stdout split into lines, without the empty line after the final newline.
    var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}

/// Why the binary could not be run.
struct CLIRunnerError: Error, CustomStringConvertible {
    let description: String
}

/// Runs the built `render-preview` binary.
enum CLI {
    /// The package root: three levels up from this file (`Tests/CLITests/CLIRunner.swift`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `<package root>/.build/debug/render-preview`, which SwiftPM builds before `swift test`
    /// runs, or `$RENDER_PREVIEW_BINARY` (the sanitizer run's build: scripts/sanitize.sh).
    static let binary =
        ProcessInfo.processInfo.environment["RENDER_PREVIEW_BINARY"].map { URL(fileURLWithPath: $0) }
        ?? packageRoot.appendingPathComponent(".build/debug/render-preview")

    /// A run longer than this is a hang: the process is killed and the test fails. 180 s, or
    /// `$RENDER_PREVIEW_TEST_TIMEOUT` seconds (a sanitized binary is several times slower).
    /// The binary that checks every example against its goldens: `$RENDER_PREVIEW_EXAMPLES_BINARY`
    /// (scripts/test.sh sets the release build it has just made and checked against the debug
    /// one, pixel for pixel: the 41 examples take minutes in a debug build), else `binary`.
    static let examplesBinary =
        ProcessInfo.processInfo.environment["RENDER_PREVIEW_EXAMPLES_BINARY"]
        .map { URL(fileURLWithPath: $0) } ?? binary

    static let timeout: TimeInterval = ProcessInfo.processInfo.environment["RENDER_PREVIEW_TEST_TIMEOUT"].flatMap(TimeInterval.init) ?? 180

    /// Runs the binary with `arguments` in `directory` (so relative defaults such as `out`
    /// and `golden` land there) and waits for it. stdout and stderr go to files, so a chatty
    /// child can never block on a full pipe. The test run's `RENDER_PREVIEW_RECORD` is not
    /// passed on (a test's own goldens are not the project's), nor `RENDER_PREVIEW_SYSTEM_FONTS`;
    /// `environment` adds variables.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        binary: URL = CLI.binary
    ) throws -> CLIResult {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw CLIRunnerError(
                description: """
                    render-preview binary not found at \(binary.path). \
                    Build it first: `swift build` (or `swift build --build-tests`) in \(packageRoot.path).
                    """)
        }
        let captures = FileManager.default.temporaryDirectory
            .appendingPathComponent("render-preview-CLITests-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: captures, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: captures) }
        let outURL = captures.appendingPathComponent("stdout"), errURL = captures.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let outHandle = try FileHandle(forWritingTo: outURL), errHandle = try FileHandle(forWritingTo: errURL)
        defer { try? outHandle.close(); try? errHandle.close() }

        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "RENDER_PREVIEW_RECORD")
        // The project's goldens are drawn with the bundled fonts, whatever this machine supplies.
        env.removeValue(forKey: "RENDER_PREVIEW_SYSTEM_FONTS")
        process.environment = env.merging(environment) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outHandle
        process.standardError = errHandle
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            exited.wait()
            throw CLIRunnerError(description: "render-preview \(arguments.joined(separator: " ")) ran for over \(Int(timeout)) s; killed")
        }
        return CLIResult(
            arguments: arguments, status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            terminatedBySignal: process.terminationReason == .uncaughtSignal)
    }
}

/// Runs `body` with a fresh, empty folder under the system's temporary directory, unique to
/// this call, and removes it afterwards whatever happens.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("render-preview-CLITests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

/// The demo at `--scale 1`: 31 frames of 390 × 844 px.
enum Demo {
    static let frameCount = 31
    static let width = 390, height = 844
    static let frameNames = (0..<frameCount).map { String(format: "frame_%04d.png", $0) }
}

/// File system helpers.
enum Files {
    /// The names in `directory`, sorted; empty when it does not exist.
    static func names(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    static func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    /// Every path under `root` (relative, sorted), files and folders.
    static func tree(under root: URL) -> [String] {
        guard let e = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return e.compactMap { $0 as? String }.sorted()
    }

    /// Paths under `root` whose name ends in `.tmp` (AtomicFile's temporaries).
    /// Temporary files and staging folders a run may have left: `*.tmp`, `.<scene>.partial-…`.
    static func leftoverTemporaries(under root: URL) -> [String] {
        tree(under: root).filter { $0.hasSuffix(".tmp") || $0.contains(".partial-") }
    }

    /// Everything observable about a folder: each entry's kind, bytes and modification time
    /// (a folder's mtime changes when an entry is added or removed, even briefly).
    struct Snapshot: Equatable, CustomStringConvertible {
        struct Entry: Equatable {
            let isDirectory: Bool
            let contents: Data?
            let modified: Date?
        }
        let entries: [String: Entry]

        var description: String { entries.keys.sorted().joined(separator: ", ") }
    }

    static func snapshot(of root: URL) throws -> Snapshot {
        var entries: [String: Snapshot.Entry] = [:]
        for relative in [""] + tree(under: root) {
            let url = relative.isEmpty ? root : root.appendingPathComponent(relative)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            let type = attributes[.type] as? FileAttributeType
            let isDirectory = type == .typeDirectory
            // A symbolic link's contents are where it points.
            let contents =
                isDirectory
                ? nil
                : type == .typeSymbolicLink
                    ? Data(try FileManager.default.destinationOfSymbolicLink(atPath: url.path).utf8) : try Data(contentsOf: url)
            entries[relative] = Snapshot.Entry(
                isDirectory: isDirectory,
                contents: contents,
                modified: attributes[.modificationDate] as? Date)
        }
        return Snapshot(entries: entries)
    }
}

/// PNG helpers built on the package's codec.
enum PNG {
    /// Decodes the PNG at `url` (straight alpha), throwing if it is not a valid PNG.
    static func decode(_ url: URL) throws -> StraightRGBAImage {
        try PNGDecoder.decodeStraightRGBA(Array(try Data(contentsOf: url)))
    }

    /// Rewrites the PNG at `url` with one opaque pixel's red channel inverted.
    static func changePixel(in url: URL, x: Int, y: Int) throws {
        var pixmap = try PNGDecoder.read(fileAt: url.path)
        let old = pixmap[x, y]
        try #require(old.a == 255, "the demo background is opaque")
        pixmap[x, y] = PremultipliedColor(r: 255 - old.r, g: old.g, b: old.b, a: 255)
        try PNGFile.write(pixmap, to: url.path)
    }
}
