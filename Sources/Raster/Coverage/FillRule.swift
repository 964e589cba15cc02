/// Which regions of a self-overlapping path count as inside.
public enum FillRule: String, Sendable, Hashable, Codable {
    /// Inside where the winding number is not zero.
    case nonZero = "nonzero"
    /// Inside where the winding number is odd.
    case evenOdd = "evenodd"
}
