import PreviewModel
import Raster

/// Draws a presentation's own blurred background (`PresentationMaterial`): the pixels already
/// on the frame under its background shape — everything below it at that moment — blurred,
/// tinted and laid inside the shape in the presentation's pose, before its layer is drawn on
/// top. The blur reads a margin of three σ around the shape, so pixels near its edge mix with
/// what lies beyond it, as `UIVisualEffectView` does.
enum MaterialRenderer {
    /// Draws `m` for a layer laid out at `frame` (points) in `pose`, on a canvas in device pixels
    /// (identity transform).
    static func draw(_ m: PresentationMaterial, frame: Rect, pose: LayerPose, scale: Double, on canvas: inout Canvas) {
        guard pose.opacity > 0 else { return }
        let i = m.insets
        let rect = Rect(x: frame.x + i.left, y: frame.y + i.top, width: frame.width - i.horizontal, height: frame.height - i.vertical)
        guard rect.width > 0, rect.height > 0 else { return }
        let toScreen = Transform.scale(scale, scale).concatenating(after: pose.screenTransform(for: frame).affine)
        let shape = m.shape.path(in: rect).applying(toScreen)
        guard let box = shape.controlBounds else { return }
        let sigma = m.material.sigma * scale
        let margin = 3 * sigma
        let region = Rect(x: box.minX - margin, y: box.minY - margin, width: box.width + 2 * margin, height: box.height + 2 * margin)
        guard let blurred = BackdropRenderer.blurredCopy(of: canvas.pixmap, rect: region, sigma: sigma) else { return }
        var tinted = Canvas(pixmap: blurred.pixmap)
        let w = Double(blurred.pixmap.width), h = Double(blurred.pixmap.height)
        tinted.fill(Path(rect: Rect(x: 0, y: 0, width: w, height: h)), color: m.material.tint)
        canvas.save()
        canvas.setTransform(.identity)
        canvas.fill(
            shape,
            paint: .image(
                ImagePaint(
                    image: tinted.pixmap, rect: Rect(x: Double(blurred.x), y: Double(blurred.y), width: w, height: h),
                    filter: .nearest, opacity: pose.opacity)))
        canvas.restore()
    }
}
