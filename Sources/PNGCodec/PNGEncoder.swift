import PNGShim
import Raster

/// Encodes images as 8-bit RGBA, non-interlaced PNGs (straight alpha, as PNG requires).
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
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError.encodingFailed("invalid image size \(width)×\(height)")
        }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= Int.max / 4, bytes.count == count * 4 else {
            throw PNGError.encodingFailed("expected \(width)×\(height)×4 bytes, got \(bytes.count)")
        }
        return try bytes.withUnsafeBufferPointer { source in
            try encode(width: width, height: height, options: options) { shimOptions, output, text, capacity in
                pngshim_encode_rgba8(source.baseAddress, width * 4, UInt32(width), UInt32(height), shimOptions, output, text, capacity)
            }
        }
    }

    /// Runs one of the shim's encoders with `options`; returns the file.
    private static func encode(
        width: Int, height: Int, options: PNGEncodingOptions,
        _ run: (UnsafePointer<pngshim_encode_options>, UnsafeMutablePointer<pngshim_buffer>, UnsafeMutablePointer<CChar>, Int)
            -> pngshim_status
    ) throws -> [UInt8] {
        guard (0...9).contains(options.compressionLevel) else {
            throw PNGError.encodingFailed("compression level must be 0...9, got \(options.compressionLevel)")
        }
        var shimOptions = pngshim_encode_options(
            compression_level: Int32(options.compressionLevel),
            filters: options.filter.shimFlags,
            strategy: options.strategy.shimValue,
            write_srgb: options.writeSRGBChunk ? 1 : 0)
        var output = pngshim_buffer(data: nil, size: 0)
        defer { pngshim_buffer_free(&output) }
        let (status, message) = Shim.call { text, capacity in run(&shimOptions, &output, text, capacity) }
        guard status == PNGSHIM_OK, let data = output.data else {
            throw Shim.encodingError(status, message)
        }
        return Array(UnsafeBufferPointer(start: data, count: output.size))
    }
}
