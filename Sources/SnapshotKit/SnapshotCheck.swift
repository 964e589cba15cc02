import FileAccess
import Dispatch
import Foundation
import PNGCodec
import PreviewKit
import Raster
import Typeset

/// Checks scenes against a golden folder: every frame's pixel hash against `golden.json`, and
/// every kept PNG pixel by pixel, exactly unless a tolerance allows more. Frames render on
/// `jobs` threads; results come back in scene and frame order whatever the timing. Never
/// writes goldens; writes expected / actual / diff images of failing frames into `artifacts`
/// when given.
public struct SnapshotCheck: Sendable {
    public var golden: String
    public var tolerance: Tolerance
    public var jobs: Int
    public var artifacts: String?

    public init(golden: String, tolerance: Tolerance = .exact, jobs: Int = 1, artifacts: String? = nil) {
        self.golden = golden
        self.tolerance = tolerance
        self.jobs = max(1, jobs)
        self.artifacts = artifacts
    }

    public func run(_ scenes: [SceneFrames]) -> [SceneResult] {
        // Read each scene's index first; scenes with a problem render nothing.
        var results: [SceneResult] = []
        var indexes: [GoldenIndex?] = []
        for scene in scenes {
            let directory = FilePath.joined(golden, scene.name)
            var result = SceneResult(name: scene.name, directory: directory, problem: nil, frames: [])
            result.axes = scene.axes
            var index: GoldenIndex?
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue {
                // A record killed mid-swap set the goldens aside: say where, not "no goldens".
                result.problem = StagingFolders.setAside(scene.name, in: golden).map { .goldensSetAside($0) } ?? .noGoldens
            } else {
                do {
                    index = try GoldenIndex.read(in: directory)
                    result.recordedElsewhere = index?.recordedOn.flatMap { $0.contrast(with: .current) }
                    if let index, index.systemFont != scene.systemFont {
                        result.problem = .systemFontChanged(golden: index.systemFont, rendered: scene.systemFont)
                    } else if let index, index.frames.map(\.file) != scene.frames.map(\.file) {
                        result.problem = .frameListChanged(golden: index.frames.count, rendered: scene.frames.count)
                    }
                } catch {
                    result.problem = .indexUnreadable((error as? FileError)?.reason ?? String(describing: error))
                }
            }
            results.append(result)
            indexes.append(index)
        }
        let indexList = indexes, directories = results.map(\.directory)
        // Each scene's structure is compared when its frames are checked (by the worker that
        // gets to it first), so that its renderer — which the structure's motion needs too —
        // is made once and lives only while that scene is drawn.
        let structures = PerScene<StructureComparison?>(count: scenes.count)
        let structureOf = { @Sendable (s: Int) in
            structures.value(s) { self.compareStructure(scenes[s], directory: directories[s]) }
        }
        let work = scenes.indices.filter { results[$0].problem == nil }.flatMap { s in scenes[s].frames.indices.map { (s, $0) } }
        let outcomes = WorkerResults<FrameResult>(count: work.count)
        let left = FramesLeft(scenes.indices.map { results[$0].problem == nil ? scenes[$0].frames.count : 0 })
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(work.count, 1))) { worker in
            // The worker's frames of one scene are drawn on one kept canvas (`FrameReader`).
            let reader = FrameReader()
            var k = worker
            while k < work.count {
                let (s, i) = work[k]
                let textChanged = structureOf(s)?.textChanged ?? false
                outcomes.set(
                    k, checkFrame(scenes[s], i, reader: reader, index: indexList[s], directory: directories[s], textChanged: textChanged))
                // A scene's renderer lives while its frames are checked, not for the whole run.
                if left.finish(s) { scenes[s].discardRenderer() }
                k += jobs
            }
        }
        for (k, (s, _)) in work.enumerated() { results[s].frames.append(outcomes.value(at: k)!) }
        // What changed in each structure: found above for the scenes whose frames were checked,
        // found here for the other scenes with a golden folder (an index that is unreadable or
        // lists other frames), whose renderer is then let go of.
        for s in results.indices {
            if case .noGoldens? = results[s].problem { continue }
            guard let comparison = structureOf(s) else { continue }
            results[s].changes = comparison.changes
            results[s].structureChanged = comparison.structureChanged
            results[s].textChanged = comparison.textChanged
            if results[s].problem != nil { scenes[s].discardRenderer() }
        }
        // A timing change renders another number of frames: its kept golden frames are compared
        // with the frames rendered nearest their times, so the report still has pictures.
        for s in results.indices {
            guard case .frameListChanged? = results[s].problem, let index = indexList[s] else { continue }
            results[s].frames = index.frames.filter(\.png).map { kept in
                let i = SceneAnimation.nearest(to: kept.time, in: scenes[s].frames.map(\.time)) ?? 0
                var paired = comparePNG(scenes[s], i, path: FilePath.joined(directories[s], kept.file), textChanged: results[s].textChanged)
                paired.file = kept.file
                paired.time = kept.time
                return paired
            }
            results[s].pairedByTime = true
            scenes[s].discardRenderer()
        }
        if let artifacts {
            for s in results.indices
            where (results[s].problem == nil || results[s].pairedByTime) && scenes[s].frames.count > 1 && !results[s].failingFrames.isEmpty {
                results[s].filmstrip = try? writeFilmstrip(scenes[s], results[s], into: artifacts)
                // The scrubber pairs frames by index: only while both timings have the same frames.
                if !results[s].pairedByTime {
                    results[s].scrub = (try? writeScrub(scenes[s], results[s], index: indexList[s], into: artifacts)) ?? []
                }
                scenes[s].discardRenderer()
            }
        }
        return results
    }

    /// What comparing a scene's structure with its structure golden found.
    private struct StructureComparison: Sendable {
        /// The words for what changed.
        var changes: [String]
        /// For an exact check: a failure of its own.
        var structureChanged: Bool
        var textChanged: Bool
    }

    /// Compares the scene's structure with its structure golden, when it has one and it differs.
    private func compareStructure(_ scene: SceneFrames, directory: String) -> StructureComparison? {
        let path = FilePath.joined(directory, SceneStructure.fileName)
        guard let make = scene.structure, WholeFile.entry(at: path) == .file,
            let bytes = try? WholeFile.read(path), let golden = String(bytes: bytes, encoding: .utf8)
        else { return nil }
        let current = make()
        guard golden != current else { return nil }
        let changes = StructureChanges.between(golden: golden, current: current)
        // A structure golden is held exactly, like pixels; a check given a tolerance forgives
        // pixel differences, so it tells the structure's changes without failing on them.
        return StructureComparison(
            // Words from the config's text: shown as they are nowhere (the one escaping rule).
            changes: changes.sentences.map(ConfigText.visible), structureChanged: (scene.tolerance ?? tolerance).isExact,
            textChanged: changes.textChanged)
    }

    /// For a failing animation: every frame with a golden PNG, expected (copied from the goldens)
    /// and actual, for the report's scrubber. Returns them in frame order.
    private func writeScrub(_ scene: SceneFrames, _ result: SceneResult, index: GoldenIndex?, into folder: String) throws -> [ScrubFrame] {
        guard let index else { return [] }
        let failing = Set(result.failingFrames.map(\.index))
        let dir = FilePath.joined(scene.name, "scrub")
        try OutputDirectory.create(FilePath.joined(folder, dir))
        var out: [ScrubFrame] = []
        for (i, entry) in index.frames.enumerated() where entry.png && i < scene.frames.count {
            let source = FilePath.joined(result.directory, entry.file)
            guard WholeFile.entry(at: source) == .file else { continue }
            let stem = (entry.file as NSString).deletingPathExtension
            let expected = FilePath.joined(dir, stem + "-expected.png"), actual = FilePath.joined(dir, stem + "-actual.png")
            try AtomicFile.linkOrCopy(source, to: FilePath.joined(folder, expected))
            let pixmap = scene.render(i)
            try PNGFile.write(
                straightRGBA: Premultiply.unpremultiplied(pixmap.bytes), width: pixmap.width, height: pixmap.height,
                to: FilePath.joined(folder, actual), options: PNGEncodingOptions(compressionLevel: 1, filter: .none))
            out.append(ScrubFrame(index: i, time: scene.frames[i].time, expected: expected, actual: actual, differs: failing.contains(i)))
        }
        return out
    }

    /// For a failing animation: up to 12 of its rendered frames, evenly spaced, with every failing
    /// one among them marked and the first failing frame always in. Returns its relative path.
    private func writeFilmstrip(_ scene: SceneFrames, _ result: SceneResult, into folder: String) throws -> String {
        guard case .success(let library) = FontLibrary.bundled else { throw CocoaError(.fileReadUnknown) }
        let failing = Set(result.failingFrames.map(\.index))
        let n = scene.frames.count
        var picked = Set((0..<min(n, 11)).map { n <= 11 ? $0 : Int((Double($0) * Double(n - 1) / 10).rounded()) })
        if let first = failing.min() { picked.insert(first) }
        let firstFailing = failing.min()
        let frames = picked.sorted().map { i in
            FilmstripFrame(
                image: scene.render(i),
                caption: String(format: "t = %.3f s", scene.frames[i].time)
                    + (i == firstFailing ? " · first difference" : failing.contains(i) ? " · differs" : ""),
                highlighted: failing.contains(i))
        }
        let relative = FilePath.joined(scene.name, "filmstrip.png")
        try OutputDirectory.create(FilePath.joined(folder, scene.name))
        try PNGFile.write(
            AnimationPreviews.filmstrip(frames, fonts: FontCatalog(library: library)),
            to: FilePath.joined(folder, relative), options: PNGEncodingOptions(compressionLevel: 6, filter: .none))
        return relative
    }

    /// Golden folders in `golden` recorded from one of `sources` (configs' file names) — or, with
    /// `everySource` (a folder of configs was checked: the whole suite), from any config — that
    /// none of `sceneNames` produces any more (sorted). A deleted config's goldens are found only
    /// with `everySource`: nothing else says that its file is gone rather than not given. Goldens
    /// from `leftOut` (files the run skipped or excluded) are never orphans.
    public static func orphans(
        in golden: String, sources: Set<String>, sceneNames: [String], everySource: Bool = false,
        except leftOut: Set<String> = []
    ) -> [String] {
        let names = Set(sceneNames)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: golden)) ?? []
        return entries.filter { entry in
            guard !entry.hasPrefix("."), !names.contains(entry) else { return false }
            let index = (try? GoldenIndex.read(in: FilePath.joined(golden, entry))) ?? nil
            guard let source = index?.source else { return false }
            return sources.contains(source) || (everySource && source != "--demo" && !leftOut.contains(source))
        }.sorted()
    }

    private func checkFrame(
        _ scene: SceneFrames, _ i: Int, reader: FrameReader, index: GoldenIndex?, directory: String, textChanged: Bool
    ) -> FrameResult {
        let frame = scene.frames[i]
        var result = FrameResult(index: i, file: frame.file, time: frame.time, outcome: .match, artifacts: [])
        let hash = reader.hash(scene, i)
        let entry = index?.frames[i]
        let hashMatches = entry.map { hash == $0.sha256 }
        if let entry, !entry.png {
            if hashMatches == true { return result }
            let kept = index!.frames.enumerated().filter(\.element.png).min { abs($0.offset - i) < abs($1.offset - i) }
            result.outcome = .hashDiffers(nearestKept: kept?.element.file)
            return result
        }
        let path = FilePath.joined(directory, frame.file)
        // Version 2: a matching frame whose PNG is the file recorded holds the pixels recorded.
        if hashMatches == true, let recorded = entry?.pngSha256, let file = try? WholeFile.read(path),
            PixelHash.sha256(bytes: file) == recorded
        {
            return result
        }
        return comparePNG(scene, i, path: path, textChanged: textChanged, reader: reader, hashMatches: hashMatches)
    }

    /// Frame `i` of `scene` against the golden PNG at `path`: the frame `reader` read last (compared
    /// where its rows are, and assembled only when it differs), else rendered here.
    private func comparePNG(
        _ scene: SceneFrames, _ i: Int, path: String, textChanged: Bool, reader: FrameReader? = nil, hashMatches: Bool? = nil
    ) -> FrameResult {
        let frame = scene.frames[i]
        var result = FrameResult(index: i, file: frame.file, time: frame.time, outcome: .match, artifacts: [])
        let rendered = reader == nil ? scene.render(i) : nil
        let (width, height) = reader?.frameSize ?? (rendered!.width, rendered!.height)
        guard WholeFile.entry(at: path) != .missing else {
            result.outcome = .missing
            return result
        }
        let expected: StraightRGBAImage
        do {
            expected = try PNGDecoder.decodeStraightRGBA(WholeFile.read(path))
        } catch {
            result.outcome = .unreadable(String(describing: error))
            return result
        }
        guard expected.width == width, expected.height == height else {
            result.outcome = .sizeMismatch(golden: [expected.width, expected.height], rendered: [width, height])
            return result
        }
        if let reader, reader.straightFrameEquals(expected.bytes) {
            if hashMatches == false { result.outcome = .staleIndex }
            return result
        }
        let actual = reader?.straightFrame().bytes ?? Premultiply.unpremultiplied(rendered!.bytes)
        let tolerance = scene.tolerance ?? self.tolerance
        guard
            let difference = FrameDifference.between(
                expected: expected.bytes, actual: actual, width: width,
                height: height, channel: tolerance.channel)
        else {
            if hashMatches == false, actual == expected.bytes { result.outcome = .staleIndex }
            return result
        }
        if difference.isTolerated(by: tolerance) {
            result.outcome = .tolerated(difference)
            return result
        }
        var failing = difference
        failing.failedGate = difference.gateFailure(under: tolerance)
        // The structure tells text content apart: a string or its lines changed, so the frame's
        // change is (at least) that, whatever else changed with it.
        if textChanged, failing.kind != .antiAliasing { failing.kind = .text }
        result.outcome = .different(failing)
        if let artifacts {
            result.artifacts =
                (try? CheckArtifacts.write(
                    expected: expected.bytes, actual: actual, width: width,
                    height: height, channel: tolerance.channel, box: difference.box,
                    scene: scene.name, file: FilePath.lastComponent(of: path), into: artifacts)) ?? []
        }
        return result
    }
}

/// Frames still to check, per scene: the worker that checks a scene's last frame lets go of its
/// renderer.
private final class FramesLeft: @unchecked Sendable {
    private let lock = NSLock()
    private var left: [Int]

    init(_ counts: [Int]) { left = counts }

    /// One frame of scene `s` is done; true when it was the scene's last.
    func finish(_ s: Int) -> Bool {
        lock.withLock {
            left[s] -= 1
            return left[s] == 0
        }
    }
}

/// One value per scene, made on first use by whichever thread asks first; the others wait for it.
private final class PerScene<Value>: @unchecked Sendable {
    /// One per scene, held while its value is made.
    private let making: [NSLock]
    /// Guards `values`.
    private let lock = NSLock()
    private var values: [Value?]

    init(count: Int) {
        making = (0..<count).map { _ in NSLock() }
        values = Array(repeating: nil, count: count)
    }

    func value(_ s: Int, make: () -> Value) -> Value {
        making[s].withLock {
            if let v = lock.withLock({ values[s] }) { return v }
            let v = make()
            lock.withLock { values[s] = v }
            return v
        }
    }
}
