import ArgumentParser
import Foundation
import PNGCodec
import PreviewKit

/// `render-preview check`: renders and compares every frame with the goldens, exactly.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare rendered frames with golden PNGs; exit 1 on any difference. Never writes goldens.")

    @OptionGroup var scene: SceneOptions

    @Option(help: "Folder of goldens: <golden>/<scene>/golden.json (every frame's pixel hash) and frame PNGs.")
    var golden = "golden"

    func run() throws {
        let jobs = try scene.renderJobs()
        var problems: [String] = [], frames = 0
        for job in jobs {
            let directory = joinPath(golden, job.name)
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDir), isDir.boolValue else {
                problems.append("no goldens at \(directory)/: record them first with `render-preview record \(recordArguments) --golden \(golden)`")
                continue
            }
            let index: GoldenIndex?
            do {
                index = try GoldenIndex.read(in: directory)
            } catch {
                problems.append("\(directory)/\(GoldenIndex.fileName): unreadable (\(describe(error))); record the goldens again")
                continue
            }
            if let index, index.frames.map(\.file) != job.frames.map(\.file) {
                problems.append("\(directory)/: the goldens hold \(index.frames.count) frames, the scene renders \(job.frameCount); record them again if the timeline changed on purpose")
                continue
            }
            for i in 0..<job.frameCount {
                frames += 1
                let path = directory + "/" + job.frames[i].file
                let time = String(format: "%.3f", job.time(i))
                let frame = job.render(i)
                if let entry = index?.frames[i], !entry.png {
                    if PixelHash.sha256(of: frame) == entry.sha256 { continue }
                    let kept = index!.frames.enumerated().filter(\.element.png).min { abs($0.offset - i) < abs($1.offset - i) }
                    problems.append("\(path): pixels differ from the recorded hash (t = \(time) s); no PNG is kept for this frame\(kept.map { ", the nearest kept one is \($0.element.file)" } ?? "")")
                    continue
                }
                switch GoldenComparison.compare(frame, goldenPath: path) {
                case .match:
                    if let entry = index?.frames[i], PixelHash.sha256(of: frame) != entry.sha256 {
                        problems.append("\(path): matches its PNG but not the hash in \(GoldenIndex.fileName); record the goldens again")
                    }
                case .missing:
                    problems.append("\(path): no golden (t = \(time) s); record it with `render-preview record`")
                case .unreadable(let why):
                    problems.append("\(path): golden unreadable: \(why)")
                case .sizeMismatch(let g, let r):
                    problems.append("\(path): golden is \(g.0)×\(g.1), frame is \(r.0)×\(r.1)")
                case .different(let n, let box, let maxDiff):
                    let count = n == 1 ? "1 pixel differs" : "\(n) pixels differ"
                    problems.append("\(path): \(count) (t = \(time) s) in x \(box.x0)..<\(box.x1), y \(box.y0)..<\(box.y1), by up to \(maxDiff) levels")
                }
            }
        }
        if !problems.isEmpty {
            let framesFailing = problems.filter { !$0.hasPrefix("no goldens at") }.count
            let summary = frames > 0 ? "\n\(framesFailing) of \(frames) frames differ from \(golden)/" : ""
            throw CLIFailure.checkFailed(problems.joined(separator: "\n") + summary)
        }
        if !scene.quiet { print("\(frames) frames of \(jobs.count) scene\(jobs.count == 1 ? "" : "s") match \(golden)/") }
    }

    private var recordArguments: String { scene.config ?? "--demo" }
}
