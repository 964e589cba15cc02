import FileAccess
import PNGShim
import Raster

/// Decodes any standard PNG (grey, grey+alpha, palette, RGB, RGBA; 1-16 bits;
/// tRNS transparency; interlaced or not) to RGBA8.
///
/// Samples are returned as stored: no gamma, ICC or chromaticity correction.
/// Sixteen-bit samples are rounded to the nearest 8-bit value. Damaged data
/// (truncation, CRC mismatch, bad compressed data) always throws; a partial
/// image is never returned.
public enum PNGDecoder {
    /// Decodes to a premultiplied pixmap (`Premultiply.premultiply`, rounded).
    public static func decode(_ data: [UInt8], limits: PNGDecodingLimits = .default) throws -> Pixmap {
        var image = try decodeStraightRGBA(data, limits: limits)
        Premultiply.premultiplyInPlace(&image.bytes)
        return Pixmap(width: image.width, height: image.height, premultipliedBytes: image.bytes)!
    }

    /// Decodes to straight-alpha RGBA8 bytes.
    public static func decodeStraightRGBA(_ data: [UInt8], limits: PNGDecodingLimits = .default) throws -> StraightRGBAImage {
        var shimLimits = limits.shimLimits
        return try data.withUnsafeBufferPointer { source in
            var width: UInt32 = 0
            var height: UInt32 = 0
            let (status, message) = Shim.call { text, capacity in
                pngshim_read_size(source.baseAddress, source.count, &shimLimits, &width, &height, text, capacity)
            }
            if status == PNGSHIM_TOO_LARGE {
                throw PNGError.tooLarge(width: Int(width), height: Int(height), limit: limits)
            }
            guard status == PNGSHIM_OK else { throw Shim.decodingError(status, message) }

            // Checked even within the limits: a caller may pass limits loose enough to overflow.
            let (pixelCount, o1) = Int(width).multipliedReportingOverflow(by: Int(height))
            let (count, o2) = pixelCount.multipliedReportingOverflow(by: 4)
            guard !o1, !o2 else { throw PNGError.tooLarge(width: Int(width), height: Int(height), limit: limits) }
            let pixels = try [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                let (status, message) = Shim.call { text, capacity in
                    pngshim_decode_rgba8(
                        source.baseAddress, source.count, &shimLimits, width, height,
                        buffer.baseAddress, count, text, capacity)
                }
                guard status == PNGSHIM_OK else { throw Shim.decodingError(status, message) }
                initialized = count
            }
            return StraightRGBAImage(width: Int(width), height: Int(height), bytes: pixels)
        }
    }

    /// Reads and decodes the PNG file at `path` to a premultiplied pixmap.
    /// Errors name the file: `FileError` (missing, not a regular file, over
    /// `maxFileBytes`), or any decoding
    /// error wrapped in `PNGError.inFile(path:_:)`.
    public static func read(fileAt path: String, limits: PNGDecodingLimits = .default) throws -> Pixmap {
        let data = try WholeFile.read(path, limit: limits.maxFileBytes)
        do {
            return try decode(data, limits: limits)
        } catch let error as PNGError {
            throw PNGError.inFile(path: path, error)
        }
    }
}
