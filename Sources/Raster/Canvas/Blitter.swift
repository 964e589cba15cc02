/// Writes one row of coverage × shader colour into a pixmap with source-over blending,
/// through an optional clip.
enum Blitter {
    static func blend(
        row y: Int, x0: Int, coverage: UnsafeBufferPointer<UInt8>, shader: Shader,
        clip: ClipMask?, into pixmap: inout Pixmap, scratch: inout [UInt32]
    ) {
        let n = coverage.count
        if scratch.count < n { scratch = [UInt32](repeating: 0, count: n) }
        let width = pixmap.width
        scratch.withUnsafeMutableBufferPointer { colors in
            shader.shade(y: y, x0: x0, count: n, into: colors.baseAddress!)
            pixmap.withMutablePackedPixels { pixels in
                let dst = pixels.baseAddress! + y * width + x0
                if let clip {
                    clip.coverage.withUnsafeBufferPointer { mask in
                        let m = mask.baseAddress! + y * clip.width + x0
                        for i in 0..<n {
                            let c = PixelOps.mul255(UInt32(coverage[i]), UInt32(m[i]))
                            if c == 0 { continue }
                            dst[i] = PixelOps.sourceOver(PixelOps.scale(colors[i], c), dst[i])
                        }
                    }
                } else {
                    for i in 0..<n {
                        let c = UInt32(coverage[i])
                        if c == 0 { continue }
                        let s = colors[i]
                        if c == 255 && s >> 24 == 255 {
                            dst[i] = s
                        } else {
                            dst[i] = PixelOps.sourceOver(PixelOps.scale(s, c), dst[i])
                        }
                    }
                }
            }
        }
    }
}
