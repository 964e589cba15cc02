/// How a block of text is laid out: the parts of `NSParagraphStyle` and `UILabel` that the
/// presets use.
public struct ParagraphStyle: Sendable, Hashable {
    /// Horizontal alignment. Default: natural (left for left-to-right text, right for right-to-left).
    public var alignment: TextAlignment
    /// Most lines shown; 0 means no limit (`UILabel.numberOfLines`). Default: 0.
    public var lineLimit: Int
    /// Where text that does not fit is cut (`lineBreakMode`). Default: tail.
    public var truncation: TruncationMode
    /// Extra space between lines, in points (`lineSpacing`). Default: 0.
    public var lineSpacing: Double
    /// Line height as a multiple of the font's (`lineHeightMultiple`); 0 or 1 leave it. Default: 0.
    public var lineHeightMultiple: Double
    /// A fixed line height in points (`minimumLineHeight` = `maximumLineHeight`), overriding
    /// `lineHeightMultiple`; the extra space goes above the text, as UIKit puts it. 0 leaves the
    /// font's. Default: 0.
    public var lineHeight: Double
    /// Points every line's glyphs are raised within their line (`.baselineOffset`). Default: 0.
    public var baselineOffset: Double
    /// Extra space after every character, in points (`.kern`). Default: 0.
    public var letterSpacing: Double
    /// Paragraph direction; nil takes it from the first strong character. Default: nil.
    public var baseDirection: TextDirection?

    public init(
        alignment: TextAlignment = .natural, lineLimit: Int = 0, truncation: TruncationMode = .tail,
        lineSpacing: Double = 0, lineHeightMultiple: Double = 0, letterSpacing: Double = 0,
        baseDirection: TextDirection? = nil, lineHeight: Double = 0, baselineOffset: Double = 0
    ) {
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.truncation = truncation
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.letterSpacing = letterSpacing
        self.baseDirection = baseDirection
        self.lineHeight = lineHeight
        self.baselineOffset = baselineOffset
    }

    /// The height of one line for a font whose own line height is `natural`: the fixed height,
    /// or the natural one times the multiple (the one rule the typesetter and layout share).
    public func lineHeight(natural: Double) -> Double {
        if lineHeight > 0 { return lineHeight }
        return lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
    }
}

/// Horizontal alignment of lines in their box.
public enum TextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case natural, left, center, right
}

/// Where a line that does not fit is shortened with "…" (`NSLineBreakMode.byTruncating…`).
public enum TruncationMode: String, Sendable, Hashable, Codable, CaseIterable {
    case tail, head, middle
}
