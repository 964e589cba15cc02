import Foundation
import PreviewKit

/// A mistyped command (`chek card.json`) would otherwise be read as a config file for the
/// default `render` command and fail as a missing file. When the first word is not a file, not
/// an option and not a `.json` name, but is close to a command, say so before parsing.
enum CommandSuggestion {
    static let commands = ["render", "check", "record", "compare", "watch", "help"]

    static func check(_ arguments: [String]) throws {
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first),
              !first.hasSuffix(".json"), !first.contains("/"),
              !FileManager.default.fileExists(atPath: first) else { return }
        if let near = Suggestion.nearest(to: first, in: commands) {
            throw CLIFailure.badInput("unknown command `\(first)`; did you mean `\(near)`? (commands: render, check, record, compare, watch; or a config file to render)")
        }
    }
}
