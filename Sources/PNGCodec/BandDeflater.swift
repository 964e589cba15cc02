import PNGShim

/// Compresses row bands for `BandedPNG` with zlib at one level: each band a fresh raw deflate
/// stream ended by a sync flush (see `band_deflate.h`). One per thread; it keeps its zlib state
/// and scratch buffer from band to band, so compressing allocates only the band's result.
public final class BandDeflater {
    /// zlib level 1 ... 9.
    public let level: Int
    private let state: OpaquePointer
    private var scratch: [UInt8] = []

    /// Nil when the level is outside 1 ... 9 or zlib has no memory.
    public init?(level: Int) {
        guard (1...9).contains(level), let s = band_deflater_new(Int32(level)) else { return nil }
        self.level = level
        state = s
    }

    deinit { band_deflater_free(state) }

    /// Compresses `rows` rows of `rowBytes` straight RGBA bytes, row i at `pixels + i * stride`,
    /// each with filter byte 0 (no filter).
    public func compress(_ pixels: UnsafeRawPointer, stride: Int, rowBytes: Int, rows: Int) -> PNGBand {
        let bound = band_deflate_bound(state, rowBytes, rows)
        if scratch.count < bound { scratch = [UInt8](repeating: 0, count: bound) }
        var adler: UInt32 = 0
        let count = scratch.withUnsafeMutableBufferPointer { out in
            band_deflate(
                state, pixels.assumingMemoryBound(to: UInt8.self), stride, rowBytes, rows, 0,
                out.baseAddress, out.count, &adler)
        }
        // Only a programming error (a bound zlib itself computed was too small) can fail here.
        precondition(count > 0 || rows == 0, "band_deflate failed within its own bound")
        return PNGBand(deflated: Array(scratch[0..<count]), adler: adler, rawCount: rows * (rowBytes + 1))
    }
}
