/// A paint resolved to device pixels: gives the premultiplied colour of each pixel of a row.
///
/// Gradient and image coordinates are mapped from device pixel centres back through the
/// inverse of the drawing transform, so paints follow the shapes they fill.
enum Shader {
    case solid(UInt32)
    case linear(ramp: GradientRamp, t0: Double, tx: Double, ty: Double)
    case radial(ramp: GradientRamp, inverse: Transform, center: Point, radius: Double)
    case image(ImageSampler)
    /// An image through a perspective map (`Canvas.drawImage(_:projective:)`).
    case projectiveImage(ProjectiveImageSampler)
    /// An image moved by a fraction of a pixel (`Canvas.drawImage(_:atDevicePoint:)`).
    case translatedImage(TranslatedImageSampler)

    /// Resolves a paint drawn under `transform`. A singular transform draws nothing (nil).
    init?(paint: Paint, transform: Transform) {
        switch paint {
        case .solid(let c):
            self = .solid(PixelOps.pack(c.premultiplied))
        case .linearGradient(let g):
            guard let inv = transform.inverted else { return nil }
            let v = g.end - g.start
            let len2 = v.dot(v)
            let ramp = GradientRamp(stops: g.stops)
            guard len2 > 0 else {
                // Degenerate line: the last colour everywhere (Core Graphics draws the end colour).
                self = .linear(ramp: ramp, t0: 1, tx: 0, ty: 0)
                return
            }
            // t(user) = (u − start)·v / |v|², u = inv(device): affine in device x and y.
            let tx = (inv.a * v.x + inv.b * v.y) / len2
            let ty = (inv.c * v.x + inv.d * v.y) / len2
            let t0 = ((inv.tx - g.start.x) * v.x + (inv.ty - g.start.y) * v.y) / len2
            self = .linear(ramp: ramp, t0: t0, tx: tx, ty: ty)
        case .radialGradient(let g):
            guard let inv = transform.inverted else { return nil }
            self = .radial(ramp: GradientRamp(stops: g.stops), inverse: inv, center: g.center, radius: g.radius)
        case .image(let i):
            guard let sampler = ImageSampler(paint: i, transform: transform) else { return nil }
            self = .image(sampler)
        }
    }

    /// Writes the colours of pixels `x0 ..< x0 + count` of row `y`.
    func shade(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let cy = Double(y) + 0.5
        switch self {
        case .solid(let c):
            for i in 0..<count { out[i] = c }
        case .linear(let ramp, let t0, let tx, let ty):
            let rowT = t0 + ty * cy
            if tx == 0 {  // constant along the row (a vertical gradient): one lookup
                let c = ramp.color(at: rowT)
                for i in 0..<count { out[i] = c }
                return
            }
            for i in 0..<count {
                out[i] = ramp.color(at: rowT + tx * (Double(x0 + i) + 0.5))
            }
        case .radial(let ramp, let inv, let center, let radius):
            for i in 0..<count {
                let u = inv.apply(Point(Double(x0 + i) + 0.5, cy)) - center
                let d = u.length
                out[i] = ramp.color(at: radius > 0 ? d / radius : 1)
            }
        case .image(let sampler):
            sampler.sample(y: y, x0: x0, count: count, into: out)
        case .projectiveImage(let sampler):
            sampler.sample(y: y, x0: x0, count: count, into: out)
        case .translatedImage(let sampler):
            sampler.sample(y: y, x0: x0, count: count, into: out)
        }
    }
}
