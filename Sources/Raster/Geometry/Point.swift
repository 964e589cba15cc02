/// A point or vector in a 2D plane, in whatever unit its owner uses (points or pixels).
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(0, 0)

    @inline(__always) public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    @inline(__always) public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    @inline(__always) public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    @inline(__always) public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }

    /// Dot product.
    @inline(__always) public func dot(_ o: Point) -> Double { x * o.x + y * o.y }
    /// z of the 3D cross product: positive when `o` turns clockwise from `self` in y-down coordinates.
    @inline(__always) public func cross(_ o: Point) -> Double { x * o.y - y * o.x }
    /// Euclidean length.
    public var length: Double { (x * x + y * y).squareRoot() }
    /// The vector turned 90°: (−y, x).
    public var perpendicular: Point { Point(-y, x) }
    /// The unit vector in the same direction, or zero for a zero vector.
    public var normalized: Point {
        let l = length
        return l > 0 ? Point(x / l, y / l) : .zero
    }

    /// Linear interpolation from `self` (t = 0) to `o` (t = 1).
    @inline(__always) public func lerp(_ o: Point, _ t: Double) -> Point {
        Point(x + (o.x - x) * t, y + (o.y - y) * t)
    }
}
