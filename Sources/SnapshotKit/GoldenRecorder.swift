import FileAccess
import Foundation
import PNGCodec
import PreviewKit
import Raster

/// Writes goldens on purpose: for each scene, `golden.json` with every frame's pixel hash and
/// the PNGs of the frames `GoldenIndex.keptFrames` keeps (level 9). Unchanged goldens are not
/// rewritten; PNGs of frames no longer kept are removed.
public struct GoldenRecorder: Sendable {
    /// What a recording did.
    public struct Summary: Sendable, Equatable {
        public var added = 0, changed = 0, unchanged = 0
        /// Scenes left alone because they had goldens (`onlyMissing`).
        public var skipped = 0

        public init() {}

        /// Adds another recording's counts.
        public static func + (a: Summary, b: Summary) -> Summary {
            var s = a
            s.added += b.added; s.changed += b.changed; s.unchanged += b.unchanged; s.skipped += b.skipped
            return s
        }
    }

    public var golden: String
    /// The config file's name, stored in each index so orphans can be found per config.
    public var source: String
    public var onlyMissing: Bool

    public init(golden: String, source: String, onlyMissing: Bool = false) {
        self.golden = golden
        self.source = source
        self.onlyMissing = onlyMissing
    }

    public func record(_ scenes: [SceneFrames]) throws -> Summary {
        var summary = Summary()
        for scene in scenes {
            let directory = FilePath.joined(golden, scene.name)
            if onlyMissing, FileManager.default.fileExists(atPath: directory) {
                summary.skipped += 1
                continue
            }
            try OutputDirectory.create(directory)
            let previous = try? GoldenIndex.read(in: directory)
            let kept = GoldenIndex.keptFrames(count: scene.frames.count)
            var entries: [GoldenIndex.Frame] = []
            for (i, f) in scene.frames.enumerated() {
                let frame = scene.render(i)
                let straight = Premultiply.unpremultiplied(frame.bytes)
                let hash = PixelHash.sha256(bytes: straight)
                entries.append(GoldenIndex.Frame(file: f.file, time: f.time, sha256: hash, png: kept.contains(i)))
                let path = FilePath.joined(directory, f.file)
                let exists = FileManager.default.fileExists(atPath: path)
                let old = previous?.frames.first { $0.file == f.file }
                // Unchanged: the recorded hash is the same and, for a kept frame, so is its PNG.
                let pngMatches = kept.contains(i) ? Self.png(at: path, holds: straight, width: frame.width, height: frame.height) : true
                let same = (old.map { $0.sha256 == hash } ?? exists) && pngMatches
                if same { summary.unchanged += 1 } else if old == nil && !exists { summary.added += 1 } else { summary.changed += 1 }
                if kept.contains(i), !pngMatches {
                    try PNGFile.write(straightRGBA: straight, width: frame.width, height: frame.height, to: path,
                                      options: PNGEncodingOptions(compressionLevel: 9, filter: .none))
                } else if !kept.contains(i), exists {
                    try FileManager.default.removeItem(atPath: path)
                }
            }
            let index = GoldenIndex(frames: entries, source: source)
            if index != previous { try index.write(in: directory) }
        }
        return summary
    }

    /// Whether the PNG at `path` decodes to exactly these straight RGBA pixels.
    private static func png(at path: String, holds straight: [UInt8], width: Int, height: Int) -> Bool {
        guard let image = try? PNGDecoder.decodeStraightRGBA(WholeFile.read(path)) else { return false }
        return image.width == width && image.height == height && image.bytes == straight
    }
}
