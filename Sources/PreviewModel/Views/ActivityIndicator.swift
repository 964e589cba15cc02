import Raster

/// `UIActivityIndicatorView` (iOS 13+ style): eight rounded spokes fading round the circle,
/// as a still frame. Medium is 20 pt across, large 37 pt.
///
/// The spoke proportions are measured from screenshots (not documented): spokes run from 45 %
/// to 95 % of the radius and are 11 % of the diameter wide; opacity falls from 100 % for the
/// leading spoke (at 12 o'clock) to about 30 % going anticlockwise.
public enum ActivityIndicator {
    /// The indicator as a view of its fixed size.
    public static func view(color: Color, large: Bool) -> View {
        let d = large ? 37.0 : 20.0
        // Unit directions every 45°, clockwise from 12 o'clock, without trigonometry.
        let h = 0.7071067811865476
        let dirs: [(Double, Double)] = [(0, -1), (h, -h), (1, 0), (h, h), (0, 1), (-h, h), (-1, 0), (-h, -h)]
        let spokes: [View] = dirs.enumerated().map { i, dir in
            // The spoke as a capsule along +y from the centre, turned to `dir`, in a unit square.
            let w = 0.11, inner = 0.45 * 0.5, outer = 0.95 * 0.5
            let capsule = Path(capsuleIn: Rect(x: -w / 2, y: inner, width: w, height: outer - inner))
            // Rotate +y (0, 1) onto (dir.0, dir.1): cos = dir.1, sin = −dir.0 in this y-down frame.
            let turn = Transform(a: dir.1, b: -dir.0, c: dir.0, d: dir.1, tx: 0.5, ty: 0.5)
            let opacity = 1 - 0.7 * Double((8 - i) % 8) / 7
            return View.shape(
                ShapeContent(
                    .path(capsule.applying(turn), .nonZero), fill: .color(color.withAlphaMultiplied(by: opacity)),
                    name: "activity indicator spoke \(i + 1)"))
        }
        return View.stack(StackContent(.depth, children: spokes)).frame(width: d, height: d)
    }
}
