import ArgumentParser
import FileAccess
import Foundation
import LivePreview
import PreviewKit

/// `render-preview watch`: renders the configs, serves a page of the scenes on 127.0.0.1 and
/// renders again whenever a config or a file it reads changes; Ctrl-C stops it (exit 0).
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Live preview: render, serve a page on 127.0.0.1 that updates itself, and render again on every change.",
        discussion: """
            The page shows every scene (animations with play, pause and a frame scrubber; a \
            variants matrix as a grid) and, when a change breaks the config, its errors above \
            the last good render. Only scenes that changed are rendered again. The server \
            listens on 127.0.0.1 only. Ctrl-C stops it and removes its temporary files.
            """)

    @OptionGroup var scene: SceneOptions

    // `.unconditional` as for --scale: `--port -1` reaches validate().
    @Option(parsing: .unconditional, help: "Port on 127.0.0.1 to serve the page on; 0 picks a free one.")
    var port = 8123

    @Flag(help: .hidden)
    var polling = false

    func validate() throws {
        if scene.demo { throw ValidationError("watch takes config files, not --demo") }
        if scene.configs.isEmpty { throw ValidationError("name the config to watch, e.g. render-preview watch card.json") }
        if !(0...65535).contains(port) { throw ValidationError("--port must be between 0 and 65535 (got \(port)).") }
    }

    func run() throws {
        try scene.requireBundledFonts()
        let options = scene
        let quiet = scene.quiet
        let title = scene.configs.map { FilePath.lastComponent(of: $0) }.joined(separator: ", ")
        let configs = try ConfigPaths.expand(scene.configs, exclude: scene.exclude).configs
        let session: LiveSession
        do {
            session = try LiveSession(
                title: title, always: configs, jobs: scene.jobs,
                watchMethod: polling ? .polling : .preferred,
                report: { line, isError in
                    // Errors always reach the terminal (on stderr); --quiet silences the progress.
                    if isError {
                        Terminal.error(line + "\n")
                    } else if !quiet {
                        Terminal.out(line + "\n")
                    }
                },
                load: { files in try Self.load(options, filesRead: &files) })
        } catch {
            throw CLIFailure.badInput("cannot make a temporary folder for the frames: \(describe(error))")
        }
        Interruption.onSignalStop { session.stop() }
        let server: PreviewServer
        do {
            server = try PreviewServer(board: session.board, framesIn: session.folder, port: UInt16(port))
            server.onWarning = { line in Terminal.error(line + "\n") }
            // A server that stopped accepting is said, and ends the watch with a failure.
            server.onFailure = { reason in
                Terminal.error("render-preview: \(reason)\n")
                session.stop()
                Foundation.exit(1)
            }
            try server.start()
        } catch {
            session.stop()
            throw CLIFailure.badInput("\(error)")
        }
        Interruption.onSignalStop {
            server.stop(timeout: 0.3)
            session.stop()
        }
        // The first line names the address; tools (and the tests) read it.
        Terminal.out("watching \(title) — open http://127.0.0.1:\(server.port)/\n")
        session.run()
    }

    /// Every config's scenes as `render` would render them, and the files they read.
    private static func load(_ options: SceneOptions, filesRead: inout [String]) throws -> [LiveConfig] {
        // Folders named on the command line are watched too: a config added to one is seen.
        defer { filesRead += ConfigPaths.folders(in: options.configs).map(ConfigFileSystem.absolute) }
        do {
            return try options.loadScenes(filesRead: &filesRead).map { config in
                LiveConfig(
                    inputs: Array(config.files.dropFirst()),
                    scenes: config.scenes.map { ($0, SceneFrames($0, fonts: config.fonts)) })
            }
        } catch let failure as CLIFailure {
            throw LoadFailure(description: (failure.prefixed ? "render-preview: " : "") + failure.message)
        }
    }

    /// Why the configs could not be loaded, as the command line prints it.
    struct LoadFailure: Error, CustomStringConvertible {
        let description: String
    }
}
