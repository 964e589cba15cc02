/// Shadows cast by whatever a layer drew (`CALayer` without a `shadowPath`).
extension Canvas {
    /// Closes the innermost layer like `endLayer()`, first painting the shadow of its pixels: their
    /// alpha, moved by `offset` and blurred by `sigma` (both in device pixels), in `color`.
    public mutating func endLayer(castingShadow color: Color, sigma: Double, offset: Point) {
        guard !layers.isEmpty else { return }
        let content = pixmap
        let region = drawn ?? PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        // Bounds of the layer's ink, looked for only where it drew.
        var x0 = width, y0 = height, x1 = -1, y1 = -1
        for y in region.y0..<max(region.y0, region.y1) {
            for x in region.x0..<max(region.x0, region.x1) where content.bytes[(y * width + x) * 4 + 3] != 0 {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        let opacity = endLayerWithoutCompositing()
        guard x1 >= x0, color.alpha > 0, offset.x.isFinite, offset.y.isFinite else {
            composite(content, opacity: opacity, region: region)
            return
        }
        let s = GaussianBlur.usableSigma(sigma)
        let reach = GaussianBlur.reach(sigma: s) + 1
        let dx = Int(pixel: offset.x.rounded()), dy = Int(pixel: offset.y.rounded())
        let plane = PixelRect(x0: x0 + dx - reach, y0: y0 + dy - reach, x1: x1 + 1 + dx + reach, y1: y1 + 1 + dy + reach)
        let pw = plane.width, ph = plane.height
        var values = [Double](repeating: 0, count: pw * ph)
        for y in y0...y1 {
            for x in x0...x1 {
                values[(y + dy - plane.y0) * pw + (x + dx - plane.x0)] = Double(content.bytes[(y * width + x) * 4 + 3])
            }
        }
        GaussianBlur.blur(plane: &values, width: pw, height: ph, sigma: s, edge: .transparent)
        let alpha = Clamp.unit(color.alpha) * Clamp.unit(opacity)
        let shader = Shader.solid(PixelOps.pack(Color(red: color.red, green: color.green, blue: color.blue).premultiplied))
        let out = plane.intersection(bounds)
        if !out.isEmpty {
            var row = [UInt8](repeating: 0, count: out.width)
            var scratch = self.scratch
            let clip = state.clip
            for y in out.y0..<out.y1 {
                let base = (y - plane.y0) * pw + (out.x0 - plane.x0)
                for i in 0..<out.width { row[i] = UInt8(Clamp.level(values[base + i] * alpha) + 0.5) }
                row.withUnsafeBufferPointer { cov in
                    Blitter.blend(row: y, x0: out.x0, coverage: cov, shader: shader, clip: clip, into: &pixmap, scratch: &scratch)
                }
            }
            self.scratch = scratch
            markDrawn(out)
        }
        composite(content, opacity: opacity, region: region)
    }
}
