import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// render-preview writes and replaces only what is its own: report files by the one rule of
/// `NamedOutputFile`, scene folders only when every entry is a file it writes, and golden frames
/// only by names that stay in their folder.
@Suite struct OwnedOutputTests {
    static let config = #"{"name": "card", "device": "iPhone SE (3rd generation)", "scale": 1, "show": {"custom": {"text": "Hi"}}}"#

    @Test func reportsGoThroughPipesAndLinksAndNeverReplaceThem() throws {
        try withTemporaryDirectory { dir in
            try Self.config.write(to: dir.appendingPathComponent("card.json"), atomically: true, encoding: .utf8)
            #expect(try CLI.run(["record", "card.json", "--golden", "golden", "--quiet"], in: dir).status == 0)
            // /dev/stdout: the JUnit report arrives on standard output; nothing is replaced.
            let stdout = try CLI.run(["check", "card.json", "--golden", "golden", "--quiet", "--junit", "/dev/stdout"], in: dir)
            #expect(stdout.status == 0, "\(stdout)")
            #expect(stdout.stdout.contains("<testsuites") && stdout.stdout.contains("<testcase"), "\(stdout)")
            // A link to a file in another folder: the file is written, the link stays.
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("ci"), withIntermediateDirectories: true)
            #expect(symlink("ci/summary.md", dir.appendingPathComponent("summary.md").path) == 0)
            let linked = try CLI.run(["check", "card.json", "--golden", "golden", "--quiet", "--markdown", "summary.md"], in: dir)
            #expect(linked.status == 0, "\(linked)")
            #expect(try String(contentsOf: dir.appendingPathComponent("ci/summary.md"), encoding: .utf8).contains("match"))
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("summary.md").path)) == "ci/summary.md")
            // A folder or a FIFO that no one reads: refused before any work, nothing changed.
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("report.xml"), withIntermediateDirectories: true)
            let folder = try CLI.run(["check", "card.json", "--golden", "golden", "--junit", "report.xml"], in: dir)
            #expect(folder.status == 2 && folder.stderr.contains("--junit report.xml: cannot be written: it is a folder; name a file"), "\(folder)")
            #expect(mkfifo(dir.appendingPathComponent("fifo").path, 0o600) == 0)
            let fifo = try CLI.run(["check", "card.json", "--golden", "golden", "--markdown", "fifo"], in: dir)
            #expect(fifo.status == 2 && fifo.stderr.contains("it is a FIFO that no process reads"), "\(fifo)")
            var info = stat()
            #expect(lstat(dir.appendingPathComponent("fifo").path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        }
    }

    @Test(arguments: ["render", "record"])
    func aFolderBearingAnOutputFilesNameIsTheUsersAndIsKept(_ command: String) throws {
        try withTemporaryDirectory { dir in
            try Self.config.write(to: dir.appendingPathComponent("card.json"), atomically: true, encoding: .utf8)
            let arguments = command == "render" ? ["card.json", "-o", "out", "--quiet"] : ["record", "card.json", "--golden", "out", "--quiet"]
            #expect(try CLI.run(arguments, in: dir).status == 0)
            // A folder named like a frame, holding the user's notes.
            let mine = dir.appendingPathComponent("out/card/frame_0001.png")
            try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
            try Data("notes".utf8).write(to: mine.appendingPathComponent("notes.txt"))
            let again = try CLI.run(arguments, in: dir)
            #expect(again.status == 2, "\(again)")
            #expect(
                again.stderr.contains("it holds files render-preview does not write (\"frame_0001.png\" (a folder, not a file it wrote))"), "\(again)"
            )
            #expect(try String(contentsOf: mine.appendingPathComponent("notes.txt"), encoding: .utf8) == "notes")
        }
    }

    @Test func goldenFrameNamesThatLeaveTheirFolderAreRefused() throws {
        try withTemporaryDirectory { dir in
            try Self.config.write(to: dir.appendingPathComponent("card.json"), atomically: true, encoding: .utf8)
            #expect(try CLI.run(["record", "card.json", "--golden", "golden", "--quiet"], in: dir).status == 0)
            let index = dir.appendingPathComponent("golden/card/golden.json")
            let text = try String(contentsOf: index, encoding: .utf8).replacingOccurrences(of: "\"frame_0000.png\"", with: "\"../secret.png\"")
            try text.write(to: index, atomically: true, encoding: .utf8)
            try FileManager.default.copyItem(
                at: dir.appendingPathComponent("golden/card/frame_0000.png"), to: dir.appendingPathComponent("golden/secret.png"))
            let reason = "`frames[0].file` \"../secret.png\" holds a /: a frame is a file in its scene's folder, not a path"
            let compare = try CLI.run(["compare", "golden", "card.json", "-o", "sheets"], in: dir)
            #expect(compare.status == 2 && compare.stderr.contains(reason), "\(compare)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("sheets").path))
            let check = try CLI.run(["check", "card.json", "--golden", "golden"], in: dir)
            #expect(check.status == 1 && check.stderr.contains("golden/card/golden.json: unreadable (\(reason))"), "\(check)")
        }
    }
}
