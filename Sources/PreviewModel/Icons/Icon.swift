import Raster

/// The built-in vector icons: the status icons of Placard's and SwiftEntryKit's presets, the
/// close button glyph, and the SF Symbols a preview usually needs.
///
/// Each icon is drawn on a 24 × 24 design grid and scaled into the rectangle it is given
/// (aspect fit, centred), as one `Path` filled with one colour. The shapes follow SF Symbols
/// (regular weight): `info` is `info.circle.fill` / `info.circle`, `success` is
/// `checkmark.circle.fill` / `checkmark.circle`, and so on (see each case).
///
/// **Fill rule.** Holes (the "i" knocked out of a filled disc, a ring's inside) are contours
/// wound the other way, and no two ink contours overlap, so the winding number is 1 in ink and
/// 0 everywhere else: fill with `Icon.fillRule` (non-zero), and even-odd gives the same pixels.
///
/// The SwiftMessages preset does not use these: it draws the library's own icon images.
public enum Icon: String, CaseIterable, Sendable, Codable {
    // Status icons: a disc (ring) with a glyph.

    /// `info.circle.fill`: a disc with an "i".
    case info
    /// `checkmark.circle.fill`: a disc with a check mark.
    case success
    /// `exclamationmark.triangle.fill`: a rounded triangle with "!".
    case warning
    /// `xmark.circle.fill`: a disc with "×".
    case error
    /// `exclamationmark.circle.fill`: a disc with "!".
    case exclamationCircle
    /// `xmark.octagon.fill`: a rounded octagon with "×" (Placard's error icon).
    case xmarkOctagon
    /// `arrow.down.circle.fill`: a disc with a downward arrow.
    case download

    // Glyphs: the same in both styles.

    /// The close button's "×": round-ended arms filling the whole box, thick (0.19 of the box)
    /// as BulletinBoard's close button glyph (shown at 12 × 12 pt on a 28 pt disc).
    case close
    /// `checkmark`.
    case checkmark
    /// `xmark`.
    case xmark
    /// `exclamationmark`: "!" with a bar that narrows towards the dot.
    case exclamationmark
    /// `info`: the bare "i" with its serifs, as in `info.circle`.
    case infoMark
    /// `plus`.
    case plus
    /// `minus`.
    case minus
    /// `chevron.right`: points right in both layout directions.
    case chevronRight
    /// `chevron.forward`: the same chevron, pointing the way the interface reads (right, or
    /// left in a right-to-left layout), as SF Symbols flips its directional symbols.
    case chevronForward
    /// `arrow.down`.
    case arrowDown

    // Objects: solid when filled, outlined in the outline style.

    /// `bell.fill` / `bell`.
    case bell
    /// `heart.fill` / `heart`.
    case heart
    /// `star.fill` / `star`.
    case star
    /// `trash.fill` / `trash`: lid with handle, tapered can with three slots.
    case trash
    /// `clipboard.fill` / `clipboard` ("copied").
    case clipboard
    /// `paperplane.fill` / `paperplane` (Placard's default icon; "sent").
    case paperplane
    /// `wifi`: a wedge and two arcs.
    case wifi
    /// `wifi.slash` (no connection): the wifi arcs cut by a slash with a gap on each side.
    case wifiSlash

    /// The side of the square design grid the icons are drawn on.
    public static let designSize = 24.0

    /// The fill rule to draw `path(in:style:)` with. Even-odd gives the same pixels.
    public static let fillRule: FillRule = .nonZero

    /// The icon in design-grid units (0...24 on both axes, y down).
    public func designPath(style: IconStyle = .filled) -> Path {
        Icon.designs[self]![style]!
    }

    /// The icon scaled into `rect`: the 24 × 24 design grid is fitted into it, keeping its
    /// aspect ratio, and centred. Fill it with `Icon.fillRule` in one colour.
    public func path(in rect: Rect, style: IconStyle = .filled) -> Path {
        designPath(style: style).applying(Icon.fitting(Rect(x: 0, y: 0, width: Icon.designSize, height: Icon.designSize), into: rect))
    }

    /// The icon with its own outline (not the design grid) fitted into `rect`, aspect fit and
    /// centred: for boxes that the drawing must fill, such as BulletinBoard's 12 pt close glyph.
    public func path(fittingGlyphIn rect: Rect, style: IconStyle = .filled) -> Path {
        let design = designPath(style: style)
        return design.applying(Icon.fitting(Icon.tightBounds(of: design), into: rect))
    }

    /// The outline's exact bounds in design-grid units (control points excluded).
    public func designBounds(style: IconStyle = .filled) -> Rect {
        Icon.tightBounds(of: designPath(style: style))
    }

    /// Whether the icon points the way the interface reads, and so is drawn reflected in a
    /// right-to-left layout. Only SF Symbols' directional symbols flip; status marks, objects
    /// and `chevronRight` stay as drawn (Human Interface Guidelines, "Right to left": flip
    /// icons that show forward or backward motion, not universal marks or real objects).
    public var isDirectional: Bool { self == .chevronForward }

    /// Whether `.filled` and `.outline` draw different shapes.
    public var hasOutlineStyle: Bool { Icon.designs[self]![.filled]! != Icon.designs[self]![.outline]! }

    /// The icon for an SF Symbols name (`"info.circle.fill"`, `"trash"`, `"wifi.slash"` …), with
    /// the style the name implies (`.fill` → `.filled`). Nil for symbols that are not built in.
    public static func named(sfSymbol name: String) -> (icon: Icon, style: IconStyle)? {
        let filled = name.hasSuffix(".fill")
        let base = filled ? String(name.dropLast(5)) : name
        if let icon = symbolsWithFill[base] { return (icon, filled ? .filled : .outline) }
        if !filled, let icon = glyphSymbols[name] { return (icon, .filled) }
        return nil
    }

    /// Every SF Symbols name `named(sfSymbol:)` knows, sorted (for error messages).
    public static var sfSymbolNames: [String] {
        (symbolsWithFill.keys.flatMap { [$0, $0 + ".fill"] } + glyphSymbols.keys).sorted()
    }

    /// Symbols that come plain and `.fill`.
    private static let symbolsWithFill: [String: Icon] = [
        "info.circle": .info, "checkmark.circle": .success, "exclamationmark.triangle": .warning,
        "exclamationmark.circle": .exclamationCircle,
        "xmark.circle": .error, "xmark.octagon": .xmarkOctagon, "arrow.down.circle": .download,
        "bell": .bell, "heart": .heart, "star": .star, "trash": .trash, "clipboard": .clipboard,
        "paperplane": .paperplane,
    ]

    /// Glyph symbols, the same in both styles.
    private static let glyphSymbols: [String: Icon] = [
        "xmark": .xmark, "checkmark": .checkmark, "exclamationmark": .exclamationmark, "info": .infoMark,
        "plus": .plus, "minus": .minus, "chevron.right": .chevronRight, "chevron.forward": .chevronForward,
        "arrow.down": .arrowDown,
        "wifi": .wifi, "wifi.slash": .wifiSlash,
    ]

    // MARK: Fitting

    /// Maps `source` into `target`: uniform scale, centred.
    static func fitting(_ source: Rect, into target: Rect) -> Transform {
        guard source.width > 0, source.height > 0 else { return .identity }
        let s = min(target.width / source.width, target.height / source.height)
        return Transform(
            a: s, b: 0, c: 0, d: s,
            tx: target.midX - source.midX * s, ty: target.midY - source.midY * s)
    }

    /// The bounds of the outline itself, from the flattened curves.
    static func tightBounds(of path: Path) -> Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for line in Flattening.polylines(of: path, tolerance: 0.001) {
            for p in line.points {
                x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
            }
        }
        guard x0 <= x1, y0 <= y1 else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Every icon in both styles, built once.
    private static let designs: [Icon: [IconStyle: Path]] = {
        var table: [Icon: [IconStyle: Path]] = [:]
        for icon in Icon.allCases {
            var byStyle: [IconStyle: Path] = [:]
            for style in IconStyle.allCases { byStyle[style] = IconDesigns.outline(of: icon, style: style).path }
            table[icon] = byStyle
        }
        return table
    }()
}

/// How an icon is drawn, as SF Symbols' `.fill` and plain variants.
public enum IconStyle: String, CaseIterable, Sendable, Codable {
    /// Solid shapes; a status icon's glyph is a hole through its disc (`info.circle.fill`).
    case filled
    /// Outlines; a status icon is a ring with its glyph solid inside (`info.circle`). Glyph icons (`checkmark`, `plus` …) are the same in both styles.
    case outline

    /// How a dump names `icon` drawn in this style: "icon info", "icon info outline".
    package func label(of icon: Icon) -> String {
        "icon \(icon.rawValue)" + (self == .filled ? "" : " " + rawValue)
    }
}
