/// Halving an image with a 2 × 2 box filter, to draw it much smaller than it is without aliasing.
extension Pixmap {
    /// The image at half the width and height (rounded up), each pixel the rounded mean of the
    /// 2 × 2 block it covers (edge blocks reuse their last row or column).
    public func halved() -> Pixmap {
        let w = (width + 1) / 2, h = (height + 1) / 2
        var out = Pixmap(width: w, height: h)!
        let width = self.width, height = self.height
        bytes.withUnsafeBufferPointer { source in
            out.bytes.withUnsafeMutableBufferPointer { target in
                let s = UnsafeRawPointer(source.baseAddress!), d = UnsafeMutableRawPointer(target.baseAddress!)
                for y in 0..<h {
                    let top = s + 2 * y * width * 4, bottom = s + min(2 * y + 1, height - 1) * width * 4
                    let row = d + y * w * 4
                    // Whole blocks: both pixels of a row pair summed as one vector, then the two halves.
                    for x in 0..<(width / 2) {
                        let sum =
                            SIMD8<UInt16>(truncatingIfNeeded: top.loadUnaligned(fromByteOffset: x * 8, as: SIMD8<UInt8>.self))
                            &+ SIMD8<UInt16>(truncatingIfNeeded: bottom.loadUnaligned(fromByteOffset: x * 8, as: SIMD8<UInt8>.self))
                        let mean = (sum.lowHalf &+ sum.highHalf &+ 2) &>> 2
                        row.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: mean), toByteOffset: x * 4, as: SIMD4<UInt8>.self)
                    }
                    // An odd width's last column: its one pixel counted twice.
                    if width % 2 == 1 {
                        let x0 = width - 1
                        for c in 0..<4 {
                            let sum =
                                2 * Int(top.load(fromByteOffset: x0 * 4 + c, as: UInt8.self))
                                + 2 * Int(bottom.load(fromByteOffset: x0 * 4 + c, as: UInt8.self))
                            row.storeBytes(of: UInt8((sum + 2) / 4), toByteOffset: (w - 1) * 4 + c, as: UInt8.self)
                        }
                    }
                }
            }
        }
        return out
    }
}
