import ArgumentParser
import FileAccess
import Foundation
import PreviewKit
import Typeset

/// The options shared by `render`, `check` and `record`: what to render and how.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A JSON config describing scenes (see docs/config.md).")
    var config: String?

    @Flag(help: "Render the built-in demo scene: a card sliding in on an iPhone-sized screen.")
    var demo = false

    @Option(name: .customLong("scene"), help: "Only scenes with this name (repeatable; a trailing * matches a prefix).")
    var sceneFilters: [String] = []

    // `.unconditional`: take the next word even when it starts with "-", so `--scale -1` reaches
    // `validate()` and is reported as out of range rather than as a missing value.
    @Option(parsing: .unconditional, help: "Pixels per point for every scene (default: each device's own; the demo's is 3).")
    var scale: Double?

    // `.unconditional` as for --scale.
    @Option(name: .customLong("jobs"), parsing: .unconditional, help: "Frames rendered at once. Default: the number of cores.")
    var jobsOption: Int?

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    /// Frames rendered at once: `--jobs`, or the number of cores.
    var jobs: Int { jobsOption ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        if let j = jobsOption, j < 1 { throw ValidationError("--jobs must be at least 1 (got \(j)).") }
        if let s = scale, !(s >= 0.25 && s <= 8) { throw ValidationError("--scale must be between 0.25 and 8 (got \(s)).") }
        if demo && config != nil { throw ValidationError("pass a config file or --demo, not both.") }
    }

    /// What goldens record as their source: the config's file name, or "--demo".
    var goldenSource: String { config.map(FilePath.lastComponent(of:)) ?? "--demo" }

    /// The config's scenes, scaled by `--scale`, checked for size and filtered by `--scene`
    /// (nil for `--demo`).
    func loadScenes() throws -> (scenes: [Scene], fonts: FontCatalog)? {
        guard let config else { return nil }
        let loaded: SceneConfig.Loaded
        do {
            loaded = try SceneConfig.load(path: config)
        } catch let errors as ConfigErrors {
            throw CLIFailure.diagnostics(errors.description)
        } catch let error as ConfigError {
            throw CLIFailure.diagnostics(error.description)
        }
        var scenes = loaded.scenes
        for i in scenes.indices {
            if let scale { scenes[i].scale = scale }
            let (w, h) = scenes[i].pixelSize
            if Double(w) * Double(h) > 64 * 1024 * 1024 {
                throw CLIFailure.badInput("scene \(scenes[i].name) would be \(w)×\(h) pixels; at most 64 megapixels are rendered (lower --scale)")
            }
        }
        if scenes.isEmpty { throw CLIFailure.badInput("\(config): no scenes to render") }
        return (try filtered(scenes, name: \.name), loaded.fonts)
    }

    /// The items whose name the `--scene` filters match (all without filters); none is an error.
    func filtered<T>(_ items: [T], name: (T) -> String) throws -> [T] {
        guard !sceneFilters.isEmpty else { return items }
        let kept = items.filter { item in
            sceneFilters.contains { f in f.hasSuffix("*") ? name(item).hasPrefix(String(f.dropLast())) : name(item) == f }
        }
        if kept.isEmpty {
            throw CLIFailure.badInput("no scene matches --scene \(sceneFilters.joined(separator: ", ")); scenes: \(items.map(name).joined(separator: ", "))")
        }
        return kept
    }

    /// The scenes to render, check or record: the config's (see `loadScenes`) or the demo.
    func sceneFrames() throws -> [SceneFrames] {
        if let loaded = try loadScenes() {
            return loaded.scenes.map { SceneFrames($0, fonts: loaded.fonts) }
        }
        guard demo else {
            throw CLIFailure.badInput("nothing to render: pass a config file or --demo (see render-preview help render).")
        }
        return try filtered([SceneFrames.demo(scale: scale ?? 3)], name: \.name)
    }

    /// How goldens are recorded from the command line, for messages.
    func howToRecord(golden: String) -> String {
        "`render-preview record \(config ?? "--demo") --golden \(golden)`"
    }
}
