import ArgumentParser
import FileAccess
import PreviewKit
import SnapshotKit

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

    @Flag(help: "Also write <scene>/animation.gif, an animated GIF of each animated scene (as \"gif\": true).")
    var gif = false

    @Flag(help: "Also write <scene>/animation.webp, an animated WebP (lossless) of each animated scene (as \"webp\": true).")
    var webp = false

    @Option(
        help: ArgumentHelp(
            "PNG compression of the frames: default (zlib 6) or fast (zlib 1: about 3× less time compressing, files about twice the size; the same pixels).",
            valueName: "mode"))
    var png: FramePNGMode = .standard

    @Option(
        help: ArgumentHelp("Also write <scene>/contact-sheet.png with this many evenly spaced frames of each animated scene.", valueName: "frames"))
    var contactSheet: Int?

    @Flag(
        help:
            "Also write <output>/<scene>-variants.png for every scene with variants: one labelled sheet of the whole matrix (as \"variantsSheet\": true)."
    )
    var variantsSheet = false

    @Flag(help: "Draw a generic phone or tablet around every frame, light or dark as the scene's appearance (as \"deviceFrame\": true).")
    var deviceFrame = false

    func validate() throws {
        if output.isEmpty { throw ValidationError("--output is empty; name a folder, e.g. -o out") }
        if dumpLayout && scene.demo { throw ValidationError("--dump-layout takes a config file") }
        if deviceFrame && scene.demo { throw ValidationError("--device-frame takes a config file (the demo's screen is no catalogued device)") }
        if let n = contactSheet, !(2...64).contains(n) {
            throw ValidationError("--contact-sheet takes 2 to 64 frames, got \(n)")
        }
    }

    func run() throws {
        if dumpLayout {
            print(try scene.loadScenes().flatMap(\.scenes).map(\.layoutDump).joined(separator: "\n\n"))
            return
        }
        let scenes = try scene.configScenes(overrides: SceneOverrides(deviceFrame: deviceFrame, variantsSheet: variantsSheet))
            .flatMap(\.scenes).map { s in
                var s = s
                if animatedPreview, s.previews.animatedPNG == nil { s.previews.animatedPNG = AnimatedPNGOptions() }
                if gif, s.previews.gif == nil { s.previews.gif = GIFOptions() }
                if webp, s.previews.webp == nil { s.previews.webp = WebPOptions() }
                if let n = contactSheet { s.previews.contactSheetFrames = n }
                return s
            }
        if dryRun {
            PreviewRenderer.files(of: scenes, in: output).forEach { print($0) }
            return
        }
        let total = scenes.reduce(0) { $0 + $1.frames.count }
        let progress = ProgressLine(total: total, enabled: !scene.quiet)
        var renderer = PreviewRenderer(
            jobs: scene.jobs,
            generator: "render-preview \(RenderPreview.version) (\(LinkedLibraries.summary))")
        renderer.png = png
        do {
            try renderer.render(scenes, into: output, progress: { progress.update($0) })
        } catch let failure as PreviewRenderer.Failure {
            progress.finish()
            throw CLIFailure.badInput(failure.description)
        }
        progress.finish()
        if !scene.quiet {
            let sizes = Set(scenes.map { "\($0.summary.width)×\($0.summary.height)" }).sorted().joined(separator: ", ")
            print("wrote \(counted(total, "frame")) of \(counted(scenes.count, "scene")) (\(sizes)) to \(FilePath.asFolder(output))")
        }
    }
}

extension FramePNGMode: ExpressibleByArgument {}
