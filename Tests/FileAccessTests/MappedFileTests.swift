import Foundation
import FileAccess
import Testing

/// A file mapped (the bundled fonts) gives its bytes, and is refused as `WholeFile.read` refuses:
/// missing, a folder, not a regular file, over the limit.
@Suite struct MappedFileTests {
    @Test func givesTheFilesBytes() throws {
        try Support.withTemporaryDirectory { dir in
            let path = dir + "/face.bin"
            let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            try AtomicFile.write(bytes, to: path)
            let mapped = try MappedFile(path)
            #expect(mapped.count == bytes.count)
            #expect(Array(UnsafeRawBufferPointer(start: mapped.bytes, count: mapped.count)) == bytes)
            try AtomicFile.write([], to: dir + "/empty")
            let empty = try MappedFile(dir + "/empty")
            #expect(empty.count == 0 && empty.bytes == nil)
        }
    }

    @Test func isRefusedAsAReadIs() throws {
        try Support.withTemporaryDirectory { dir in
            #expect(throws: FileError.unreadable(path: dir + "/none", reason: "No such file or directory")) { try MappedFile(dir + "/none") }
            #expect(throws: FileError.unreadable(path: dir, reason: "Is a directory")) { try MappedFile(dir) }
            let path = dir + "/big"
            try AtomicFile.write([UInt8](repeating: 1, count: 2000), to: path)
            #expect(throws: FileError.tooLarge(path: path, size: 2000, limit: 1999)) { try MappedFile(path, limit: 1999) }
            let fifo = dir + "/fifo"
            #expect(mkfifo(fifo, 0o600) == 0)
            #expect(throws: FileError.unreadable(path: fifo, reason: "not a regular file but a FIFO (named pipe)")) { try MappedFile(fifo) }
        }
    }
}
