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
            Each scene gets <golden>/<scene>/golden.json (the pixel hash of every frame), \
            structure.txt (its laid-out tree and motion, which check compares to say what changed in \
            words) and PNGs of \
            its frames: all of them for scenes of up to \(GoldenIndex.allFramesUpTo) frames, else about \
            \(GoldenIndex.allFramesUpTo) evenly spaced ones (first and last included). Golden folders \
            this config recorded that no scene produces any more are reported; --prune deletes them.
            """)

    @OptionGroup var scene: SceneOptions

    @Option(help: "Folder of goldens; each scene's go to <golden>/<scene>/.")
    var golden = "golden"

    @Flag(help: "Record only scenes that have no goldens yet; leave existing ones as they are.")
    var onlyMissing = false

    @Flag(
        help:
            "Delete golden folders no scene produces any more: those the configs given recorded, or, for a folder of configs, any in the golden folder (a deleted config's too)."
    )
    var prune = false

    func run() throws {
        let (groups, leftOut) = try scene.suite()
        let summary: GoldenRecorder.Summary
        do {
            summary = try GoldenRecorder.record(groups.map { ($0.source, $0.scenes) }, golden: golden, onlyMissing: onlyMissing, jobs: scene.jobs)
        } catch let refusal as GoldenRecorder.Refusal {
            throw CLIFailure.badInput("nothing recorded: \(refusal)")
        } catch {
            throw CLIFailure.badInput("nothing recorded: cannot write goldens into \(FilePath.asFolder(golden)): \(describe(error))")
        }
        var notes: [String] = []
        if scene.sceneFilters.isEmpty {
            let names = groups.flatMap(\.scenes).map(\.name)
            let orphans = SnapshotCheck.orphans(
                in: golden, sources: Set(groups.map(\.source)), sceneNames: names, everySource: scene.namesFolder,
                except: leftOut)
            for orphan in orphans {
                let path = FilePath.joined(golden, orphan)
                if prune, let refusal = GoldenRecorder.refusal(replacing: path) {
                    notes.append("not pruned: \(refusal)")
                } else if prune {
                    do { try FileManager.default.removeItem(atPath: path) } catch {
                        throw CLIFailure.badInput("cannot delete \(path): \(describe(error))")
                    }
                    notes.append("pruned \(FilePath.asFolder(path)) (no scene produces it any more)")
                } else {
                    notes.append("orphaned: \(FilePath.asFolder(path)) (no scene produces it any more; --prune deletes it)")
                }
            }
        }
        if !scene.quiet {
            var line =
                "\(FilePath.asFolder(golden)): \(counted(summary.added, "frame")) added, \(summary.changed) changed, \(summary.unchanged) unchanged"
            if onlyMissing { line += ", \(counted(summary.skipped, "scene")) already recorded" }
            if summary.structures > 0 { line += "; \(counted(summary.structures, "structure golden")) written (\(SceneStructure.fileName))" }
            if summary.upgraded > 0 {
                line += "; \(counted(summary.upgraded, "golden.json file")) rewritten in golden format \(GoldenIndex.currentVersion)"
            } else if summary.wroteAnything {
                line += " (golden format \(GoldenIndex.currentVersion))"
            }
            print(([line] + notes).joined(separator: "\n"))
        }
    }
}
