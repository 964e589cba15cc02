import FileAccess
import Foundation
import PNGCodec
import PreviewModel
import Raster

/// PNGs decoded once for the whole process and shared: a screenshot that every scene of every
/// config shows behind its message is decoded once and its pixels held once, however many
/// configs a run loads. An entry is found by the file's path and the SHA-256 of its bytes, so a
/// file that changes (in a `watch` session) is decoded again. The least recently used entries
/// are let go beyond `budget` bytes of pixels, so the store stays bounded whatever the number of
/// distinct images. A scene holds neither the files' pixels nor their bytes (`deferredImage(at:)`):
/// the bytes wait in a nameless temporary file (`SpillFile`, which no other program can change)
/// until the pixels are wanted again, so only the images being drawn need be decoded, and however
/// many scenes a run loads and however many images they name, memory holds at most the budget of
/// pixels beyond those being drawn. (Without a writable temporary folder the bytes stay in memory.)
package final class DecodedImages: @unchecked Sendable {
    /// The store every config load uses.
    package static let shared = DecodedImages(budget: 32 << 20)

    private let lock = NSLock()
    private let budget: Int
    private var entries: [String: Pixmap] = [:]
    /// Keys, least recently used first.
    private var recency: [String] = []
    private var bytes = 0

    package init(budget: Int) { self.budget = budget }

    /// The PNG at `path` as a `DeferredImage`: read and decoded now, so that a file that cannot
    /// be read is reported when the config loads, but held as the file's bytes, in the spill file
    /// (shared by every image made of the same bytes while one is alive); its pixels come from
    /// this store when it is drawn, decoded again from those bytes when the store has let them go. Errors are those of
    /// `PNGDecoder.read(fileAt:)`.
    package func deferredImage(at path: String) throws -> DeferredImage {
        let data = try WholeFile.read(path, limit: PNGDecodingLimits.default.maxFileBytes)
        let file = held(data, key: path + "\u{0}" + PixelHash.sha256(bytes: data))
        let image = try pixels(of: file, path: path, inHand: data)
        return DeferredImage(width: image.width, height: image.height) { [self] in
            // The same bytes, decoded with the same limits, decoded once already.
            guard let pixels = try? self.pixels(of: file, path: path, inHand: nil) else {
                preconditionFailure("\(path): a PNG that decoded once failed to decode again")
            }
            return pixels
        }
    }

    /// A file's bytes as the run read them (in the spill file, or in memory when there is no
    /// spill file), and the key of its pixels: its path and the SHA-256 of its bytes.
    private final class FileBytes: Sendable {
        let key: String
        private let memory: [UInt8]?
        private let piece: SpillFile.Piece?
        private let spill: SpillFile?

        init(_ bytes: [UInt8], key: String, spill: SpillFile?) {
            self.key = key
            let piece = spill?.append(bytes)
            self.piece = piece
            self.spill = piece == nil ? nil : spill
            memory = piece == nil ? bytes : nil
        }

        deinit { if let piece { spill?.release(piece) } }

        /// The bytes, read back from the spill file if they are there.
        var bytes: [UInt8] {
            if let memory { return memory }
            guard let piece, let bytes = spill?.read(piece) else {
                preconditionFailure("render-preview's temporary file of images read could not be read back")
            }
            return bytes
        }
    }

    private struct Weak {
        weak var file: FileBytes?
    }
    /// Files read, while a `DeferredImage` holds them.
    private var files: [String: Weak] = [:]
    /// Where the bytes of images read wait until they are decoded again (made on first use).
    private lazy var spill: SpillFile? = SpillFile()

    /// The file read as `bytes`, shared by every image made of the same path and bytes while one
    /// is alive; a new one puts its bytes in the spill file.
    private func held(_ bytes: [UInt8], key: String) -> FileBytes {
        lock.withLock {
            if let held = files[key]?.file { return held }
            files = files.filter { $0.value.file != nil }
            let file = FileBytes(bytes, key: key, spill: spill)
            files[key] = Weak(file: file)
            return file
        }
    }

    /// The pixels of `file`, kept or decoded (from `inHand`, its bytes, when the caller has them).
    private func pixels(of file: FileBytes, path: String, inHand: [UInt8]?) throws -> Pixmap {
        let key = file.key
        if let image = lock.withLock({ () -> Pixmap? in
            guard let image = entries[key] else { return nil }
            recency.removeAll { $0 == key }
            recency.append(key)
            return image
        }) {
            return image
        }
        let image: Pixmap
        do {
            image = try PNGDecoder.decode(inHand ?? file.bytes, limits: PNGDecodingLimits.default)
        } catch let error as PNGError {
            throw PNGError.inFile(path: path, error)
        }
        return lock.withLock {
            // Decoded meanwhile on another thread: everyone shares the first.
            if let first = entries[key] { return first }
            entries[key] = image
            recency.append(key)
            bytes += image.bytes.count
            // The newest entry stays even when it alone is over the budget.
            while bytes > budget, recency.count > 1 {
                let oldest = recency.removeFirst()
                bytes -= entries.removeValue(forKey: oldest)?.bytes.count ?? 0
            }
            return image
        }
    }
}
