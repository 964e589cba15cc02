import Raster

/// Draws laid-out text on a canvas: outline glyphs are filled like any other shape (same
/// anti-aliasing, exact sub-pixel positions, no hinting), colour emoji are drawn as images. It
/// draws through the canvas's current transform, clip and layer, so text moves and fades with
/// the layer it is in.
public enum TextRenderer {
    /// Draws `layout` with its box's top-left corner at `origin` (points, in canvas coordinates).
    public static func draw(_ layout: TextLayout, at origin: Point, color: Color, on canvas: inout Canvas) {
        for line in layout.lines {
            var x = origin.x + line.x
            let baseline = origin.y + line.baseline
            for cluster in line.clusters {
                let runColor = layout.runColors.indices.contains(cluster.run) ? layout.runColors[cluster.run] : nil
                for g in cluster.glyphs {
                    draw(g, penX: x, baseline: baseline, size: cluster.size, color: runColor ?? color, on: &canvas)
                }
                x += cluster.advance
            }
        }
    }

    private static func draw(_ g: PlacedGlyph, penX: Double, baseline: Double, size: Double, color: Color, on canvas: inout Canvas) {
        if g.face.isColorBitmap {
            guard let bitmap = g.face.bitmap(of: g.glyph), g.face.bitmapPixelsPerEm > 0 else { return }
            // Scaled to Apple Color Emoji's box and centred on its 1 em square above the
            // baseline (`FontFace.colorGlyphScale`).
            let k = size * g.face.colorGlyphScale / g.face.bitmapPixelsPerEm
            let height = Double(bitmap.pixmap.height) * k
            let rect = Rect(
                x: penX + g.x + bitmap.left * k, y: baseline + g.y - size / 2 - height / 2,
                width: Double(bitmap.pixmap.width) * k, height: height)
            canvas.drawImage(bitmap.pixmap, in: rect)
            return
        }
        let outline = g.face.outline(of: g.glyph)
        guard !outline.isEmpty else { return }
        let s = size / g.face.unitsPerEm
        canvas.fill(outline.applying(Transform(a: s, b: 0, c: 0, d: s, tx: penX + g.x, ty: baseline + g.y)), color: color)
    }
}
