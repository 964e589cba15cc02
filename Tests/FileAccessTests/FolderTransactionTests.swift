import FileAccess
import Foundation
import Testing

/// Several folders replaced as one: all of them, or none.
@Suite struct FolderTransactionTests {
    struct Stop: Error {}

    /// `parent/a` holding `old.txt`; `parent/b` does not exist.
    func makeParent(_ dir: String) throws -> String {
        let parent = dir + "/goldens"
        try FileManager.default.createDirectory(atPath: parent + "/a", withIntermediateDirectories: true)
        try AtomicFile.write(Array("old".utf8), to: parent + "/a/old.txt")
        return parent
    }

    func stageBoth(_ parent: String) throws -> FolderTransaction {
        var transaction = try FolderTransaction(parent: parent)
        for name in ["a", "b"] {
            let staging = try transaction.stage(name)
            try AtomicFile.write(Array(name.utf8), to: staging + "/new.txt")
        }
        return transaction
    }

    @Test func commitPutsEveryStagedFolderInPlace() throws {
        try Support.withTemporaryDirectory { dir in
            let parent = try makeParent(dir)
            try stageBoth(parent).commit()
            #expect(try Support.listing(parent) == ["a", "b"], "no staging or old folder is left")
            #expect(try Support.listing(parent + "/a") == ["new.txt"])
            #expect(try WholeFile.read(parent + "/b/new.txt") == Array("b".utf8))
        }
    }

    @Test func aFolderThatMayNoLongerBeReplacedUndoesTheOthers() throws {
        try Support.withTemporaryDirectory { dir in
            let parent = try makeParent(dir)
            let transaction = try stageBoth(parent)
            #expect(throws: Stop.self) { try transaction.commit(recheck: { $0.hasSuffix("/b") ? Stop() : nil }) }
            #expect(try Support.listing(parent) == ["a"], "a is back, b never appeared, the staging is gone")
            #expect(try Support.listing(parent + "/a") == ["old.txt"])
        }
    }

    @Test func aFailureAfterTheSwapsUndoesThemAll() throws {
        try Support.withTemporaryDirectory { dir in
            let parent = try makeParent(dir)
            let transaction = try stageBoth(parent)
            #expect(throws: Stop.self) { try transaction.commit(finish: { throw Stop() }) }
            #expect(try Support.listing(parent) == ["a"])
            #expect(try WholeFile.read(parent + "/a/old.txt") == Array("old".utf8))
        }
    }

    @Test func abandonLeavesTheParentAsItWas() throws {
        try Support.withTemporaryDirectory { dir in
            let parent = try makeParent(dir)
            try stageBoth(parent).abandon()
            #expect(try Support.listing(parent) == ["a"])
            #expect(try Support.listing(parent + "/a") == ["old.txt"])
        }
    }

    /// A process killed between setting a folder aside and swapping its staging in leaves the
    /// only copy in `.old`: the next run puts it back rather than delete it; an `.old` whose
    /// folder was swapped in is removed.
    @Test func aFolderLeftAsideByAKilledRunIsPutBack() throws {
        try Support.withTemporaryDirectory { dir in
            let dead = "2147483646"  // above the kernel's pid limit: never a running process
            for name in [".a.partial-\(dead)-0.old", ".b.partial-\(dead)-1.old", "b", ".c.partial-\(dead)-2"] {
                try FileManager.default.createDirectory(atPath: dir + "/" + name, withIntermediateDirectories: false)
            }
            try AtomicFile.write(Array("only copy".utf8), to: dir + "/.a.partial-\(dead)-0.old/frame_0000.png")
            StagingFolders.removeStale(in: dir)
            #expect(try Support.listing(dir) == ["a", "b"])
            #expect(try WholeFile.read(dir + "/a/frame_0000.png") == Array("only copy".utf8))
        }
    }
}
