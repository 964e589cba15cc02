import PreviewModel

/// A position in a config file: line and column (both 1-based, the column counted in
/// Unicode scalars, as editors show it) and the 0-based byte offset.
///
/// A leading byte-order mark is not counted in columns but is counted in offsets.
public struct ConfigLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1-based line number; `\n`, `\r\n` and a lone `\r` each end a line.
    public var line: Int
    /// 1-based column, counted in Unicode scalars (a tab counts as one).
    public var column: Int
    /// 0-based byte offset from the start of the file.
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column`, e.g. `12:15`.
    public var description: String { "\(line):\(column)" }

    /// `line 12, column 15`, for use inside a sentence.
    public var spelledOut: String { "line \(line), column \(column)" }

    public static func < (a: ConfigLocation, b: ConfigLocation) -> Bool { a.offset < b.offset }
}
