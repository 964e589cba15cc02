import PreviewModel
import Raster

extension Canvas {
    /// Draws an icon fitted into `rect` (the design grid, aspect fit, centred) in one colour.
    public mutating func draw(_ icon: Icon, in rect: Rect, style: IconStyle = .filled, color: Color) {
        fill(icon.path(in: rect, style: style), color: color, rule: Icon.fillRule)
    }
}
