import ArgumentParser
import Dispatch
import Foundation
import PNGCodec
import PreviewKit

/// `render-preview render`: writes every frame of every scene as PNG, and `manifest.json`.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every frame to PNG files (the default command).")

    @OptionGroup var scene: SceneOptions

    @Option(name: [.short, .customLong("output")], help: "Output folder; frames go to <output>/<scene>/frame_NNNN.png.")
    var output = "out"

    @Flag(help: "Validate and list the files that would be written, without rendering.")
    var dryRun = false

    @Flag(help: "Print each scene's laid-out views (kind, fonts, colours, frames in points) instead of rendering.")
    var dumpLayout = false

    @Flag(help: "Also write <scene>/animation.png, an animated PNG of each animated scene (as \"animatedPreview\": true).")
    var animatedPreview = false

    @Option(help: ArgumentHelp("Also write <scene>/contact-sheet.png with this many evenly spaced frames of each animated scene.", valueName: "frames"))
    var contactSheet: Int?

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output is empty; name a folder, e.g. -o out") }
        if dumpLayout && scene.demo { throw ValidationError("--dump-layout takes a config file") }
        if let n = contactSheet, !(2...64).contains(n) {
            throw ValidationError("--contact-sheet takes 2 to 64 frames, got \(n)")
        }
    }

    func run() throws {
        if dumpLayout, let loaded = try scene.loadScenes() {
            print(loaded.scenes.map(\.layoutDump).joined(separator: "\n\n"))
            return
        }
        let jobs = try scene.renderJobs().map { job in
            var job = job
            if animatedPreview, job.previews.animatedPNG == nil { job.previews.animatedPNG = AnimatedPNGOptions() }
            if let n = contactSheet { job.previews.contactSheetFrames = n }
            return job
        }
        if dryRun {
            for job in jobs {
                for frame in job.frames { print(joinPath(output, job.name + "/" + frame.file)) }
                if job.fps != nil {
                    for file in AnimationPreviews.files(for: job.previews) { print(joinPath(output, job.name + "/" + file)) }
                }
            }
            print(joinPath(output, "manifest.json"))
            return
        }
        let total = jobs.reduce(0) { $0 + $1.frameCount }
        let progress = ProgressLine(total: total, enabled: !scene.quiet)
        let done = WorkerCounter()
        // Scenes run side by side (stills are one frame each); each scene's frames share the rest.
        let workers = min(scene.jobs, jobs.count)
        let perScene = max(1, scene.jobs / workers)
        let results = SceneResults(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var i = worker
            while i < jobs.count, !results.hasFailure(before: i) {
                let job = jobs[i]
                do {
                    let frames = try FrameRenderer(jobs: perScene).renderFrames(
                        files: job.frames.map(\.file), into: joinPath(output, job.name), render: job.render,
                        progress: { _ in progress.update(done.increment()) },
                        finish: { try job.writePreviews(in: $0) })
                    results.set(i, .success(frames))
                } catch {
                    results.set(i, .failure(error))
                }
                i += workers
            }
        }
        progress.finish()
        var manifest = Manifest(scenes: [], generator: "render-preview \(RenderPreview.version) (\(LinkedLibraries.summary))")
        for (i, job) in jobs.enumerated() {
            switch results.value(at: i) {
            case .success(let frames)?:
                manifest.scenes.append(job.manifestScene(frames))
            case .failure(let error)?:
                throw CLIFailure.badInput("cannot write frames into \(joinPath(output, job.name)): \(describe(error))")
            case nil:
                continue
            }
        }
        do {
            try manifest.write(into: output)
        } catch {
            throw CLIFailure.badInput("cannot write \(joinPath(output, "manifest.json")): \(describe(error))")
        }
        if !scene.quiet {
            let sizes = Set(jobs.map { "\($0.width)×\($0.height)" }).sorted().joined(separator: ", ")
            print("wrote \(total) frames of \(jobs.count) scene\(jobs.count == 1 ? "" : "s") (\(sizes)) to \(output.hasSuffix("/") ? output : output + "/")")
        }
    }
}

/// Each scene's outcome, and whether a lower-numbered scene already failed.
private final class SceneResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Result<[WrittenFrame], Error>?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ r: Result<[WrittenFrame], Error>) { lock.withLock { values[i] = r } }
    func value(at i: Int) -> Result<[WrittenFrame], Error>? { lock.withLock { values[i] } }
    func hasFailure(before i: Int) -> Bool {
        lock.withLock {
            values[..<i].contains { if case .failure = $0 { return true } else { return false } }
        }
    }
}
