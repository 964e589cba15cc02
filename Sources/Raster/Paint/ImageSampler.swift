/// Samples an image mapped into a rectangle, at device pixel centres, with edges clamped.
struct ImageSampler {
    let image: Pixmap
    /// Device pixel → image pixel coordinates (continuous, pixel centres at i + 0.5).
    let toImage: Transform
    let filter: ImageFilter
    /// The opacity as a fraction of 65536 (`PixelOps.fraction(of:)`).
    let opacity: UInt32
    /// For an image neither rotated nor skewed (the usual case: a picture scaled into a rect),
    /// each column's and each row's sample positions, found once instead of per pixel.
    private let axisAligned: AxisAlignedSamples?

    init?(paint: ImagePaint, transform: Transform) {
        guard paint.rect.width > 0, paint.rect.height > 0, let inv = transform.inverted else { return nil }
        let r = paint.rect
        let fit = Transform(
            a: Double(paint.image.width) / r.width, b: 0, c: 0,
            d: Double(paint.image.height) / r.height, tx: 0, ty: 0
        )
        .concatenating(after: .translation(-r.x, -r.y))
        toImage = fit.concatenating(after: inv)
        image = paint.image
        filter = paint.filter
        opacity = PixelOps.fraction(of: paint.opacity)
        axisAligned = toImage.b == 0 && toImage.c == 0 ? AxisAlignedSamples(toImage: toImage, image: image, filter: filter) : nil
    }

    func sample(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        if let axisAligned {
            axisAligned.sample(y: y, x0: x0, count: count, opacity: opacity, into: out)
        } else {
            samplePerPixel(y: y, x0: x0, count: count, into: out)
        }
    }

    /// `sample` mapping every pixel through `toImage` on its own: the rule `AxisAlignedSamples`
    /// gives the same bytes as, faster, for an image that is neither rotated nor skewed.
    func samplePerPixel(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width, h = image.height
        image.withPackedPixels { px in
            for i in 0..<count {
                let p = toImage.apply(Point(Double(x0 + i) + 0.5, Double(y) + 0.5))
                let c = ImageSampler.texel(px, w, h, p.x, p.y, filter)
                out[i] = PixelOps.scale(c, fraction: opacity)
            }
        }
    }

    /// The image's colour at image coordinates (`x`, `y`) (pixel centres at i + 0.5), edges
    /// repeated: the one nearest/bilinear rule of the engine, shared by the affine and the
    /// projective sampler so they give the same bytes for the same coordinates.
    @inline(__always)
    static func texel(
        _ px: UnsafeBufferPointer<UInt32>, _ w: Int, _ h: Int, _ x: Double, _ y: Double,
        _ filter: ImageFilter
    ) -> UInt32 {
        switch filter {
        case .nearest:
            return px[index(y.rounded(.down), h) * w + index(x.rounded(.down), w)]
        case .bilinear:
            let fx = x - 0.5, fy = y - 0.5
            let bx = fx.rounded(.down), by = fy.rounded(.down)
            let wx = Clamp.unit(fx - bx), wy = Clamp.unit(fy - by)
            let x0i = index(bx, w), x1i = index(bx + 1, w)
            let y0i = index(by, h), y1i = index(by + 1, h)
            let a = px[y0i * w + x0i], b = px[y0i * w + x1i], c = px[y1i * w + x0i], d = px[y1i * w + x1i]
            // Four equal texels (a flat colour) mix to exactly that colour: v + (v − v)·t is v.
            return a == b && a == c && a == d ? a : lerp4(a, b, c, d, wx, wy)
        }
    }

    /// A whole-number sample coordinate clamped to `0..<count` in floating point first, so a huge
    /// or NaN coordinate (a nearly singular transform) cannot trap the conversion.
    @inline(__always)
    static func index(_ v: Double, _ count: Int) -> Int {
        v.isNaN ? 0 : Int(min(max(v, 0), Double(count - 1)))
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
