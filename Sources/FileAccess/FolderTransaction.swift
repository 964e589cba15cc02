#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces several folders inside one parent all at once — a render's scene folders, a
/// recording's golden folders. Each folder staged gets a hidden staging folder beside it (known to
/// `StagingFolders`, so an interrupt removes it and a later run removes what a killed one left);
/// the caller writes the new contents there; `commit` sets every old folder aside, renames every
/// staging folder into place and runs `finish`, undoing every swap if any step fails; `abandon`
/// removes the staging. Nothing outside `parent` is written, renamed or deleted.
public struct FolderTransaction: Sendable {
    /// One folder to replace and where its new contents are written.
    public struct Folder: Sendable {
        public let target: String
        public let staging: String
    }

    /// The folder that holds every target.
    public let parent: String
    /// The folders replaced, in the order given.
    public private(set) var folders: [Folder] = []

    /// Creates `parent` if needed and removes stale staging in it. Folders join the
    /// transaction when they are staged.
    public init(parent: String) throws {
        self.parent = parent
        try OutputDirectory.create(parent)
        StagingFolders.removeStale(in: parent)
    }

    /// Makes the staging folder for `parent/name` and returns it; `commit` will put it in place
    /// of `parent/name`. Callers check first that the folder may be replaced. A folder never
    /// staged is left exactly as it is (not even its parent's timestamp changes for it).
    @discardableResult
    public mutating func stage(_ name: String) throws -> String {
        let target = FilePath.joined(parent, name)
        let staging = try OutputDirectory.makeStaging(for: target)
        folders.append(Folder(target: target, staging: staging))
        return staging
    }

    /// Swaps every staging folder in, then runs `finish`. `recheck(target)` is asked again just
    /// before each swap (the folder may have changed since the run began) and may return an
    /// error to stop. On any failure every swapped folder is put back, the staging is removed,
    /// and the error is thrown.
    public func commit(recheck: (String) -> Error? = { _ in nil }, finish: () throws -> Void = {}) throws {
        StagingFolders.swapping.lock()
        defer { StagingFolders.swapping.unlock() }
        var swapped: [(target: String, staging: String, old: String?)] = []
        func failed(_ error: Error) -> Error {
            for (target, staging, old) in swapped.reversed() {
                _ = rename(target, staging)
                if let old { _ = rename(old, target) }
            }
            abandon()
            return error
        }
        for folder in folders {
            if let error = recheck(folder.target) { throw failed(error) }
            let aside = folder.staging + ".old"
            let existed = rename(folder.target, aside) == 0
            if !existed && errno != ENOENT {
                throw failed(FileError.folderUnreplaceable(path: folder.target, reason: FileError.reason(errno)))
            }
            if let delay = Self.testSwapDelay { usleep(delay) }
            guard rename(folder.staging, folder.target) == 0 else {
                let reason = FileError.reason(errno)
                if existed { _ = rename(aside, folder.target) }
                throw failed(FileError.folderUnreplaceable(path: folder.target, reason: reason))
            }
            swapped.append((folder.target, folder.staging, existed ? aside : nil))
        }
        do { try finish() } catch { throw failed(error) }
        StagingFolders.committed = true
        for (_, staging, old) in swapped {
            StagingFolders.unregister(staging)
            if let old { OutputDirectory.remove(old) }
        }
    }

    /// For the tests' fault injection only: microseconds to wait once a folder is set aside and
    /// before its new contents take its place (`RENDER_PREVIEW_TEST_SWAP_DELAY_MS`), so that a
    /// signal or a kill can land mid-swap.
    static let testSwapDelay: useconds_t? = getenv("RENDER_PREVIEW_TEST_SWAP_DELAY_MS").map { String(cString: $0) }
        .flatMap { UInt32($0) }.map { $0 * 1000 }

    /// Removes every staging folder: the parent is as it was.
    public func abandon() {
        for folder in folders { OutputDirectory.remove(folder.staging) }
    }
}
