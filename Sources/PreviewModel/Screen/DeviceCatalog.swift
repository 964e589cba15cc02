import Raster

/// The devices render-preview knows by name, and a forgiving lookup.
///
/// Where the numbers come from:
/// - **Screen size in points and scale**: Apple's Human Interface Guidelines, "Layout" →
///   "Specifications" → device screen sizes (developer.apple.com/design/human-interface-guidelines/layout).
///   Apple documentation.
/// - **Safe-area insets**: what `UIWindow.safeAreaInsets` reports in the Xcode simulators, as
///   widely published; measurements, not Apple documentation. Seen in: flutter/flutter#120682 (the
///   14 Pro's safe-area layout frame `{{0, 59}, {393, 759}}`), QuintGao/GKNavigationBarSwift#41
///   (15 / 15 Pro Max: insets 59/34, status bar 54), the react-native-safearea-height table (59 Dynamic
///   Island, 50 12/13 mini, 47 12–14, 44 X–11 Pro, 20 Home button), ephread/Instructions'
///   `statusBarHeight(for:)` / `homeIndicatorHeight(for:)` (34 portrait, 21 landscape, 20 on iPads,
///   24-point iPad status bar), and the project's own `shared/reference/swiftentrykit-bulletinboard.md`
///   D.2 (62 for the 16 Pro / Pro Max). In landscape, Face ID phones have the top value on both sides
///   and 21 at the bottom; Home-button phones have none (the status bar is hidden); iPads without a
///   Home button keep 24 top and 20 bottom.
/// - **Status-bar height**: `statusBarManager.statusBarFrame.height` in the simulators (20 on
///   Home-button phones, 24 on iPads, 47/50 on notch phones, 54 on Dynamic Island phones, where
///   it is less than the 59-point safe area). Measurements; 54 for the 16 Pro / Pro Max is
///   assumed the same as the other Dynamic Island phones (not confirmed).
/// - **Display corner radius**: UIKit's private `UIScreen._displayCornerRadius`, as published by
///   Kyle Bashour's ScreenCorners (39, 41.5, 44, 47.33, 53.33 for iPhone X–12 families, 18 for the
///   Face ID-era iPads) and reported by developers for later models (55 for the 14 Pro, 15 and
///   16 families, 62 for the 16 Pro / Pro Max). Measurements, not Apple documentation.
/// - **Dynamic Island**: 126 × 37.33 points, 11 points below the top edge (14 Pro / 15 / 16),
///   from Apple's iOS design kit and screenshots; 14 points on the 16 Pro / Pro Max, whose
///   display reaches 3 points higher around it (the safe area grows from 59 to 62). Measurements.
/// - **Notch**: measured from Apple's design kits (iPhone 13 mini ≈ 172 × 32, iPhone 14 ≈ 164 ×
///   32). Approximate; only presets that split content around the notch use it.
public enum DeviceCatalog {
    public static let iPhoneSE3 = Device(
        name: "iPhone SE (3rd generation)", idiom: .phone, portraitSize: Size(375, 667), scale: 2,
        portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeArea: EdgeInsets(),
        displayCornerRadius: 0, statusBarHeight: 20, homeIndicatorHeight: 0, hasHomeButton: true,
        sensorHousing: .none)

    /// UIKit reports scale 3 (`nativeScale` is 2.88: the 1125 × 2436 rendering is downsampled to
    /// the 1080 × 2340 panel); images are rendered at 3. Its status bar was reported as 44 on
    /// iOS 14 and 50 later; 50 (= the safe area) is used.
    /// The notch phones of 2017–2019 (X, XS, 11 Pro): the screen of SwiftEntryKit's README GIFs.
    public static let iPhoneX = Device(
        name: "iPhone X", idiom: .phone, portraitSize: Size(375, 812), scale: 3,
        portraitSafeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
        displayCornerRadius: 39, statusBarHeight: 44, homeIndicatorHeight: 34, hasHomeButton: false,
        sensorHousing: .notch(Rect(x: (375 - 209) / 2, y: 0, width: 209, height: 30)))

    public static let iPhone13Mini = Device(
        name: "iPhone 13 mini", idiom: .phone, portraitSize: Size(375, 812), scale: 3,
        portraitSafeArea: EdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: EdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
        displayCornerRadius: 44, statusBarHeight: 50, homeIndicatorHeight: 34, hasHomeButton: false,
        sensorHousing: .notch(Rect(x: (375 - 172) / 2, y: 0, width: 172, height: 32)))

    public static let iPhone14 = Device(
        name: "iPhone 14", idiom: .phone, portraitSize: Size(390, 844), scale: 3,
        portraitSafeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
        displayCornerRadius: 47.33, statusBarHeight: 47, homeIndicatorHeight: 34, hasHomeButton: false,
        sensorHousing: .notch(Rect(x: (390 - 164) / 2, y: 0, width: 164, height: 32)))

    public static let iPhone15 = dynamicIslandPhone("iPhone 15", width: 393, height: 852)
    public static let iPhone15Plus = dynamicIslandPhone("iPhone 15 Plus", width: 430, height: 932)
    public static let iPhone15Pro = dynamicIslandPhone("iPhone 15 Pro", width: 393, height: 852)
    public static let iPhone15ProMax = dynamicIslandPhone("iPhone 15 Pro Max", width: 430, height: 932)
    public static let iPhone16 = dynamicIslandPhone("iPhone 16", width: 393, height: 852)
    public static let iPhone16Plus = dynamicIslandPhone("iPhone 16 Plus", width: 430, height: 932)
    public static let iPhone16Pro = dynamicIslandPhone(
        "iPhone 16 Pro", width: 402, height: 874,
        safeTop: 62, cornerRadius: 62, islandTop: 14)
    public static let iPhone16ProMax = dynamicIslandPhone(
        "iPhone 16 Pro Max", width: 440, height: 956,
        safeTop: 62, cornerRadius: 62, islandTop: 14)

    public static let iPad10 = Device(
        name: "iPad (10th generation)", idiom: .pad, portraitSize: Size(820, 1180), scale: 2,
        portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        displayCornerRadius: 18, statusBarHeight: 24, homeIndicatorHeight: 20, hasHomeButton: false,
        sensorHousing: .none)

    /// Every catalogued device, smallest first.
    public static let all: [Device] = [
        iPhoneSE3, iPhoneX, iPhone13Mini, iPhone14, iPhone15, iPhone15Plus, iPhone15Pro, iPhone15ProMax,
        iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax, iPad10,
    ]

    /// The canonical names, in catalogue order.
    public static var names: [String] { all.map(\.name) }

    /// Other names a device answers to (besides its canonical name and the forms the lookup
    /// tolerates anyway: any case, spacing and punctuation, "3rd generation" = "3rd gen" = "3",
    /// a missing "iPhone").
    static let aliases: [(alias: String, device: Device)] = [
        ("iPhone SE", iPhoneSE3), ("iPhone SE 3", iPhoneSE3), ("iPhone SE (2022)", iPhoneSE3),
        ("iPhone XS", iPhoneX), ("iPhone 11 Pro", iPhoneX),
        ("iPad", iPad10), ("iPad 10", iPad10), ("iPad (2022)", iPad10),
    ]

    /// The device called `name`. Case, spaces and punctuation do not matter, ordinals of
    /// generations can be short (`iPhone SE 3rd gen`, `iPhone SE 3`), and "iPhone" may be left
    /// out (`15 Pro Max`). An unknown name throws `ScreenLookupError` with the nearest name and
    /// every known one.
    public static func device(named name: String) throws -> Device {
        let key = lookupKey(name)
        if let d = byKey[key] ?? byKey["iphone" + key] { return d }
        let candidates = all.map { ($0.name, $0.name) } + aliases.map { ($0.alias, $0.device.name) }
        throw ScreenLookupError.unknown(.device, name: name, candidates: candidates, available: names)
    }

    private static let byKey: [String: Device] = {
        var table: [String: Device] = [:]
        for d in all { table[lookupKey(d.name)] = d }
        for (alias, d) in aliases { table[lookupKey(alias)] = d }
        return table
    }()

    /// The forgiving key: letters and digits only, lower case, "apple " dropped, and
    /// "<n>(st|nd|rd|th) gen(eration)" shortened to "<n>".
    static func lookupKey(_ name: String) -> String {
        var s = Array(NameMatching.key(name))
        if s.starts(with: "apple") { s.removeFirst(5) }
        var out: [Character] = []
        var i = 0
        while i < s.count {
            out.append(s[i])
            if s[i].isNumber, i + 1 < s.count, !s[i + 1].isNumber {
                // After the last digit of a number: skip an ordinal suffix, then "gen"/"generation".
                var j = i + 1
                let rest = String(s[j...])
                for suffix in ["st", "nd", "rd", "th"] where rest.hasPrefix(suffix) {
                    j += 2
                    break
                }
                let tail = String(s[j...])
                if tail.hasPrefix("generation") {
                    i = j + 10
                    continue
                } else if tail.hasPrefix("gen") {
                    i = j + 3
                    continue
                }
            }
            i += 1
        }
        return String(out)
    }

    /// A Dynamic Island iPhone: @3x, 34 bottom / 21 landscape bottom, 54-point status bar, the
    /// island 126 × 37.33 points centred.
    private static func dynamicIslandPhone(
        _ name: String, width: Double, height: Double, safeTop: Double = 59,
        cornerRadius: Double = 55, islandTop: Double = 11
    ) -> Device {
        Device(
            name: name, idiom: .phone, portraitSize: Size(width, height), scale: 3,
            portraitSafeArea: EdgeInsets(top: safeTop, left: 0, bottom: 34, right: 0),
            landscapeSafeArea: EdgeInsets(top: 0, left: safeTop, bottom: 21, right: safeTop),
            displayCornerRadius: cornerRadius, statusBarHeight: 54, homeIndicatorHeight: 34,
            hasHomeButton: false,
            sensorHousing: .dynamicIsland(Rect(x: (width - 126) / 2, y: islandTop, width: 126, height: 37 + 1.0 / 3)))
    }
}

extension Device {
    /// The catalogued device called `name` (see `DeviceCatalog.device(named:)`).
    public static func named(_ name: String) throws -> Device {
        try DeviceCatalog.device(named: name)
    }
}
