import ArgumentParser
import Foundation
import PreviewKit

/// The options shared by `render`, `check` and `record`: what to render and how.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A JSON config describing scenes. (Configs are not read by this version yet: use --demo.)")
    var config: String?

    @Flag(help: "Render the built-in demo scene: a card sliding in on an iPhone-sized screen.")
    var demo = false

    @Option(help: "Pixels per point (the device scale). Default: 3.")
    var scale: Double = 3

    @Option(help: "Frames rendered at once. Default: the number of cores.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1 (got \(jobs)).") }
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be in 0 < scale ≤ 8 (got \(scale)).") }
    }

    /// The scene to render, or a bad-input failure explaining what to pass.
    func scene() throws -> DemoScene {
        if let config {
            throw CLIFailure.badInput(
                "\(config): JSON configs are not supported by render-preview \(RenderPreview.version) yet. "
                + "Use --demo to render the built-in scene.")
        }
        guard demo else {
            throw CLIFailure.badInput("nothing to render: pass a config file or --demo (see render-preview --help).")
        }
        return DemoScene(scale: scale)
    }
}
