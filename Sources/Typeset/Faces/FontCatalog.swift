/// Maps the font names iOS code uses onto the bundled faces, or onto SF Pro when a team supplies it.
///
/// - `UIFont.systemFont(ofSize:weight:)` → the supplied system font (`SystemFonts`), else Inter in
///   the matching weight; from 20 pt up the Inter Display cut, as iOS switches from SF Pro Text
///   to SF Pro Display at 20 pt.
/// - Text styles (`.body`, `.headline` …) → their size at a Dynamic Type setting, then as above.
/// - Family and PostScript names seen in the five seed libraries and their demos: SF names → the
///   system font as above; Helvetica Neue (SwiftEntryKit's demo) → the nearest Inter weight, even
///   when SF Pro is supplied. Inter stands in for both: the closest freely redistributable UI family.
/// - Fallback for characters a face lacks: DejaVu Sans (Greek, Cyrillic, Arabic, Hebrew …),
///   Noto Color Emoji, then Droid Sans Fallback (CJK).
public struct FontCatalog: Sendable {
    public let library: FontLibrary
    /// The system font a team supplied (SF Pro), drawn wherever iOS draws the system font; nil:
    /// the bundled Inter stands in.
    public let systemFonts: SystemFonts?

    /// The faces of `library`; the system font from `systemFonts` when given, whose faces are
    /// added to `library` under their names.
    public init(library: FontLibrary, systemFonts: SystemFonts? = nil) {
        self.library = library
        self.systemFonts = systemFonts
        for face in systemFonts?.faces ?? [] { library.add(face) }
    }

    /// What drew the system font, as goldens record it: nil for the bundled Inter, else
    /// `SystemFonts.identity` (family, version, kind).
    public var systemFontIdentity: String? { systemFonts?.identity }

    /// The size at which iOS switches from the Text to the Display optical size.
    public static let displaySizeThreshold = 20.0

    /// The face for the system font at a weight, optical size and slant: from `systemFonts`
    /// when given, else the bundled Inter.
    public func systemFace(weight: FontWeight, italic: Bool = false, size: Double) -> FontFace {
        if let systemFonts { return systemFonts.face(weight: weight, italic: italic, size: size) }
        return interFace(weight: weight, italic: italic, size: size)
    }

    /// The bundled Inter face for a weight, optical size and slant.
    func interFace(weight: FontWeight, italic: Bool, size: Double) -> FontFace {
        let family = size >= Self.displaySizeThreshold ? "InterDisplay" : "Inter"
        let style = Self.styleSuffix(weight: weight, italic: italic)
        return library.face(named: "\(family)-\(style)")
            ?? library.face(named: "\(family)-\(Self.styleSuffix(weight: weight, italic: false))")
            ?? library.face(named: "Inter-Regular")!
    }

    /// `UIFont.systemFont(ofSize:weight:)` (and `italicSystemFont`).
    public func systemFont(size: Double, weight: FontWeight = .regular, italic: Bool = false) -> Font {
        Font(face: systemFace(weight: weight, italic: italic, size: size), size: size, fallbacks: fallbacks(weight: weight))
    }

    /// `UIFont.preferredFont(forTextStyle:)` at a Dynamic Type size.
    public func font(style: TextStyle, dynamicType: DynamicTypeSize = .large) -> Font {
        systemFont(size: style.size(at: dynamicType), weight: style.weight)
    }

    /// A font by name: a bundled or registered PostScript or file name (`Inter-Bold`), an alias
    /// (`HelveticaNeue-Medium`, `SFProText-Semibold`, `system`), or an error listing every name.
    public func font(named name: String, size: Double) throws -> Font {
        if let face = library.face(named: name) {
            return Font(face: face, size: size, fallbacks: fallbacks(weight: Self.weight(ofClass: face.weightClass)))
        }
        if let (weight, italic) = Self.aliases[name] {
            // Helvetica Neue is not the system font: Inter stands in for it whatever system font is given.
            guard name.hasPrefix("Helvetica") else { return systemFont(size: size, weight: weight, italic: italic) }
            return Font(face: interFace(weight: weight, italic: italic, size: size), size: size, fallbacks: fallbacks(weight: weight))
        }
        throw FontError.unknownName(name, available: (library.names + Self.aliases.keys.sorted()))
    }

    /// The fallback chain after the primary face.
    func fallbacks(weight: FontWeight) -> [FontFace] {
        let dejaVu = weight.weightClass >= 600 ? "DejaVuSans-Bold" : "DejaVuSans"
        return [dejaVu, "NotoColorEmoji-NoSkinTones", "DroidSansFallbackFull"].compactMap(library.face(named:))
    }

    static func weight(ofClass c: Int) -> FontWeight {
        FontWeight.allCases.min { abs($0.weightClass - c) < abs($1.weightClass - c) } ?? .regular
    }

    static func styleSuffix(weight: FontWeight, italic: Bool) -> String {
        let base: String
        switch weight {
        case .ultraLight: base = "Thin"
        case .thin: base = "ExtraLight"
        case .light: base = "Light"
        case .regular: base = italic ? "" : "Regular"
        case .medium: base = "Medium"
        case .semibold: base = "SemiBold"
        case .bold: base = "Bold"
        case .heavy: base = "ExtraBold"
        case .black: base = "Black"
        }
        return italic ? base + "Italic" : base
    }

    /// Names from iOS code and the seed libraries, with the weight and slant they stand for.
    static let aliases: [String: (FontWeight, Bool)] = {
        var table: [String: (FontWeight, Bool)] = [
            "system": (.regular, false), "systemFont": (.regular, false), ".SFUI-Regular": (.regular, false),
            "HelveticaNeue": (.regular, false), "HelveticaNeue-UltraLight": (.ultraLight, false),
            "HelveticaNeue-Thin": (.thin, false), "HelveticaNeue-Light": (.light, false),
            "HelveticaNeue-Medium": (.medium, false), "HelveticaNeue-Bold": (.bold, false),
            "HelveticaNeue-CondensedBold": (.bold, false), "HelveticaNeue-CondensedBlack": (.black, false),
            "HelveticaNeue-Italic": (.regular, true), "HelveticaNeue-LightItalic": (.light, true),
            "HelveticaNeue-MediumItalic": (.medium, true), "HelveticaNeue-BoldItalic": (.bold, true),
            "Helvetica": (.regular, false), "Helvetica-Light": (.light, false), "Helvetica-Bold": (.bold, false),
            "Helvetica-Oblique": (.regular, true), "Helvetica-BoldOblique": (.bold, true),
        ]
        let sf: [(String, FontWeight)] = [
            ("Ultralight", .ultraLight), ("Thin", .thin), ("Light", .light), ("Regular", .regular),
            ("Medium", .medium), ("Semibold", .semibold), ("Bold", .bold), ("Heavy", .heavy), ("Black", .black),
        ]
        for (suffix, weight) in sf {
            for family in ["SFProText", "SFProDisplay", "SFPro", "SFUIText", "SFUIDisplay"] {
                table["\(family)-\(suffix)"] = (weight, false)
            }
            table[".SFUI-\(suffix)"] = (weight, false)
        }
        return table
    }()
}
