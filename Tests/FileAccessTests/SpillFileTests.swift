import FileAccess
import Foundation
import Testing

/// The nameless temporary file that keeps bytes a run reads back later.
@Suite struct SpillFileTests {
    @Test func bytesComeBackAsWrittenFromAnyThread() throws {
        let spill = try #require(SpillFile())
        let pieces = (0..<64).map { i in [UInt8]((0..<(i * 997 % 5_000 + 1)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ i) }) }
        let placed = Placed()
        DispatchQueue.concurrentPerform(iterations: pieces.count) { i in placed.set(i, spill.append(pieces[i])) }
        DispatchQueue.concurrentPerform(iterations: pieces.count) { i in
            let back = placed.get(i).flatMap { spill.read($0) }
            #expect(back == pieces[i], "piece \(i)")
        }
        // The pieces do not overlap.
        let ranges = (0..<pieces.count).compactMap { placed.get($0) }.sorted { $0.offset < $1.offset }
        #expect(ranges.count == pieces.count)
        for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(a.offset + a.count <= b.offset) }
    }

    @Test func theFileHasNoName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spill-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let spill = try #require(SpillFile(directory: folder))
        #expect(spill.append([1, 2, 3]) != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "the spill file left a name behind")
    }

    @Test func releasedPiecesLeaveTheOthersIntact() throws {
        let spill = try #require(SpillFile())
        let a = try #require(spill.append(Array(repeating: 7, count: 70_000)))
        let b = try #require(spill.append(Array(repeating: 9, count: 70_000)))
        spill.release(a)
        #expect(spill.read(b) == Array(repeating: 9, count: 70_000))
        let c = try #require(spill.append([1, 2, 3]))
        #expect(spill.read(c) == [1, 2, 3])
    }

    @Test func noFolderToWriteInGivesNoSpillFile() {
        #expect(SpillFile(directory: "/nonexistent-\(UUID().uuidString)") == nil)
    }

    final class Placed: @unchecked Sendable {
        private let lock = NSLock()
        private var pieces: [Int: SpillFile.Piece] = [:]
        func set(_ i: Int, _ p: SpillFile.Piece?) { lock.withLock { pieces[i] = p } }
        func get(_ i: Int) -> SpillFile.Piece? { lock.withLock { pieces[i] } }
    }
}
