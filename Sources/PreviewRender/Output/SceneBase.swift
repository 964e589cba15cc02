import Foundation
import PNGCodec
import PreviewModel
import Raster

/// An animation's base image as frame writers need it: straight-alpha rows for hashing and
/// comparing, and each band of rows compressed once, on first need, for every frame and worker
/// that leaves those rows untouched. Safe to share between threads.
final class SceneBase: @unchecked Sendable {
    /// The premultiplied image every frame starts from.
    let pixmap: Pixmap
    /// The same, un-premultiplied.
    let straight: FrameBuffer
    private let bands: FrameBands
    private var compressed: [PNGBand?]
    private let lock = NSLock()

    init(_ pixmap: Pixmap, bands: FrameBands) {
        self.pixmap = pixmap
        self.bands = bands
        let straight = FrameBuffer(count: pixmap.bytes.count)
        pixmap.bytes.withUnsafeBytes { Premultiply.unpremultiply($0.baseAddress!, into: straight.bytes, byteCount: $0.count) }
        self.straight = straight
        compressed = Array(repeating: nil, count: bands.count)
    }

    /// Band `b` of the base, compressed. Two workers asking at once may both compress it; the
    /// bytes are the same either way (a band depends on its rows and the level only).
    func band(_ b: Int, using deflater: BandDeflater) -> PNGBand {
        if let done = lock.withLock({ compressed[b] }) { return done }
        let rows = bands.rows(of: b)
        let band = deflater.compress(
            straight.bytes + rows.lowerBound * bands.rowBytes, stride: bands.rowBytes,
            rowBytes: bands.rowBytes, rows: rows.count)
        return lock.withLock {
            if let done = compressed[b] { return done }
            compressed[b] = band
            return band
        }
    }
}

/// A frame cut into bands of rows, the unit that is compressed, compared and reused.
struct FrameBands: Sendable {
    /// Rows per band. 32 rows (about 11 points at 3×) cost 3 % in file size against one
    /// unbroken deflate stream (each band starts without history), and keep the rows re-encoded
    /// around a moving card close to the card's own height; 16 cost 10 %, 64 re-encode more.
    static let rowsPerBand = 32

    let width: Int
    let height: Int
    var rowBytes: Int { width * 4 }
    var count: Int { (height + Self.rowsPerBand - 1) / Self.rowsPerBand }

    func rows(of band: Int) -> Range<Int> {
        band * Self.rowsPerBand..<min(height, (band + 1) * Self.rowsPerBand)
    }
}
