import FileAccess
import Raster

/// PNG files on disk: encode with `PNGEncoder`, then replace the destination
/// atomically with `AtomicFile`. (Reading is `PNGDecoder.read(fileAt:)`.)
public enum PNGFile {
    /// Encodes `pixmap` and writes it to `path` atomically. Errors name the
    /// file: `FileError.unwritable(path:reason:)`, or an encoding error wrapped in
    /// `PNGError.inFile(path:_:)`.
    public static func write(
        _ pixmap: Pixmap, to path: String, options: PNGEncodingOptions = PNGEncodingOptions(), sync: Bool = false
    ) throws {
        let data: [UInt8]
        do {
            data = try PNGEncoder.encode(pixmap, options: options)
        } catch let error as PNGError {
            throw PNGError.inFile(path: path, error)
        }
        try AtomicFile.write(data, to: path, sync: sync)
    }

    /// Encodes straight-alpha RGBA8 bytes and writes them to `path` atomically (for callers that
    /// already un-premultiplied the pixels, e.g. to hash them).
    public static func write(
        straightRGBA bytes: [UInt8], width: Int, height: Int, to path: String,
        options: PNGEncodingOptions = PNGEncodingOptions(), sync: Bool = false
    ) throws {
        let data: [UInt8]
        do {
            data = try PNGEncoder.encodeStraightRGBA(bytes: bytes, width: width, height: height, options: options)
        } catch let error as PNGError {
            throw PNGError.inFile(path: path, error)
        }
        try AtomicFile.write(data, to: path, sync: sync)
    }
}
