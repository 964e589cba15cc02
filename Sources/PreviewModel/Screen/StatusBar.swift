import Raster
import Typeset

/// The iOS status bar for documentation images: the time, full cellular bars, Wi-Fi and a full
/// battery, drawn with vector paths in points (the canvas's transform maps points to pixels).
///
/// Layouts, from Apple's iOS design kits for Figma (the iOS 17 kit's "Status bar – iPhone" and the
/// iPhone X-era kit, read from public code exports of them; Apple does not document these numbers):
/// - **Dynamic Island phones** (iOS 16+ kit, "Status bar – iPhone"): a 22-point row 21 points
///   from the top; the time (17 pt semibold) centred in the left ear between 16 points from the
///   edge and 6 points before a 124-point island spacer; cellular, Wi-Fi and battery 7 points
///   apart, centred in the right ear between 6 points after the spacer and 16 from the edge. On
///   the 16 Pro / Pro Max everything moves down with the island (3 points).
/// - **Notch phones** (iPhone X-era kit): the time (15 pt semibold) centred on x = width/6 − 10.5
///   in a 21-point box 14 points from the top; the icons 5 points apart, right-aligned 14.67
///   points from the edge, centred on y = 23.
/// - **Home-button phones** (iOS 13+ layout): a 20-point bar; "9:41 AM" (12 pt semibold)
///   centred; cellular and Wi-Fi on the left, the battery on the right, 6 points from the edges.
///   (On a real device a carrier name may sit beside the bars; documentation images omit it, as
///   Apple's own do.)
/// - **iPads**: a 24-point bar; time and date ("9:41 AM  Tue Jan 9") on the left, Wi-Fi and
///   battery on the right, 20 points from the edges. (Wi-Fi model: no cellular bars.)
/// - **iPhones in landscape**: iOS hides the status bar; nothing is drawn.
///
/// The time is drawn in Inter, the bundled stand-in for SF Pro (see `FontCatalog`). The notch and
/// the Dynamic Island belong to the device's bezel and are not drawn, except the island on
/// request (`drawsDynamicIsland`), as a black capsule where the hardware is.
package enum StatusBar {
    /// The status bar's content colour (`UIStatusBarStyle`).
    package enum Style: String, Sendable, Hashable, Codable, CaseIterable {
        /// Black in light appearance, white in dark (`.default`).
        case `default`
        /// Always white (`.lightContent`), for dark content behind the bar.
        case lightContent
        /// Always black (`.darkContent`).
        case darkContent

        package func color(for appearance: Appearance) -> Color {
            switch self {
            case .default: return SystemColor.label.resolved(for: appearance)
            case .lightContent: return .white
            case .darkContent: return .black
            }
        }
    }

    /// Where everything goes, in points, in the orientation's coordinates.
    package struct Layout: Sendable, Hashable {
        /// The time (and, on iPad, date) as shown.
        package var text: String
        package var fontSize: Double
        /// The text's horizontal anchor: its centre, or its left edge when `leadingAligned`.
        package var textX: Double
        package var leadingAligned: Bool
        /// The y of the middle of the digits' height (cap height).
        package var textCenterY: Double
        package var cellular: Rect?
        package var wifi: Rect?
        package var battery: Rect
        /// The Dynamic Island, drawn only on request.
        package var dynamicIsland: Rect?
        /// The bar's own frame (full width, status-bar height).
        package var frame: Rect
        package let iconSet: StatusBarIcons.Set
    }

    /// The layout on a device, or nil where iOS shows no status bar (iPhones in landscape).
    /// `time` replaces the default text ("9:41"; "9:41 AM" on Home-button phones; "9:41 AM  Tue
    /// Jan 9" on iPads).
    package static func layout(device: Device, orientation: Orientation = .portrait, time: String? = nil) -> Layout? {
        let size = device.size(in: orientation)
        let w = size.width
        let frame = Rect(x: 0, y: 0, width: w, height: device.statusBarHeight(in: orientation))
        if device.idiom == .phone && orientation == .landscape { return nil }

        if device.idiom == .pad {
            let set = StatusBarIcons.Set.regular
            let cy = frame.height / 2
            let battery = iconRect(set.batterySize, right: w - 20, centerY: cy)
            let wifi = iconRect(set.wifiSize, right: battery.minX - set.spacing, centerY: cy)
            return Layout(
                text: time ?? "9:41 AM  Tue Jan 9", fontSize: 12, textX: 20, leadingAligned: true,
                textCenterY: cy, cellular: nil, wifi: wifi, battery: battery, dynamicIsland: nil,
                frame: frame, iconSet: set)
        }

        switch device.sensorHousing {
        case .dynamicIsland(let island):
            let set = StatusBarIcons.Set.large
            let shift = island.minY - 11  // the kit's island sits 11 points down
            let spacer = 124.0
            let leftEar = (16.0, (w - spacer) / 2 - 6)
            let rightEar = ((w + spacer) / 2 + 6, w - 16)
            let iconsWidth = set.cellularSize.width + set.wifiSize.width + set.batterySize.width + 2 * set.spacing
            let iconsLeft = (rightEar.0 + rightEar.1 - iconsWidth) / 2
            let cy = 32.5 + shift
            let cellular = iconRect(set.cellularSize, left: iconsLeft, centerY: cy)
            let wifi = iconRect(set.wifiSize, left: cellular.maxX + set.spacing, centerY: cy)
            let battery = iconRect(set.batterySize, left: wifi.maxX + set.spacing, centerY: cy)
            return Layout(
                text: time ?? "9:41", fontSize: 17, textX: (leftEar.0 + leftEar.1) / 2, leadingAligned: false,
                textCenterY: 33 + shift, cellular: cellular, wifi: wifi, battery: battery,
                dynamicIsland: island, frame: frame, iconSet: set)
        case .notch:
            let set = StatusBarIcons.Set.regular
            let cy = 23.0
            let battery = iconRect(set.batterySize, right: w - 14.67, centerY: cy)
            let wifi = iconRect(set.wifiSize, right: battery.minX - set.spacing, centerY: cy)
            let cellular = iconRect(set.cellularSize, right: wifi.minX - set.spacing, centerY: cy)
            return Layout(
                text: time ?? "9:41", fontSize: 15, textX: w / 6 - 10.5, leadingAligned: false,
                textCenterY: 24.5, cellular: cellular, wifi: wifi, battery: battery,
                dynamicIsland: nil, frame: frame, iconSet: set)
        case .none:
            let set = StatusBarIcons.Set.regular
            let cy = frame.height / 2
            let cellular = iconRect(set.cellularSize, left: 6, centerY: cy)
            let wifi = iconRect(set.wifiSize, left: cellular.maxX + set.spacing, centerY: cy)
            let battery = iconRect(set.batterySize, right: w - 6, centerY: cy)
            return Layout(
                text: time ?? "9:41 AM", fontSize: 12, textX: w / 2, leadingAligned: false,
                textCenterY: cy, cellular: cellular, wifi: wifi, battery: battery,
                dynamicIsland: nil, frame: frame, iconSet: set)
        }
    }

    /// The font's cap height in points, from the outline of "H" (the ascender's 0.73 if the face
    /// has no "H").
    package static func capHeight(of font: Font) -> Double {
        if let g = font.face.glyph(for: "H"), let bounds = font.face.outline(of: g).controlBounds {
            return -bounds.minY * font.size / font.face.unitsPerEm
        }
        return 0.73 * font.size
    }

    private static func iconRect(_ s: Size, left: Double, centerY: Double) -> Rect {
        Rect(x: left, y: centerY - s.height / 2, width: s.width, height: s.height)
    }

    private static func iconRect(_ s: Size, right: Double, centerY: Double) -> Rect {
        Rect(x: right - s.width, y: centerY - s.height / 2, width: s.width, height: s.height)
    }
}
