/// Turns curves into polylines whose distance from the true curve stays under a tolerance.
///
/// The number of uniform steps comes from the bound on a chord's deviation,
/// `|B''|max / (8 n²)`: for a cubic `|B''| ≤ 6·max(|p0−2p1+p2|, |p1−2p2+p3|)`,
/// for a quadratic `|B''| = 2·|p0−2p1+p2|`.
public enum Flattening {
    /// Default tolerance in device pixels. Fine enough that a curved edge's coverage is
    /// within a level of the exact area (a chord sags at most 1/100 px inside the curve).
    public static let defaultTolerance = 0.01

    /// Largest number of segments one curve is split into.
    static let maxSegments = 1000

    static func segments(forQuad p0: Point, _ p1: Point, _ p2: Point, tolerance: Double) -> Int {
        let dd = (p0 - p1 * 2 + p2).length
        return clampCount((0.25 * dd / tolerance).squareRoot())
    }

    static func segments(forCubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> Int {
        let dd = max((p0 - p1 * 2 + p2).length, (p1 - p2 * 2 + p3).length)
        return clampCount((0.75 * dd / tolerance).squareRoot())
    }

    private static func clampCount(_ v: Double) -> Int {
        guard v.isFinite else { return maxSegments }
        return min(maxSegments, max(1, Int(pixel: v.rounded(.up))))
    }

    /// A flattened subpath: its points in order and whether it was closed.
    public struct Polyline: Sendable, Hashable {
        public var points: [Point]
        public var isClosed: Bool
        /// For each point, whether it lies inside a flattened curve (so a stroke joins
        /// the neighbouring segments smoothly there, whatever the join style).
        public var smooth: [Bool]
        /// The direction the subpath leaves its first point and reaches its last one when it
        /// starts or ends with a curve (from the curve's control points, not its first or last
        /// flattened chord, which leans by half a chord's turn): a stroke's caps are square to it.
        public var startTangent: Point? = nil
        public var endTangent: Point? = nil
    }

    /// Flattens every subpath. A subpath that is not explicitly closed keeps `isClosed == false`
    /// (fills close it implicitly; strokes leave it open).
    public static func polylines(of path: Path, tolerance: Double = defaultTolerance) -> [Polyline] {
        var result: [Polyline] = []
        var current: [Point] = []
        var smooth: [Bool] = []
        var start = Point.zero
        var last = Point.zero
        var startTangent: Point?, endTangent: Point?
        func finish(closed: Bool) {
            if current.count > 1 || (current.count == 1 && closed) {
                result.append(
                    Polyline(points: current, isClosed: closed, smooth: smooth, startTangent: startTangent, endTangent: endTangent))
            }
            current = []
            smooth = []
            startTangent = nil
            endTangent = nil
        }
        /// Notes a curve's end directions: the start one only for the subpath's first element.
        func curve(leaving: Point, arriving: Point) {
            if current.count == 1 { startTangent = leaving }
            endTangent = arriving
        }
        for e in path.elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                current = [p]
                smooth = [false]
                start = p
                last = p
            case .line(let p):
                if current.isEmpty { current = [last]; smooth = [false] }
                endTangent = nil
                current.append(p)
                smooth.append(false)
                last = p
            case .quad(let c, let p):
                if current.isEmpty { current = [last]; smooth = [false] }
                let n = segments(forQuad: last, c, p, tolerance: tolerance)
                let p0 = last
                curve(leaving: Self.firstNonZero(c - p0, p - p0), arriving: Self.firstNonZero(p - c, p - p0))
                for i in 1..<n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(
                        Point(
                            u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                    smooth.append(true)
                }
                current.append(p)
                smooth.append(false)
                last = p
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [last]; smooth = [false] }
                let n = segments(forCubic: last, c1, c2, p, tolerance: tolerance)
                let p0 = last
                curve(
                    leaving: Self.firstNonZero(c1 - p0, c2 - p0, p - p0),
                    arriving: Self.firstNonZero(p - c2, p - c1, p - p0))
                for i in 1..<n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
                    current.append(
                        Point(
                            w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p.x,
                            w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p.y))
                    smooth.append(true)
                }
                current.append(p)
                smooth.append(false)
                last = p
            case .close:
                finish(closed: true)
                last = start
            }
        }
        finish(closed: false)
        return result
    }

    /// The first of `vectors` that is not zero (a control point on its end point gives none).
    private static func firstNonZero(_ vectors: Point...) -> Point {
        vectors.first { $0.x != 0 || $0.y != 0 } ?? .zero
    }
}
