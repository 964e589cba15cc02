/// Samples an image moved by a fraction of a pixel (`Canvas.drawImage(_:atDevicePoint:)`): the
/// bilinear rule of `ImageSampler.texel` (edge pixels repeated), but every pixel has the same
/// weights, so they are found once, as 16-bit fixed-point numbers, and each pixel costs integer
/// multiplies only — no coordinate mapping, divide or floating point per pixel. A move along one
/// axis only (a card sliding down) takes two samples a pixel instead of four.
///
/// Against the general samplers, which weigh in floating point, a channel can differ by one level
/// where its exact value lies within 1/65536 of a rounding boundary.
struct TranslatedImageSampler {
    let image: Pixmap
    /// Device pixel i reads image column i − shiftX and the next (clamped to the image); likewise
    /// rows with shiftY.
    let shiftX: Int, shiftY: Int
    /// Weights of the right and lower neighbour, 0 ..< 65536.
    let weightX: Int, weightY: Int
    /// The opacity as a fraction of 65536 (`PixelOps.fraction(of:)`).
    let opacity: UInt32

    /// The image with its top-left corner at device point (`x`, `y`); nil when either is not finite
    /// or is too far out to matter.
    init?(image: Pixmap, x: Double, y: Double, opacity: UInt32) {
        guard x.isFinite, y.isFinite, abs(x) < 1e9, abs(y) < 1e9 else { return nil }
        self.image = image
        self.opacity = opacity
        // Pixel centre cx maps to image coordinate cx − x; bilinear sampling reads columns
        // floor(cx − x − 0.5) and the next with weight frac(cx − x − 0.5) = frac(−x) (cx = i + 0.5).
        let fx = x.rounded(.down), fy = y.rounded(.down)
        let rx = x - fx, ry = y - fy
        weightX = rx == 0 ? 0 : min(65535, Int(((1 - rx) * 65536).rounded()))
        weightY = ry == 0 ? 0 : min(65535, Int(((1 - ry) * 65536).rounded()))
        // Column read for device pixel i: i − shift (and the next one), before clamping.
        shiftX = Int(fx) + (rx == 0 ? 0 : 1)
        shiftY = Int(fy) + (ry == 0 ? 0 : 1)
    }

    func sample(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width, h = image.height
        let row = y - shiftY
        let r0 = min(max(row, 0), h - 1), r1 = min(max(row + 1, 0), h - 1)
        let wy = weightY, wx = weightX
        image.withPackedPixels { px in
            let top = px.baseAddress! + r0 * w, bottom = px.baseAddress! + r1 * w
            for k in 0..<count {
                let column = x0 + k - shiftX
                let c0 = min(max(column, 0), w - 1), c1 = min(max(column + 1, 0), w - 1)
                var c: UInt32
                if wx == 0 {
                    c = wy == 0 ? top[c0] : Self.lerp(top[c0], bottom[c0], wy)
                } else if wy == 0 {
                    c = Self.lerp(top[c0], top[c1], wx)
                } else {
                    c = Self.lerp4(top[c0], top[c1], bottom[c0], bottom[c1], wx, wy)
                }
                out[k] = PixelOps.scale(c, fraction: opacity)
            }
        }
    }

    /// a + (b − a)·t per channel, t in 1/65536, rounded half up.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ t: Int) -> UInt32 {
        if a == b { return a }
        let s = 65536 - t
        var out: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let v = Int((a >> shift) & 0xFF) * s + Int((b >> shift) & 0xFF) * t
            out |= UInt32((v + 32768) >> 16) << shift
        }
        return out
    }

    /// The bilinear mix of four pixels with weights in 1/65536, rounded half up.
    @inline(__always)
    static func lerp4(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ tx: Int, _ ty: Int) -> UInt32 {
        let w00 = (65536 - tx) * (65536 - ty), w10 = tx * (65536 - ty), w01 = (65536 - tx) * ty, w11 = tx * ty
        var out: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let v =
                Int((a >> shift) & 0xFF) * w00 + Int((b >> shift) & 0xFF) * w10
                + Int((c >> shift) & 0xFF) * w01 + Int((d >> shift) & 0xFF) * w11
            out |= UInt32((v + (1 << 31)) >> 32) << shift
        }
        return out
    }
}
