// The per-frame split of a config's animation, as `render-preview` writes it: start-up (config and
// fonts, then the base image and layers), and each step of writing a frame summed over the
// frames of one worker (`FrameWriter` with a `StepClock`), on one thread.
//
//   raster-bench --frames examples/bench/reference.json [--runs N] [--png fast]

import Foundation
import PreviewKit

func frameSplit(config: String, runs: Int, mode: FramePNGMode) throws {
    let clock = ContinuousClock()
    func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }
    var loaded: SceneConfig.Loaded?
    let loadMs = ms(clock.measure { loaded = try? SceneConfig.load(path: config) })
    guard let loaded, let scene = loaded.scenes.first else { throw CocoaError(.fileReadCorruptFile) }
    let frames = SceneFrames(scene, fonts: loaded.fonts)
    guard let layered = frames.layered else {
        print("\(config): not an animation; the split is for animated scenes")
        return
    }
    let layersMs = ms(clock.measure { _ = layered.base() })
    let folder = NSTemporaryDirectory() + "raster-bench-frames-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var perRun: [(clock: StepClock, wall: Double)] = []
    var bytes = 0
    for _ in 0..<max(1, runs) {
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let steps = StepClock()
        let wall = ms(
            try clock.measure {
                _ = try FrameRenderer(jobs: 1, mode: mode).renderFrames(
                    files: frames.frames.map(\.file), into: folder,
                    render: frames.render, layered: layered, clock: steps)
            })
        perRun.append((steps, wall))
        bytes = frames.frames.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + $1.file)[.size] as? Int) ?? 0) }
    }
    let n = Double(frames.frames.count)
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    print(
        "frames of \(config): \(frames.frames.count) frames of \(frames.summary.width)×\(frames.summary.height) px, "
            + "PNG \(mode.rawValue) (zlib \(mode.zlibLevel)), one thread, median of \(perRun.count) runs")
    func line(_ name: String, _ value: String) { print(name.padding(toLength: 44, withPad: " ", startingAt: 0) + value) }
    line("start-up: load the config and its fonts", String(format: "%8.1f ms", loadMs))
    line("start-up: rasterize the base and layers", String(format: "%8.1f ms", layersMs))
    var inside = 0.0
    for step in StepClock.Step.allCases {
        let perFrame = median(perRun.map { $0.clock.seconds(step) }) * 1000 / n
        if [.compose, .unpremultiply, .compare, .hash].contains(step) { inside += perFrame }
        line("per frame: \(step)", String(format: "%8.2f ms", perFrame))
    }
    line("per frame: all but the PNG (compose … hash)", String(format: "%8.2f ms  (target ≤ 3 ms)", inside))
    let walls = perRun.map { $0.wall / n }
    line("per frame: whole (wall)", String(format: "%8.2f ms  (min %.2f … max %.2f)", median(walls), walls.min()!, walls.max()!))
    line("bytes per frame", "\(bytes / max(1, frames.frames.count) / 1024) KiB")
}
