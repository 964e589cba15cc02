import ArgumentParser
import Foundation
import PNGCodec
import PreviewKit

/// `render-preview check`: renders and compares every frame with the goldens, exactly.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare rendered frames with golden PNGs; exit 1 on any difference. Never writes goldens.")

    @OptionGroup var scene: SceneOptions

    @Option(help: "Folder of goldens; frames are compared with <golden>/<scene>/frame_NNNN.png.")
    var golden = "golden"

    func run() throws {
        let demo = try scene.scene()
        let directory = joinPath(golden, "demo")
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDir), isDir.boolValue else {
            throw CLIFailure.checkFailed(
                "no goldens at \(directory)/: record them first with `render-preview record --demo --golden \(golden)`")
        }
        var problems: [String] = []
        for i in 0..<demo.frameCount {
            let path = directory + "/" + FrameRenderer.fileName(ofFrame: i)
            let time = String(format: "%.3f", demo.time(ofFrame: i))
            switch GoldenComparison.compare(demo.render(frame: i), goldenPath: path) {
            case .match:
                continue
            case .missing:
                problems.append("\(path): no golden (t = \(time) s); record it with `render-preview record`")
            case .unreadable(let why):
                problems.append("\(path): golden unreadable: \(why)")
            case .sizeMismatch(let g, let r):
                problems.append("\(path): golden is \(g.0)×\(g.1), frame is \(r.0)×\(r.1)")
            case .different(let n, let box, let maxDiff):
                problems.append("\(path): \(n == 1 ? "1 pixel differs" : "\(n) pixels differ") (t = \(time) s) in x \(box.x0)..<\(box.x1), y \(box.y0)..<\(box.y1), by up to \(maxDiff) levels")
            }
        }
        if !problems.isEmpty {
            throw CLIFailure.checkFailed(problems.joined(separator: "\n") + "\n\(problems.count) of \(demo.frameCount) frames differ from \(directory)/")
        }
        if !scene.quiet { print("\(demo.frameCount) frames match \(directory)/") }
    }
}
