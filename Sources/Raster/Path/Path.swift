/// A vector outline: subpaths of straight lines and quadratic and cubic Bézier curves.
///
/// Paths are values. Build one with `move`, `line`, `quad`, `cubic` and `close`,
/// or with the shape builders (`Path(rect:)`, `Path(roundedRect:…)`, `Path(ellipseIn:)`).
public struct Path: Sendable, Hashable {
    /// One drawing command.
    public enum Element: Sendable, Hashable {
        case move(Point)
        case line(Point)
        case quad(Point, Point)
        case cubic(Point, Point, Point)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(elements: [Element]) {
        self.elements = elements
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func quad(to p: Point, control c: Point) { elements.append(.quad(c, p)) }
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        elements.append(.cubic(c1, c2, p))
    }
    public mutating func close() { elements.append(.close) }

    /// Appends all subpaths of another path.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// The path with every point mapped through a transform (exact for Béziers).
    public func applying(_ t: Transform) -> Path {
        if t.isIdentity { return self }
        return Path(
            elements: elements.map { e in
                switch e {
                case .move(let p): return .move(t.apply(p))
                case .line(let p): return .line(t.apply(p))
                case .quad(let c, let p): return .quad(t.apply(c), t.apply(p))
                case .cubic(let c1, let c2, let p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
                case .close: return .close
                }
            })
    }

    /// The bounds of all points including control points (contains the path), or nil when empty.
    public var controlBounds: Rect? {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: Point) {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
