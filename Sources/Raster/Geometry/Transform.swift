/// A 2D affine transform, as Core Graphics writes it:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct Transform: Sendable, Hashable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ x: Double, _ y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(_ sx: Double, _ sy: Double) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Rotation by `cos`/`sin` of an angle (y down, so a positive angle turns clockwise on screen).
    /// Taking the cosine and sine from the caller keeps libm out of this module.
    public static func rotation(cos: Double, sin: Double) -> Transform {
        Transform(a: cos, b: sin, c: -sin, d: cos, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` applied after `first`: the point goes through `first`, then `self`.
    public func concatenating(after first: Transform) -> Transform {
        Transform(
            a: a * first.a + c * first.b,
            b: b * first.a + d * first.b,
            c: a * first.c + c * first.d,
            d: b * first.c + d * first.d,
            tx: a * first.tx + c * first.ty + tx,
            ty: b * first.tx + d * first.ty + ty)
    }

    /// The transform that first applies `inner`, then `self`, as the cases' `transform` op
    /// pre-multiplies the current matrix (new drawing goes through `inner` first).
    public func preConcatenating(_ inner: Transform) -> Transform {
        concatenating(after: inner)
    }

    @inline(__always)
    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// The determinant `a·d − b·c`.
    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the transform is singular.
    public var inverted: Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// An upper bound of how much the transform stretches a length (the larger singular value).
    public var maxScale: Double {
        let p = a * a + b * b, q = c * c + d * d, r = a * c + b * d
        let mean = (p + q) / 2
        let diff = ((p - q) * (p - q) / 4 + r * r).squareRoot()
        return (mean + diff).squareRoot()
    }
}
