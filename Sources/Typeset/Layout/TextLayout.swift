import Raster

/// Text broken into lines and positioned, in points, ready to measure or draw.
///
/// The box's origin is its top-left corner; lines stack downwards.
public struct TextLayout: Sendable {
    /// One laid-out line: its clusters in visual order, left to right.
    public struct Line: Sendable {
        /// x of the line's left edge in the box (alignment applied).
        public let x: Double
        /// Baseline, from the top of the box.
        public let baseline: Double
        /// Width of the line's visible content (trailing spaces excluded).
        public let width: Double
        let clusters: [ShapedCluster]
    }

    public let lines: [Line]
    /// The box: widest line (or the width laid out for, when alignment needs it) by the lines' height.
    public let size: (width: Double, height: Double)
    /// Baseline of the first line from the top (`firstBaselineAnchor`); 0 when there is no text.
    public var firstBaseline: Double { lines.first?.baseline ?? 0 }
    /// Baseline of the last line from the top (`lastBaselineAnchor`).
    public var lastBaseline: Double { lines.last?.baseline ?? 0 }
    /// Whether any text was cut by the line limit or the width.
    public let isTruncated: Bool
    /// The font size the text was shaped at, in points (the first run's).
    public let fontSize: Double
    /// Each styled run's own colour (nil: the colour the text is drawn with); empty for plain text.
    public var runColors: [Color?] = []
}
