import ArgumentParser
import Foundation
import FileAccess
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
        let scenes = try scene.sceneFrames()
        let recorder = GoldenRecorder(golden: golden, source: scene.goldenSource, onlyMissing: onlyMissing)
        let summary: GoldenRecorder.Summary
        do {
            summary = try recorder.record(scenes)
        } catch {
            throw CLIFailure.badInput("cannot write goldens into \(golden): \(describe(error))")
        }
        var notes: [String] = []
        if scene.sceneFilters.isEmpty {
            let orphans = SnapshotCheck.orphans(in: golden, source: scene.goldenSource, sceneNames: scenes.map(\.name))
            for orphan in orphans {
                let path = FilePath.joined(golden, orphan)
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
            var line = "\(golden.hasSuffix("/") ? golden : golden + "/"): \(summary.added) added, \(summary.changed) changed, \(summary.unchanged) unchanged"
            if onlyMissing { line += ", \(summary.skipped) scene\(summary.skipped == 1 ? "" : "s") already recorded" }
            print(([line] + notes).joined(separator: "\n"))
        }
    }
}
