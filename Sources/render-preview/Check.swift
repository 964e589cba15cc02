import ArgumentParser
import Foundation
import FileAccess
import PreviewKit
import SnapshotKit

/// `render-preview check`: renders every frame and compares it with the goldens. Writes goldens
/// only when a record mode asks (`--record`, `RENDER_PREVIEW_RECORD`), and then exits 1.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare rendered frames with the goldens; exit 1 on any difference. Writes goldens only with --record, and then exits 1.",
        discussion: """
            Every frame's pixel hash is compared with <golden>/<scene>/golden.json, and every kept PNG \
            pixel by pixel; structure.txt is compared to say what changed in the design's words \
            ("title moved 2 pt down"), and each failing frame is classified (anti-aliasing only, \
            colour only, geometry, text content). Exact by default; --tolerance allows small differences, and a pass that \
            needed it says how much it forgave. Golden folders no scene produces any more (orphans) \
            fail the check when every scene is checked. Several configs and folders of configs are \
            checked in one run, with one summary, one report and one JUnit file.
            """)

    @OptionGroup var scene: SceneOptions

    @Option(help: "Folder of goldens: <golden>/<scene>/golden.json (every frame's pixel hash) and frame PNGs.")
    var golden = "golden"

    @Option(help: ArgumentHelp("Allow differences: a pixel differs when a channel is off by more than CHANNEL (0–255); a frame passes when at most SHARE of its pixels differ (\"0.1%\" or 0.001), of the whole frame or, with :changes, of the box around the changed pixels. Default: exact.", valueName: "channel[:share[:changes]]"))
    var tolerance: String?

    @Option(help: ArgumentHelp("This run's failure images and report.html: expected, actual, diff and a close-up of each failing frame, and filmstrips of failing animations. Cleared at the start of every run.", valueName: "dir"))
    var artifacts = "out/check"

    @Option(help: ArgumentHelp("Also write a JUnit XML report here: one test suite per config, one test case per scene.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Check only part i of n of the scenes (sorted by name, dealt round-robin), for a CI matrix.", valueName: "i/n"))
    var shard: String?

    @Option(help: ArgumentHelp("The feature gate: a frame fails when a connected region of changed pixels holds more than N pixels, whatever the share (a moved 1 px divider fails; scattered speckle does not). Alone, it allows any share.", valueName: "N"))
    var maxRegion: Int?

    @Option(help: ArgumentHelp("Also write the check's Markdown summary here (e.g. $GITHUB_STEP_SUMMARY), pass or fail; a failing check also writes it as summary.md beside report.html in --artifacts.", valueName: "file"))
    var markdown: String?

    @Option(help: ArgumentHelp("Record goldens while checking: never (default), missing (scenes without goldens), failed (scenes that do not match), all. Default: $\(RecordMode.variable), else never. A check that records anything exits 1.", valueName: "mode"))
    var record: String?

    /// The record mode: --record, else the environment variable, else never.
    var recordMode: RecordMode {
        get throws {
            if let record {
                guard let mode = RecordMode(parsing: record), !record.isEmpty else {
                    throw ValidationError("--record: expected never, missing, failed or all, got \"\(record)\"")
                }
                return mode
            }
            do { return try RecordMode.fromEnvironment() } catch { throw ValidationError("\(error)") }
        }
    }

    func validate() throws {
        if let tolerance, let mistake = Tolerance.mistake(in: tolerance) {
            throw ValidationError("--tolerance \(tolerance): \(mistake) (the form is CHANNEL, CHANNEL:SHARE or CHANNEL:SHARE:changes, such as 2, 2:0.1% or 2:20%:changes)")
        }
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard: expected i/n with 1 ≤ i ≤ n, such as 2/4, got \"\(shard)\"")
        }
        if artifacts.isEmpty { throw ValidationError("--artifacts is empty; name a folder, e.g. --artifacts out/check") }
        if let maxRegion, maxRegion < 0 { throw ValidationError("--max-region: expected a number of pixels ≥ 0, got \(maxRegion)") }
        if let markdown, markdown.isEmpty { throw ValidationError("--markdown is empty; name a file, e.g. --markdown \"$GITHUB_STEP_SUMMARY\"") }
        _ = try recordMode
    }

    func run() throws {
        var (groups, leftOut) = try scene.suite()
        let shard = self.shard.flatMap(Shard.init)
        if let shard {
            let kept = Set(shard.select(groups.flatMap(\.scenes).map(\.name)))
            for g in groups.indices { groups[g].scenes.removeAll { !kept.contains($0.name) } }
        }
        do { try CheckArtifacts.clear(artifacts) } catch { throw CLIFailure.badInput("--artifacts \(describe(error))") }
        var chosen = tolerance.flatMap(Tolerance.init(parsing:)) ?? .exact
        // A channel tolerance wide enough to pass changed text and colours is said, whoever set it.
        let wide = [("--tolerance \(chosen.channel)", chosen.channel)]
            + groups.flatMap(\.scenes).compactMap { s in s.tolerance.map { ("scene \(s.name)'s tolerance channel \($0.channel)", $0.channel) } }
        for (source, channel) in wide where channel > Tolerance.hidingChannel && !scene.quiet {
            Terminal.error("warning: \(source): a channel tolerance over \(Tolerance.hidingChannel) levels can let changed text and colours pass; what changed in the structure is still told\n")
        }
        if let maxRegion { chosen = chosen.gated(maxRegion: maxRegion) }
        let mode = try recordMode
        let check = SnapshotCheck(golden: golden, tolerance: chosen, jobs: scene.jobs, artifacts: artifacts)
        let results = check.run(groups.flatMap(\.scenes))
        var configOf: [String: ConfigScenes] = [:]
        for g in groups { for s in g.scenes { configOf[s.name] = g } }
        // Orphans only make sense when every scene of the configs is checked.
        let names = groups.flatMap(\.scenes).map(\.name)
        let orphans = scene.sceneFilters.isEmpty && shard == nil && !scene.demo
            ? SnapshotCheck.orphans(in: golden, sources: Set(groups.map(\.source)), sceneNames: names, everySource: scene.namesFolder,
                                    except: leftOut) : []
        // The suite as the user named it: the command that prunes its orphans names the same folders.
        let pruneCommand = "render-preview record \(scene.asTyped) --golden \(golden) --prune"
        // A tolerance forgives pixels, never words: a scene that passed while its structure changed says so.
        let toleratedWords = results.filter { $0.passed && !$0.changes.isEmpty }.map { r in
            "\(FilePath.asFolder(r.directory)): passed within the tolerance, but the structure changed; \(r.changesLine ?? "")"
        }
        let messages = { (r: SceneResult) -> [String] in
            r.problems(howToRecord: configOf[r.name]?.howToRecord(golden: golden) ?? "",
                       howToCompare: configOf[r.name].map { "`render-preview compare \(golden) \($0.path) --scene \(r.name)`" })
        }
        if let junit {
            let suites = groups.map { g in
                JUnitReport.Suite(name: g.path, results: results.filter { configOf[$0.name]?.path == g.path })
            }
            do {
                try OutputDirectory.createParent(of: junit)
                try AtomicFile.write(Array(JUnitReport.xml(suites, orphans: orphans, messages: messages).utf8), to: junit)
            } catch {
                throw CLIFailure.badInput("cannot write \(junit): \(describe(error))")
            }
        }
        let summary = CheckSummary(results: results, orphans: orphans)
        var report: String?
        // A report when there is something to look at: failing frames, or orphans.
        if results.contains(where: { !$0.failingFrames.isEmpty || $0.structureChanged }) || !orphans.isEmpty {
            let configs = scene.demo ? "--demo" : scene.asTyped
            let page = HTMLReport.html(results, orphans: orphans, lines: messages, details: \.frameDetails,
                                       summary: summary.line(golden: golden),
                                       acceptCommand: { "render-preview record \(configOf[$0]?.path ?? "") --golden \(golden) --scene \($0)" },
                                       pruneCommand: pruneCommand,
                                       title: "render-preview check: \(configs) against \(FilePath.asFolder(golden))")
            let path = FilePath.joined(artifacts, HTMLReport.fileName)
            do {
                try OutputDirectory.create(artifacts)
                try AtomicFile.write(Array(page.utf8), to: path)
                report = path
            } catch {
                throw CLIFailure.badInput("cannot write \(path): \(describe(error))")
            }
        }
        let markdownText = MarkdownSummary.text(results, orphans: orphans, summary: summary.line(golden: golden),
                                                report: report.map { _ in HTMLReport.fileName })
        do {
            // Beside the report when there is one; a pass leaves the artifacts folder absent.
            if report != nil { try AtomicFile.write(Array(markdownText.utf8), to: FilePath.joined(artifacts, MarkdownSummary.fileName)) }
            if let markdown {
                try OutputDirectory.createParent(of: markdown)
                try AtomicFile.write(Array(markdownText.utf8), to: markdown)
            }
        } catch {
            throw CLIFailure.badInput("cannot write the Markdown summary: \(describe(error))")
        }
        CheckArtifacts.mark(artifacts)
        if mode != .never {
            try recordAfterCheck(mode, groups: groups, results: results, messages: messages)
        }
        guard summary.passed else {
            var lines = [summary.line(golden: golden)] + results.flatMap(messages) + toleratedWords
            lines += orphans.map { orphan in
                "\(FilePath.asFolder(FilePath.joined(golden, orphan))): orphaned golden: no scene of the configs checked produces it; delete it with `\(pruneCommand)`"
            }
            if let report { lines.append("report (expected, actual, diff, close-ups, filmstrips, accept commands): \(report)") }
            throw CLIFailure.checkFailed(lines.joined(separator: "\n"))
        }
        if !scene.quiet {
            print(summary.line(golden: golden) + (shard.map { " (shard \($0))" } ?? ""))
        }
        for line in toleratedWords {
            if scene.quiet { Terminal.error(line + "\n") } else { print(line) }
        }
    }

    /// Records the scenes `mode` picks from the check's results; when it wrote any, fails the
    /// check (exit 1) saying what it recorded and what had changed, so a recording never passes.
    private func recordAfterCheck(_ mode: RecordMode, groups: [ConfigScenes], results: [SceneResult],
                                  messages: (SceneResult) -> [String]) throws {
        let picked = mode.picks(results)
        let chosen = groups.map { g in (g.source, g.scenes.filter { picked.contains($0.name) }) }.filter { !$0.1.isEmpty }
        guard !chosen.isEmpty else { return }
        let recorded: GoldenRecorder.Summary
        do {
            recorded = try GoldenRecorder.record(chosen, golden: golden)
        } catch {
            throw CLIFailure.badInput("nothing recorded: \(error)")
        }
        guard recorded.wroteAnything || mode == .all else { return }
        var lines = ["recorded \(counted(recorded.scenes.count, "scene")) into \(FilePath.asFolder(golden)) (--record \(mode.rawValue)): \(counted(recorded.added, "frame")) added, \(recorded.changed) changed, \(recorded.unchanged) unchanged; look at them, then check again without recording — a check that records never passes"]
        for r in results where recorded.scenes.contains(r.name) { lines += r.recordedLines }
        throw CLIFailure.checkFailed(lines.joined(separator: "\n"))
    }
}
