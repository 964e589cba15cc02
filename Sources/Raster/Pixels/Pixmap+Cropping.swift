/// Finding and cutting out the part of a pixmap that holds anything.
extension Pixmap {
    /// The smallest rectangle holding every pixel that is not fully transparent, or nil when
    /// all are.
    public var inkBounds: PixelRect? {
        inkBounds(within: PixelRect(x0: 0, y0: 0, x1: width, y1: height))
    }

    /// `inkBounds` of the pixels inside `region` (clipped to the pixmap): where a canvas drew
    /// (`Canvas.drawnRegion`) on a transparent start, the rest being known to be empty.
    public func inkBounds(within region: PixelRect) -> PixelRect? {
        let rx0 = max(0, region.x0), ry0 = max(0, region.y0), rx1 = min(width, region.x1), ry1 = min(height, region.y1)
        guard rx0 < rx1, ry0 < ry1 else { return nil }
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        withPackedPixels { p in
            for y in ry0..<ry1 {
                let row = y * width
                var first = -1, last = -1
                for x in rx0..<rx1 where p[row + x] != 0 {
                    if first < 0 { first = x }
                    last = x
                }
                if first >= 0 {
                    x0 = min(x0, first); x1 = max(x1, last + 1)
                    y0 = min(y0, y); y1 = y + 1
                }
            }
        }
        return x0 < x1 ? PixelRect(x0: x0, y0: y0, x1: x1, y1: y1) : nil
    }

    /// The pixels inside `rect` (which must lie within the pixmap) as a pixmap of their own.
    public func cropped(to rect: PixelRect) -> Pixmap {
        let w = rect.x1 - rect.x0, h = rect.y1 - rect.y0
        var out = Pixmap(width: max(w, 1), height: max(h, 1))!
        guard w > 0, h > 0 else { return out }
        withPackedPixels { s in
            out.withMutablePackedPixels { d in
                for y in 0..<h {
                    let from = (rect.y0 + y) * width + rect.x0
                    for x in 0..<w { d[y * w + x] = s[from + x] }
                }
            }
        }
        return out
    }
}
