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
        let demo = try scene.scene()
        let directory = joinPath(golden, "demo")
        var added = 0, changed = 0, unchanged = 0
        do {
            try OutputDirectory.create(directory)
            for i in 0..<demo.frameCount {
                let path = directory + "/" + FrameRenderer.fileName(ofFrame: i)
                let frame = demo.render(frame: i)
                switch GoldenComparison.compare(frame, goldenPath: path) {
                case .match: unchanged += 1; continue
                case .missing: added += 1
                default: changed += 1
                }
                try PNGFile.write(frame, to: path, options: PNGEncodingOptions(compressionLevel: 9))
            }
        } catch let failure as CLIFailure {
            throw failure
        } catch {
            throw CLIFailure.badInput("cannot write goldens into \(directory): \(describe(error))")
        }
        if !scene.quiet { print("\(directory)/: \(added) added, \(changed) changed, \(unchanged) unchanged") }
    }
}
