import PreviewModel
import Raster

/// Draws a presentation's backdrop over a region of a frame: a dim colour, or a blur of the
/// pixels already drawn there (everything below the presentation at that moment), tinted.
///
/// The blur runs at reduced resolution — the frame is box-averaged down by a whole factor,
/// blurred with σ divided by it, and scaled back up bilinearly — as `UIVisualEffectView` blurs
/// a downsampled snapshot. The result is the same on every run: integer box sums, the
/// engine's own Gaussian and bilinear sampling.
enum BackdropRenderer {
    /// A blurred copy of a region and where it goes, in device pixels.
    typealias Blurred = (pixmap: Pixmap, x: Int, y: Int)

    /// Draws `backdrop` `progress` of the way in (0 none … 1 full) over `region` (points) on a
    /// canvas in device pixels (identity transform). `blurs`, when given, keeps blurs of the
    /// image the canvas started from (an animated scene's base), for regions nothing was drawn
    /// on yet.
    static func draw(
        _ backdrop: Backdrop, progress: Double, region: Rect, scale: Double, on canvas: inout Canvas,
        blurs: BackdropBlurs? = nil
    ) {
        let p = min(max(progress, 0), 1)
        guard p > 0 else { return }
        let rect = Rect(x: region.x * scale, y: region.y * scale, width: region.width * scale, height: region.height * scale)
        switch backdrop.kind {
        case .color(let c):
            canvas.fill(Path(rect: rect), color: c.withAlphaMultiplied(by: p * backdrop.opacity))
        case .fill(let fill):
            canvas.fill(Path(rect: rect), paint: fill.paint(in: rect).withOpacity(p * backdrop.opacity))
        case .image(let image):
            var sized = image
            sized.resizable = true
            sized.contentMode = .fill
            let node = LayoutEngine(scale: scale).layout(.image(sized), in: region)
            canvas.save()
            canvas.clip(to: Path(rect: rect))
            canvas.beginLayer(opacity: p * backdrop.opacity)
            canvas.scale(scale, scale)
            ViewRenderer(scale: scale).draw(node, on: &canvas)
            canvas.endLayer()
            canvas.restore()
        case .blur(let material):
            let sigma = material.sigma * scale * p
            guard let pixels = pixelRegion(of: rect, in: canvas.pixmap) else { return }
            let blurred: Blurred
            if let blurs, canvas.isUntouched(pixels) {
                blurred = blurs.blurred(pixels, sigma: sigma) { blurredCopy(of: canvas.pixmap, region: pixels, sigma: sigma) }
            } else {
                blurred = blurredCopy(of: canvas.pixmap, region: pixels, sigma: sigma)
            }
            var layer = Canvas(pixmap: blurred.pixmap)
            layer.fill(
                Path(rect: Rect(x: 0, y: 0, width: Double(blurred.pixmap.width), height: Double(blurred.pixmap.height))),
                color: material.tint.withAlphaMultiplied(by: p))
            canvas.blit(layer.pixmap, atPixelX: blurred.x, y: blurred.y, opacity: backdrop.opacity)
        }
    }

    /// The pixels of `rect` blurred by `sigma` device pixels, with where they go.
    static func blurredCopy(of source: Pixmap, rect: Rect, sigma: Double) -> Blurred? {
        pixelRegion(of: rect, in: source).map { blurredCopy(of: source, region: $0, sigma: sigma) }
    }

    /// The whole pixels `rect` covers in `source` (its edges rounded), nil when none.
    private static func pixelRegion(of rect: Rect, in source: Pixmap) -> PixelRect? {
        let x0 = max(0, Int(pixel: rect.minX.rounded())), y0 = max(0, Int(pixel: rect.minY.rounded()))
        let x1 = min(source.width, Int(pixel: rect.maxX.rounded())), y1 = min(source.height, Int(pixel: rect.maxY.rounded()))
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    /// The pixels of `pixels` (inside `source`) blurred by `sigma` device pixels.
    private static func blurredCopy(of source: Pixmap, region pixels: PixelRect, sigma: Double) -> Blurred {
        let x0 = pixels.x0, y0 = pixels.y0
        let region = source.cropped(to: pixels)
        guard sigma >= 0.5 else { return (region, x0, y0) }
        let factor = max(1, min(8, Int(pixel: sigma / 3)))
        var small = downsampled(region, by: factor)
        GaussianBlur.blur(&small, sigma: sigma / Double(factor))
        guard factor > 1 else { return (small, x0, y0) }
        var up = Canvas(width: region.width, height: region.height)!
        up.drawImage(small, in: Rect(x: 0, y: 0, width: Double(small.width * factor), height: Double(small.height * factor)))
        // Rows and columns past the last whole block take the edge (the box sums cover them).
        return (up.pixmap, x0, y0)
    }

    /// Box average over `factor` × `factor` blocks (a partial block at the edge averages what it has).
    private static func downsampled(_ p: Pixmap, by factor: Int) -> Pixmap {
        guard factor > 1 else { return p }
        let w = (p.width + factor - 1) / factor, h = (p.height + factor - 1) / factor
        var out = Pixmap(width: w, height: h)!
        for by in 0..<h {
            for bx in 0..<w {
                var r = 0, g = 0, b = 0, a = 0, n = 0
                for y in (by * factor)..<min(p.height, (by + 1) * factor) {
                    for x in (bx * factor)..<min(p.width, (bx + 1) * factor) {
                        let i = (y * p.width + x) * 4
                        r += Int(p.bytes[i]); g += Int(p.bytes[i + 1]); b += Int(p.bytes[i + 2]); a += Int(p.bytes[i + 3])
                        n += 1
                    }
                }
                let o = (by * w + bx) * 4
                out.bytes[o] = UInt8((r + n / 2) / n)
                out.bytes[o + 1] = UInt8((g + n / 2) / n)
                out.bytes[o + 2] = UInt8((b + n / 2) / n)
                out.bytes[o + 3] = UInt8((a + n / 2) / n)
            }
        }
        return out
    }
}
