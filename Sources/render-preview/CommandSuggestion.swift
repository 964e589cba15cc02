import Foundation
import PreviewKit

/// A mistyped command (`chek card.json`) would otherwise be read as a config file for the
/// default `render` command and fail as a missing file. When the first word is not a file, not
/// an option and not a `.json` name, but is close to a command, say so before parsing.
enum CommandSuggestion {
    static let commands = ["render", "check", "record", "compare", "watch", "help"]

    static func check(_ arguments: [String]) throws {
        // `help chek`: help for a command that does not exist would print the root help.
        if arguments.count >= 2, arguments[0] == "help", !arguments[1].hasPrefix("-"), !commands.contains(arguments[1]) {
            let near = Suggestion.nearest(to: arguments[1], in: commands.filter { $0 != "help" })
            throw CLIFailure.badInput(
                "no command `\(arguments[1])` to help with" + (near.map { "; did you mean `help \($0)`?" } ?? "")
                    + " (commands: render, check, record, compare, watch)")
        }
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first),
            !first.hasSuffix(".json"), !first.contains("/"),
            !FileManager.default.fileExists(atPath: first)
        else { return }
        if let near = Suggestion.nearest(to: first, in: commands) {
            throw CLIFailure.badInput(
                "unknown command `\(first)`; did you mean `\(near)`? (commands: render, check, record, compare, watch; or a config file to render)")
        }
    }
}
