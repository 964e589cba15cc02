import PreviewModel
import Raster

/// An overlay rasterized once, at rest, and reused by every frame that shows it unchanged: the
/// pixels it draws (shadows included, cut to what holds ink), where they sit on screen, and the
/// frame layout gave it.
struct LayerImage: Sendable {
    /// Premultiplied pixels; nil when the overlay draws nothing.
    let image: Pixmap?
    /// Device pixel of the image's top-left corner on screen, at rest.
    let originX: Int, originY: Int
    /// The overlay's laid-out frame in points.
    let frame: Rect
    /// What it draws, in points (its frame when it draws nothing).
    let ink: Rect

    /// Pixels drawn around the screen so that ink beyond its edges (a shadow, a card resting
    /// partly off screen) survives when the layer moves in.
    static let marginPoints = 64.0

    /// Rasterizes a laid-out view (without its text when `omitsText`).
    init(node: LayoutNode, screen: Rect, scale: Double, omitsText: Bool = false) {
        let margin = Int(pixel: (Self.marginPoints * scale).rounded(.up))
        let w = Int(pixel: (screen.width * scale).rounded()) + 2 * margin
        let h = Int(pixel: (screen.height * scale).rounded()) + 2 * margin
        var canvas = Canvas(width: max(w, 1), height: max(h, 1))!
        canvas.translate(Double(margin), Double(margin))
        canvas.scale(scale, scale)
        ViewRenderer(scale: scale, omitsText: omitsText).draw(node, on: &canvas)
        frame = node.frame
        // Only where the canvas drew can there be ink: the rest is still transparent.
        if let drawn = canvas.drawnRegion, let box = canvas.pixmap.inkBounds(within: drawn) {
            image = canvas.pixmap.cropped(to: box)
            originX = box.x0 - margin
            originY = box.y0 - margin
            ink = Rect(
                x: Double(originX) / scale, y: Double(originY) / scale,
                width: Double(box.x1 - box.x0) / scale, height: Double(box.y1 - box.y0) / scale)
        } else {
            image = nil
            originX = 0
            originY = 0
            ink = node.frame
        }
    }

    /// Draws the layer in `pose` on a canvas of device pixels (identity transform). A pose that
    /// only moves it by whole device pixels copies the pixels; one that only moves it is
    /// resampled with fixed weights (`Canvas.drawImage(_:atDevicePoint:)`); any other is
    /// resampled bilinearly, perspective-correct, as Core Animation composites a moving layer.
    func draw(_ pose: LayerPose, scale: Double, on canvas: inout Canvas) {
        guard let image, pose.opacity > 0 else { return }
        if pose.transform.isIdentity {
            let dx = pose.offset.x * scale, dy = pose.offset.y * scale
            let rx = dx.rounded(), ry = dy.rounded()
            if abs(dx - rx) < 1e-6, abs(dy - ry) < 1e-6 {
                canvas.blit(image, atPixelX: originX + Int(pixel: rx), y: originY + Int(pixel: ry), opacity: pose.opacity)
            } else {
                canvas.drawImage(image, atDevicePoint: Point(Double(originX) + dx, Double(originY) + dy), opacity: pose.opacity)
            }
            return
        }
        // Image pixels → points at rest → points posed → device pixels.
        let fit = Homography(
            Transform(
                a: 1 / scale, b: 0, c: 0, d: 1 / scale,
                tx: Double(originX) / scale, ty: Double(originY) / scale))
        let toDevice = Homography(Transform.scale(scale, scale))
        let map = toDevice.concatenating(after: pose.screenTransform(for: frame).planeHomography.concatenating(after: fit))
        canvas.drawImage(image, projective: map, opacity: pose.opacity)
    }
}
