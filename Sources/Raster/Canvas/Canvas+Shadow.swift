/// Drop shadows.
extension Canvas {
    /// Core Animation's `shadowRadius` as the σ of the Gaussian it draws: σ = radius.
    ///
    /// Core Animation does not document its blur, so it was measured on the libraries' own
    /// pictures, fitting the shadow beside a card's straight edge with a Gaussian edge profile:
    /// SwiftEntryKit's top float (`floats.gif`, iOS 12 or later; shadowRadius 10, opacity 0.5)
    /// fits σ = 9.65 pt (0.6 levels rms, frames 13–24); SwiftMessages' CardView
    /// (`b6e94236_card_success_center.png`, iOS 9–10 at @2x; radius 6, opacity 0.4) fits
    /// σ = 5.35 pt (0.35 levels rms), where σ = 6 is within 3.2 levels and the σ = radius / 2
    /// drawn before was 14 levels off. It is also what designers' tools imply: iOS code takes
    /// `shadowRadius = blur / 2` from Sketch and Figma, whose blur is twice the σ as in CSS.
    /// Multiply by the screen scale for a σ in device pixels.
    public static func shadowSigma(layerShadowRadius radius: Double) -> Double {
        max(0, radius)
    }

    /// Paints the shadow of a path: its coverage moved by `offset` (device pixels), blurred by a
    /// Gaussian of standard deviation `sigma` (device pixels), in `color` (whose alpha scales it).
    /// The shape itself is not drawn.
    public mutating func drawShadow(of path: Path, color: Color, sigma: Double, offset: Point) {
        guard color.alpha > 0 else { return }
        let sigma = GaussianBlur.usableSigma(sigma)
        guard offset.x.isFinite, offset.y.isFinite else { return }
        let device = path.applying(.translation(offset.x, offset.y).concatenating(after: state.transform))
        guard let box = device.controlBounds else { return }
        let reach = GaussianBlur.reach(sigma: sigma) + 1
        let visible = (state.clip?.bounds ?? bounds)
        // The plane: the shape's pixels plus the blur's reach, limited to what can reach the visible area.
        var plane = PixelRect(covering: box)
        plane = PixelRect(x0: plane.x0 - reach, y0: plane.y0 - reach, x1: plane.x1 + reach, y1: plane.y1 + reach)
        plane = plane.intersection(
            PixelRect(
                x0: visible.x0 - reach, y0: visible.y0 - reach,
                x1: visible.x1 + reach, y1: visible.y1 + reach))
        guard !plane.isEmpty else { return }
        let pw = plane.width, ph = plane.height
        var values = [Double](repeating: 0, count: pw * ph)
        var r = CoverageRasterizer(clip: plane)
        r.add(polylines: Flattening.polylines(of: device, tolerance: tolerance))
        r.rasterize(rule: .nonZero) { y, x0, cov in
            let base = (y - plane.y0) * pw + (x0 - plane.x0)
            for i in 0..<cov.count { values[base + i] = Double(cov[i]) }
        }
        GaussianBlur.blur(plane: &values, width: pw, height: ph, sigma: sigma, edge: .transparent)

        // Fold the colour's alpha into the coverage (one rounding), then paint the opaque colour.
        let alpha = Clamp.unit(color.alpha)
        let shader = Shader.solid(PixelOps.pack(Color(red: color.red, green: color.green, blue: color.blue).premultiplied))
        let out = plane.intersection(visible)
        guard !out.isEmpty else { return }
        var row = [UInt8](repeating: 0, count: out.width)
        let clip = state.clip
        var scratch = self.scratch
        for y in out.y0..<out.y1 {
            let base = (y - plane.y0) * pw + (out.x0 - plane.x0)
            var any = false
            for i in 0..<out.width {
                let v = UInt8(Clamp.level(values[base + i] * alpha) + 0.5)
                row[i] = v
                any = any || v != 0
            }
            guard any else { continue }
            row.withUnsafeBufferPointer { cov in
                Blitter.blend(row: y, x0: out.x0, coverage: cov, shader: shader, clip: clip, into: &pixmap, scratch: &scratch)
            }
        }
        self.scratch = scratch
        markDrawn(out)
    }
}
