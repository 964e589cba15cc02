import Raster

/// A piece of styled text: its own font and, optionally, its own colour (an attributed string's
/// `.font` and `.foregroundColor` over a range). Runs laid out together share lines; a line is as
/// tall as the tallest font on it, as TextKit sets mixed fonts.
public struct TextRun: Sendable, Equatable {
    public var text: String
    public var font: Font
    /// Nil: the colour the text is drawn with.
    public var color: Color?

    public init(_ text: String, font: Font, color: Color? = nil) {
        self.text = text
        self.font = font
        self.color = color
    }
}
