/// Builders for the shapes views are made of.
extension Path {
    /// Four cubic Béziers approximate a quarter circle with this handle length (radius 1):
    /// `4/3·(√2 − 1)`; the radial error is under 0.03 % of the radius.
    static let kappa = 0.5522847498307936

    /// A rectangle, clockwise from the top-left corner.
    public init(rect r: Rect) {
        self.init()
        move(to: Point(r.minX, r.minY))
        line(to: Point(r.maxX, r.minY))
        line(to: Point(r.maxX, r.maxY))
        line(to: Point(r.minX, r.maxY))
        close()
    }

    /// An ellipse inscribed in a rectangle, clockwise from its rightmost point.
    public init(ellipseIn r: Rect) {
        self.init()
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * Path.kappa, ky = ry * Path.kappa
        move(to: Point(cx + rx, cy))
        cubic(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry))
        cubic(to: Point(cx - rx, cy), control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky))
        cubic(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry))
        cubic(to: Point(cx + rx, cy), control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky))
        close()
    }

    /// A circle of a radius around a centre.
    public init(circleCenter c: Point, radius: Double) {
        self.init(ellipseIn: Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A capsule: a rounded rectangle whose shorter side is a full semicircle.
    public init(capsuleIn r: Rect) {
        self.init(roundedRect: r, radii: CornerRadii(min(r.width, r.height) / 2), style: .circular)
    }

    /// A rounded rectangle with per-corner radii, in either corner style.
    ///
    /// Circular radii are reduced as CSS and Core Graphics do: when two radii on one side
    /// add up to more than that side, all four are scaled down by the same factor.
    /// Continuous corners follow `ContinuousCorner`.
    public init(roundedRect r: Rect, radii: CornerRadii, style: CornerStyle) {
        self.init()
        guard !r.isEmpty else { return }
        if radii.isZero {
            self = Path(rect: r)
            return
        }
        switch style {
        case .circular:
            appendCircularRoundedRect(r, radii: radii.scaledToFit(width: r.width, height: r.height, extent: 1))
        case .continuous:
            ContinuousCorner.append(to: &self, rect: r, radii: radii)
        case .uiBezierPath:
            if ContinuousCorner.becomesCapsule(radii, width: r.width, height: r.height) {
                self = Path(capsuleIn: r)
            } else {
                ContinuousCorner.append(to: &self, rect: r, radii: radii)
            }
        }
    }

    /// A rounded rectangle with the same radius at every corner.
    public init(roundedRect r: Rect, radius: Double, style: CornerStyle = .circular) {
        self.init(roundedRect: r, radii: CornerRadii(radius), style: style)
    }

    private mutating func appendCircularRoundedRect(_ r: Rect, radii: CornerRadii) {
        let k = Path.kappa
        let tl = radii.topLeft, tr = radii.topRight, br = radii.bottomRight, bl = radii.bottomLeft
        move(to: Point(r.minX + tl, r.minY))
        line(to: Point(r.maxX - tr, r.minY))
        if tr > 0 {
            cubic(
                to: Point(r.maxX, r.minY + tr),
                control1: Point(r.maxX - tr + tr * k, r.minY), control2: Point(r.maxX, r.minY + tr - tr * k))
        }
        line(to: Point(r.maxX, r.maxY - br))
        if br > 0 {
            cubic(
                to: Point(r.maxX - br, r.maxY),
                control1: Point(r.maxX, r.maxY - br + br * k), control2: Point(r.maxX - br + br * k, r.maxY))
        }
        line(to: Point(r.minX + bl, r.maxY))
        if bl > 0 {
            cubic(
                to: Point(r.minX, r.maxY - bl),
                control1: Point(r.minX + bl - bl * k, r.maxY), control2: Point(r.minX, r.maxY - bl + bl * k))
        }
        line(to: Point(r.minX, r.minY + tl))
        if tl > 0 {
            cubic(
                to: Point(r.minX + tl, r.minY),
                control1: Point(r.minX, r.minY + tl - tl * k), control2: Point(r.minX + tl - tl * k, r.minY))
        }
        close()
    }
}

/// How a rounded corner is shaped.
public enum CornerStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// A quarter circle (`CALayer.cornerCurve = .circular`, SwiftUI `.circular`).
    case circular
    /// Apple's continuous-curvature corner as Core Animation and SwiftUI draw it
    /// (`CALayer.cornerCurve = .continuous`, SwiftUI `.continuous`).
    case continuous
    /// Apple's continuous-curvature corner as `UIBezierPath(roundedRect:…)` makes it (a mask or a
    /// shadow path): the same curve, except that four equal corners too large for continuous
    /// corners become a capsule (`ContinuousCorner.becomesCapsule`).
    case uiBezierPath
}

/// The radius of each corner of a rectangle.
public struct CornerRadii: Sendable, Hashable, Codable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = max(0, topLeft)
        self.topRight = max(0, topRight)
        self.bottomRight = max(0, bottomRight)
        self.bottomLeft = max(0, bottomLeft)
    }

    public init(_ all: Double) {
        self.init(topLeft: all, topRight: all, bottomRight: all, bottomLeft: all)
    }

    public var isZero: Bool { topLeft == 0 && topRight == 0 && bottomRight == 0 && bottomLeft == 0 }

    /// Scales all radii down by one factor so that, on every side, the two corners'
    /// extents (`radius × extent`) fit within the side.
    func scaledToFit(width: Double, height: Double, extent: Double) -> CornerRadii {
        var f = 1.0
        func limit(_ side: Double, _ r1: Double, _ r2: Double) {
            let need = (r1 + r2) * extent
            if need > side, need > 0 { f = min(f, side / need) }
        }
        limit(width, topLeft, topRight)
        limit(width, bottomLeft, bottomRight)
        limit(height, topLeft, bottomLeft)
        limit(height, topRight, bottomRight)
        guard f < 1 else { return self }
        return CornerRadii(
            topLeft: topLeft * f, topRight: topRight * f,
            bottomRight: bottomRight * f, bottomLeft: bottomLeft * f)
    }
}
