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
        let frames: [WrittenFrame]
        do {
            frames = try FrameRenderer(jobs: scene.jobs).renderFrames(
                count: demo.frameCount, into: directory, render: { demo.render(frame: $0) },
                progress: { progress.update($0) })
        } catch {
            progress.finish()
            throw CLIFailure.badInput("cannot write frames into \(directory): \(describe(error))")
        }
        progress.finish()
        let manifest = Manifest(scenes: [Manifest.Scene(
            name: "demo", device: "iPhone-sized 390 × 844 pt", appearance: "light", scale: scene.scale,
            width: demo.pixelWidth, height: demo.pixelHeight,
            frames: frames.enumerated().map { i, f in
                Manifest.Frame(index: i, time: demo.time(ofFrame: i), file: "demo/" + FrameRenderer.fileName(ofFrame: i), sha256: f.sha256)
            })])
        do {
            try manifest.write(into: output)
        } catch {
            throw CLIFailure.badInput("cannot write \(joinPath(output, "manifest.json")): \(describe(error))")
        }
        if !scene.quiet {
            print("wrote \(frames.count) frames (\(demo.pixelWidth)×\(demo.pixelHeight)) to \(directory)/")
        }
    }
}
