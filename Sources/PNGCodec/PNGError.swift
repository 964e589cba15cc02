/// Everything that can go wrong when encoding or decoding PNGs (reading and writing the files
/// themselves throws `FileError`).
///
/// `description` is a sentence meant for users, e.g.
/// `golden/x.png: PNG is truncated (the data ends after 812 bytes, inside chunk IDAT)`.
public enum PNGError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The data does not start with the PNG signature.
    case notPNG
    /// The data ends before the PNG does (a partial download or an interrupted write).
    case truncated(String)
    /// The PNG is damaged: CRC mismatch, invalid chunk, bad compressed data, ...
    /// The message comes from libpng.
    case corrupt(String)
    /// The header declares an image larger than the decoding limits allow.
    case tooLarge(width: Int, height: Int, limit: PNGDecodingLimits)
    /// Memory ran out while encoding or decoding.
    case outOfMemory(String)
    /// The encoder refused the input or options, or zlib failed to compress.
    case encodingFailed(String)
    /// Any of the above while decoding the file at `path`.
    indirect case inFile(path: String, PNGError)

    /// The error without any `inFile` wrapper, handy for matching:
    /// `if case .truncated = error.withoutPath { ... }`.
    public var withoutPath: PNGError {
        if case .inFile(_, let inner) = self { return inner.withoutPath }
        return self
    }

    public var description: String {
        switch self {
        case .notPNG:
            return "not a PNG file (the PNG signature is missing)"
        case .truncated(let detail):
            return "PNG is truncated (\(detail))"
        case .corrupt(let detail):
            return "PNG is corrupt (libpng: \(detail))"
        case .tooLarge(let width, let height, let limit):
            return "PNG is \(width)×\(height) pixels, more than the limit of \(limit.maxPixels) pixels"
                + " and \(limit.maxSide) per side"
        case .outOfMemory(let detail):
            return "out of memory while processing a PNG (\(detail))"
        case .encodingFailed(let detail):
            return "PNG encoding failed (\(detail))"
        case .inFile(let path, let inner):
            return "\(path): \(inner)"
        }
    }
}
