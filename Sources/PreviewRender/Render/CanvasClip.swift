import PreviewModel
import Raster

extension Canvas {
    /// Clips a canvas in device pixels to a rectangle given in points.
    mutating func clip(toPoints r: Rect, scale: Double) {
        clip(to: Path(rect: Rect(x: r.x * scale, y: r.y * scale, width: r.width * scale, height: r.height * scale)))
    }
}
