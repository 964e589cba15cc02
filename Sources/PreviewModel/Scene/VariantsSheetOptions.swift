/// How a `variants` matrix's comparison sheet is laid out: which axes run down the rows and
/// which across the columns, which moment of an animation it shows, and how large.
public struct VariantsSheetOptions: Sendable, Hashable {
    /// Axes whose values label the rows (nil: the matrix's first axis, or with `columns` given,
    /// every axis not in it).
    public var rows: [String]?
    /// Axes whose values label the columns (nil: every axis not in `rows`).
    public var columns: [String]?
    /// The moment of an animated scene shown, in seconds (nil: its middle frame); the frame
    /// nearest to it is used.
    public var time: Double?
    /// Width in pixels of the widest screen; every other is scaled by the same factor, so sizes
    /// compare truly (an iPhone SE is smaller than an iPhone 15 Plus).
    public var width: Int

    public init(rows: [String]? = nil, columns: [String]? = nil, time: Double? = nil, width: Int = 240) {
        self.rows = rows
        self.columns = columns
        self.time = time
        self.width = width
    }

    /// The axes down and across for a matrix of `axes`: every axis is on one side, so no two
    /// scenes share a cell (the config reader refuses a `rows` and `columns` that leave one out).
    public func split(_ axes: [String]) -> (rows: [String], columns: [String]) {
        switch (rows, columns) {
        case (nil, nil): return (Array(axes.prefix(1)), Array(axes.dropFirst()))
        case (let r?, nil): return (r, axes.filter { !r.contains($0) })
        case (nil, let c?): return (axes.filter { !c.contains($0) }, c)
        case (let r?, let c?): return (r, c + axes.filter { !r.contains($0) && !c.contains($0) })
        }
    }
}
