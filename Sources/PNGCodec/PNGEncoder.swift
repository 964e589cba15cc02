import PNGShim
import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Encodes images as 8-bit RGBA, non-interlaced PNGs (straight alpha, as PNG requires), with the
/// project's own filtering and chunks over zlib (`image_deflate.h`): the same file on every
/// machine with the same zlib, whatever libpng is installed. Chunks are those `BandedPNG` writes
/// for frames: IHDR, gAMA, sRGB, cHRM (unless turned off), the image data, IEND.
public enum PNGEncoder {
    /// Encodes a premultiplied pixmap. Colours are un-premultiplied with
    /// rounding (`Premultiply.unpremultiply`), so decoding with `PNGDecoder`
    /// gives back exactly the same pixmap (for any valid premultiplied pixel,
    /// i.e. every channel <= alpha).
    public static func encode(_ pixmap: Pixmap, options: PNGEncodingOptions = PNGEncodingOptions()) throws -> [UInt8] {
        try encodeStraightRGBA(
            bytes: Premultiply.unpremultiplied(pixmap.bytes),
            width: pixmap.width, height: pixmap.height, options: options)
    }

    /// Encodes straight-alpha RGBA8 bytes, rows top to bottom without padding.
    /// Throws `PNGError.encodingFailed` when `bytes.count != width * height * 4`
    /// or an option is out of range.
    public static func encodeStraightRGBA(
        bytes: [UInt8], width: Int, height: Int, options: PNGEncodingOptions = PNGEncodingOptions()
    ) throws -> [UInt8] {
        guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            throw PNGError.encodingFailed("invalid image size \(width)×\(height)")
        }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= Int.max / 4, bytes.count == count * 4 else {
            throw PNGError.encodingFailed("expected \(width)×\(height)×4 bytes, got \(bytes.count)")
        }
        let data = try imageData(straightRGBA: bytes, width: width, height: height, options: options)
        var png: [UInt8] = []
        png.reserveCapacity(data.count + 128)
        PNGChunks.appendImageHeader(width: width, height: height, writeSRGBChunk: options.writeSRGBChunk, to: &png)
        data.withUnsafeBufferPointer { PNGChunks.appendImageData($0, to: &png) }
        PNGChunks.append("IEND", [], to: &png)
        return png
    }

    /// The image data of straight-alpha RGBA8 rows: the zlib stream of the filtered rows, which
    /// IDAT chunks (or an animation's fdAT chunks) hold. The sizes are checked by the caller.
    static func imageData(straightRGBA bytes: [UInt8], width: Int, height: Int, options: PNGEncodingOptions) throws -> [UInt8] {
        guard (0...9).contains(options.compressionLevel) else {
            throw PNGError.encodingFailed("compression level must be 0...9, got \(options.compressionLevel)")
        }
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        defer { free(data) }
        let status = bytes.withUnsafeBufferPointer { source in
            image_deflate_rgba8(
                source.baseAddress, width * 4, UInt32(width), UInt32(height), options.filter.shimFlags,
                Int32(options.compressionLevel), options.zlibStrategy, &data, &size)
        }
        switch status {
        case 0: return Array(UnsafeBufferPointer(start: data, count: size))
        case -2: throw PNGError.outOfMemory("no memory to compress a \(width)×\(height) image")
        default: throw PNGError.encodingFailed("zlib could not compress a \(width)×\(height) image")
        }
    }
}
