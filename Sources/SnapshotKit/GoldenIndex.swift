import Foundation
import FileAccess
import PreviewKit

/// `golden/<scene>/golden.json`: the pixel hash of every frame of a scene, and which frames also
/// keep a PNG. A check compares every frame's hash, so a change in any frame is caught, while
/// the PNGs — which explain a difference pixel by pixel — are kept only for a selection of
/// frames of long animations, so `golden/` stays small.
///
/// Version 2 (what `record` writes) adds, for each kept PNG, the SHA-256 of the file's bytes: a
/// frame whose pixel hash matches is then checked against its PNG by hashing the file (tens of
/// kilobytes) instead of decoding it (the whole screen), since a file that is the one recorded
/// holds the pixels recorded with it. Version 1 (no file hash) is read and checked as ever: its
/// kept PNGs are decoded and compared.
package struct GoldenIndex: Codable, Sendable, Equatable {
    /// One frame of the scene.
    package struct Frame: Codable, Sendable, Equatable {
        package var file: String
        package var time: Double
        /// The SHA-256 of the frame's straight RGBA pixels.
        package var sha256: String
        /// Whether `file` is kept beside the index.
        package var png: Bool
        /// For a kept PNG (version 2): the SHA-256 of the file's bytes as recorded.
        package var pngSha256: String?

        package init(file: String, time: Double, sha256: String, png: Bool, pngSha256: String? = nil) {
            self.file = file
            self.time = time
            self.sha256 = sha256
            self.png = png
            self.pngSha256 = pngSha256
        }
    }

    package static let fileName = "golden.json"
    /// Scenes with at most this many frames keep a PNG of every frame.
    package static let allFramesUpTo = 12

    /// The format's version: 1 or 2 (see above); `record` writes `currentVersion`.
    package var version: Int
    package static let currentVersion = 2
    /// The config file (its name) that recorded these goldens: a golden folder may hold the
    /// goldens of several configs, and a check looks for orphans only among its own.
    package var source: String?
    /// The system font that drew the frames, when a team supplied one (`SystemFonts.identity`,
    /// e.g. "SF Pro, Version 21.0d5e1 (variable)"); absent: the bundled Inter. A check drawing
    /// with other system fonts says so instead of comparing pixels.
    package var systemFont: String?
    /// The machine and libraries of the record that last wrote this scene's goldens (absent in
    /// goldens recorded before it was kept). A record that changes nothing leaves it as it is, so
    /// recording on another machine does not rewrite goldens that are the same.
    package var recordedOn: GoldenOrigin?
    package var frames: [Frame]

    package init(
        frames: [Frame], source: String? = nil, systemFont: String? = nil, recordedOn: GoldenOrigin? = nil,
        version: Int = currentVersion
    ) {
        self.frames = frames
        self.source = source
        self.systemFont = systemFont
        self.recordedOn = recordedOn
        self.version = version
    }

    /// Which of `count` frames keep a PNG: all of a short scene; of a longer one, about
    /// `allFramesUpTo` evenly spaced frames, always including the first and the last.
    package static func keptFrames(count: Int) -> Set<Int> {
        guard count > allFramesUpTo else { return Set(0..<count) }
        let step = (count + allFramesUpTo - 2) / (allFramesUpTo - 1)
        return Set(stride(from: 0, to: count, by: step)).union([count - 1])
    }

    /// The index in `directory`, nil when there is none; throws when it cannot be read.
    package static func read(in directory: String) throws -> GoldenIndex? {
        let path = FilePath.joined(directory, fileName)
        guard WholeFile.entry(at: path) != .missing else { return nil }
        let data = Data(try WholeFile.read(path, limit: maxFileBytes))
        let index: GoldenIndex
        do {
            index = try JSONDecoder().decode(GoldenIndex.self, from: data)
        } catch let error as DecodingError {
            throw Unreadable(reason: Self.describe(error))
        }
        guard (1...currentVersion).contains(index.version) else {
            throw Unreadable(
                reason: "`version` \(index.version) is not one this render-preview reads (1 to \(currentVersion)): "
                    + (index.version > currentVersion ? "recorded by a newer render-preview" : "not a golden index"))
        }
        // Frame names are joined to the scene's folder: one that leaves it (`../x.png`) is refused.
        for (i, frame) in index.frames.enumerated() {
            if let why = FilePath.problem(withEntryName: frame.file) {
                throw Unreadable(reason: "`frames[\(i)].file` \(ConfigText.quoted(frame.file)) \(why)")
            }
        }
        return index
    }

    /// A golden index that is not one, in a few words rather than Foundation's debug text.
    package struct Unreadable: Error, CustomStringConvertible {
        package let reason: String
        package var description: String { reason }
    }

    /// "not valid JSON", "`frames` is missing", "`fps` should be a number" …
    static func describe(_ error: DecodingError) -> String {
        func at(_ path: [CodingKey]) -> String {
            path.isEmpty ? "the index" : "`" + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".") + "`"
        }
        switch error {
        case .dataCorrupted(let c) where c.codingPath.isEmpty: return "not valid JSON"
        case .dataCorrupted(let c): return "\(at(c.codingPath)) is not valid"
        case .keyNotFound(let key, let c): return "\(at(c.codingPath + [key])) is missing"
        case .typeMismatch(let type, let c):
            return
                "\(at(c.codingPath)) should be \(type == String.self ? "a string" : type == Int.self || type == Double.self ? "a number" : "of another type")"
        case .valueNotFound(_, let c): return "\(at(c.codingPath)) is null"
        @unknown default: return "not a golden index"
        }
    }

    /// The largest index read: 64 MiB (a 36 000-frame scene's index is about 6 MiB).
    static let maxFileBytes = 64 << 20

    /// Writes the index into `directory` atomically (sorted keys: the same goldens, the same bytes).
    package func write(in directory: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(Array(try encoder.encode(self)) + [0x0A], to: FilePath.joined(directory, Self.fileName))
    }
}
