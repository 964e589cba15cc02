import ArgumentParser
import Foundation
import PreviewKit

/// `render-preview`: renders iOS-style message bars, toasts and cards to PNG frames.
@main
struct RenderPreview: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "render-preview",
        abstract: "Render iOS-style message bars, toasts, snackbars and cards to PNG frames, headless.",
        discussion: """
            Exit codes: 0 success; 1 a check found a difference; 2 bad input (arguments, \
            config, unreadable or unwritable files).
            """,
        version: "render-preview \(version) (\(LinkedLibraries.summary))",
        subcommands: [Render.self, Check.self, Record.self],
        defaultSubcommand: Render.self)

    /// Parses, runs, and maps errors to the documented exit codes.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CLIFailure {
            FileHandle.standardError.write(Data(("render-preview: " + failure.message + "\n").utf8))
            Foundation.exit(failure.exitCode)
        } catch {
            let code = exitCode(for: error)
            if code == .success || code == .failure {
                exit(withError: error)
            }
            // Usage errors (unknown option, missing value) are bad input: exit 2, message to stderr.
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
