import FileAccess
import PreviewKit

/// The one check workflow: `render-preview check`, `assertPreview` and
/// `PreviewSnapshot.assertMatches` all run it, and differ only in their words (`Wording`: a
/// command to type, or a variable to set for a test run) and in what they do with the outcome
/// (exit 1, fail a test, throw). (The swift-snapshot-testing strategy leaves recording to that
/// library; it shares the frame comparison.)
///
/// A run clears the artifacts folder, checks every scene, writes the report (and its Markdown
/// summary) when there is something to look at, then records what the record mode picks. When
/// recording wrote anything the run fails with what was recorded, so a recording never passes.
/// A caller that does not own its artifacts folder (`Wording.ownsArtifacts` false) gets the
/// failing frames' images there and nothing else: no clearing, no report.
package struct CheckWorkflow {
    /// What the messages say where a command line and a test run differ.
    package struct Wording {
        /// How to record a scene: a command, or the variable to set for a test run.
        package var howToRecord: (SceneResult) -> String
        /// How to compare a scene with its goldens, when there is a command for it.
        package var howToCompare: (SceneResult) -> String?
        /// Why recording happened, after "recorded 2 scenes into golden/": "with --record failed".
        package var recordedBecause: String
        /// What to do after recording.
        package var afterRecording: String
        /// The report's title.
        package var reportTitle: String
        /// The command that accepts one scene's new look, in the report.
        package var acceptCommand: (String) -> String
        /// The command that deletes orphaned goldens, when orphans are looked for.
        package var pruneCommand: String?
        /// What the report line says the report holds.
        package var reportHolds: String
        /// The failure's last line, if any.
        package var afterFailure: String?
        /// The failure names the first failing frames' images too (for a test log, where a
        /// report page is a step away).
        package var listsImages = false
        /// The run owns its artifacts folder: it clears it first and writes its report there. A
        /// folder shared with other runs (a test API's default) gets only the failing images.
        package var ownsArtifacts = true
        /// How a message names the artifacts folder: the option that sets it, or what it is.
        package var artifactsName = "the artifacts folder"

        package init(
            howToRecord: @escaping (SceneResult) -> String, howToCompare: @escaping (SceneResult) -> String? = { _ in nil },
            recordedBecause: String, afterRecording: String, reportTitle: String,
            acceptCommand: @escaping (String) -> String, pruneCommand: String? = nil,
            reportHolds: String = "expected, actual, diff, close-ups, filmstrips, accept commands", afterFailure: String? = nil
        ) {
            self.howToRecord = howToRecord
            self.howToCompare = howToCompare
            self.recordedBecause = recordedBecause
            self.afterRecording = afterRecording
            self.reportTitle = reportTitle
            self.acceptCommand = acceptCommand
            self.pruneCommand = pruneCommand
            self.reportHolds = reportHolds
            self.afterFailure = afterFailure
        }
    }

    /// Scenes of one source (a config file's name, or "code"), recorded with it.
    package typealias Group = (source: String, scenes: [SceneFrames])

    /// What a run found and did.
    package struct Outcome {
        package var results: [SceneResult]
        package var orphans: [String]
        package var summary: CheckSummary
        /// The report page's path, when one was written.
        package var report: String?
        /// The Markdown summary (written beside the report when there is one).
        package var markdown: String
        /// Scenes that passed within the tolerance while their structure changed, in words.
        package var toleratedWords: [String]
        /// The frames' expected, actual and diff images, when any frame failed.
        package var images: [String]
        /// Set when recording wrote anything (or recorded `all`): the lines that fail the run.
        package var recorded: [String]?
        /// The lines that fail the run, nil when it passed; recording's when it recorded.
        package var failure: [String]?
        /// Why recording was refused (a golden folder holding files render-preview does not
        /// write): the run checked and reported, but wrote no golden. Its line is `failure`.
        package var refusal: Failure?
        /// Each scene's problems in the run's words (for JUnit).
        package var messages: (SceneResult) -> [String]
    }

    /// Why a run could not go on: the artifacts folder or the goldens could not be written.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    package var golden: String
    package var tolerance: Tolerance
    package var jobs: Int
    package var artifacts: String
    package var record: RecordMode
    package var wording: Wording

    package init(golden: String, tolerance: Tolerance, jobs: Int, artifacts: String, record: RecordMode, wording: Wording) {
        self.golden = golden
        self.tolerance = tolerance
        self.jobs = jobs
        self.artifacts = artifacts
        self.record = record
        self.wording = wording
    }

    /// Checks `groups` (orphans: golden folders no scene produces, found by the caller when it
    /// checks every scene), writes the report, records what the mode picks.
    package func run(_ groups: [Group], orphans: [String] = []) throws -> Outcome {
        if wording.ownsArtifacts {
            do { try CheckArtifacts.clear(artifacts) } catch {
                throw Failure(description: "\(wording.artifactsName) \(PreviewRenderer.Failure.describe(error))")
            }
        }
        let scenes = groups.flatMap(\.scenes)
        let results = SnapshotCheck(golden: golden, tolerance: tolerance, jobs: jobs, artifacts: artifacts).run(scenes)
        let wording = self.wording
        let messages = { (r: SceneResult) in r.problems(howToRecord: wording.howToRecord(r), howToCompare: wording.howToCompare(r)) }
        let summary = CheckSummary(results: results, orphans: orphans)
        var outcome = Outcome(
            results: results, orphans: orphans, summary: summary, report: nil, markdown: "",
            toleratedWords: results.filter { $0.passed && !$0.changes.isEmpty }.map { r in
                "\(FilePath.asFolder(r.directory)): passed within the tolerance, but the structure changed; \(r.changesLine ?? "")"
            },
            images: results.filter { !$0.passed }.flatMap { r in
                r.failingFrames.flatMap(\.artifacts).map { FilePath.joined(artifacts, $0) }
            },
            recorded: nil, failure: nil, refusal: nil, messages: messages)
        // A report when there is something to look at: failing frames, changed structure, orphans.
        if wording.ownsArtifacts, results.contains(where: { !$0.failingFrames.isEmpty || $0.structureChanged }) || !orphans.isEmpty {
            let page = HTMLReport.html(
                results, orphans: orphans, lines: messages, details: \.frameDetails,
                summary: summary.line(golden: golden), acceptCommand: wording.acceptCommand,
                pruneCommand: wording.pruneCommand, title: wording.reportTitle)
            let path = FilePath.joined(artifacts, HTMLReport.fileName)
            do {
                try OutputDirectory.create(artifacts)
                try AtomicFile.write(Array(page.utf8), to: path)
                outcome.report = path
            } catch {
                throw Failure(description: "cannot write \(path): \(PreviewRenderer.Failure.describe(error))")
            }
        }
        outcome.markdown = MarkdownSummary.text(
            results, orphans: orphans, summary: summary.line(golden: golden),
            report: outcome.report.map { _ in HTMLReport.fileName })
        if outcome.report != nil {
            let path = FilePath.joined(artifacts, MarkdownSummary.fileName)
            do { try AtomicFile.write(Array(outcome.markdown.utf8), to: path) } catch {
                throw Failure(description: "cannot write the Markdown summary: \(PreviewRenderer.Failure.describe(error))")
            }
        }
        if wording.ownsArtifacts { CheckArtifacts.mark(artifacts) }
        do {
            if let recorded = try recordPicked(groups, results: results) {
                outcome.recorded = recorded
                outcome.failure = recorded
                return outcome
            }
        } catch let refusal as Failure {
            outcome.refusal = refusal
            outcome.failure = [refusal.description]
            return outcome
        }
        guard !summary.passed else { return outcome }
        var lines = [summary.line(golden: golden)] + results.flatMap(messages) + outcome.toleratedWords
        lines += orphans.map { orphan in
            "\(FilePath.asFolder(FilePath.joined(golden, orphan))): orphaned golden: no scene of the configs checked produces it"
                + (wording.pruneCommand.map { "; delete it with `\($0)`" } ?? "")
        }
        if let report = outcome.report { lines.append("report (\(wording.reportHolds)): \(report)") }
        if wording.listsImages, !outcome.images.isEmpty {
            lines.append("images: " + outcome.images.prefix(6).joined(separator: ", ") + (outcome.images.count > 6 ? ", …" : ""))
        }
        if let after = wording.afterFailure { lines.append(after) }
        outcome.failure = lines
        return outcome
    }

    /// Records the scenes the record mode picks; the lines that fail the run when it wrote
    /// anything (or the mode is `all`), nil when nothing was recorded.
    private func recordPicked(_ groups: [Group], results: [SceneResult]) throws -> [String]? {
        guard record != .never else { return nil }
        let picked = record.picks(results)
        let chosen = groups.map { g in (source: g.source, scenes: g.scenes.filter { picked.contains($0.name) }) }.filter { !$0.scenes.isEmpty }
        guard !chosen.isEmpty else { return nil }
        let recorded: GoldenRecorder.Summary
        do {
            recorded = try GoldenRecorder.record(chosen, golden: golden, jobs: jobs)
        } catch {
            throw Failure(description: "nothing recorded: \(error)")
        }
        guard recorded.wroteAnything || record == .all else { return nil }
        var lines = [
            "recorded \(counted(recorded.scenes.count, "scene")) into \(FilePath.asFolder(golden)) \(wording.recordedBecause) "
                + "(\(counted(recorded.added, "frame")) added, \(recorded.changed) changed, \(recorded.unchanged) unchanged); \(wording.afterRecording)"
        ]
        for r in results where recorded.scenes.contains(r.name) { lines += r.recordedLines }
        return lines
    }
}
