/// Writes one row of coverage × shader colour into a pixmap with source-over blending,
/// through an optional clip.
enum Blitter {
    static func blend(
        row y: Int, x0: Int, coverage: UnsafeBufferPointer<UInt8>, shader: Shader,
        clip: ClipMask?, into pixmap: inout Pixmap, scratch: inout [UInt32]
    ) {
        let n = coverage.count
        if clip == nil, case .solid(let color) = shader {
            blendSolid(row: y, x0: x0, coverage: coverage, color: color, into: &pixmap)
            return
        }
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

    /// `blend` of one colour without a clip (a background, a card, a dim): the same arithmetic per
    /// pixel, without shading a row of the same colour first. Runs of full coverage are found a
    /// word at a time; an opaque colour is stored over them as it is, a translucent one is laid
    /// over eight pixels at a time (`over`).
    private static func blendSolid(
        row y: Int, x0: Int, coverage: UnsafeBufferPointer<UInt8>, color s: UInt32, into pixmap: inout Pixmap
    ) {
        let n = coverage.count, width = pixmap.width
        guard n > 0, let start = coverage.baseAddress else { return }
        let opaque = s >> 24 == 255
        let cov = UnsafeRawPointer(start)
        pixmap.withMutablePackedPixels { pixels in
            let dst = pixels.baseAddress! + y * width + x0
            var i = 0
            while i < n {
                let c = UInt32(coverage[i])
                if c == 255 {
                    var end = i + 1
                    while end + 8 <= n && cov.loadUnaligned(fromByteOffset: end, as: UInt64.self) == UInt64.max { end += 8 }
                    while end < n && coverage[end] == 255 { end += 1 }
                    if opaque {
                        (dst + i).update(repeating: s, count: end - i)
                    } else {
                        over(s, dst + i, count: end - i)
                    }
                    i = end
                    continue
                }
                if c != 0 { dst[i] = PixelOps.sourceOver(PixelOps.scale(s, c), dst[i]) }
                i += 1
            }
        }
    }

    /// `PixelOps.sourceOver(s, d)` for `count` pixels under one translucent colour `s`: its
    /// two-channels-per-lane arithmetic, eight pixels a step (the same integers in each lane, so
    /// the same bytes).
    private static func over(_ s: UInt32, _ dst: UnsafeMutablePointer<UInt32>, count: Int) {
        let sa = s >> 24
        guard sa != 0 else { return }  // a premultiplied colour with no alpha is 0: d stays
        let inv = SIMD8<UInt32>(repeating: 255 - sa), source = SIMD8<UInt32>(repeating: s)
        let low = SIMD8<UInt32>(repeating: 0x00FF_00FF), half = SIMD8<UInt32>(repeating: 0x0080_0080)
        var i = 0
        let raw = UnsafeMutableRawPointer(dst)
        while i + 8 <= count {
            let d = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt32>.self)
            let rb = (d & low) &* inv &+ half
            let ga = ((d &>> 8) & low) &* inv &+ half
            let rbr = ((rb &+ ((rb &>> 8) & low)) &>> 8) & low
            let gar = ((ga &+ ((ga &>> 8) & low)) &>> 8) & low
            raw.storeBytes(of: source &+ (rbr | (gar &<< 8)), toByteOffset: i * 4, as: SIMD8<UInt32>.self)
            i += 8
        }
        while i < count {
            dst[i] = PixelOps.sourceOver(s, dst[i])
            i += 1
        }
    }
}
