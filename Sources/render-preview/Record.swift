import ArgumentParser
import Foundation
import PNGCodec
import PreviewKit

/// `render-preview record`: writes goldens on purpose.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write (or rewrite) golden PNGs from the current rendering, and report what changed.")

    @OptionGroup var scene: SceneOptions

    @Option(help: "Folder of goldens; frames are written to <golden>/<scene>/frame_NNNN.png.")
    var golden = "golden"

    func run() throws {
        let jobs = try scene.renderJobs()
        var added = 0, changed = 0, unchanged = 0
        for job in jobs {
            let directory = joinPath(golden, job.name)
            do {
                try OutputDirectory.create(directory)
                for i in 0..<job.frameCount {
                    let path = directory + "/" + FrameRenderer.fileName(ofFrame: i)
                    let frame = job.render(i)
                    switch GoldenComparison.compare(frame, goldenPath: path) {
                    case .match: unchanged += 1; continue
                    case .missing: added += 1
                    default: changed += 1
                    }
                    try PNGFile.write(frame, to: path, options: PNGEncodingOptions(compressionLevel: 9, filter: .none))
                }
            } catch {
                throw CLIFailure.badInput("cannot write goldens into \(directory): \(describe(error))")
            }
        }
        if !scene.quiet {
            print("\(golden.hasSuffix("/") ? golden : golden + "/"): \(added) added, \(changed) changed, \(unchanged) unchanged")
        }
    }
}
