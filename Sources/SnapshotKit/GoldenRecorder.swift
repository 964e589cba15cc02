import FileAccess
import Foundation
import PNGCodec
import PreviewKit
import Raster

/// Writes goldens on purpose: for each scene, `golden.json` with every frame's pixel hash and
/// the PNGs of the frames `GoldenIndex.keptFrames` keeps, each the very file `render` writes for
/// that frame. A recording is all or nothing (`FolderTransaction`): every scene's new folder is
/// written beside the goldens and swapped in only once all of them are complete, so a failed or
/// interrupted recording leaves every golden as it was. A golden PNG whose pixels did not change keeps its bytes (it is
/// linked or copied, not re-encoded); a folder holding files `record` does not write is refused.
public struct GoldenRecorder: Sendable {
    /// What a recording did.
    public struct Summary: Sendable, Equatable {
        public var added = 0, changed = 0, unchanged = 0
        /// Scenes left alone because they had goldens (`onlyMissing`).
        public var skipped = 0
        /// Structure goldens (`structure.txt`) written or rewritten.
        public var structures = 0
        /// Scenes whose `golden.json` was of an older format version, now rewritten in the current.
        public var upgraded = 0
        /// Names of the scenes whose goldens were written.
        public var scenes: [String] = []

        /// Whether anything was written.
        public var wroteAnything: Bool { !scenes.isEmpty }

        public init() {}

        /// Adds another recording's counts.
        public static func + (a: Summary, b: Summary) -> Summary {
            var s = a
            s.added += b.added; s.changed += b.changed; s.unchanged += b.unchanged; s.skipped += b.skipped
            s.structures += b.structures; s.upgraded += b.upgraded; s.scenes += b.scenes
            return s
        }
    }

    /// A golden folder `record` will not replace, and why.
    public struct Refusal: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot replace \(path): \(reason)" }
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

    /// Records `scenes`, all or nothing.
    public func record(_ scenes: [SceneFrames]) throws -> Summary {
        try Self.record([(source, scenes)], golden: golden, onlyMissing: onlyMissing)
    }

    /// Records the scenes of several configs (`source`: each config's file name) in one
    /// transaction: either every golden folder is replaced, or none is.
    public static func record(
        _ groups: [(source: String, scenes: [SceneFrames])], golden: String,
        onlyMissing: Bool = false, jobs: Int = 1
    ) throws -> Summary {
        var summary = Summary()
        var picked: [(source: String, scene: SceneFrames)] = []
        for group in groups {
            for scene in group.scenes {
                if onlyMissing, WholeFile.entry(at: FilePath.joined(golden, scene.name)) != .missing {
                    summary.skipped += 1
                } else {
                    picked.append((group.source, scene))
                }
            }
        }
        guard !picked.isEmpty else { return summary }
        for job in picked {
            let target = FilePath.joined(golden, job.scene.name)
            if let error = refusal(replacing: target) { throw error }
        }
        var transaction = try FolderTransaction(parent: golden)
        do {
            // Scenes go in batches of at least 4 frames a thread: every frame of a batch is drawn
            // on `jobs` threads (stills side by side too), then each scene is staged in order
            // on this one, and its renderer let go of.
            let jobs = max(1, jobs)
            var start = 0
            while start < picked.count {
                var end = start, frames = 0
                while end < picked.count, end == start || (frames < 4 * jobs && end - start < 64) {
                    frames += picked[end].scene.frames.count
                    end += 1
                }
                let batch = Array(picked[start..<end])
                let drawn = draw(batch.map(\.scene), golden: golden, jobs: jobs)
                for (k, job) in batch.enumerated() {
                    summary = summary + (try stage(job.scene, drawn: drawn[k], source: job.source, in: &transaction))
                    job.scene.discardRenderer()
                }
                start = end
            }
            try transaction.commit(recheck: refusal(replacing:))
        } catch {
            transaction.abandon()
            throw error
        }
        return summary
    }

    /// Why the golden folder at `target` must not be replaced, or nil.
    package static func refusal(replacing target: String) -> Refusal? {
        SceneFolder.problem(
            replacing: target, alsoOurs: [GoldenIndex.fileName, SceneStructure.fileName],
            elsewhere: "record into another folder (--golden)"
        ).map { Refusal(path: target, reason: $0) }
    }

    /// Records one scene. Its folder is staged only once something differs from the goldens at
    /// its place (the PNGs that did not change are then linked into the staging); a scene whose
    /// goldens are all unchanged is not staged, and its folder is left untouched.
    private static func stage(
        _ scene: SceneFrames, drawn: [Result<DrawnFrame, Error>], source: String, in transaction: inout FolderTransaction
    ) throws -> Summary {
        var summary = Summary()
        let target = FilePath.joined(transaction.parent, scene.name)
        let previous = try? GoldenIndex.read(in: target)
        let previousByFile = Dictionary((previous?.frames ?? []).map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        let kept = GoldenIndex.keptFrames(count: scene.frames.count)
        var entries: [GoldenIndex.Frame] = []
        var staging: String?
        var reusable: [String] = []  // unchanged PNGs seen before the folder was staged
        func staged() throws -> String {
            if let staging { return staging }
            let folder = try transaction.stage(scene.name)
            for file in reusable { try reuse(file, from: target, into: folder) }
            staging = folder
            return folder
        }
        for (i, f) in scene.frames.enumerated() {
            let frame = try drawn[i].get()
            entries.append(
                GoldenIndex.Frame(file: f.file, time: f.time, sha256: frame.hash, png: kept.contains(i), pngSha256: frame.pngSha256))
            let path = FilePath.joined(target, f.file)
            let exists = WholeFile.entry(at: path) == .file
            let old = previousByFile[f.file]
            // Unchanged: the recorded hash is the same and, for a kept frame, so is its PNG.
            let same = (old.map { $0.sha256 == frame.hash } ?? exists) && frame.pngMatches
            if same { summary.unchanged += 1 } else if old == nil && !exists { summary.added += 1 } else { summary.changed += 1 }
            guard kept.contains(i) else { continue }
            if let png = frame.png {
                try AtomicFile.write(png, to: FilePath.joined(try staged(), f.file))
            } else if let staging {
                try reuse(f.file, from: target, into: staging)
            } else {
                reusable.append(f.file)
            }
        }
        let index = GoldenIndex(frames: entries, source: source, systemFont: scene.systemFont, recordedOn: .current)
        let keptFiles = Set(entries.filter(\.png).map(\.file))
        let structure = scene.structure.map { Array($0().utf8) }
        let structurePath = FilePath.joined(target, SceneStructure.fileName)
        let oldStructure = WholeFile.entry(at: structurePath) == .file ? try? WholeFile.read(structurePath) : nil
        let structureChanged = structure != oldStructure
        let stale = ((try? FileManager.default.contentsOfDirectory(atPath: target)) ?? [])
            .filter { $0 != GoldenIndex.fileName && !keptFiles.contains($0) && !($0 == SceneStructure.fileName && structure != nil) }
        // Frames the scene no longer has (it got shorter) count as changed.
        let newFiles = Set(entries.map(\.file))
        summary.changed += previous?.frames.filter { !newFiles.contains($0.file) }.count ?? 0
        // Where it was recorded is no change by itself: the same goldens are not rewritten.
        var previousHere = previous
        previousHere?.recordedOn = index.recordedOn
        if staging == nil, previousHere == index, stale.isEmpty, !structureChanged { return summary }
        let folder = try staged()
        if let previous, previous.version < index.version { summary.upgraded += 1 }
        try index.write(in: folder)
        if let structure {
            if structureChanged { summary.structures += 1 }
            try AtomicFile.write(structure, to: FilePath.joined(folder, SceneStructure.fileName))
        }
        summary.scenes.append(scene.name)
        return summary
    }

    /// One frame drawn for recording: its pixel hash, whether the golden PNG at its place holds
    /// exactly its pixels (true for a frame that keeps no PNG), its PNG when one must be written,
    /// and the SHA-256 of its kept PNG's bytes (the one written or the one kept).
    private struct DrawnFrame {
        var hash: String
        var pngMatches: Bool
        var png: [UInt8]?
        var pngSha256: String?
    }

    /// Every frame of `scenes`, drawn on `jobs` threads (see `draw(_:_:reader:keep:target:previous:)`), per scene
    /// in frame order.
    private static func draw(_ scenes: [SceneFrames], golden: String, jobs: Int) -> [[Result<DrawnFrame, Error>]] {
        let tasks = scenes.indices.flatMap { s in scenes[s].frames.indices.map { (s, $0) } }
        let kept = scenes.map { GoldenIndex.keptFrames(count: $0.frames.count) }
        // What each scene's goldens recorded for each frame file, if anything.
        let recorded = scenes.map { scene in
            Dictionary(
                ((try? GoldenIndex.read(in: FilePath.joined(golden, scene.name))) ?? nil)?.frames.map { ($0.file, $0) } ?? [],
                uniquingKeysWith: { first, _ in first })
        }
        let drawn = WorkerResults<Result<DrawnFrame, Error>>(count: tasks.count)
        let workers = min(jobs, max(tasks.count, 1))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            // The worker's frames of one scene are drawn on one kept canvas (`FrameReader`).
            let reader = FrameReader()
            var k = worker
            while k < tasks.count {
                let (s, i) = tasks[k]
                let scene = scenes[s]
                drawn.set(
                    k,
                    Result {
                        try draw(
                            scene, i, reader: reader, keep: kept[s].contains(i), target: FilePath.joined(golden, scene.name),
                            previous: recorded[s][scene.frames[i].file])
                    })
                k += workers
            }
        }
        var out = scenes.map { _ in [Result<DrawnFrame, Error>]() }
        for (k, (s, _)) in tasks.enumerated() { out[s].append(drawn.value(at: k)!) }
        return out
    }

    /// Frame `i` of `scene`, drawn (on `reader`'s kept canvas), hashed and, when it keeps a PNG
    /// that differs from the golden one in `target` (`previous`: what the goldens recorded of the
    /// frame), encoded as `render` encodes it (zlib level 6, rows in bands).
    private static func draw(
        _ scene: SceneFrames, _ i: Int, reader: FrameReader, keep: Bool, target: String, previous: GoldenIndex.Frame?
    ) throws -> DrawnFrame {
        let hash = reader.hash(scene, i)
        guard keep else { return DrawnFrame(hash: hash, pngMatches: true, png: nil) }
        let path = FilePath.joined(target, scene.frames[i].file)
        let file = WholeFile.entry(at: path) == .file ? try? WholeFile.read(path) : nil
        if let file {
            let fileHash = PixelHash.sha256(bytes: file)
            // The golden PNG recorded with this very hash (version 2) holds these pixels; any other
            // is decoded and compared.
            if previous?.sha256 == hash && previous?.pngSha256 == fileHash || png(file, holds: reader) {
                return DrawnFrame(hash: hash, pngMatches: true, png: nil, pngSha256: fileHash)
            }
        }
        do {
            // Compressed from where the frame's bands are: an animation's frame is not joined first.
            let png = try reader.encodedFrame()
            return DrawnFrame(hash: hash, pngMatches: false, png: png, pngSha256: PixelHash.sha256(bytes: png))
        } catch let error as PNGError {
            throw PNGError.inFile(path: FilePath.joined(scene.name, scene.frames[i].file), error)
        }
    }

    /// Puts the golden PNG `file` of `target` into `staging` unchanged (a hard link, or a copy).
    private static func reuse(_ file: String, from target: String, into staging: String) throws {
        try AtomicFile.linkOrCopy(FilePath.joined(target, file), to: FilePath.joined(staging, file))
    }

    /// Whether the PNG file `file` decodes to exactly the pixels of the frame `reader` read last.
    private static func png(_ file: [UInt8], holds reader: FrameReader) -> Bool {
        guard let image = try? PNGDecoder.decodeStraightRGBA(file), let size = reader.frameSize else { return false }
        return image.width == size.width && image.height == size.height && reader.straightFrameEquals(image.bytes)
    }
}
