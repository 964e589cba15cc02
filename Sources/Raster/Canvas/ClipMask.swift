/// An anti-aliased clip: a coverage value (0...255) for every pixel of the canvas, plus the
/// bounds outside which it is zero.
struct ClipMask: Sendable, Hashable {
    let width: Int
    var coverage: [UInt8]
    var bounds: PixelRect

    init(width: Int, height: Int) {
        self.width = width
        coverage = [UInt8](repeating: 0, count: width * height)
        bounds = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    }

    /// This clip intersected with another: coverage multiplied, pixel by pixel.
    mutating func intersect(_ other: ClipMask) {
        let b = bounds.intersection(other.bounds)
        coverage.withUnsafeMutableBufferPointer { c in
            other.coverage.withUnsafeBufferPointer { o in
                for y in bounds.y0..<max(bounds.y0, bounds.y1) {
                    for x in bounds.x0..<max(bounds.x0, bounds.x1) {
                        let i = y * width + x
                        c[i] = b.isEmpty ? 0 : UInt8(PixelOps.mul255(UInt32(c[i]), UInt32(o[i])))
                    }
                }
            }
        }
        bounds = b.isEmpty ? PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) : b
    }
}
