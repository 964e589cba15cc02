import Raster

/// A screen to render on: its size in points, scale, safe areas, display corners and the
/// hardware that shapes iOS's chrome (Home button, notch, Dynamic Island).
///
/// Sizes and insets are in points, portrait unless a method takes an `Orientation`. The catalogue
/// of real devices, with the sources of every number, is `DeviceCatalog`; `Device.custom` makes
/// any other screen.
public struct Device: Sendable, Hashable {
    /// iPhone or iPad (`UIUserInterfaceIdiom`).
    public enum Idiom: String, Sendable, Hashable, Codable {
        case phone
        case pad
    }

    /// What cuts into the top of the screen in portrait, in portrait points.
    public enum SensorHousing: Sendable, Hashable {
        case none
        /// The TrueDepth camera notch (iPhone X to iPhone 14): the status bar splits around it.
        case notch(Rect)
        /// The Dynamic Island pill (iPhone 14 Pro and later): the status bar splits around it.
        case dynamicIsland(Rect)

        /// The housing's rectangle, if there is one.
        public var rect: Rect? {
            switch self {
            case .none: return nil
            case .notch(let r), .dynamicIsland(let r): return r
            }
        }
    }

    /// The canonical name (`"iPhone 15 Pro"`).
    public var name: String
    public var idiom: Idiom
    /// Screen size in points, portrait (`UIScreen.bounds`).
    public var portraitSize: Size
    /// Pixels per point (`UIScreen.scale`).
    public var scale: Double
    /// Safe-area insets of a full-screen view in portrait, status bar shown.
    public var portraitSafeArea: EdgeInsets
    /// Safe-area insets of a full-screen view in landscape (the status bar is hidden in landscape
    /// on iPhones, so the top inset is 0 there).
    public var landscapeSafeArea: EdgeInsets
    /// The radius of the display's rounded corners in points (continuous corners; 0 = square).
    public var displayCornerRadius: Double
    /// The status bar's height in portrait (`statusBarManager.statusBarFrame.height`). It can be
    /// less than the top safe-area inset (54 vs 59 on Dynamic Island phones).
    public var statusBarHeight: Double
    /// The height of the home-indicator area in portrait (the bottom safe-area inset it causes);
    /// 0 on devices with a Home button.
    public var homeIndicatorHeight: Double
    public var hasHomeButton: Bool
    public var sensorHousing: SensorHousing

    public init(
        name: String, idiom: Idiom, portraitSize: Size, scale: Double,
        portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, displayCornerRadius: Double,
        statusBarHeight: Double, homeIndicatorHeight: Double, hasHomeButton: Bool,
        sensorHousing: SensorHousing
    ) {
        self.name = name
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.displayCornerRadius = displayCornerRadius
        self.statusBarHeight = statusBarHeight
        self.homeIndicatorHeight = homeIndicatorHeight
        self.hasHomeButton = hasHomeButton
        self.sensorHousing = sensorHousing
    }

    public var hasDynamicIsland: Bool {
        if case .dynamicIsland = sensorHousing { return true }
        return false
    }

    public var hasNotch: Bool {
        if case .notch = sensorHousing { return true }
        return false
    }

    /// Whether the device shows a home indicator (no Home button).
    public var hasHomeIndicator: Bool { !hasHomeButton }

    /// Screen size in points.
    public func size(in orientation: Orientation) -> Size {
        switch orientation {
        case .portrait: return portraitSize
        case .landscape: return Size(portraitSize.height, portraitSize.width)
        }
    }

    /// Screen size in pixels (points × scale, rounded).
    public func pixelSize(in orientation: Orientation) -> (width: Int, height: Int) {
        let s = size(in: orientation)
        return (Int(pixel: (s.width * scale).rounded()), Int(pixel: (s.height * scale).rounded()))
    }

    /// Safe-area insets of a full-screen view.
    public func safeArea(in orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The status bar's height: 0 in landscape on iPhones, where iOS hides it.
    public func statusBarHeight(in orientation: Orientation) -> Double {
        orientation == .landscape && idiom == .phone ? 0 : statusBarHeight
    }

    /// The home-indicator area's height (21 in landscape on Face ID iPhones, 0 with a Home button).
    public func homeIndicatorHeight(in orientation: Orientation) -> Double {
        guard hasHomeIndicator else { return 0 }
        return orientation == .portrait ? homeIndicatorHeight : landscapeSafeArea.bottom
    }

    /// The sensor housing's rectangle in an orientation's coordinates (in landscape it is on the
    /// left edge).
    public func sensorHousingRect(in orientation: Orientation) -> Rect? {
        guard let r = sensorHousing.rect else { return nil }
        switch orientation {
        case .portrait: return r
        case .landscape:
            return Rect(x: r.minY, y: portraitSize.width - r.maxX, width: r.height, height: r.width)
        }
    }

    /// Any screen: a size in points (portrait), a scale, the portrait safe area and the display
    /// corner radius.
    ///
    /// What is not given is derived as iOS devices of that shape have it: a bottom inset means a
    /// home indicator (else a Home button); the status bar is as tall as the top inset; the
    /// landscape safe area, unless given, is none for a Home-button phone, the top inset on both
    /// sides with a 21-point home-indicator area for other phones, and the portrait insets for an
    /// iPad (a shorter side of 600 points or more). Check `problems` before rendering with it.
    public static func custom(
        name: String, width: Double, height: Double, scale: Double,
        safeArea: EdgeInsets = EdgeInsets(), cornerRadius: Double = 0,
        landscapeSafeArea: EdgeInsets? = nil
    ) -> Device {
        let idiom: Idiom = min(width, height) >= 600 ? .pad : .phone
        let hasHomeButton = safeArea.bottom <= 0
        let landscape: EdgeInsets
        if let landscapeSafeArea {
            landscape = landscapeSafeArea
        } else if idiom == .pad {
            landscape = safeArea
        } else if hasHomeButton {
            landscape = EdgeInsets()
        } else {
            landscape = EdgeInsets(top: 0, left: safeArea.top, bottom: 21, right: safeArea.top)
        }
        return Device(
            name: name, idiom: idiom, portraitSize: Size(width, height), scale: scale,
            portraitSafeArea: safeArea, landscapeSafeArea: landscape,
            displayCornerRadius: cornerRadius, statusBarHeight: max(0, safeArea.top),
            homeIndicatorHeight: max(0, safeArea.bottom), hasHomeButton: hasHomeButton,
            sensorHousing: .none)
    }

    /// What makes this device unusable for rendering, in words (empty when it is fine): a size
    /// or scale that is not a positive finite number, a negative or non-finite inset, insets
    /// larger than the screen, a negative corner radius.
    public var problems: [String] {
        var out: [String] = []
        func positive(_ v: Double, _ what: String) {
            if !(v.isFinite && v > 0) { out.append("\(what) must be a positive number (got \(v))") }
        }
        positive(portraitSize.width, "width")
        positive(portraitSize.height, "height")
        positive(scale, "scale")
        if scale.isFinite && scale > 10 { out.append("scale must be at most 10 (got \(scale))") }
        for (insets, label) in [(portraitSafeArea, "safe area"), (landscapeSafeArea, "landscape safe area")] {
            for (v, edge) in [(insets.top, "top"), (insets.left, "left"), (insets.bottom, "bottom"), (insets.right, "right")]
            where !(v.isFinite && v >= 0) {
                out.append("\(label) \(edge) inset must be zero or more (got \(v))")
            }
        }
        if portraitSafeArea.vertical >= portraitSize.height || portraitSafeArea.horizontal >= portraitSize.width {
            out.append("the safe area insets leave no room on a \(portraitSize.width) × \(portraitSize.height) screen")
        }
        if !(displayCornerRadius.isFinite && displayCornerRadius >= 0) {
            out.append("corner radius must be zero or more (got \(displayCornerRadius))")
        }
        return out
    }
}

extension Device {
    /// UIKit's horizontal size class is regular: every iPad (full screen), and the iPhones whose
    /// landscape width is 896 pt or more (the Plus, Max and XR classes) in landscape.
    public func isRegularWidth(in orientation: Orientation) -> Bool {
        switch idiom {
        case .pad: return true
        case .phone: return size(in: orientation).width >= 896
        }
    }
}
