import ArgumentParser
import Foundation
import PreviewKit
import ProcessHeap

/// `render-preview`: renders iOS-style message bars, toasts and cards to PNG frames.
@main
struct RenderPreview: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "render-preview",
        abstract: "Render iOS-style message bars, toasts, snackbars and cards to PNG frames, headless.",
        discussion: """
            Examples:
              render-preview card.json -o out/                  render every scene (see docs/config.md)
              render-preview card.json -o out/ --dry-run        validate, list what would be written
              render-preview record card.json --golden golden/  write goldens on purpose
              render-preview check card.json --golden golden/   compare with goldens
              render-preview compare golden/ card.json          before/after sheets: goldens vs the config
              render-preview --demo -o out/                     the built-in animated demo
              render-preview watch card.json                    live preview at http://127.0.0.1:8123/

            Options of each command: render-preview help render (check, record, compare, watch).
            Exit codes: 0 success; 1 a check found a difference; 2 bad input (arguments, \
            config, unreadable or unwritable files) or any other error.
            """,
        version: "render-preview \(version) (\(LinkedLibraries.summary))",
        subcommands: [Render.self, Check.self, Record.self, Compare.self, Audit.self, Watch.self],
        defaultSubcommand: Render.self)

    /// Parses, runs, and maps errors to the documented exit codes.
    static func main() {
        // Before any worker thread: freed frame buffers are reusable by every worker.
        _ = process_heap_use_one_arena()
        Interruption.install()
        do {
            try CommandSuggestion.check(Array(CommandLine.arguments.dropFirst()))
            var command = try parseAsRoot()
            try command.run()
            // A signal that came during the run (say, while its output was swapped in) ends it
            // by the signal's exit, which says what of the run was kept.
            if Interruption.isStopping { Interruption.waitForExit() }
        } catch let failure as CLIFailure {
            if Interruption.isStopping { Interruption.waitForExit() }
            Terminal.error((failure.prefixed ? "render-preview: " : "") + failure.message + "\n")
            Foundation.exit(failure.exitCode)
        } catch {
            if Interruption.isStopping { Interruption.waitForExit() }
            if exitCode(for: error) == .success {
                exit(withError: error)  // --help, --version
            }
            // Usage errors (unknown option, missing value) and anything unexpected: exit 2, so that
            // exit 1 always means "a check found a difference".
            Terminal.error(fullMessage(for: error) + "\n")
            Foundation.exit(2)
        }
    }
}
