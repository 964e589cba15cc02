import ArgumentParser
import Foundation
import PNGCodec
import PreviewKit

/// `render-preview render`: writes every frame of every scene as PNG.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every frame to PNG files (the default command).")

    @OptionGroup var scene: SceneOptions

    @Option(name: [.short, .customLong("output")], help: "Output folder; frames go to <output>/<scene>/frame_NNNN.png.")
    var output = "out"

    @Flag(help: "Validate and list the files that would be written, without rendering.")
    var dryRun = false

    func run() throws {
        let demo = try scene.scene()
        let directory = joinPath(output, "demo")
        if dryRun {
            for i in 0..<demo.frameCount { print(directory + "/" + FrameRenderer.fileName(ofFrame: i)) }
            return
        }
        let progress = ProgressLine(total: demo.frameCount, enabled: !scene.quiet)
        let paths: [String]
        do {
            paths = try FrameRenderer(jobs: scene.jobs).renderFrames(
                count: demo.frameCount, into: directory, render: { demo.render(frame: $0) },
                progress: { progress.update($0) })
        } catch {
            progress.finish()
            throw CLIFailure.badInput("cannot write frames into \(directory): \(describe(error))")
        }
        progress.finish()
        if !scene.quiet {
            print("wrote \(paths.count) frames (\(demo.pixelWidth)×\(demo.pixelHeight)) to \(directory)/")
        }
    }
}
