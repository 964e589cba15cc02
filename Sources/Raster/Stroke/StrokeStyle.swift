/// How a path's outline is stroked.
public struct StrokeStyle: Sendable, Hashable {
    /// Line width, centred on the path. Default: 1.
    public var width: Double
    /// Shape of open ends. Default: butt.
    public var cap: LineCap
    /// Shape of corners. Default: miter.
    public var join: LineJoin
    /// Longest miter, as a multiple of the width, before a miter join becomes a bevel. Default: 10,
    /// as Core Graphics and `CAShapeLayer` (SVG's default is 4).
    public var miterLimit: Double

    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }
}

/// The shape at the open ends of a stroked line.
public enum LineCap: String, Sendable, Hashable, Codable {
    case butt, round, square
}

/// The shape where two stroked segments meet.
public enum LineJoin: String, Sendable, Hashable, Codable {
    case miter, round, bevel
}
