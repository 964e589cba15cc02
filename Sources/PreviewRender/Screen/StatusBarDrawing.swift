import PreviewModel
import Raster
import Typeset

extension StatusBar {
    /// Draws the status bar on a canvas whose transform maps the device's points to pixels.
    /// Throws only when the bundled fonts cannot be loaded (and `fonts` is nil).
    package static func draw(
        on canvas: inout Canvas, device: Device, appearance: Appearance,
        orientation: Orientation = .portrait, style: Style = .default,
        time: String? = nil, drawsDynamicIsland: Bool = false,
        fonts: FontCatalog? = nil
    ) throws {
        guard let layout = layout(device: device, orientation: orientation, time: time) else { return }
        let catalog = try fonts ?? FontCatalog(library: FontLibrary.bundled.get())
        let color = style.color(for: appearance)

        if drawsDynamicIsland, let island = layout.dynamicIsland {
            canvas.fill(Path(capsuleIn: island), color: .black)
        }

        // The time: centred (or left-aligned) on its anchor, digits centred on textCenterY.
        let font = catalog.systemFont(size: layout.fontSize, weight: .semibold)
        let text = Typesetter.layout(layout.text, font: font)
        let x = layout.leadingAligned ? layout.textX : layout.textX - text.size.width / 2
        let baseline = layout.textCenterY + capHeight(of: font) / 2
        TextRenderer.draw(text, at: Point(x, baseline - text.firstBaseline), color: color, on: &canvas)

        if let r = layout.cellular {
            canvas.fill(StatusBarIcons.cellular(in: r), color: color)
        }
        if let r = layout.wifi {
            let (pieces, rho) = StatusBarIcons.wifi(in: r)
            canvas.fill(pieces, color: color)
            canvas.stroke(pieces, paint: .solid(color), style: StrokeStyle(width: 2 * rho, cap: .round, join: .round))
        }
        let battery = StatusBarIcons.battery(in: layout.battery, set: layout.iconSet)
        canvas.fill(battery.outline, color: color.withAlphaMultiplied(by: 0.35), rule: .evenOdd)
        canvas.fill(battery.charge, color: color)
        canvas.fill(battery.cap, color: color.withAlphaMultiplied(by: 0.4))
    }
}
