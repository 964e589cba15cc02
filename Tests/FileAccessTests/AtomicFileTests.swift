import Foundation
import FileAccess
import Testing

@Suite struct AtomicFileTests {
    @Test func writesAndReplacesCompletely() throws {
        try Support.withTemporaryDirectory { dir in
            let path = dir + "/out.bin"
            try AtomicFile.write([UInt8](repeating: 7, count: 100_000), to: path)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count == 100_000)
            try AtomicFile.write([1, 2, 3], to: path, sync: true)
            #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == [1, 2, 3])
            try AtomicFile.write([], to: path)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
            #expect(try Support.listing(dir) == ["out.bin"])
        }
    }

    @Test func parentIsAFile() throws {
        try Support.withTemporaryDirectory { dir in
            let file = dir + "/somefile"
            try AtomicFile.write([0], to: file)
            let path = file + "/x.png"
            let error = #expect(throws: FileError.self) { try AtomicFile.write([1, 2, 3], to: path) }
            #expect(error == .unwritable(path: path, reason: "cannot create a temporary file in \(file): Not a directory"))
            #expect(error?.description.hasPrefix("\(path): cannot write file") == true)
            #expect(try Support.listing(dir) == ["somefile"])
        }
    }

    @Test func parentDoesNotExist() throws {
        try Support.withTemporaryDirectory { dir throws in
            let path = dir + "/missing/x.png"
            let error = #expect(throws: FileError.self) { try AtomicFile.write([1], to: path) }
            guard case .unwritable(path, let reason) = error else {
                Issue.record("expected .unwritable, got \(String(describing: error))")
                return
            }
            #expect(reason.hasSuffix("No such file or directory"))
            #expect(try Support.listing(dir).isEmpty)
        }
    }

    /// Only a file is replaced: a folder, a link or a FIFO at the path is refused and left as it
    /// is, and no temporary file stays behind.
    @Test func onlyAFileIsEverReplaced() throws {
        try Support.withTemporaryDirectory { dir in
            let folder = dir + "/taken.png"
            try FileManager.default.createDirectory(atPath: folder + "/inside", withIntermediateDirectories: true)
            #expect(symlink("elsewhere.png", dir + "/link.png") == 0)
            #expect(mkfifo(dir + "/fifo.png", 0o600) == 0)
            for (name, kind) in [("taken.png", "a folder"), ("link.png", "a symbolic link"), ("fifo.png", "a FIFO (named pipe)")] {
                let path = dir + "/" + name
                let error = #expect(throws: FileError.self) { try AtomicFile.write([1, 2, 3], to: path) }
                #expect(error == .unwritable(path: path, reason: "it is \(kind), which render-preview does not replace"))
            }
            #expect(try Support.listing(dir) == ["fifo.png", "link.png", "taken.png"])
            #expect(try Support.listing(folder) == ["inside"])
        }
    }

    @Test func readOnlyDirectory() throws {
        guard geteuid() != 0 else { return }  // root ignores directory permissions
        try Support.withTemporaryDirectory { dir in
            let locked = dir + "/locked"
            try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
            chmod(locked, 0o555)
            defer { chmod(locked, 0o755) }
            #expect(throws: FileError.self) { try AtomicFile.write([1], to: locked + "/x.png") }
            #expect(try Support.listing(locked).isEmpty)
        }
    }

    @Test func rejectsPathsWithoutAFileName() {
        for path in ["", "/tmp/", "."] {
            #expect(throws: FileError.unwritable(path: path, reason: "the path does not name a file")) {
                try AtomicFile.write([1], to: path)
            }
        }
    }
}
