import Raster

/// A generic phone or tablet drawn around a rendered screen, for documentation: a metal band, a
/// black (or, on light Home-button devices, white) front, the screen with the display's rounded
/// corners, the Dynamic Island or the notch where the device has one, a Home button, an earpiece
/// and side buttons. Drawn from the device's own numbers (screen size, corner radius, sensor
/// housing) with plain shapes — never a manufacturer's artwork. Outside the body is transparent.
///
/// Bezels are proportioned after the real devices (an iPhone 15's front is about 19 points wider
/// than its screen on each side; an iPhone SE's forehead and chin are about 110 points), rounded
/// to even numbers; they are the same for every device of a kind so that frames line up in sheets.
public struct DeviceFrame: Sendable, Hashable {
    /// The finish of the body: silver and light, or graphite and dark.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case light
        case dark

        /// The finish that goes with a screen's appearance.
        public init(_ appearance: Appearance) {
            self = appearance == .dark ? .dark : .light
        }
    }

    public var device: Device
    public var orientation: Orientation
    public var style: Style
    /// Pixels per point.
    public var scale: Double

    public init(device: Device, orientation: Orientation, style: Style, scale: Double) {
        self.device = device
        self.orientation = orientation
        self.style = style
        self.scale = scale
    }

    /// The body's insets around the screen in portrait points (top, side, bottom).
    package var bezel: (top: Double, side: Double, bottom: Double) {
        switch (device.idiom, device.hasHomeButton) {
        case (.phone, false): return (19, 19, 19)
        case (.phone, true): return (110, 26, 110)
        case (.pad, false): return (40, 40, 40)
        case (.pad, true): return (90, 40, 90)
        }
    }

    /// The metal band's width, part of the bezel, in points.
    package var band: Double { device.idiom == .phone ? 5 : 4 }

    /// How far side buttons stand out of the body, in points; the image leaves room for them.
    package static let buttonDepth = 3.0

    /// The portrait body, in portrait points, with the screen at (side, top).
    package var portraitBody: Rect {
        let b = bezel, s = device.portraitSize
        return Rect(x: Self.buttonDepth, y: Self.buttonDepth, width: s.width + 2 * b.side, height: s.height + b.top + b.bottom)
    }

    /// The whole image in portrait points (body and buttons).
    private var portraitCanvas: Size {
        Size(portraitBody.width + 2 * Self.buttonDepth, portraitBody.height + 2 * Self.buttonDepth)
    }

    /// The framed image's size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        let c = portraitCanvas
        let (w, h) = orientation == .portrait ? (c.width, c.height) : (c.height, c.width)
        return (Int(pixel: (w * scale).rounded()), Int(pixel: (h * scale).rounded()))
    }

    /// The image's width in points (an animated preview's default width in pixels).
    public var pointWidth: Double { orientation == .portrait ? portraitCanvas.width : portraitCanvas.height }

    /// Where the screen's top-left corner lands in the framed image, in pixels.
    public var screenOrigin: (x: Int, y: Int) {
        let b = bezel
        let x = Self.buttonDepth + b.side, y = Self.buttonDepth + b.top
        // Landscape turns the portrait device a quarter to the left: its top edge becomes the left.
        return orientation == .portrait
            ? (Int(pixel: (x * scale).rounded()), Int(pixel: (y * scale).rounded()))
            : (Int(pixel: (y * scale).rounded()), Int(pixel: (x * scale).rounded()))
    }

    /// Portrait points to the image's pixels: a quarter turn left in landscape, as
    /// `Device.sensorHousingRect(in:)` places the housing on the left edge.
    package var toImage: Transform {
        guard orientation == .landscape else { return .scale(scale, scale) }
        // (x, y) → (y, w − x), then scaled.
        return Transform(a: 0, b: -scale, c: scale, d: 0, tx: 0, ty: portraitCanvas.width * scale)
    }

}
