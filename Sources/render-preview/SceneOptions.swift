import ArgumentParser
import Foundation
import PreviewKit

/// The options shared by `render`, `check` and `record`: what to render and how.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A JSON config describing scenes. (Configs are not read by this version yet: use --demo.)")
    var config: String?

    @Flag(help: "Render the built-in demo scene: a card sliding in on an iPhone-sized screen.")
    var demo = false

    // `.unconditional`: take the next word even when it starts with "-", so `--scale -1` reaches
    // `validate()` and is reported as out of range rather than as a missing value.
    @Option(parsing: .unconditional, help: "Pixels per point (the device scale).")
    var scale: Double = 3

    // `.unconditional`: take the next word even when it starts with "-", so `--jobs -1` reaches
    // `validate()` and is reported as out of range rather than as a missing value.
    @Option(name: .customLong("jobs"), parsing: .unconditional, help: "Frames rendered at once. Default: the number of cores.")
    var jobsOption: Int?

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    /// Frames rendered at once: `--jobs`, or the number of cores.
    var jobs: Int { jobsOption ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        if let j = jobsOption, j < 1 { throw ValidationError("--jobs must be at least 1 (got \(j)).") }
        guard scale >= 0.25, scale <= 8 else { throw ValidationError("--scale must be between 0.25 and 8 (got \(scale)).") }
    }

    /// The scene to render, or a bad-input failure explaining what to pass.
    func scene() throws -> DemoScene {
        if let config {
            throw CLIFailure.badInput(
                "\(config): JSON configs are not supported by render-preview \(RenderPreview.version) yet. "
                + "Use --demo to render the built-in scene.")
        }
        guard demo else {
            throw CLIFailure.badInput("nothing to render: pass a config file or --demo (see render-preview help render).")
        }
        return DemoScene(scale: scale)
    }
}
