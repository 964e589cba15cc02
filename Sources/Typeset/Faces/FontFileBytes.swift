import FileAccess

/// A font file's bytes in memory: read into a buffer (a user's font), or mapped (a bundled one,
/// which no run changes). Shared by every face made from the file — a variable font's instances
/// — and freed with the last of them.
final class FontFileBytes: @unchecked Sendable {
    let path: String
    let start: UnsafeRawPointer
    let count: Int
    private let owned: UnsafeMutableRawBufferPointer?
    private let mapped: MappedFile?

    /// The file at `path`, at most `limit` bytes.
    init(path: String, mapped: Bool, limit: Int) throws {
        self.path = path
        do {
            if mapped {
                let m = try MappedFile(path, limit: limit)
                guard let bytes = m.bytes else { throw FontError.notAFont(path: path) }
                (self.mapped, owned, start, count) = (m, nil, bytes, m.count)
            } else {
                let data = try WholeFile.read(path, limit: limit)
                let b = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 16)
                b.copyBytes(from: data)
                (self.mapped, owned, start, count) = (nil, b, UnsafeRawPointer(b.baseAddress!), data.count)
            }
        } catch let error as FileError {
            throw FontError.unreadableFile(path: path, reason: error.reason)
        }
    }

    deinit {
        owned?.deallocate()
    }
}
