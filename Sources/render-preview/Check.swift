import ArgumentParser
import Foundation
import FileAccess
import PreviewKit
import SnapshotKit

/// `render-preview check`: renders every frame and compares it with the goldens. Never writes goldens.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare rendered frames with the goldens; exit 1 on any difference. Never writes goldens.",
        discussion: """
            Every frame's pixel hash is compared with <golden>/<scene>/golden.json, and every kept PNG \
            pixel by pixel. Exact by default; --tolerance allows small differences. Golden folders no \
            scene produces any more (orphans) fail the check when every scene is checked.
            """)

    @OptionGroup var scene: SceneOptions

    @Option(help: "Folder of goldens: <golden>/<scene>/golden.json (every frame's pixel hash) and frame PNGs.")
    var golden = "golden"

    @Option(help: ArgumentHelp("Allow differences: a pixel differs when a channel is off by more than CHANNEL (0–255); a frame passes when at most SHARE of its pixels differ (\"0.1%\" or 0.001). Default: exact.", valueName: "channel[:share]"))
    var tolerance: String?

    @Option(help: ArgumentHelp("On a failure, write here: expected, actual and diff images of each failing frame, filmstrips of failing animations, and report.html.", valueName: "dir"))
    var artifacts = "out/check"

    @Option(help: ArgumentHelp("Also write a JUnit XML report here.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Check only part i of n of the scenes (sorted by name, dealt round-robin), for a CI matrix.", valueName: "i/n"))
    var shard: String?

    func validate() throws {
        if let tolerance, Tolerance(parsing: tolerance) == nil {
            throw ValidationError("--tolerance: expected CHANNEL or CHANNEL:SHARE, such as 2 or 2:0.1%, got \"\(tolerance)\"")
        }
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard: expected i/n with 1 ≤ i ≤ n, such as 2/4, got \"\(shard)\"")
        }
    }

    func run() throws {
        var scenes = try scene.sceneFrames()
        let shard = self.shard.flatMap(Shard.init)
        if let shard {
            let kept = shard.select(scenes.map(\.name))
            scenes = scenes.filter { kept.contains($0.name) }
        }
        let check = SnapshotCheck(golden: golden, tolerance: tolerance.flatMap(Tolerance.init(parsing:)) ?? .exact,
                                  jobs: scene.jobs, artifacts: artifacts)
        let results = check.run(scenes)
        // Orphans only make sense when every scene of the config is checked.
        let orphans = scene.sceneFilters.isEmpty && shard == nil && scene.config != nil
            ? SnapshotCheck.orphans(in: golden, source: scene.goldenSource, sceneNames: scenes.map(\.name)) : []
        if let junit {
            do {
                try AtomicFile.write(Array(JUnitReport.xml(results, orphans: orphans, messages: messages).utf8), to: junit)
            } catch {
                throw CLIFailure.badInput("cannot write \(junit): \(describe(error))")
            }
        }
        let frames = results.reduce(0) { $0 + $1.frames.count }
        var problems = results.flatMap(messages)
        var report: String?
        // A report when there is something to look at: failing frames, or orphans.
        if results.contains(where: { !$0.failingFrames.isEmpty }) || !orphans.isEmpty {
            let page = HTMLReport.html(results, orphans: orphans, lines: messages,
                                       acceptCommand: { "render-preview record \(recordArguments) --golden \(golden) --scene \($0)" },
                                       pruneCommand: "render-preview record \(recordArguments) --golden \(golden) --prune",
                                       title: "render-preview check: \(scene.config ?? "demo") against \(golden)/")
            do {
                try OutputDirectory.create(artifacts)
                try AtomicFile.write(Array(page.utf8), to: FilePath.joined(artifacts, HTMLReport.fileName))
                report = FilePath.joined(artifacts, HTMLReport.fileName)
            } catch {
                throw CLIFailure.badInput("cannot write \(FilePath.joined(artifacts, HTMLReport.fileName)): \(describe(error))")
            }
        }
        problems += orphans.map { "\(FilePath.joined(golden, $0))/: orphaned golden: no scene of \(scene.config ?? "the config") produces it; delete it with `render-preview record \(recordArguments) --golden \(golden) --prune`" }
        if !problems.isEmpty {
            let failing = results.reduce(0) { $0 + $1.failingFrames.count }
            var summary = frames > 0 ? "\n\(failing) of \(frames) frames differ from \(golden)/" : ""
            if let report { summary += "\nreport (expected, actual, diff, filmstrips, accept commands): \(report)" }
            throw CLIFailure.checkFailed(problems.joined(separator: "\n") + summary)
        }
        if !scene.quiet {
            let tolerated = results.flatMap(\.frames).filter { if case .tolerated = $0.outcome { return true } else { return false } }.count
            print("\(frames) frames of \(scenes.count) scene\(scenes.count == 1 ? "" : "s") match \(golden)/"
                  + (tolerated > 0 ? " (\(tolerated) within the tolerance)" : "") + (shard.map { " (shard \($0))" } ?? ""))
        }
    }

    /// One line per problem of a scene.
    private func messages(_ r: SceneResult) -> [String] { r.problems(howToRecord: scene.howToRecord(golden: golden)) }

    private var recordArguments: String { scene.config ?? "--demo" }
}
