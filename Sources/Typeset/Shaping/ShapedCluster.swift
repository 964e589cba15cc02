/// One glyph placed relative to the left edge of its cluster, in points.
struct PlacedGlyph: Sendable {
    let face: FontFace
    let glyph: UInt32
    /// Pen position of the glyph from the cluster's left edge (includes HarfBuzz's x offset).
    let x: Double
    /// Vertical offset, positive downwards (marks sit above: negative).
    let y: Double
}

/// A grapheme cluster after shaping: its glyphs and the horizontal space it takes.
struct ShapedCluster: Sendable {
    /// The cluster's characters (one `Character`).
    let character: Character
    /// Glyphs in visual order; empty for a cluster merged into a ligature with the previous one.
    var glyphs: [PlacedGlyph]
    /// Horizontal advance in points, letter spacing included.
    var advance: Double
    /// The face that shaped it (primary, or a fallback).
    let face: FontFace
    /// Bidi level (odd: right to left).
    let level: UInt8
    /// The font size it was shaped at, in points.
    var size: Double = 0
    /// The index of the styled run it belongs to (0 for plain text).
    var run: Int = 0

    var isWhitespace: Bool { character.isWhitespace }
}
