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
/// distinct images; scenes that still show an image keep its pixels alive.
package final class DecodedImages: @unchecked Sendable {
    /// The store every config load uses.
    package static let shared = DecodedImages(budget: 64 << 20)

    private let lock = NSLock()
    private let budget: Int
    private var entries: [String: Pixmap] = [:]
    /// Keys, least recently used first.
    private var recency: [String] = []
    private var bytes = 0

    package init(budget: Int) { self.budget = budget }

    /// The PNG at `path`, decoded, or the pixels already decoded from the same bytes at that
    /// path. Errors are those of `PNGDecoder.read(fileAt:)`.
    package func image(at path: String) throws -> Pixmap {
        let limits = PNGDecodingLimits.default
        let data = try WholeFile.read(path, limit: limits.maxFileBytes)
        let key = path + "\u{0}" + PixelHash.sha256(bytes: data)
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
            image = try PNGDecoder.decode(data, limits: limits)
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
