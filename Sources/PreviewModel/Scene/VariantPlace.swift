/// Where a scene sits in its config's `variants` matrix: the scene's name before the matrix
/// expanded it, and the value of each axis in the order the axes are written — what comparison
/// sheets and the live preview group scenes by.
public struct VariantPlace: Sendable, Hashable {
    /// The scene's own name (`toast`), before the values were added (`toast-dark-iphone-15`).
    public var base: String
    /// The axes' keys in `variants`, in the order written (`appearance`, `device`).
    public var axes: [String]
    /// This scene's value on each axis, as a person reads it (`dark`, `iPhone 15`).
    public var values: [String]

    public init(base: String, axes: [String], values: [String]) {
        self.base = base
        self.axes = axes
        self.values = values
    }

    /// This scene's value on `axis`, or nil when the matrix does not vary it.
    public func value(of axis: String) -> String? {
        axes.firstIndex(of: axis).map { values[$0] }
    }
}
