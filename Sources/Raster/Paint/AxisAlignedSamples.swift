/// `ImageSampler`'s samples of an image that is only scaled and moved (no rotation, no skew), found
/// with the same arithmetic in fewer steps, so the bytes are the same.
///
/// With the mapping's `b` and `c` zero, an image x depends on the device column alone and an image
/// y on the device row alone: `a·x + c·y + tx` is `a·x + 0 + tx` whatever the row (and likewise
/// for y), bit for bit. So the columns' neighbours and weights are found once per span of columns
/// (kept while the spans repeat, as they do row after row of a filled rect) and the row's once
/// per row; each pixel then only mixes its texels (`ImageSampler.lerp4`, unchanged). Where the
/// weights are zero or the texels equal, the mix is skipped: it would give the first texel
/// exactly (`v + (w − v)·0` and `v + 0·t` are `v`).
///
/// Used by one fill on one thread (a `Canvas` draws on its caller's thread), so its cache needs
/// no lock.
final class AxisAlignedSamples {
    private let image: Pixmap
    private let toImage: Transform
    private let filter: ImageFilter
    /// The columns of the last span: first and second texel column, and the weight of the second.
    private var spanStart = 0, spanCount = -1
    private var left: [Int] = [], right: [Int] = [], weight: [Double] = []

    init(toImage: Transform, image: Pixmap, filter: ImageFilter) {
        self.image = image
        self.toImage = toImage
        self.filter = filter
    }

    func sample(y: Int, x0: Int, count: Int, opacity: UInt32, into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width, h = image.height
        if x0 != spanStart || count != spanCount { findColumns(x0: x0, count: count) }
        // The row's image y: the mapping at this row's centre (its x term is a signed zero, as in
        // `ImageSampler`'s per-pixel mapping).
        let iy = toImage.apply(Point(0.5, Double(y) + 0.5)).y
        image.withPackedPixels { px in
            switch filter {
            case .nearest:
                let row = ImageSampler.index(iy.rounded(.down), h) * w
                for i in 0..<count {
                    let c = px[row + left[i]]
                    out[i] = PixelOps.scale(c, fraction: opacity)
                }
            case .bilinear:
                let fy = iy - 0.5
                let by = fy.rounded(.down)
                let wy = Clamp.unit(fy - by)
                let top = ImageSampler.index(by, h) * w, bottom = ImageSampler.index(by + 1, h) * w
                for i in 0..<count {
                    let wx = weight[i]
                    let a = px[top + left[i]], b = px[top + right[i]]
                    let c: UInt32
                    if wy == 0 {
                        c = wx == 0 || a == b ? a : ImageSampler.lerp4(a, b, a, b, wx, 0)
                    } else {
                        let cc = px[bottom + left[i]], d = px[bottom + right[i]]
                        c = a == b && a == cc && a == d ? a : ImageSampler.lerp4(a, b, cc, d, wx, wy)
                    }
                    out[i] = PixelOps.scale(c, fraction: opacity)
                }
            }
        }
    }

    /// Each column's texels and weight for the span `x0 ..< x0 + count`.
    private func findColumns(x0: Int, count: Int) {
        let w = image.width
        spanStart = x0
        spanCount = count
        left = [Int](repeating: 0, count: count)
        right = left
        weight = [Double](repeating: 0, count: count)
        for i in 0..<count {
            // The column's image x, with the y term a signed zero, as in the per-pixel mapping.
            let ix = toImage.apply(Point(Double(x0 + i) + 0.5, 0.5)).x
            switch filter {
            case .nearest:
                left[i] = ImageSampler.index(ix.rounded(.down), w)
            case .bilinear:
                let fx = ix - 0.5
                let bx = fx.rounded(.down)
                weight[i] = Clamp.unit(fx - bx)
                left[i] = ImageSampler.index(bx, w)
                right[i] = ImageSampler.index(bx + 1, w)
            }
        }
    }
}
