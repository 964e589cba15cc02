import PreviewModel
import Raster

extension HomeIndicator {
    /// Draws the indicator (nothing on Home-button devices) on a canvas whose transform maps the
    /// device's points to pixels.
    package static func draw(
        on canvas: inout Canvas, device: Device, appearance: Appearance,
        orientation: Orientation = .portrait
    ) {
        guard let r = frame(device: device, orientation: orientation) else { return }
        canvas.fill(Path(capsuleIn: r), color: color(for: appearance))
    }
}
