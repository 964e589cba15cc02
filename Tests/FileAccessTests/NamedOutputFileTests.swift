import Foundation
import FileAccess
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A file the user names (`--junit`, `--markdown`) is replaced only when it is a file or
/// nothing; a pipe or terminal is written through; a link is followed; anything else is refused.
@Suite struct NamedOutputFileTests {
    static func contents(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    @Test func nothingThereOrAFileIsWrittenWhole() throws {
        try Support.withTemporaryDirectory { dir in
            let path = dir + "/summary.md"
            try NamedOutputFile.write([1, 2, 3], to: path)
            try NamedOutputFile.write([4], to: path)
            #expect(try Self.contents(path) == [4])
            #expect(NamedOutputFile.problem(path) == nil)
        }
    }

    @Test func aLinkIsFollowedAndKept() throws {
        try Support.withTemporaryDirectory { dir in
            try FileManager.default.createDirectory(atPath: dir + "/reports", withIntermediateDirectories: true)
            try Data([9]).write(to: URL(fileURLWithPath: dir + "/reports/junit.xml"))
            #expect(symlink("reports/junit.xml", dir + "/junit.xml") == 0)
            try NamedOutputFile.write([1, 2], to: dir + "/junit.xml")
            #expect(try Self.contents(dir + "/reports/junit.xml") == [1, 2])
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: dir + "/junit.xml")) == "reports/junit.xml")
        }
    }

    @Test func aFIFOIsWrittenThroughAndNeverReplaced() throws {
        try Support.withTemporaryDirectory { dir in
            let path = dir + "/pipe"
            #expect(mkfifo(path, 0o600) == 0)
            // No reader: refused at once rather than waiting for one.
            let error = #expect(throws: FileError.self) { try NamedOutputFile.write([1], to: path) }
            #expect(error?.reason == "it is a FIFO that no process reads")
            // A reader on another thread gets the bytes; the FIFO stays a FIFO.
            let received = ReceivedBytes()
            let reader = Thread {
                let fd = open(path, O_RDONLY)
                var buffer = [UInt8](repeating: 0, count: 64)
                let n = Glibc.read(fd, &buffer, 64)
                received.set(Array(buffer.prefix(max(n, 0))))
                close(fd)
            }
            reader.start()
            var written = false
            for _ in 0..<200 where !written {
                written = (try? NamedOutputFile.write([7, 8, 9], to: path)) != nil
                if !written { usleep(10_000) }
            }
            #expect(written)
            for _ in 0..<200 where received.value == nil { usleep(10_000) }
            #expect(received.value == [7, 8, 9])
            var info = stat()
            #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        }
    }

    @Test func aCharacterDeviceIsWrittenThrough() throws {
        try NamedOutputFile.write([1, 2, 3], to: "/dev/null")
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func aFolderALinkToNothingAndASocketAreRefused() throws {
        try Support.withTemporaryDirectory { dir in
            try FileManager.default.createDirectory(atPath: dir + "/folder", withIntermediateDirectories: true)
            #expect(NamedOutputFile.problem(dir + "/folder") == "it is a folder; name a file")
            #expect(symlink("folder", dir + "/to-folder") == 0)
            #expect(NamedOutputFile.problem(dir + "/to-folder") == "it is a symbolic link to a folder; name a file")
            #expect(symlink("missing/x.md", dir + "/dangling") == 0)
            #expect(NamedOutputFile.problem(dir + "/dangling")?.hasPrefix("it is a symbolic link to nothing") == true)
            // A link to a file not made yet, in a folder that exists: made there.
            #expect(symlink("folder/new.md", dir + "/to-new") == 0)
            try NamedOutputFile.write([5], to: dir + "/to-new")
            #expect(try Self.contents(dir + "/folder/new.md") == [5])
            #expect(throws: FileError.self) { try NamedOutputFile.write([1], to: dir + "/folder") }
            #expect(try Support.listing(dir + "/folder") == ["new.md"])
        }
    }
}

/// Bytes one thread hands another.
private final class ReceivedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8]?
    var value: [UInt8]? { lock.withLock { bytes } }
    func set(_ b: [UInt8]) { lock.withLock { bytes = b } }
}
