import Foundation
import Testing

@Suite("Determinism")
struct DeterminismTests {
    /// Frames rendered on one thread, on two, and again on two are the same files, byte for byte.
    @Test func sameBytesWhateverTheJobCount() throws {
        try withTemporaryDirectory { dir in
            var folders: [URL] = []
            for (i, jobs) in ["1", "2", "2"].enumerated() {
                let out = dir.appendingPathComponent("run\(i)")
                let result = try CLI.run(["--demo", "--scale", "1", "--quiet", "--jobs", jobs, "-o", out.path], in: dir)
                try #require(result.status == 0, "\(result)")
                folders.append(out.appendingPathComponent("demo"))
            }
            for folder in folders {
                try #require(Files.names(in: folder) == Demo.frameNames, "\(folder.path)")
            }
            for name in Demo.frameNames {
                let one = try Files.bytes(folders[0].appendingPathComponent(name))
                #expect(one == (try Files.bytes(folders[1].appendingPathComponent(name))), "\(name): --jobs 1 vs --jobs 2")
                #expect(one == (try Files.bytes(folders[2].appendingPathComponent(name))), "\(name): two --jobs 2 runs")
            }
            // The frames are not all the same picture: the card moves.
            let first = try Files.bytes(folders[0].appendingPathComponent(Demo.frameNames[0]))
            let last = try Files.bytes(folders[0].appendingPathComponent(Demo.frameNames[30]))
            #expect(first != last)
        }
    }

    /// Re-rendering into a folder that already holds the frames replaces them with the same bytes.
    @Test func rerenderingIntoTheSameFolder() throws {
        try withTemporaryDirectory { dir in
            let out = dir.appendingPathComponent("frames")
            let args = ["--demo", "--scale", "1", "--quiet", "-o", out.path]
            try #require(try CLI.run(args, in: dir).status == 0)
            let demo = out.appendingPathComponent("demo")
            let first = try Demo.frameNames.map { try Files.bytes(demo.appendingPathComponent($0)) }
            let again = try CLI.run(args, in: dir)
            #expect(again.status == 0, "\(again)")
            #expect(Files.names(in: demo) == Demo.frameNames, "no temporaries or extra files")
            let second = try Demo.frameNames.map { try Files.bytes(demo.appendingPathComponent($0)) }
            #expect(first == second)
        }
    }
}
