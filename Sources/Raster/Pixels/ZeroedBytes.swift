#if canImport(Glibc)
import Glibc
#endif

/// Zero-filled bytes for pixel buffers. A buffer of at least a few huge pages is advised to be
/// backed by the kernel's transparent huge pages before it is first written (`madvise` with
/// `MADV_HUGEPAGE` on its 2 MiB-aligned interior), so that mapping a screen-sized canvas takes a
/// few page faults instead of thousands: a cold one-scene check spent a third of its time
/// faulting in one 15 MB canvas page by page. The bytes are zero either way; where huge pages
/// are off, or the platform has no such advice, it is ignored.
enum ZeroedBytes {
    /// The huge page size advised for (x86-64 and arm64 with 4 KiB pages).
    static let hugePage = 2 << 20

    /// `count` zero bytes.
    static func make(count: Int) -> [UInt8] {
        guard count >= 2 * hugePage else { return [UInt8](repeating: 0, count: count) }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = UnsafeMutableRawPointer(buffer.baseAddress!)
            #if canImport(Glibc)
            let page = UInt(hugePage)
            let start = (UInt(bitPattern: base) + page - 1) & ~(page - 1)
            let end = (UInt(bitPattern: base) + UInt(count)) & ~(page - 1)
            if end > start { _ = madvise(UnsafeMutableRawPointer(bitPattern: start), Int(end - start), MADV_HUGEPAGE) }
            #endif
            base.initializeMemory(as: UInt8.self, repeating: 0, count: count)
            initialized = count
        }
    }
}
