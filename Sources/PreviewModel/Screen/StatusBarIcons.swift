import Raster

/// The status bar's glyphs as vector paths: cellular bars, Wi-Fi fan, battery. Each draws itself
/// scaled into a rectangle, so one geometry serves every status-bar size.
///
/// Proportions follow Apple's iOS design kits (Figma "iOS 17 UI Kit", status bar "Levels":
/// cellular 19.2 × 12.226, Wi-Fi 17.142 × 12.328, battery 27.328 × 13 points on Dynamic Island
/// phones; the iPhone X-era kit's 17 × 10.67, 15.27 × 10.97 and 24.33 × 11.33 elsewhere). The
/// shapes are redrawn here from those sizes, not copied: bar heights, band widths and the
/// battery's radii are measured from the kits' renderings.
package enum StatusBarIcons {
    /// Which generation of glyphs: the larger iOS 16+ set drawn beside the Dynamic Island, or the
    /// iPhone X-era set used on notch and Home-button phones and iPads.
    package enum Set {
        case large
        case regular

        package var cellularSize: Size { self == .large ? Size(19.2, 12.226) : Size(17, 10.667) }
        package var wifiSize: Size { self == .large ? Size(17.142, 12.328) : Size(15.272, 10.966) }
        package var batterySize: Size { self == .large ? Size(27.328, 13) : Size(24.328, 11.333) }
        /// Space between neighbouring glyphs.
        package var spacing: Double { self == .large ? 7 : 5 }
    }

    // MARK: Cellular

    /// Four bars rising left to right, all filled (full signal).
    package static func cellular(in r: Rect) -> Path {
        var path = Path()
        let barWidth = r.width / 6
        let step = (r.width - barWidth) / 3
        let heights = [0.37, 0.55, 0.76, 1.0]
        for (i, f) in heights.enumerated() {
            let h = r.height * f
            let bar = Rect(x: r.minX + Double(i) * step, y: r.maxY - h, width: barWidth, height: h)
            path.append(Path(roundedRect: bar, radius: barWidth / 3))
        }
        return path
    }

    // MARK: Wi-Fi

    /// Three pieces fanning up from a point: two bands and a wedge, each bounded by the ±45°
    /// rays from the apex, with corners rounded by `roundingRadius` (stroke them with a round
    /// join at twice that width after filling).
    package static func wifi(in r: Rect) -> (pieces: Path, roundingRadius: Double) {
        let rho = 0.035 * r.width
        let outer = (r.width - 2 * rho) / 2.0.squareRoot()
        let shapeHeight = outer + 2 * rho
        let apex = Point(r.midX, r.midY + shapeHeight / 2 - rho)
        var path = Path()
        path.append(annularSector(center: apex, inner: 0.858 * outer, outer: outer))
        path.append(annularSector(center: apex, inner: 0.494 * outer, outer: 0.636 * outer))
        path.append(annularSector(center: apex, inner: 0, outer: 0.272 * outer))
        return (path, rho)
    }

    /// The part of a ring between radii `inner` and `outer` that lies between the rays at 45° to
    /// either side of straight up from `center` (a wedge when `inner` is 0). Quarter-circle arcs as
    /// single cubic Béziers (radial error under 0.03 %), with no trigonometry.
    static func annularSector(center c: Point, inner: Double, outer: Double) -> Path {
        let s = 0.5.squareRoot()
        let k = 0.5522847498307936  // 4/3·tan(π/8): a quarter circle's handle length for radius 1
        var p = Path()
        // Outer arc, left end to right end over the top.
        let o0 = Point(c.x - outer * s, c.y - outer * s), o1 = Point(c.x + outer * s, c.y - outer * s)
        p.move(to: o0)
        p.cubic(
            to: o1, control1: Point(o0.x + k * outer * s, o0.y - k * outer * s),
            control2: Point(o1.x - k * outer * s, o1.y - k * outer * s))
        if inner > 0 {
            let i1 = Point(c.x + inner * s, c.y - inner * s), i0 = Point(c.x - inner * s, c.y - inner * s)
            p.line(to: i1)
            p.cubic(
                to: i0, control1: Point(i1.x - k * inner * s, i1.y - k * inner * s),
                control2: Point(i0.x + k * inner * s, i0.y - k * inner * s))
        } else {
            p.line(to: c)
        }
        p.close()
        return p
    }

    // MARK: Battery

    /// A full battery: the outline (drawn at 35 % opacity), the charge (opaque) and the cap
    /// (40 % opacity), as iOS draws it.
    package static func battery(in r: Rect, set: Set) -> (outline: Path, charge: Path, cap: Path) {
        // Kit geometry in points, scaled to the rectangle.
        let kit = set.batterySize
        let sx = r.width / kit.width, sy = r.height / kit.height
        let bodyWidth = set == .large ? 25.0 : 22.0
        let bodyHeight = kit.height
        let bodyRadius = set == .large ? 4.3 : 3.167
        let chargeRadius = set == .large ? 2.5 : 1.333
        let capHeight = set == .large ? 4.076 : 4.0
        let capWidth = kit.width - bodyWidth - 1

        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
            Rect(x: r.minX + x * sx, y: r.minY + y * sy, width: w * sx, height: h * sy)
        }
        // Outline: a 1-point ring, the outer rounded rectangle minus the inner one (even-odd).
        var outline = Path(roundedRect: rect(0, 0, bodyWidth, bodyHeight), radius: bodyRadius * min(sx, sy))
        outline.append(Path(roundedRect: rect(1, 1, bodyWidth - 2, bodyHeight - 2), radius: (bodyRadius - 1) * min(sx, sy)))
        let charge = Path(roundedRect: rect(2, 2, bodyWidth - 4, bodyHeight - 4), radius: chargeRadius * min(sx, sy))
        // Cap: straight on the left, a flattened half-ellipse on the right.
        let x0 = r.minX + (bodyWidth + 1) * sx, w = capWidth * sx
        let top = r.minY + (bodyHeight - capHeight) / 2 * sy, h = capHeight * sy
        var cap = Path()
        cap.move(to: Point(x0, top))
        cap.line(to: Point(x0, top + h))
        cap.cubic(
            to: Point(x0 + w, top + h / 2), control1: Point(x0 + 0.6 * w, top + 0.914 * h),
            control2: Point(x0 + w, top + 0.718 * h))
        cap.cubic(
            to: Point(x0, top), control1: Point(x0 + w, top + 0.282 * h),
            control2: Point(x0 + 0.6 * w, top + 0.086 * h))
        cap.close()
        return (outline, charge, cap)
    }
}
