/// A projective map of the plane (a homography, 3×3 up to scale):
///
///     x' = (a·x + b·y + c) / w,   y' = (d·x + e·y + f) / w,   w = g·x + h·y + i
///
/// It is what a layer rotated in 3D with perspective does to its flat content: straight lines
/// stay straight, parallel lines may meet. Affine transforms are the homographies with
/// g = h = 0, i = 1.
public struct Homography: Sendable, Hashable {
    public var a: Double, b: Double, c: Double
    public var d: Double, e: Double, f: Double
    public var g: Double, h: Double, i: Double

    /// The matrix, row by row.
    public init(
        _ a: Double, _ b: Double, _ c: Double,
        _ d: Double, _ e: Double, _ f: Double,
        _ g: Double, _ h: Double, _ i: Double
    ) {
        self.a = a; self.b = b; self.c = c
        self.d = d; self.e = e; self.f = f
        self.g = g; self.h = h; self.i = i
    }

    /// An affine transform as a homography.
    public init(_ t: Transform) {
        self.init(t.a, t.c, t.tx, t.b, t.d, t.ty, 0, 0, 1)
    }

    public static let identity = Homography(1, 0, 0, 0, 1, 0, 0, 0, 1)

    /// The homography taking the unit square's corners (0,0), (1,0), (1,1), (0,1) to `quad`'s
    /// four points in that order (Heckbert's closed form, "Fundamentals of Texture Mapping and
    /// Image Warping", 1989, §2.2.3). Nil when three of the points are collinear (no homography
    /// maps a square onto a degenerate quad).
    public init?(mappingUnitSquareTo quad: [Point]) {
        guard quad.count == 4, quad.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return nil }
        let (p0, p1, p2, p3) = (quad[0], quad[1], quad[2], quad[3])
        let sx = p0.x - p1.x + p2.x - p3.x, sy = p0.y - p1.y + p2.y - p3.y
        var g = 0.0, h = 0.0
        if sx != 0 || sy != 0 {
            let dx1 = p1.x - p2.x, dx2 = p3.x - p2.x, dy1 = p1.y - p2.y, dy2 = p3.y - p2.y
            let den = dx1 * dy2 - dx2 * dy1
            guard den != 0 else { return nil }
            g = (sx * dy2 - dx2 * sy) / den
            h = (dx1 * sy - sx * dy1) / den
        }
        self.init(
            p1.x - p0.x + g * p1.x, p3.x - p0.x + h * p3.x, p0.x,
            p1.y - p0.y + g * p1.y, p3.y - p0.y + h * p3.y, p0.y,
            g, h, 1)
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
    }

    /// The homography taking `rect`'s corners (top-left, top-right, bottom-right, bottom-left)
    /// to `quad`'s four points in that order. Nil for an empty rect or a degenerate quad.
    public init?(mapping rect: Rect, to quad: [Point]) {
        guard rect.width > 0, rect.height > 0, let unit = Homography(mappingUnitSquareTo: quad) else { return nil }
        let toUnit = Transform(
            a: 1 / rect.width, b: 0, c: 0, d: 1 / rect.height,
            tx: -rect.x / rect.width, ty: -rect.y / rect.height)
        self = unit.concatenating(after: Homography(toUnit))
    }

    /// `self` applied after `first` (the matrix product self · first).
    public func concatenating(after first: Homography) -> Homography {
        let m = self, n = first
        return Homography(
            m.a * n.a + m.b * n.d + m.c * n.g, m.a * n.b + m.b * n.e + m.c * n.h, m.a * n.c + m.b * n.f + m.c * n.i,
            m.d * n.a + m.e * n.d + m.f * n.g, m.d * n.b + m.e * n.e + m.f * n.h, m.d * n.c + m.e * n.f + m.f * n.i,
            m.g * n.a + m.h * n.d + m.i * n.g, m.g * n.b + m.h * n.e + m.i * n.h, m.g * n.c + m.h * n.f + m.i * n.i)
    }

    /// The homogeneous image of a point, before the divide.
    @inline(__always)
    public func homogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (a * p.x + b * p.y + c, d * p.x + e * p.y + f, g * p.x + h * p.y + i)
    }

    /// The image of a point, or nil where w is 0 (the point goes to infinity).
    public func apply(_ p: Point) -> Point? {
        let q = homogeneous(p)
        guard q.w != 0 else { return nil }
        return Point(q.x / q.w, q.y / q.w)
    }

    public var determinant: Double {
        a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    /// The inverse (the adjugate: any non-zero multiple of the inverse is the same
    /// homography), or nil when singular.
    public var inverted: Homography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        // Scale by 1/det anyway, so the inverse of an affine map keeps i = 1.
        let s = 1 / det
        return Homography(
            (e * i - f * h) * s, (c * h - b * i) * s, (b * f - c * e) * s,
            (f * g - d * i) * s, (a * i - c * g) * s, (c * d - a * f) * s,
            (d * h - e * g) * s, (b * g - a * h) * s, (a * e - b * d) * s)
    }

    /// The affine transform, when g = h = 0 (and i ≠ 0); nil otherwise.
    public var affine: Transform? {
        guard g == 0, h == 0, i != 0 else { return nil }
        return Transform(a: a / i, b: d / i, c: b / i, d: e / i, tx: c / i, ty: f / i)
    }
}

/// Samples an image through a homography at device pixel centres: bilinear (or nearest) on
/// premultiplied colour with the edge pixels repeated, like `ImageSampler`, but with the
/// perspective divide per pixel, so the sampling is perspective-correct. Arithmetic only.
struct ProjectiveImageSampler {
    let image: Pixmap
    /// Device pixel → image pixel coordinates (homogeneous; pixel centres at i + 0.5).
    let toImage: Homography
    let filter: ImageFilter
    /// The opacity as a fraction of 65536 (`PixelOps.fraction(of:)`).
    let opacity: UInt32

    func sample(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width, h = image.height
        let m = toImage
        let cy = Double(y) + 0.5
        // Row constants: u, v, q are affine along the row; divide per pixel.
        let ur = m.b * cy + m.c, vr = m.e * cy + m.f, qr = m.h * cy + m.i
        image.withPackedPixels { px in
            for k in 0..<count {
                let cx = Double(x0 + k) + 0.5
                let q = m.g * cx + qr
                // Inside a quad in front of the eye q keeps one sign and is never 0; the clamp
                // below tames whatever a pixel at the anti-aliased rim gives.
                let inv = q != 0 ? 1 / q : 0
                let sx = (m.a * cx + ur) * inv, sy = (m.d * cx + vr) * inv
                let c = ImageSampler.texel(px, w, h, sx, sy, filter)
                out[k] = PixelOps.scale(c, fraction: opacity)
            }
        }
    }
}
