import Foundation
import Testing

@Suite("--help and --version")
struct HelpAndVersionTests {
    @Test func helpListsTheSubcommands() throws {
        try withTemporaryDirectory { dir in
            let result = try CLI.run(["--help"], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("SUBCOMMANDS"), "\(result)")
            for name in ["render", "check", "record"] {
                #expect(result.stdout.contains(Regex<Substring>(verbatim: "\n  \(name) ")), "\(name) missing: \(result)")
            }
            #expect(result.stdout.contains("render (default)"), "\(result)")
            #expect(Files.names(in: dir).isEmpty, "--help wrote files")
        }
    }

    @Test func helpForAMistypedCommandSaysSo() throws {
        try withTemporaryDirectory { dir in
            let result = try CLI.run(["help", "chek"], in: dir)
            #expect(result.status == 2 && result.stderr.contains("no command `chek` to help with; did you mean `help check`?"), "\(result)")
            let known = try CLI.run(["help", "check"], in: dir)
            #expect(known.status == 0 && known.stdout.contains("--exclude"), "\(known)")
        }
    }

    @Test(arguments: ["render", "check", "record"])
    func subcommandHelp(_ name: String) throws {
        try withTemporaryDirectory { dir in
            let result = try CLI.run([name, "--help"], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("render-preview \(name)"), "\(result)")
            for option in ["--demo", "--scale", "--jobs", "--quiet"] {
                #expect(result.stdout.contains(option), "\(option) missing: \(result)")
            }
        }
    }

    @Test func versionNamesTheLinkedLibraries() throws {
        try withTemporaryDirectory { dir in
            let result = try CLI.run(["--version"], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains(/^render-preview \d+\.\d+\.\d+/), "\(result)")
            #expect(result.stdout.contains(/libpng \d+\.\d+\.\d+/), "\(result)")
            #expect(result.stdout.contains(/FreeType \d+\.\d+(\.\d+)?/), "\(result)")
            #expect(result.stdout.contains(/HarfBuzz \d+\.\d+(\.\d+)?/), "\(result)")
            #expect(result.stderr.isEmpty, "\(result)")
        }
    }
}
