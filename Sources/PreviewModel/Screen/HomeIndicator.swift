import Raster

/// The home indicator: the capsule at the bottom of devices without a Home button.
///
/// Sizes, measured from Apple's iOS design kits and screenshots (Apple does not document them):
/// - iPhone portrait: 134 × 5 points, its bottom edge 8 points above the screen's (Apple's kit,
///   "Home Indicator", in the 34-point home-indicator area);
/// - iPhone landscape: 209 × 5 points, 8 points above the bottom (in the 21-point area);
/// - iPad: 315 × 5 points, 8 points above the bottom, in both orientations (in the 20-point area).
///
/// iOS tints the real indicator adaptively against what is behind it; documentation images use
/// its two resting colours: black in light appearance, white in dark.
package enum HomeIndicator {
    /// Its frame in points, in the orientation's coordinates, its left edge snapped to the pixel
    /// grid; nil on devices with a Home button.
    package static func frame(device: Device, orientation: Orientation = .portrait) -> Rect? {
        guard device.hasHomeIndicator else { return nil }
        let screen = device.size(in: orientation)
        let width: Double
        switch (device.idiom, orientation) {
        case (.pad, _): width = 315
        case (.phone, .portrait): width = 134
        case (.phone, .landscape): width = 209
        }
        let height = 5.0, bottom = 8.0
        // Centred, with its left edge on the pixel grid as UIKit snaps view frames.
        let scale = device.scale > 0 ? device.scale : 1
        let x = ((screen.width - width) / 2 * scale).rounded() / scale
        return Rect(x: x, y: screen.height - bottom - height, width: width, height: height)
    }

    /// Black in light appearance, white in dark.
    package static func color(for appearance: Appearance) -> Color {
        appearance == .light ? .black : .white
    }

}
