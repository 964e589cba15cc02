import PNGShim

/// Glue for calling the C shim: message buffers and status-to-error mapping.
enum Shim {
    /// Runs a shim call with a message buffer; returns its status and message.
    static func call(_ body: (UnsafeMutablePointer<CChar>, Int) -> pngshim_status) -> (pngshim_status, String) {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PNGSHIM_MESSAGE_CAPACITY)) { buffer in
            buffer.initialize(repeating: 0)
            let status = body(buffer.baseAddress!, buffer.count)
            buffer[buffer.count - 1] = 0
            return (status, String(cString: buffer.baseAddress!))
        }
    }

    /// The `PNGError` for a failed decoding call (`tooLarge` is handled by the caller).
    static func decodingError(_ status: pngshim_status, _ message: String) -> PNGError {
        switch status {
        case PNGSHIM_NOT_PNG: return .notPNG
        case PNGSHIM_TRUNCATED: return .truncated(message)
        case PNGSHIM_OUT_OF_MEMORY: return .outOfMemory(message)
        default: return .corrupt(message)
        }
    }
}

extension PNGFilter {
    var shimFlags: Int32 {
        switch self {
        case .none: Int32(PNGSHIM_FILTER_NONE)
        case .sub: Int32(PNGSHIM_FILTER_SUB)
        case .up: Int32(PNGSHIM_FILTER_UP)
        case .average: Int32(PNGSHIM_FILTER_AVG)
        case .paeth: Int32(PNGSHIM_FILTER_PAETH)
        case .all: Int32(PNGSHIM_FILTER_ALL)
        }
    }
}

extension PNGEncodingOptions {
    /// zlib's value for the strategy (Z_DEFAULT_STRATEGY ... Z_FIXED); nil chooses as libpng
    /// does: `.filtered` when rows may be filtered, `.default` when they are not.
    var zlibStrategy: Int32 {
        switch strategy ?? (filter == .none ? .default : .filtered) {
        case .default: 0
        case .filtered: 1
        case .huffmanOnly: 2
        case .rle: 3
        case .fixed: 4
        }
    }
}

extension PNGDecodingLimits {
    var shimLimits: pngshim_limits {
        pngshim_limits(
            max_pixels: UInt64(clamping: max(maxPixels, 0)),
            max_side: UInt32(clamping: max(maxSide, 0)))
    }
}
