import ArgumentParser
import FileAccess
import Foundation
import PreviewKit
import Typeset

/// The options shared by `render`, `check` and `record`: what to render and how.
struct SceneOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "JSON configs (see docs/config.md), or folders of them: every config inside, subfolders too (a .json file whose top level names a config key; other JSON is skipped and counted).",
            valueName: "config"))
    var configs: [String] = []

    @Option(
        help: ArgumentHelp(
            "Leave out config files that match (repeatable; * and ? match anywhere, / included), as named or inside the folder named: 'drafts/*', '*.draft.json'.",
            valueName: "glob"))
    var exclude: [String] = []

    @Flag(help: "Render the built-in demo scene: a card sliding in on an iPhone-sized screen.")
    var demo = false

    @Option(
        name: .customLong("scene"),
        help: ArgumentHelp("Only scenes with this name (repeatable; * and ? match anywhere, as in a shell: '*-dark', 'card-?').", valueName: "name"))
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

    // `.unconditional` as for --scale.
    @Option(
        name: .customLong("max-file-size"), parsing: .unconditional,
        help: ArgumentHelp(
            "Read larger input files than the limits allow (configs 16 MiB; fonts and golden.json 64 MiB; images and golden frames 256 MiB): every limit below SIZE (512M, 2G …, at most 16G) is raised to it.",
            valueName: "size"))
    var maxFileSize: String?

    @OptionGroup var fonts: SystemFontsOption
    /// `--system-fonts`, if given.
    var systemFonts: String? { fonts.systemFonts }

    /// Frames rendered at once: `--jobs`, or the number of cores.
    var jobs: Int { jobsOption ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        if let j = jobsOption, j < 1 { throw ValidationError("--jobs must be at least 1 (got \(j)).") }
        if let s = scale, !(s >= 0.25 && s <= 8) { throw ValidationError("--scale must be between 0.25 and 8 (got \(s)).") }
        if demo && !configs.isEmpty { throw ValidationError("pass config files or --demo, not both.") }
        if demo && systemFonts != nil { throw ValidationError("--system-fonts applies to configs; the demo draws with the bundled fonts.") }
        _ = try maxFileBytes()
    }

    /// `--max-file-size` in bytes, or nil when not given.
    func maxFileBytes() throws -> Int? {
        guard let text = maxFileSize else { return nil }
        guard let bytes = FileSizeLimit.parse(text) else {
            throw ValidationError("--max-file-size takes a size such as 512M, 2G or 1048576 (got \(ConfigText.quoted(text))).")
        }
        guard bytes >= 1 << 20, bytes <= FileSizeLimit.maxRaise else {
            throw ValidationError("--max-file-size must be between 1M and 16G (got \(ConfigText.quoted(text))).")
        }
        return bytes
    }

    /// Every config's scenes, read with `--scale` and `overrides` (a device frame or variants
    /// sheet asked for on the command line) applied — each scene resolved once, at its final
    /// scale, and checked for size there, the frame included — then filtered by `--scene`; none
    /// for `--demo`. Mistakes in any config are all reported together.
    func loadScenes(overrides: SceneOverrides = SceneOverrides()) throws -> [LoadedConfig] {
        var files: [String] = []
        return try loadScenes(filesRead: &files, overrides: overrides)
    }

    /// As `loadScenes()`; `filesRead` receives every file the configs read or looked for (the
    /// configs, their fonts and images), also when loading fails: what `watch` watches.
    func loadScenes(filesRead: inout [String], overrides: SceneOverrides = SceneOverrides()) throws -> [LoadedConfig] {
        var leftOut = Set<String>()
        return try loadScenes(filesRead: &filesRead, leftOut: &leftOut, overrides: overrides)
    }

    /// As `loadScenes(filesRead:overrides:)`; `leftOut` receives the file names of `.json` files the
    /// folders named hold but the run skipped or excluded (`ConfigPaths.leftOutSources`).
    private func loadScenes(
        filesRead: inout [String], leftOut: inout Set<String>,
        overrides: SceneOverrides
    ) throws -> [LoadedConfig] {
        var overrides = overrides
        overrides.scale = scale
        overrides.systemFonts = systemFonts
        if let bytes = try maxFileBytes() { FileSizeLimit.raise(to: bytes) }
        try requireBundledFonts()
        try requireSystemFonts()
        var loaded: [LoadedConfig] = []
        var diagnostics: [String] = []
        let found = try ConfigPaths.expand(configs, exclude: exclude)
        if let line = found.skippedLine, !quiet { Terminal.error(line + "\n") }
        leftOut = found.leftOutSources
        for path in found.configs {
            do {
                var read: [String] = []
                defer { filesRead += read }
                let config = try SceneConfig.load(path: path, filesRead: &read, overrides: overrides)
                loaded.append(LoadedConfig(path: path, scenes: config.scenes, fonts: config.fonts, files: config.files))
            } catch let errors as ConfigErrors {
                diagnostics.append(errors.description)
            } catch let error as ConfigError {
                diagnostics.append(error.description)
            }
        }
        if !diagnostics.isEmpty { throw CLIFailure.diagnostics(diagnostics.joined(separator: "\n")) }
        for config in loaded {
            if config.scenes.isEmpty { throw CLIFailure.badInput("\(config.path): no scenes to render") }
        }
        try requireDistinctNames(loaded)
        let all = loaded.flatMap(\.scenes).map(\.name)
        let kept = Set(try filtered(all, name: { $0 }))
        for c in loaded.indices { loaded[c].scenes.removeAll { !kept.contains($0.name) } }
        return loaded.filter { !$0.scenes.isEmpty }
    }

    /// Goldens and output folders are named after scenes, so two configs given together may not
    /// both have a scene of the same name.
    private func requireDistinctNames(_ loaded: [LoadedConfig]) throws {
        // Keyed without letter case: folder names on macOS and Windows ignore it.
        var owner: [String: (name: String, path: String)] = [:]
        var clashes: [String] = []
        for config in loaded {
            for name in Set(config.scenes.map(\.name)).sorted() {
                if let first = owner[name.lowercased()] {
                    clashes.append(
                        first.name == name
                            ? "scene `\(name)` is in both \(first.path) and \(config.path)"
                            : "scene `\(first.name)` in \(first.path) and scene `\(name)` in \(config.path) differ only in letter case")
                } else {
                    owner[name.lowercased()] = (name, config.path)
                }
            }
        }
        if !clashes.isEmpty {
            throw CLIFailure.badInput(
                clashes.joined(separator: "\n")
                    + "\nscenes given together need distinct names: their frames and goldens go to a folder named after the scene")
        }
        // A variants matrix's sheet is a file beside the scene folders: no scene may bear its name.
        var sheets: [String: String] = [:]
        for config in loaded {
            for scene in config.scenes where scene.variantsSheet != nil {
                if let base = scene.variant?.base { sheets[(base + "-variants.png").lowercased()] = base }
            }
        }
        for config in loaded {
            for scene in config.scenes {
                if let base = sheets[scene.name.lowercased()] {
                    throw CLIFailure.badInput(
                        "\(config.path): scene `\(scene.name)` bears the file name of `\(base)`'s variants sheet, which is written beside the scene folders; rename the scene"
                    )
                }
            }
        }
    }

    /// The items whose name the `--scene` filters match (all without filters); none is an error.
    func filtered<T>(_ items: [T], name: (T) -> String) throws -> [T] {
        guard !sceneFilters.isEmpty else { return items }
        let kept = items.filter { item in sceneFilters.contains { SceneNamePattern.matches($0, name(item)) } }
        if kept.isEmpty {
            throw CLIFailure.badInput(
                "no scene matches --scene \(sceneFilters.joined(separator: ", ")); scenes: \(items.map(name).joined(separator: ", "))")
        }
        return kept
    }

    /// Whether a folder of configs was named: then the golden folder is judged against every
    /// scene of every config in it, and goldens of a deleted config are orphans.
    var namesFolder: Bool { configs.contains(where: ConfigPaths.isFolderArgument) }

    /// The configs as given on the command line, with the --exclude patterns: how to name the
    /// same suite in a command (`record … --prune`).
    var asTyped: String {
        (configs + exclude.flatMap { ["--exclude", "'\($0)'"] }).joined(separator: " ")
    }

    /// Stops with one line saying where the fonts were looked for, before any work, when the
    /// bundled fonts cannot be found (a copied binary without its fonts folder).
    func requireBundledFonts() throws {
        if case .failure(let error) = FontLibrary.bundled { throw CLIFailure.badInput(error.description) }
    }

    /// Stops with one line, before any config is read, when the folder `--system-fonts` names
    /// (else RENDER_PREVIEW_SYSTEM_FONTS) cannot be used; a config's own `systemFonts` is
    /// reported in its config's messages.
    func requireSystemFonts() throws {
        let variable = SceneConfig.systemFontsVariable
        let fromEnvironment = ProcessInfo.processInfo.environment[variable].flatMap { $0.isEmpty ? nil : $0 }
        guard let folder = systemFonts ?? fromEnvironment else { return }
        do {
            _ = try SystemFonts.load(folder: folder)
        } catch {
            throw CLIFailure.badInput("\(error) (from \(systemFonts != nil ? "--system-fonts" : variable))")
        }
    }

    /// The scenes to render, check or record, grouped by config (see `loadScenes`), or the demo;
    /// `overrides` are applied while each config is read (a device frame asked for on the command line).
    func configScenes(overrides: SceneOverrides = SceneOverrides()) throws -> [ConfigScenes] {
        try suite(overrides: overrides).groups
    }

    /// `configScenes()`, and the file names of `.json` files the folders named hold but the run
    /// skipped or excluded: goldens they once recorded are not this run's orphans.
    func suite(overrides: SceneOverrides = SceneOverrides()) throws -> (groups: [ConfigScenes], leftOutSources: Set<String>) {
        var files: [String] = [], leftOut = Set<String>()
        let loaded = try loadScenes(filesRead: &files, leftOut: &leftOut, overrides: overrides)
        if !loaded.isEmpty {
            return (
                loaded.map { config in
                    ConfigScenes(
                        path: config.path, source: FilePath.lastComponent(of: config.path),
                        scenes: config.scenes.map { SceneFrames($0, fonts: config.fonts) })
                }, leftOut
            )
        }
        guard demo else {
            throw CLIFailure.badInput("nothing to render: pass a config file or --demo (see render-preview help render).")
        }
        return ([ConfigScenes(path: "--demo", source: "--demo", scenes: try filtered([SceneFrames.demo(scale: scale ?? 3)], name: \.name))], [])
    }
}

/// One config file's scenes, as loaded.
struct LoadedConfig {
    let path: String
    var scenes: [Scene]
    let fonts: FontCatalog
    /// The config and every file it read (`SceneConfig.Loaded.files`).
    var files: [String] = []
}

/// The scenes of one config (or of the demo), ready to render, check or record.
struct ConfigScenes {
    /// The config's path as given, or "--demo".
    let path: String
    /// What goldens record as their source: the config's file name, or "--demo".
    let source: String
    var scenes: [SceneFrames]
}
