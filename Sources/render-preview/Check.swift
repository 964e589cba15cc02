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

    @Option(
        help: ArgumentHelp(
            "Allow differences: a pixel differs when a channel is off by more than CHANNEL (0–255); a frame passes when at most SHARE of its pixels differ (\"0.1%\" or 0.001), of the whole frame or, with :changes, of the box around the changed pixels. Default: exact.",
            valueName: "channel[:share[:changes]]"), transform: CheckArguments.tolerance)
    var tolerance: Tolerance?

    @Option(
        help: ArgumentHelp(
            "This run's failure images and report.html: expected, actual, diff and a close-up of each failing frame, and filmstrips of failing animations. Cleared at the start of every run.",
            valueName: "dir"))
    var artifacts = "out/check"

    @Option(
        help: ArgumentHelp(
            "Also write a JUnit XML report here: one test suite per config, one test case per scene. A file is replaced whole; a pipe, a terminal or /dev/stdout is written through; a symbolic link is followed; a folder is refused.",
            valueName: "file"))
    var junit: String?

    @Option(
        help: ArgumentHelp("Check only part i of n of the scenes (sorted by name, dealt round-robin), for a CI matrix.", valueName: "i/n"),
        transform: CheckArguments.shard)
    var shard: Shard?

    @Option(
        help: ArgumentHelp(
            "The feature gate: a frame fails when a connected region of changed pixels holds more than N pixels, whatever the share (a moved 1 px divider fails; scattered speckle does not). Alone, it allows any share.",
            valueName: "N"))
    var maxRegion: Int?

    @Option(
        help: ArgumentHelp(
            "Also write the check's Markdown summary here (e.g. $GITHUB_STEP_SUMMARY), pass or fail, by the same rule as --junit; a failing check also writes it as summary.md beside report.html in --artifacts.",
            valueName: "file"))
    var markdown: String?

    @Option(
        help: ArgumentHelp(
            "Record goldens while checking: never (default), missing (scenes without goldens), failed (scenes that do not match), all. Default: $\(RecordMode.variable), else never. A check that records anything exits 1.",
            valueName: "mode"), transform: CheckArguments.recordMode)
    var record: RecordMode?

    /// The record mode: --record, else the environment variable, else never.
    var recordMode: RecordMode {
        get throws {
            if let record { return record }
            do { return try RecordMode.fromEnvironment() } catch { throw ValidationError("\(error)") }
        }
    }

    func validate() throws {
        if artifacts.isEmpty { throw ValidationError("--artifacts is empty; name a folder, e.g. --artifacts out/check") }
        if let maxRegion, maxRegion < 0 { throw ValidationError("--max-region: expected a number of pixels ≥ 0, got \(maxRegion)") }
        if let markdown, markdown.isEmpty { throw ValidationError("--markdown is empty; name a file, e.g. --markdown \"$GITHUB_STEP_SUMMARY\"") }
        _ = try recordMode
    }

    func run() throws {
        // A report path that cannot be written is said before the work, not after it.
        for (option, path) in [("--junit", junit), ("--markdown", markdown)] {
            if let path, let why = NamedOutputFile.problem(path) { throw CLIFailure.badInput("\(option) \(path): cannot be written: \(why)") }
        }
        var (groups, leftOut) = try scene.suite()
        if let shard {
            let kept = Set(shard.select(groups.flatMap(\.scenes).map(\.name)))
            for g in groups.indices { groups[g].scenes.removeAll { !kept.contains($0.name) } }
        }
        var chosen = tolerance ?? .exact
        // A channel tolerance wide enough to pass changed text and colours is said, whoever set it.
        let wide =
            [("--tolerance \(chosen.channel)", chosen.channel)]
            + groups.flatMap(\.scenes).compactMap { s in s.tolerance.map { ("scene \(s.name)'s tolerance channel \($0.channel)", $0.channel) } }
        for (source, channel) in wide where channel > Tolerance.hidingChannel && !scene.quiet {
            Terminal.error(
                "warning: \(source): a channel tolerance over \(Tolerance.hidingChannel) levels can let changed text and colours pass; what changed in the structure is still told\n"
            )
        }
        if let maxRegion { chosen = chosen.gated(maxRegion: maxRegion) }
        var configOf: [String: ConfigScenes] = [:]
        for g in groups { for s in g.scenes { configOf[s.name] = g } }
        // Orphans only make sense when every scene of the configs is checked.
        let names = groups.flatMap(\.scenes).map(\.name)
        let orphans =
            scene.sceneFilters.isEmpty && shard == nil && !scene.demo
            ? SnapshotCheck.orphans(
                in: golden, sources: Set(groups.map(\.source)), sceneNames: names, everySource: scene.namesFolder,
                except: leftOut) : []
        let golden = self.golden
        let mode = try recordMode
        // The system fonts named on the command line are named again where a recording is suggested.
        let fonts = scene.systemFonts.map { " --system-fonts \($0)" } ?? ""
        var wording = CheckWorkflow.Wording(
            howToRecord: { configOf[$0.name].map { "`render-preview record \($0.path) --golden \(golden)\(fonts)`" } ?? "" },
            howToCompare: { r in configOf[r.name].map { "`render-preview compare \(golden) \($0.path) --scene \(r.name)`" } },
            recordedBecause: "with --record \(mode.rawValue)",
            afterRecording: "look at them, then check again without recording — a check that records never passes",
            reportTitle: "render-preview check: \(scene.demo ? "--demo" : scene.asTyped) against \(FilePath.asFolder(golden))",
            acceptCommand: { "render-preview record \(configOf[$0]?.path ?? "") --golden \(golden) --scene \($0)\(fonts)" },
            // The suite as the user named it: the command that prunes its orphans names the same folders.
            pruneCommand: "render-preview record \(scene.asTyped) --golden \(golden) --prune\(fonts)")
        wording.artifactsName = "--artifacts"
        let workflow = CheckWorkflow(golden: golden, tolerance: chosen, jobs: scene.jobs, artifacts: artifacts, record: mode, wording: wording)
        let outcome: CheckWorkflow.Outcome
        do {
            outcome = try workflow.run(groups.map { (source: $0.source, scenes: $0.scenes) }, orphans: orphans)
        } catch let failure as CheckWorkflow.Failure {
            throw CLIFailure.badInput(failure.description)
        }
        if let junit {
            let suites = groups.map { g in
                JUnitReport.Suite(name: g.path, results: outcome.results.filter { configOf[$0.name]?.path == g.path })
            }
            do {
                try OutputDirectory.createParent(of: junit)
                try NamedOutputFile.write(Array(JUnitReport.xml(suites, orphans: orphans, messages: outcome.messages).utf8), to: junit)
            } catch {
                throw CLIFailure.badInput("cannot write \(junit): \(describe(error))")
            }
        }
        if let markdown {
            do {
                try OutputDirectory.createParent(of: markdown)
                try NamedOutputFile.write(Array(outcome.markdown.utf8), to: markdown)
            } catch {
                throw CLIFailure.badInput("cannot write the Markdown summary: \(describe(error))")
            }
        }
        if let refusal = outcome.refusal { throw CLIFailure.badInput(refusal.description) }
        if let failure = outcome.failure { throw CLIFailure.checkFailed(failure.joined(separator: "\n")) }
        if !scene.quiet {
            print(outcome.summary.line(golden: golden) + (shard.map { " (shard \($0))" } ?? ""))
        }
        for line in outcome.toleratedWords {
            if scene.quiet { Terminal.error(line + "\n") } else { print(line) }
        }
    }
}
