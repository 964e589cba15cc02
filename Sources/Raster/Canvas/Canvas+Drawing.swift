/// Fills, strokes and images.
extension Canvas {
    /// Fills a path with a paint.
    public mutating func fill(_ path: Path, paint: Paint, rule: FillRule = .nonZero) {
        guard let shader = Shader(paint: paint, transform: state.transform) else { return }
        fillDevice(path.applying(state.transform), shader: shader, rule: rule)
    }

    /// Fills a path with a colour.
    public mutating func fill(_ path: Path, color: Color, rule: FillRule = .nonZero) {
        fill(path, paint: .solid(color), rule: rule)
    }

    /// Strokes a path's outline. The width is in drawing coordinates, so it scales with the transform.
    public mutating func stroke(_ path: Path, paint: Paint, style: StrokeStyle) {
        guard let shader = Shader(paint: paint, transform: state.transform) else { return }
        let t = state.transform
        let scale = max(t.maxScale, 1e-9)
        let polygons = Stroker.polygons(stroking: path, style: style, tolerance: tolerance / scale)
        var outline = Path()
        for poly in polygons {
            guard let first = poly.first else { continue }
            outline.move(to: t.apply(first))
            for p in poly.dropFirst() { outline.line(to: t.apply(p)) }
            outline.close()
        }
        fillDevice(outline, shader: shader, rule: .nonZero)
    }

    /// Draws an image scaled into a rectangle. With bilinear filtering, an image drawn at less
    /// than half its size is first halved with a box filter (as often as needed), so that every
    /// source pixel still counts and small renderings do not alias.
    public mutating func drawImage(_ image: Pixmap, in rect: Rect, filter: ImageFilter = .bilinear, opacity: Double = 1) {
        var source = image
        if filter == .bilinear {
            let s = state.transform.maxScale
            while source.width > 1, source.height > 1,
                Double(source.width) > 2 * rect.width * s, Double(source.height) > 2 * rect.height * s
            {
                source = source.halved()
            }
        }
        fill(Path(rect: rect), paint: .image(ImagePaint(image: source, rect: rect, filter: filter, opacity: opacity)))
    }

    /// Fills a path already in device pixels.
    mutating func fillDevice(_ devicePath: Path, shader: Shader, rule: FillRule) {
        let clip = state.clip
        let within = (clip?.bounds ?? bounds).intersection(bounds)
        guard !within.isEmpty else { return }
        var rasterizer = CoverageRasterizer(clip: within)
        rasterizer.add(polylines: Flattening.polylines(of: devicePath, tolerance: tolerance))
        var target = pixmap
        pixmap = Pixmap(width: 1, height: 1)!  // hand the pixels to the closure without a copy
        var scratch = self.scratch
        var touched = PixelRect(x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
        rasterizer.rasterize(rule: rule) { y, x0, cov in
            Blitter.blend(row: y, x0: x0, coverage: cov, shader: shader, clip: clip, into: &target, scratch: &scratch)
            touched = PixelRect(x0: min(touched.x0, x0), y0: min(touched.y0, y), x1: max(touched.x1, x0 + cov.count), y1: max(touched.y1, y + 1))
        }
        pixmap = target
        self.scratch = scratch
        markDrawn(touched)
    }
}
