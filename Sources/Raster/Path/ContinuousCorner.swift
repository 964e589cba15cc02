/// Apple's continuous-curvature ("squircle") rounded corner, as drawn by
/// `UIBezierPath(roundedRect:cornerRadius:)` and SwiftUI `RoundedRectangle(style: .continuous)`.
///
/// Source of the geometry: the coefficients PaintCode recovered from Core Graphics output
/// ("Drawing Code for iOS 7 Rounded Rectangles"), widely reused since. In units of the radius,
/// measured as (distance back along the incoming edge, distance along the outgoing edge),
/// each corner is: a cubic from (1.52866483, 0) to (0.66993427, 0.06549600), a short line to
/// (0.63149399, 0.07491100), a symmetric middle cubic to (0.07491100, 0.63149399), a short line
/// to (0.06549600, 0.66993427) and a cubic to (0, 1.52866483). A corner therefore reaches
/// 1.52866483 × radius along each side.
///
/// Large radii: where two corners' reaches would overlap on a side, the radius is reduced so that
/// they meet, as PaintCode's version does (`limit = min(w, h) / 2 / 1.52866483`). Core Animation
/// and SwiftUI then morph the shape towards their own continuous capsule, which cannot be
/// reproduced exactly without the system's code; this reduction is the documented stand-in.
///
/// `UIBezierPath(roundedRect:…)` (`CornerStyle.uiBezierPath`) does something else, measured by its
/// users on device: a 16 pt radius keeps continuous corners on a 49 pt tall rectangle but draws
/// visibly larger ones at 48 pt (Apple Developer Forums thread 789134, 2025), and a 208 × 50
/// rectangle with radius 20 comes out "round-capped" at both ends, a capsule (Stack Overflow
/// question 75592757; PaintCode's iOS 7 analysis saw the same jump). The switch is where two
/// reaches stop fitting, a side shorter than 2 × 1.52866483 × radius (48.9 pt for 16: 48
/// switches, 49 does not), so four equal corners that do not fit are drawn as the rectangle's
/// capsule (`becomesCapsule`). For a subset of corners no measurement is known: they are reduced
/// as above.
enum ContinuousCorner {
    static let extent = 1.52866483

    /// Whether `radii`, one radius on all four corners, are too large for continuous corners on a
    /// `width` × `height` rectangle, so that `UIBezierPath` draws the rectangle's capsule instead.
    static func becomesCapsule(_ radii: CornerRadii, width: Double, height: Double) -> Bool {
        let r = radii.topLeft
        guard r > 0, radii.topRight == r, radii.bottomRight == r, radii.bottomLeft == r else { return false }
        return 2 * extent * r > min(width, height)
    }

    /// The corner as (u, v) pairs: u back along the incoming edge, v along the outgoing edge.
    /// `.line` and `.cubic` hold the end point last.
    private enum Step {
        case cubic((Double, Double), (Double, Double), (Double, Double))
        case line((Double, Double))
    }

    private static let steps: [Step] = [
        .cubic((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)),
        .line((0.63149399, 0.07491100)),
        .cubic((0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)),
        .line((0.06549600, 0.66993427)),
        .cubic((0, 0.86840689), (0, 1.08849323), (0, extent)),
    ]

    static func append(to path: inout Path, rect r: Rect, radii requested: CornerRadii) {
        let radii = requested.scaledToFit(width: r.width, height: r.height, extent: extent)
        // (corner point, unit vector of the incoming edge's direction reversed, outgoing direction, radius)
        let corners: [(Point, Point, Point, Double)] = [
            (Point(r.maxX, r.minY), Point(-1, 0), Point(0, 1), radii.topRight),
            (Point(r.maxX, r.maxY), Point(0, -1), Point(-1, 0), radii.bottomRight),
            (Point(r.minX, r.maxY), Point(1, 0), Point(0, -1), radii.bottomLeft),
            (Point(r.minX, r.minY), Point(0, 1), Point(1, 0), radii.topLeft),
        ]
        // Start on the top edge, just after the top-left corner.
        path.move(to: Point(r.minX + radii.topLeft * extent, r.minY))
        for (corner, back, out, radius) in corners {
            func at(_ uv: (Double, Double)) -> Point {
                corner + back * (uv.0 * radius) + out * (uv.1 * radius)
            }
            path.line(to: at((extent, 0)))
            guard radius > 0 else { continue }
            for step in steps {
                switch step {
                case .cubic(let c1, let c2, let p): path.cubic(to: at(p), control1: at(c1), control2: at(c2))
                case .line(let p): path.line(to: at(p))
                }
            }
        }
        path.close()
    }
}
