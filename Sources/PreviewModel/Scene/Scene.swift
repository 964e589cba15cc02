import Raster
import Typeset

/// A scene ready to render: device, orientation, appearance, what is behind, and the overlays
/// shown, all resolved (no names left to look up). Built from config by `SceneConfig`.
/// Its device, orientation and scale are fixed when it is made: a timeline and a preset's own
/// measurements are taken against them, so a scene at another scale is read again
/// (`SceneOverrides`), never rescaled.
public struct Scene: Sendable {
    public var name: String
    public let device: Device
    public let orientation: Orientation
    public var appearance: Appearance
    /// Which side `leading` is on: right to left mirrors the layout (`LayoutDirection`).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The Dynamic Type size its text styles were resolved at (for reports; fonts are resolved
    /// when the scene is read).
    public var dynamicType: DynamicTypeSize = .large
    /// Pixels per point (the device's, unless overridden).
    public let scale: Double
    public var background: SceneBackground
    /// Draw the iOS status bar (time 9:41, signal, Wi-Fi, battery) for documentation images.
    public var showsStatusBar: Bool
    /// Draw the home indicator on devices without a Home button.
    public var showsHomeIndicator: Bool
    /// The presentations on screen at rest, drawn in order (a still scene's content).
    public var overlays: [Presentation]
    /// The host app's navigation and tab bars.
    public var host: HostBars = .none
    /// The timeline that makes the scene an animation; nil for a still.
    public var animation: SceneAnimation?
    /// How far `check` lets this scene's frames differ from their goldens; nil: the check's own.
    public var tolerance: Tolerance?
    /// A generic device drawn around the screen in every frame, for documentation; nil: the
    /// screen alone.
    public var deviceFrame: DeviceFrame.Style?
    /// A comparison sheet of its `variants` matrix is wanted (`<scene>-variants.png`).
    public var variantsSheet: VariantsSheetOptions?
    /// Its place in the config's `variants` matrix; nil for a scene without variants.
    public var variant: VariantPlace?
    /// The SHA-256 of the config object the scene was read from, positions and formatting left
    /// out (`JSONValue.canonicalText`); nil for a scene built in code. A live preview keys the
    /// scene with it, so that an edit the layout dump does not show still renders again.
    package var configDigest: String?

    public init(
        name: String, device: Device, orientation: Orientation = .portrait, appearance: Appearance = .light,
        scale: Double? = nil, background: SceneBackground, showsStatusBar: Bool = true,
        showsHomeIndicator: Bool = true, overlays: [Presentation], animation: SceneAnimation? = nil
    ) {
        self.name = name
        self.device = device
        self.orientation = orientation
        self.appearance = appearance
        self.scale = scale ?? device.scale
        self.background = background
        self.showsStatusBar = showsStatusBar
        self.showsHomeIndicator = showsHomeIndicator
        self.overlays = overlays
        self.animation = animation
    }

    /// The screen in points.
    public var size: Size { device.size(in: orientation) }

    /// The screen's bounds in points.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// The safe area in points.
    public var safeArea: Rect {
        let inset = device.safeArea(in: orientation)
        return Rect(x: inset.left, y: inset.top, width: size.width - inset.horizontal, height: size.height - inset.vertical)
    }

    /// The rendered image's size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        (Int(pixel: (size.width * scale).rounded()), Int(pixel: (size.height * scale).rounded()))
    }
}

/// What the app behind the overlays shows.
public enum SceneBackground: Sendable {
    case fill(Fill)
    /// An image (a screenshot of the app), scaled to fill or fit the screen; `color` shows where it does not reach.
    /// Its pixels are made when the scene is drawn (`DeferredImage`).
    case image(DeferredImage, ContentMode, color: Color)
}

/// Where an overlay sits: in the safe area at its top, centre or bottom, or over the whole screen.
public enum OverlayPosition: String, Sendable, Hashable, Codable, CaseIterable {
    case top, center, bottom, fullScreen
}
