/// A face at a size in points, with the faces to fall back on for characters it lacks.
public struct Font: Sendable, Equatable {
    public let face: FontFace
    /// Size in points (the em square).
    public let size: Double
    /// Faces tried in order when `face` has no glyph for a cluster.
    public let fallbacks: [FontFace]

    public init(face: FontFace, size: Double, fallbacks: [FontFace] = []) {
        self.face = face
        self.size = size
        self.fallbacks = fallbacks
    }

    /// Points per font unit.
    public var scale: Double { size / face.unitsPerEm }
    /// Ascender in points (baseline to the top of the line box).
    public var ascender: Double { face.ascender * scale }
    /// Descender in points (baseline to the bottom of the line box), positive.
    public var descender: Double { face.descender * scale }
    /// Line gap in points.
    public var lineGap: Double { face.lineGap * scale }
    /// `UIFont.capHeight` in points.
    public var capHeight: Double { face.capHeight * scale }
    /// `UIFont.lineHeight`: ascender + descender + line gap, in points.
    public var lineHeight: Double { ascender + descender + lineGap }

    /// Same face files (by identity), size and fallbacks.
    public static func == (a: Font, b: Font) -> Bool {
        a.face === b.face && a.size == b.size && a.fallbacks.count == b.fallbacks.count
            && zip(a.fallbacks, b.fallbacks).allSatisfy { $0 === $1 }
    }
}
