import Foundation
import Testing

/// A command line that must be refused with exit 2.
struct BadInput: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    /// Each must appear in stderr.
    let mentions: [String]

    var testDescription: String { arguments.isEmpty ? "(no arguments)" : arguments.joined(separator: " ") }

    static let all: [BadInput] = [
        BadInput(arguments: ["--demo", "--bogus"], mentions: ["Unknown option", "--bogus"]),
        BadInput(arguments: ["check", "--demo", "--no-such-flag"], mentions: ["Unknown option", "--no-such-flag"]),
        BadInput(arguments: ["--demo", "--jobs", "0"], mentions: ["--jobs must be at least 1", "got 0"]),
        BadInput(arguments: ["record", "--demo", "--jobs", "-3"], mentions: ["--jobs must be at least 1", "got -3"]),
        BadInput(arguments: ["--demo", "--jobs", "two"], mentions: ["--jobs", "two"]),
        BadInput(arguments: ["--demo", "--scale", "-1"], mentions: ["--scale must be between 0.25 and 8", "got -1"]),
        BadInput(arguments: ["--demo", "--scale=-1"], mentions: ["--scale must be between 0.25 and 8", "got -1"]),
        BadInput(arguments: ["--demo", "--scale", "0"], mentions: ["--scale must be between 0.25 and 8", "got 0"]),
        BadInput(arguments: ["--demo", "--scale", "9"], mentions: ["--scale must be between 0.25 and 8", "got 9"]),
        BadInput(arguments: ["--demo", "--scale", "0.001"], mentions: ["--scale must be between 0.25 and 8", "got 0.001"]),
        BadInput(arguments: ["--demo", "--scale", "nan"], mentions: ["--scale must be between 0.25 and 8", "got nan"]),
        BadInput(arguments: ["--demo", "--scale"], mentions: ["Missing value", "--scale"]),
        BadInput(arguments: [], mentions: ["nothing to render", "--demo"]),
        BadInput(arguments: ["render"], mentions: ["nothing to render", "--demo"]),
        BadInput(arguments: ["check"], mentions: ["nothing to render", "--demo"]),
        BadInput(arguments: ["record", "--scale", "1"], mentions: ["nothing to render", "--demo"]),
        BadInput(arguments: ["scenes.json"], mentions: ["scenes.json", "no such file"]),
        BadInput(arguments: ["render", "scenes.json", "--demo"], mentions: ["pass config files or --demo, not both"]),
        BadInput(arguments: ["check", "scenes.json"], mentions: ["scenes.json", "no such file"]),
        BadInput(arguments: ["record", "scenes.json"], mentions: ["scenes.json", "no such file"]),
    ]
}

@Suite("Bad input exits 2")
struct BadInputTests {
    @Test(arguments: BadInput.all)
    func refused(_ input: BadInput) throws {
        try withTemporaryDirectory { dir in
            let result = try CLI.run(input.arguments, in: dir)
            #expect(result.status == 2, "\(result)")
            for text in input.mentions {
                #expect(result.stderr.contains(text), "stderr should mention \"\(text)\": \(result)")
            }
            #expect(result.stdout.isEmpty, "\(result)")
            // Nothing is written: neither the default `out/` nor `golden/`.
            #expect(Files.names(in: dir).isEmpty, "files written: \(Files.tree(under: dir))")
        }
    }
}
