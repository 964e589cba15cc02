/// Samples an image mapped into a rectangle, at device pixel centres, with edges clamped.
struct ImageSampler {
    let image: Pixmap
    /// Device pixel → image pixel coordinates (continuous, pixel centres at i + 0.5).
    let toImage: Transform
    let filter: ImageFilter
    let opacity: UInt32

    init?(paint: ImagePaint, transform: Transform) {
        guard paint.rect.width > 0, paint.rect.height > 0, let inv = transform.inverted else { return nil }
        let r = paint.rect
        let fit = Transform(a: Double(paint.image.width) / r.width, b: 0, c: 0,
                            d: Double(paint.image.height) / r.height, tx: 0, ty: 0)
            .concatenating(after: .translation(-r.x, -r.y))
        toImage = fit.concatenating(after: inv)
        image = paint.image
        filter = paint.filter
        opacity = UInt32((Clamp.unit(paint.opacity) * 255).rounded())
    }

    func sample(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width, h = image.height
        image.bytes.withUnsafeBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for i in 0..<count {
                let p = toImage.apply(Point(Double(x0 + i) + 0.5, Double(y) + 0.5))
                var c: UInt32
                switch filter {
                case .nearest:
                    let ix = min(max(Int(p.x.rounded(.down)), 0), w - 1)
                    let iy = min(max(Int(p.y.rounded(.down)), 0), h - 1)
                    c = px[iy * w + ix]
                case .bilinear:
                    let fx = p.x - 0.5, fy = p.y - 0.5
                    let bx = fx.rounded(.down), by = fy.rounded(.down)
                    let wx = fx - bx, wy = fy - by
                    let x0i = min(max(Int(bx), 0), w - 1), x1i = min(max(Int(bx) + 1, 0), w - 1)
                    let y0i = min(max(Int(by), 0), h - 1), y1i = min(max(Int(by) + 1, 0), h - 1)
                    c = ImageSampler.lerp4(px[y0i * w + x0i], px[y0i * w + x1i], px[y1i * w + x0i], px[y1i * w + x1i], wx, wy)
                }
                out[i] = opacity == 255 ? c : PixelOps.scale(c, opacity)
            }
        }
    }

    @inline(__always)
    static func lerp4(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ wx: Double, _ wy: Double) -> UInt32 {
        var out: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let va = Double((a >> shift) & 0xFF), vb = Double((b >> shift) & 0xFF)
            let vc = Double((c >> shift) & 0xFF), vd = Double((d >> shift) & 0xFF)
            let top = va + (vb - va) * wx, bottom = vc + (vd - vc) * wx
            let v = top + (bottom - top) * wy
            out |= UInt32(Clamp.level(v) + 0.5) << shift
        }
        return out
    }
}
