import CFreeType
import Foundation

/// A FreeType library instance. Creating and destroying faces goes through its lock, as
/// FreeType requires when faces are made from several threads. Every `FontFace` holds its
/// library, so the library is destroyed only after its last face.
final class FreeTypeLibrary: @unchecked Sendable {
    private var library: FT_Library?
    private let lock = NSLock()

    init() {
        FT_Init_FreeType(&library)
    }

    deinit {
        FT_Done_FreeType(library)
    }

    /// Destroys a face made by `newFace`.
    func doneFace(_ face: FT_Face) {
        lock.lock()
        defer { lock.unlock() }
        FT_Done_Face(face)
    }

    /// A new face over bytes that the caller keeps alive for the face's lifetime.
    func newFace(bytes: UnsafeRawPointer, count: Int) -> FT_Face? {
        lock.lock()
        defer { lock.unlock() }
        guard let library else { return nil }
        var face: FT_Face?
        let status = FT_New_Memory_Face(library, bytes.assumingMemoryBound(to: FT_Byte.self), FT_Long(count), 0, &face)
        return status == 0 ? face : nil
    }
}
