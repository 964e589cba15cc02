import Raster

/// A frame as GIF can show it: straight RGB, each pixel either opaque or fully transparent
/// (GIF has one transparent palette index and no partial alpha). Alpha below 128 becomes
/// transparent (0, 0, 0, 0); anything else opaque with its un-premultiplied colour.
struct GIFPixels {
    let width: Int
    let height: Int
    /// `width × height × 4` bytes, RGBA with alpha 0 or 255.
    var bytes: [UInt8]

    init(_ pixmap: Pixmap) {
        width = pixmap.width
        height = pixmap.height
        bytes = Premultiply.unpremultiplied(pixmap.bytes)
        bytes.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                if p[i + 3] != 255 {
                    if p[i + 3] < 128 { p[i] = 0; p[i + 1] = 0; p[i + 2] = 0; p[i + 3] = 0 } else { p[i + 3] = 255 }
                }
                i += 4
            }
        }
    }

    func isTransparent(_ pixel: Int) -> Bool { bytes[pixel * 4 + 3] == 0 }

    /// Whether pixel `i` has the same value here and in `other`.
    func same(_ i: Int, as other: GIFPixels) -> Bool {
        let k = i * 4
        return bytes[k] == other.bytes[k] && bytes[k + 1] == other.bytes[k + 1] && bytes[k + 2] == other.bytes[k + 2]
            && bytes[k + 3] == other.bytes[k + 3]
    }
}

/// A rectangle of pixels, `x0 ..< x1` by `y0 ..< y1`.
struct GIFRect: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int
    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }

    func union(_ other: GIFRect) -> GIFRect {
        GIFRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The smallest rectangle holding every pixel of a `width`-wide image for which `hit` is true,
    /// searched within `within`; nil when none is.
    static func bounding(within r: GIFRect, width: Int, _ hit: (Int) -> Bool) -> GIFRect? {
        var x0 = r.x1, y0 = r.y1, x1 = r.x0, y1 = r.y0
        for y in r.y0..<r.y1 {
            var first = -1, last = -1
            for x in r.x0..<r.x1 where hit(y * width + x) {
                if first < 0 { first = x }
                last = x
            }
            if first >= 0 { x0 = min(x0, first); x1 = max(x1, last + 1); y0 = min(y0, y); y1 = y + 1 }
        }
        return x0 < x1 ? GIFRect(x0: x0, y0: y0, x1: x1, y1: y1) : nil
    }
}
