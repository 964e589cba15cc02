import Foundation
import Testing

/// `--max-file-size` lifts the size limits of files read whole, for one run, and says how when a
/// limit stops a run.
@Suite struct FileSizeLimitTests {
    /// A valid config just over the 16 MiB config limit: one small scene after 17 MiB of spaces.
    func writeLargeConfig(in dir: URL) throws {
        var text = String(repeating: " ", count: 17 << 20)
        text += #"{"name": "big", "device": "iPhone SE (3rd generation)", "statusBar": false}"#
        try text.write(to: dir.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
    }

    @Test func aLimitThatStopsARunNamesTheFlagThatRaisesIt() throws {
        try withTemporaryDirectory { dir in
            try writeLargeConfig(in: dir)
            let result = try CLI.run(["big.json", "-o", "out"], in: dir)
            #expect(result.status == 2, "\(result)")
            #expect(result.stderr.contains("17.0 MiB, more than the limit of 16 MiB for a config file (--max-file-size raises it)"), "\(result)")
            #expect(!Files.exists(dir.appendingPathComponent("out")))
        }
    }

    @Test func theFlagRaisesTheLimitForTheRun() throws {
        try withTemporaryDirectory { dir in
            try writeLargeConfig(in: dir)
            let result = try CLI.run(["big.json", "-o", "out", "--max-file-size", "32M", "--quiet"], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(Files.exists(dir.appendingPathComponent("out/big/frame_0000.png")))
        }
    }

    @Test(arguments: [
        ("12X", "takes a size such as 512M"), ("-5", "takes a size such as 512M"),
        ("512K", "must be between 1M and 16G"), ("17G", "must be between 1M and 16G"),
        ("99999999999999999999", "takes a size such as 512M"),
    ])
    func aSizeThatIsNotOneIsRefusedBeforeWork(value: String, message: String) throws {
        try withTemporaryDirectory { dir in
            let result = try CLI.run(["--demo", "-o", "out", "--max-file-size", value], in: dir)
            #expect(result.status != 0, "\(result)")
            #expect(result.stderr.contains("--max-file-size " + message), "\(result)")
            #expect(!Files.exists(dir.appendingPathComponent("out")))
        }
    }
}
