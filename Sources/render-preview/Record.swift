import ArgumentParser
import Foundation
import PNGCodec
import PreviewKit
import SnapshotKit

/// `render-preview record`: writes goldens on purpose.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write (or rewrite) goldens from the current rendering, and report what changed.",
        discussion: """
            Each scene gets <golden>/<scene>/golden.json (the pixel hash of every frame) and PNGs of \
            its frames: all of them for scenes of up to \(GoldenIndex.allFramesUpTo) frames, else about \
            \(GoldenIndex.allFramesUpTo) evenly spaced ones (first and last included). Golden folders \
            this config recorded that no scene produces any more are reported; --prune deletes them.
            """)

    @OptionGroup var scene: SceneOptions

    @Option(help: "Folder of goldens; each scene's go to <golden>/<scene>/.")
    var golden = "golden"

    @Flag(help: "Record only scenes that have no goldens yet; leave existing ones as they are.")
    var onlyMissing = false

    @Flag(help: "Delete golden folders this config recorded that no scene produces any more.")
    var prune = false

    func run() throws {
        let jobs = try scene.renderJobs()
        var added = 0, changed = 0, unchanged = 0, skipped = 0
        for job in jobs {
            let directory = joinPath(golden, job.name)
            if onlyMissing, FileManager.default.fileExists(atPath: directory) {
                skipped += 1
                continue
            }
            do {
                try OutputDirectory.create(directory)
                let previous = try? GoldenIndex.read(in: directory)
                let kept = GoldenIndex.keptFrames(count: job.frameCount)
                var entries: [GoldenIndex.Frame] = []
                for i in 0..<job.frameCount {
                    let file = job.frames[i].file
                    let frame = job.render(i)
                    let hash = PixelHash.sha256(of: frame)
                    entries.append(GoldenIndex.Frame(file: file, time: job.time(i), sha256: hash, png: kept.contains(i)))
                    let path = directory + "/" + file
                    let exists = FileManager.default.fileExists(atPath: path)
                    let old = previous?.frames.first { $0.file == file }
                    // Unchanged: the recorded hash is the same and, for a kept frame, so is its PNG.
                    let pngMatches = kept.contains(i) ? GoldenComparison.compare(frame, goldenPath: path) == .match : true
                    let same = (old.map { $0.sha256 == hash } ?? exists) && pngMatches
                    if same { unchanged += 1 } else if old == nil && !exists { added += 1 } else { changed += 1 }
                    if kept.contains(i), !pngMatches {
                        try PNGFile.write(frame, to: path, options: PNGEncodingOptions(compressionLevel: 9, filter: .none))
                    } else if !kept.contains(i), exists {
                        try FileManager.default.removeItem(atPath: path)
                    }
                }
                let index = GoldenIndex(frames: entries, source: scene.goldenSource)
                if index != previous { try index.write(in: directory) }
            } catch {
                throw CLIFailure.badInput("cannot write goldens into \(directory): \(describe(error))")
            }
        }
        var notes: [String] = []
        if scene.sceneFilters.isEmpty {
            let orphans = SnapshotCheck.orphans(in: golden, source: scene.goldenSource, sceneNames: jobs.map(\.name))
            for orphan in orphans {
                let path = joinPath(golden, orphan)
                if prune {
                    do { try FileManager.default.removeItem(atPath: path) } catch {
                        throw CLIFailure.badInput("cannot delete \(path): \(describe(error))")
                    }
                    notes.append("pruned \(path)/ (no scene produces it any more)")
                } else {
                    notes.append("orphaned: \(path)/ (no scene produces it any more; --prune deletes it)")
                }
            }
        }
        if !scene.quiet {
            var line = "\(golden.hasSuffix("/") ? golden : golden + "/"): \(added) added, \(changed) changed, \(unchanged) unchanged"
            if onlyMissing { line += ", \(skipped) scene\(skipped == 1 ? "" : "s") already recorded" }
            print(([line] + notes).joined(separator: "\n"))
        }
    }
}
