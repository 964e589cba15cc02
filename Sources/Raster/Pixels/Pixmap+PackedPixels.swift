/// Access to a pixmap's pixels as packed 32-bit values (R in the low byte), for the blending
/// loops, through `withMemoryRebound` so that the bytes are never read through a type they are
/// not bound to.
extension Pixmap {
    func withPackedPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer { b in
            try b.withMemoryRebound(to: UInt32.self) { try body($0) }
        }
    }

    mutating func withMutablePackedPixels<R>(_ body: (UnsafeMutableBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBufferPointer { b in
            try b.withMemoryRebound(to: UInt32.self) { try body($0) }
        }
    }
}

#if _endian(big)
#error("Packed pixels assume a little-endian machine (R in the low byte).")
#endif
