import FileAccess
import CFreeType
import CHarfBuzz
import Foundation
import Raster

/// One font file's face, loaded once and shared by every `Font` of any size.
///
/// FreeType supplies glyph outlines (unscaled, unhinted: iOS does not hint), metrics and colour
/// bitmaps; HarfBuzz shapes with a font made from the same bytes. FreeType calls are serialised
/// by a lock, and their results cached, so faces can be used from many threads at once.
public final class FontFace: @unchecked Sendable {
    /// The PostScript name, e.g. `Inter-SemiBold`.
    public let postScriptName: String
    /// The family name, e.g. `Inter`.
    public let familyName: String
    /// The style name, e.g. `Semi Bold`.
    public let styleName: String
    /// Where the face came from.
    public let path: String
    /// Font units per em.
    public let unitsPerEm: Double
    /// Distance from the baseline up to the top of the line box, in font units (hhea ascender).
    public let ascender: Double
    /// Distance from the baseline down to the bottom of the line box, in font units (positive).
    public let descender: Double
    /// Extra space between lines recommended by the font, in font units (hhea line gap).
    public let lineGap: Double
    /// OS/2 weight class (100 thin … 900 black); 400 when the font does not say.
    public let weightClass: Int
    /// Height of capital letters above the baseline, in font units (OS/2 `sCapHeight`; 0.7 em
    /// when the font does not say).
    public let capHeight: Double
    /// Whether the face is italic or oblique.
    public let isItalic: Bool
    /// Whether glyphs are colour bitmaps (CBDT emoji) rather than outlines.
    public let isColorBitmap: Bool
    /// For colour bitmap faces: the pixels per em of the bitmaps.
    let bitmapPixelsPerEm: Double
    /// How much a colour face's glyphs are scaled to fill Apple Color Emoji's box (1 for other
    /// faces). iOS draws emoji from Apple Color Emoji, whose every glyph is 1 em wide and
    /// stands in the 1 em square above the baseline (units per em 800, each sbix glyph's box
    /// (0, 0)–(800, 800)); the bundled Noto Color Emoji's glyphs are 2550 / 2048 = 1.245 em wide.
    /// Its widest advance is made 1 em (× 0.803), and `TextRenderer` centres the scaled image on
    /// that square. Measured: SwiftMessages' 38 pt 🐸 icon label is 38 pt wide on the capture
    /// (the title starts 9.5 pt further left than beside Noto's 47.3 pt), its ink 34 pt wide
    /// (Noto's 41.5 pt, scaled: 33.3 pt).
    public let colorGlyphScale: Double

    /// The font file's bytes, shared by every instance of a variable font made from it.
    let file: FontFileBytes
    /// Kept alive as long as the face: FreeType frees every face of a library it destroys.
    let library: FreeTypeLibrary
    let ftFace: FT_Face
    let hbFont: OpaquePointer
    /// A variable font's axes (empty for other faces).
    public let variationAxes: [VariationAxis]
    /// The axis values this face is drawn at, by tag (empty: the font's default instance).
    public let variation: [String: Double]
    /// Size-specific tracking from the font's `trak` table (AAT), if it has one.
    public let tracking: TrackingTable?
    /// The `name` table's strings.
    let names: FontNames
    private let lock = NSLock()
    private var outlines: [UInt32: Path] = [:]
    private var bitmaps: [UInt32: GlyphBitmap?] = [:]

    /// The largest font file read: 64 MiB (the largest bundled face is under 11 MiB).
    static let maxFileBytes = 64 << 20

    /// Loads the first face of a font file with a FreeType library owned by `library`. A `mapped`
    /// file (a bundled font, which no run changes) is mapped rather than read: only the tables
    /// FreeType and HarfBuzz touch are paged in, so the 17 MB of bundled faces cost a process
    /// what its text uses.
    convenience init(path: String, library: FreeTypeLibrary, mapped: Bool = false) throws {
        try self.init(file: FontFileBytes(path: path, mapped: mapped, limit: FontFace.maxFileBytes), library: library, variation: [:])
    }

    /// A face over `file`, at the axis values `variation` (each clamped to its axis; axes not
    /// named stay at their default; ignored for a face that is not variable).
    init(file: FontFileBytes, library: FreeTypeLibrary, variation requested: [String: Double]) throws {
        let (path, start, count) = (file.path, file.start, file.count)
        guard let face = library.newFace(bytes: start, count: count) else {
            throw FontError.notAFont(path: path)
        }
        let f = face.pointee
        self.file = file
        self.library = library
        self.ftFace = face
        self.path = path
        variationAxes = VariationAxis.axes(of: face)
        variation = VariationAxis.apply(requested, to: face, axes: variationAxes)
        tracking = TrackingTable(face: face)
        names = FontNames(face: face)
        postScriptName =
            FT_Get_Postscript_Name(face).map { String(cString: $0) }
            ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        familyName = f.family_name.map { String(cString: $0) } ?? postScriptName
        styleName = f.style_name.map { String(cString: $0) } ?? "Regular"
        unitsPerEm = Double(f.units_per_EM == 0 ? 1000 : f.units_per_EM)
        ascender = Double(f.ascender)
        descender = -Double(f.descender)
        lineGap = max(0, Double(f.height) - Double(f.ascender) + Double(f.descender))
        isItalic = (f.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC)) != 0
        isColorBitmap = (f.face_flags & FT_Long(FT_FACE_FLAG_COLOR)) != 0 && f.num_fixed_sizes > 0
        if isColorBitmap, let sizes = f.available_sizes {
            FT_Select_Size(face, 0)
            bitmapPixelsPerEm = Double(sizes[0].y_ppem) / 64
            // From the sfnt tables: FreeType reports no units per em for a face of bitmaps only.
            let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee
            let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            if let head, let hhea, head.Units_Per_EM > 0, hhea.advance_Width_Max > 0 {
                colorGlyphScale = Double(head.Units_Per_EM) / Double(hhea.advance_Width_Max)
            } else {
                colorGlyphScale = 1
            }
        } else {
            bitmapPixelsPerEm = 0
            colorGlyphScale = 1
        }
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self) {
            weightClass = Int(os2.pointee.usWeightClass)
            let cap = os2.pointee.version >= 2 ? Double(os2.pointee.sCapHeight) : 0
            capHeight = cap > 0 ? cap : 0.7 * unitsPerEm
        } else {
            weightClass = 400
            capHeight = 0.7 * unitsPerEm
        }
        hbFont = HarfBuzzFont.make(bytes: start, count: count, unitsPerEm: unitsPerEm, variation: variation, hidingTracking: tracking != nil)
    }

    deinit {
        hb_font_destroy(hbFont)
        library.doneFace(ftFace)
        // `file` is let go of after this, once FreeType has let go of the face.
    }

    /// The same font file at other axis values (a variable font's instance), sharing its bytes.
    public func instance(_ variation: [String: Double]) throws -> FontFace {
        try FontFace(file: file, library: library, variation: variation)
    }

    /// A variable font's named instances (`Regular`, `Semibold` …) and their axis values.
    var namedInstances: [(name: String, values: [String: Double])] {
        lock.withLock { VariationAxis.namedInstances(of: ftFace, names: names) }
    }

    /// The extra advance, in points, the font's `trak` table gives each character at `size`
    /// points; 0 for a font without one.
    public func trackingPoints(atSize size: Double) -> Double {
        guard let tracking else { return 0 }
        return tracking.value(atPointSize: size) * size / unitsPerEm
    }

    /// The glyph for a scalar, or nil when the face has none.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var g: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &g) != 0 && g != 0 ? g : nil
    }

    /// Whether the face has a glyph for every scalar of a cluster, ignoring the invisible
    /// joiners and selectors that shaping consumes.
    public func covers(_ cluster: Character) -> Bool {
        cluster.unicodeScalars.allSatisfy { FontFace.isIgnorable($0) || glyph(for: $0) != nil }
    }

    /// Zero-width joiners, variation selectors and tags: shaped away, never drawn on their own.
    static func isIgnorable(_ s: Unicode.Scalar) -> Bool {
        s.value == 0x200D || s.value == 0x200C || (0xFE00...0xFE0F).contains(s.value)
            || (0xE0020...0xE007F).contains(s.value)
    }

    /// The glyph's outline in font units, y down (baseline at y = 0); cached.
    public func outline(of glyph: UInt32) -> Path {
        lock.lock()
        defer { lock.unlock() }
        if let cached = outlines[glyph] { return cached }
        var path = Path()
        let loadFlags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        if !isColorBitmap, FT_Load_Glyph(ftFace, glyph, loadFlags) == 0,
            ftFace.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        {
            path = OutlineDecomposer.path(of: &ftFace.pointee.glyph.pointee.outline)
        }
        outlines[glyph] = path
        return path
    }

    /// A colour glyph's bitmap (premultiplied), with its placement in bitmap pixels; nil for
    /// outline faces or a glyph without a bitmap. Cached.
    func bitmap(of glyph: UInt32) -> GlyphBitmap? {
        guard isColorBitmap else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let cached = bitmaps[glyph] { return cached }
        var result: GlyphBitmap? = nil
        if FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_COLOR)) == 0 {
            result = GlyphBitmap(slot: ftFace.pointee.glyph.pointee)
        }
        bitmaps[glyph] = result
        return result
    }
}

/// A colour glyph image and where it sits relative to the pen position on the baseline.
struct GlyphBitmap: Sendable {
    let pixmap: Pixmap
    /// Offset from the pen position to the image's left edge, in bitmap pixels.
    let left: Double
    /// Height of the image's top edge above the baseline, in bitmap pixels.
    let top: Double

    /// Converts FreeType's premultiplied BGRA bitmap to a premultiplied RGBA pixmap.
    init?(slot: FT_GlyphSlotRec) {
        let bm = slot.bitmap
        guard bm.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bm.width > 0, bm.rows > 0,
            let buffer = bm.buffer,
            var pixmap = Pixmap(width: Int(bm.width), height: Int(bm.rows))
        else { return nil }
        let pitch = Int(bm.pitch)
        for y in 0..<Int(bm.rows) {
            for x in 0..<Int(bm.width) {
                let s = buffer + (y * pitch + x * 4)
                let i = (y * Int(bm.width) + x) * 4
                pixmap.bytes[i] = s[2]
                pixmap.bytes[i + 1] = s[1]
                pixmap.bytes[i + 2] = s[0]
                pixmap.bytes[i + 3] = s[3]
            }
        }
        self.pixmap = pixmap
        left = Double(slot.bitmap_left)
        top = Double(slot.bitmap_top)
    }
}
