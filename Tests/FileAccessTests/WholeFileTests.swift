import FileAccess
import Foundation
import Testing

@Suite struct WholeFileTests {
    @Test func readsARegularFile() throws {
        try Support.withTemporaryDirectory { dir in
            let path = dir + "/a.bin"
            let bytes = (0..<300_000).map { UInt8($0 % 251) }
            try AtomicFile.write(bytes, to: path)
            #expect(try WholeFile.read(path) == bytes)
            #expect(WholeFile.entry(at: path) == .file)
        }
    }

    @Test func aMissingFileOrAFolderSaysWhy() throws {
        try Support.withTemporaryDirectory { dir in
            #expect(throws: FileError.unreadable(path: dir + "/none", reason: "No such file or directory")) {
                try WholeFile.read(dir + "/none")
            }
            #expect(throws: FileError.unreadable(path: dir, reason: "Is a directory")) { try WholeFile.read(dir) }
            #expect(WholeFile.entry(at: dir) == .folder && WholeFile.entry(at: dir + "/none") == .missing)
        }
    }

    @Test func aFileOverTheLimitIsRefusedBeforeReading() throws {
        try Support.withTemporaryDirectory { dir in
            let path = dir + "/big.bin"
            try AtomicFile.write([UInt8](repeating: 1, count: 2000), to: path)
            #expect(throws: FileError.tooLarge(path: path, size: 2000, limit: 1999)) { try WholeFile.read(path, limit: 1999) }
            #expect(try WholeFile.read(path, limit: 2000).count == 2000)
        }
    }

    @Test func aDeviceIsRefusedUnlessStreamsAreAskedForAndThenStopsAtTheLimit() {
        #expect(throws: FileError.unreadable(path: "/dev/zero", reason: "not a regular file but a character device")) {
            try WholeFile.read("/dev/zero")
        }
        #expect(throws: FileError.tooLarge(path: "/dev/zero", size: nil, limit: 1 << 20)) {
            try WholeFile.read("/dev/zero", limit: 1 << 20, streams: true)
        }
    }

    @Test func aFIFOWithNoWriterDoesNotBlock() throws {
        try Support.withTemporaryDirectory { dir in
            let path = dir + "/pipe"
            #expect(mkfifo(path, 0o600) == 0)
            #expect(throws: FileError.unreadable(path: path, reason: "not a regular file but a FIFO (named pipe)")) { try WholeFile.read(path) }
            #expect(WholeFile.entry(at: path) == .other)
        }
    }
}

@Suite struct FilePathTests {
    @Test(arguments: [("", "a", "a"), ("out", "a", "out/a"), ("out/", "a/b.png", "out/a/b.png"), ("/", "a", "/a")])
    func joins(_ parent: String, _ name: String, _ expected: String) {
        #expect(FilePath.joined(parent, name) == expected)
    }

    @Test(arguments: [("a/b/", "a"), ("/a", "/"), ("a", ""), ("a//b", "a"), ("/", "/")])
    func parents(_ path: String, _ expected: String) {
        #expect(FilePath.parent(of: path) == expected)
    }

    @Test func lastComponent() {
        #expect(FilePath.lastComponent(of: "examples/card.json") == "card.json")
        #expect(FilePath.lastComponent(of: "card.json") == "card.json")
    }
}
