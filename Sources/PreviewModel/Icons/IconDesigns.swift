import Raster

/// The icons' drawings on the 24 × 24 grid (y down), modelled on SF Symbols at regular weight:
/// a 20-unit disc for the circled symbols, strokes about 2.3–2.45 units wide with round caps
/// and joins, rings 1.6 units wide in the outline style.
enum IconDesigns {
    private typealias G = OutlineGeometry

    /// The width of a ring or outline in the outline style.
    static let ring = 1.6

    static func outline(of icon: Icon, style: IconStyle) -> IconOutline {
        var o = IconOutline()
        switch icon {
        case .info: circled(&o, style, glyph: infoGlyph(center: Point(12, 12), scale: 1))
        case .success:
            circled(&o, style, glyph: G.rays(from: Point(10.6, 15.5), to: [Point(7.2, 12.1), Point(16.8, 8.3)], width: 2.45))
        case .error: circled(&o, style, glyph: xGlyph(arm: 3.4, width: 2.35))
        case .download:
            circled(&o, style, glyph: arrowGlyph(tip: Point(12, 16.8), tail: 7.1, head: 3.9, width: 2.3))
        case .warning: warning(&o, style)
        case .exclamationCircle:
            circled(&o, style, glyph: exclamationGlyph(top: 6.9, length: 6.0, r1: 1.3, r2: 1.05, dot: 16.9, dotRadius: 1.4))
        case .xmarkOctagon: octagon(&o, style)
        case .close: o.ink(xGlyph(arm: 9.8, width: 4.4))
        case .checkmark: o.ink(G.rays(from: Point(9.4, 18.2), to: [Point(4.6, 12.8), Point(19.4, 5.8)], width: 2.3))
        case .xmark: o.ink(xGlyph(arm: 6.2, width: 2.3))
        case .exclamationmark:
            o.ink(exclamationGlyph(top: 4.4, length: 10.4, r1: 1.55, r2: 1.15, dot: 19.5, dotRadius: 1.6))
        case .infoMark: o.ink(infoGlyph(center: Point(11.75, 12.1), scale: 1.6))
        case .plus:
            let c = Point(12, 12), a = 7.8
            o.ink(G.rays(from: c, to: [Point(12 - a, 12), Point(12 + a, 12), Point(12, 12 - a), Point(12, 12 + a)], width: 2.3))
        case .minus: o.ink(G.rays(from: Point(12, 12), to: [Point(4.2, 12), Point(19.8, 12)], width: 2.3))
        case .chevronRight, .chevronForward: o.ink(G.rays(from: Point(15.4, 12), to: [Point(8.6, 4.9), Point(8.6, 19.1)], width: 2.4))
        case .arrowDown: o.ink(arrowGlyph(tip: Point(12, 19.8), tail: 4.2, head: 6.8, width: 2.3))
        case .bell: bell(&o, style)
        case .heart: heart(&o, style)
        case .star: star(&o, style)
        case .trash: trash(&o, style)
        case .clipboard: clipboard(&o, style)
        case .paperplane: paperplane(&o, style)
        case .wifi: for piece in wifiPieces() { o.ink(piece) }
        case .wifiSlash: wifiSlash(&o)
        }
        return o
    }

    // MARK: Status icons

    /// A container (disc, triangle, octagon) with a glyph: knocked out of the solid container,
    /// or solid inside a ring.
    private static func container(_ o: inout IconOutline, _ style: IconStyle, outer: Path, inner: Path, glyph: Path) {
        o.ink(outer)
        switch style {
        case .filled:
            o.hole(glyph)
        case .outline:
            o.hole(inner)
            o.ink(glyph)
        }
    }

    /// A glyph in a 20-unit disc.
    private static func circled(_ o: inout IconOutline, _ style: IconStyle, glyph: Path) {
        let c = Point(12, 12)
        container(&o, style, outer: G.circle(c, 10), inner: G.circle(c, 10 - ring), glyph: glyph)
    }

    /// SF's "i": a round dot over a stem with a flag at the top left and a foot, centred on
    /// `center` (the disc's glyph at scale 1: 5.5 × 12.15 units, stem 2.2 wide).
    private static func infoGlyph(center c: Point, scale s: Double) -> Path {
        func p(_ x: Double, _ y: Double) -> Point { Point(c.x + x * s, c.y + y * s) }
        var path = G.circle(p(0.15, -4.55), 1.6 * s)
        let slab = [
            p(-2.05, -1.6), p(1.25, -1.6), p(1.25, 4.3), p(2.9, 4.3), p(2.9, 6.0),
            p(-2.6, 6.0), p(-2.6, 4.3), p(-0.95, 4.3), p(-0.95, -0.1), p(-2.05, -0.1),
        ]
        let radii = [0.3, 0.35, 0.25, 0.3, 0.3, 0.3, 0.3, 0.25, 0.25, 0.3].map { $0 * s }
        path.append(G.roundedPolygon(slab, radii: radii))
        return path
    }

    /// "×" centred on the grid: arms reaching `arm` along each axis from the centre.
    private static func xGlyph(arm a: Double, width: Double) -> Path {
        G.rays(
            from: Point(12, 12), to: [Point(12 - a, 12 - a), Point(12 + a, 12 - a), Point(12 + a, 12 + a), Point(12 - a, 12 + a)],
            width: width)
    }

    /// A downward arrow: shaft from `tail` (y) to the tip, head arms `head` back and out at 45°.
    private static func arrowGlyph(tip: Point, tail: Double, head: Double, width: Double) -> Path {
        G.rays(
            from: tip, to: [Point(tip.x, tail), Point(tip.x - head, tip.y - head), Point(tip.x + head, tip.y - head)],
            width: width)
    }

    /// "!": a bar from a round top of radius `r1` narrowing to `r2` over `length` (centre to
    /// centre), and a round dot.
    private static func exclamationGlyph(top: Double, length: Double, r1: Double, r2: Double, dot: Double, dotRadius: Double) -> Path {
        var path = G.taperedBar(from: Point(12, top), radius: r1, to: Point(12, top + length), radius: r2)
        path.append(G.circle(Point(12, dot), dotRadius))
        return path
    }

    /// `exclamationmark.triangle.fill`: a triangle rounded with 2.6-unit corners.
    private static func warning(_ o: inout IconOutline, _ style: IconStyle) {
        let centres = [Point(12, 4.9), Point(20.1, 18.7), Point(3.9, 18.7)]
        let r = 2.6
        let glyph = exclamationGlyph(top: 8.6, length: 5.6, r1: 1.3, r2: 1.0, dot: 17.5, dotRadius: 1.35)
        container(
            &o, style, outer: G.roundedConvex(centres: centres, radius: r),
            inner: G.roundedConvex(centres: centres, radius: r - ring), glyph: glyph)
    }

    /// `xmark.octagon.fill`: a regular octagon 20 units across the flats, corners rounded.
    private static func octagon(_ o: inout IconOutline, _ style: IconStyle) {
        let r = 1.8
        let c22 = (2 + 2.0.squareRoot()).squareRoot() / 2, s22 = (2 - 2.0.squareRoot()).squareRoot() / 2
        let dirs = [
            Point(c22, s22), Point(s22, c22), Point(-s22, c22), Point(-c22, s22),
            Point(-c22, -s22), Point(-s22, -c22), Point(s22, -c22), Point(c22, -s22),
        ]
        let circumradius = (10 - r) / c22
        let centres = dirs.map { Point(12, 12) + $0 * circumradius }
        container(
            &o, style, outer: G.roundedConvex(centres: centres, radius: r),
            inner: G.roundedConvex(centres: centres, radius: r - ring), glyph: xGlyph(arm: 3.4, width: 2.35))
    }

    // MARK: Objects

    /// `bell.fill`: a dome with a knob, flaring to a rim with rounded ends; a clapper below.
    private static func bell(_ o: inout IconOutline, _ style: IconStyle) {
        let knob = Point(12, 3.35), knobRadius = 1.3
        let side = Point(0.85, 0.5268)  // where the dome meets the knob, as a direction from its centre
        let join = knob + side * knobRadius
        let joinLeft = knob + Point(-side.x, side.y) * knobRadius
        // The right half, from the knob down to the bottom centre.
        func rightHalf(_ p: inout Path) {
            p.cubic(to: Point(17.9, 10.2), control1: Point(16.0, 4.6), control2: Point(17.9, 7.1))
            p.cubic(to: Point(19.5, 16.2), control1: Point(17.9, 12.9), control2: Point(18.3, 14.9))
            p.cubic(to: Point(20.4, 17.8), control1: Point(20.0, 16.75), control2: Point(20.4, 17.2))
            p.cubic(to: Point(19.4, 18.8), control1: Point(20.4, 18.4), control2: Point(20.0, 18.8))
            p.line(to: Point(4.6, 18.8))
            p.cubic(to: Point(3.6, 17.8), control1: Point(4.0, 18.8), control2: Point(3.6, 18.4))
            p.cubic(to: Point(4.5, 16.2), control1: Point(3.6, 17.2), control2: Point(4.0, 16.75))
            p.cubic(to: Point(6.1, 10.2), control1: Point(5.7, 14.9), control2: Point(6.1, 12.9))
            p.cubic(to: joinLeft, control1: Point(6.1, 7.1), control2: Point(8.0, 4.6))
        }
        var body = Path()
        body.move(to: join)
        rightHalf(&body)
        G.appendArc(&body, center: knob, radius: knobRadius, from: Point(-side.x, side.y), to: Point(-1, 0))
        G.appendArc(&body, center: knob, radius: knobRadius, from: Point(-1, 0), to: Point(0, -1))
        G.appendArc(&body, center: knob, radius: knobRadius, from: Point(0, -1), to: Point(1, 0))
        G.appendArc(&body, center: knob, radius: knobRadius, from: Point(1, 0), to: side)
        body.close()
        o.ink(body)
        // The clapper: the lower half of an ellipse, 1.1 below the rim.
        var clapper = Path()
        let cy = 19.9, rx = 2.5, ry = 2.1, k = 0.5522847498307936
        clapper.move(to: Point(12 + rx, cy))
        clapper.cubic(to: Point(12, cy + ry), control1: Point(12 + rx, cy + ry * k), control2: Point(12 + rx * k, cy + ry))
        clapper.cubic(to: Point(12 - rx, cy), control1: Point(12 - rx * k, cy + ry), control2: Point(12 - rx, cy + ry * k))
        clapper.close()
        o.ink(clapper)
        if style == .outline {
            // The inside: the body without its knob, moved in by the ring width.
            var dome = Path()
            dome.move(to: join)
            rightHalf(&dome)
            let d = (Point(16.0, 4.6) - join).normalized * 0.8
            dome.cubic(to: join, control1: joinLeft + Point(d.x, -d.y), control2: join - d)
            dome.close()
            o.hole(G.polygon(G.erode(dome, by: ring)))
        }
    }

    /// `heart.fill`: two round lobes meeting in a dip, down to a softly rounded point.
    private static func heart(_ o: inout IconOutline, _ style: IconStyle) {
        var p = Path()
        p.move(to: Point(12, 6.1))
        p.cubic(to: Point(16.8, 3.0), control1: Point(12.9, 4.2), control2: Point(14.6, 3.0))
        p.cubic(to: Point(22.0, 8.4), control1: Point(19.8, 3.0), control2: Point(22.0, 5.3))
        p.cubic(to: Point(12.9, 20.3), control1: Point(22.0, 13.2), control2: Point(16.6, 17.6))
        p.cubic(to: Point(11.1, 20.3), control1: Point(12.35, 20.75), control2: Point(11.65, 20.75))
        p.cubic(to: Point(2.0, 8.4), control1: Point(7.4, 17.6), control2: Point(2.0, 13.2))
        p.cubic(to: Point(7.2, 3.0), control1: Point(2.0, 5.3), control2: Point(4.2, 3.0))
        p.cubic(to: Point(12, 6.1), control1: Point(9.4, 3.0), control2: Point(11.1, 4.2))
        p.close()
        p = p.applying(.translation(0, 0.18))
        o.ink(p)
        if style == .outline { o.hole(G.polygon(G.erode(p, by: ring))) }
    }

    /// `star.fill`: five points, inner radius half the outer, points and notches rounded.
    private static func star(_ o: inout IconOutline, _ style: IconStyle) {
        let s5 = 5.0.squareRoot()
        let c36 = (1 + s5) / 4, s36 = (10 - 2 * s5).squareRoot() / 4
        let c72 = (s5 - 1) / 4, s72 = (10 + 2 * s5).squareRoot() / 4
        // Directions 36° apart, clockwise from straight up.
        let dirs = [
            Point(0, -1), Point(s36, -c36), Point(s72, -c72), Point(s72, c72), Point(s36, c36),
            Point(0, 1), Point(-s36, c36), Point(-s72, c72), Point(-s72, -c72), Point(-s36, -c36),
        ]
        let outer = 11.4, inner = 5.75, centre = Point(12, 12.81)
        let pts = dirs.enumerated().map { i, d in centre + d * (i % 2 == 0 ? outer : inner) }
        let radii = (0..<10).map { $0 % 2 == 0 ? 1.3 : 0.7 }
        o.ink(G.roundedPolygon(pts, radii: radii))
        if style == .outline {
            o.hole(G.roundedPolygon(G.inset(pts, by: ring), radii: G.insetRadii(pts, radii: radii, by: ring)))
        }
    }

    /// `trash.fill`: a lid with a handle, a can narrowing to rounded bottom corners, three slots.
    private static func trash(_ o: inout IconOutline, _ style: IconStyle) {
        let dy = 0.2
        func p(_ x: Double, _ y: Double) -> Point { Point(x, y + dy) }
        let lid = [p(3.2, 4.7), p(8.6, 4.7), p(8.6, 2.0), p(15.4, 2.0), p(15.4, 4.7), p(20.8, 4.7), p(20.8, 6.5), p(3.2, 6.5)]
        o.ink(G.roundedPolygon(lid, radii: [0.9, 0.3, 1.0, 1.0, 0.3, 0.9, 0.9, 0.9]))
        o.hole(G.roundedPolygon([p(10.2, 3.55), p(13.8, 3.55), p(13.8, 4.7), p(10.2, 4.7)], radii: [0.35, 0.35, 0, 0]))
        let can = [p(4.7, 7.7), p(19.3, 7.7), p(18.1, 21.6), p(5.9, 21.6)]
        let canRadii = [0.6, 0.6, 2.4, 2.4]
        o.ink(G.roundedPolygon(can, radii: canRadii))
        if style == .outline {
            o.hole(G.roundedPolygon(G.inset(can, by: ring), radii: G.insetRadii(can, radii: canRadii, by: ring)))
        }
        for x in [8.9, 12.0, 15.1] {
            let slot = G.rays(from: p(x, 10.9), to: [p(x, 18.4)], width: 1.5)
            style == .filled ? o.hole(slot) : o.ink(slot)
        }
    }

    /// `clipboard.fill`: a board with rounded corners and a clip sitting in a notch at the top.
    private static func clipboard(_ o: inout IconOutline, _ style: IconStyle) {
        let dy = 0.2
        func p(_ x: Double, _ y: Double) -> Point { Point(x, y + dy) }
        let board = [p(4.2, 3.4), p(8.2, 3.4), p(8.2, 6.8), p(15.8, 6.8), p(15.8, 3.4), p(19.8, 3.4), p(19.8, 22.2), p(4.2, 22.2)]
        let radii = [2.0, 0.45, 1.7, 1.7, 0.45, 2.0, 2.0, 2.0]
        o.ink(G.roundedPolygon(board, radii: radii))
        if style == .outline {
            o.hole(G.roundedPolygon(G.inset(board, by: ring), radii: G.insetRadii(board, radii: radii, by: ring)))
        }
        o.ink(G.roundedPolygon([p(9.2, 1.4), p(14.8, 1.4), p(14.8, 5.8), p(9.2, 5.8)], radii: [1.0, 1.0, 0.8, 0.8]))
    }

    /// `paperplane.fill`: a dart pointing up and right, with a slit along the fold from the notch
    /// at its tail towards the tip. The outline is a ring with the fold drawn as a line.
    private static func paperplane(_ o: inout IconOutline, _ style: IconStyle) {
        // Drawn small, then scaled by 1.12 about the centre so its rounded points reach 2.2…21.8.
        func p(_ x: Double, _ y: Double) -> Point { Point(12 + (x - 12) * 1.12, 12 + (y - 12) * 1.12) }
        let tip = p(21.3, 2.7), left = p(1.8, 11.0), fold = p(9.8, 14.2), bottom = p(13.0, 22.2)
        switch style {
        case .filled:
            let (pts, radii) = slit([tip, bottom, fold, left], width: 1.1, length: 9.0, radii: (1.1, 1.1, 0.25, 1.1))
            o.ink(G.roundedPolygon(pts, radii: radii))
        case .outline:
            let plane = [tip, bottom, fold, left]
            o.ink(G.roundedPolygon(plane, radii: [1.2, 1.2, 0, 1.2]))
            let (pts, radii) = slit(G.inset(plane, by: ring), width: ring, length: 7.5, radii: (0.3, 0.3, 0.2, 0.3))
            o.hole(G.roundedPolygon(pts, radii: radii))
        }
    }

    /// The dart `[tip, bottom, notch, left]` with a round-ended slit of `width` cut from the
    /// notch towards the tip, `length` long: its vertices and their corner radii.
    private static func slit(
        _ dart: [Point], width w: Double, length: Double,
        radii r: (tip: Double, bottom: Double, notch: Double, left: Double)
    ) -> ([Point], [Double]) {
        let tip = dart[0], bottom = dart[1], notch = dart[2], left = dart[3]
        let axis = (tip - notch).normalized, n = axis.perpendicular
        // Where the slit's edges (the fold moved ±w/2 sideways) leave the two tail edges.
        func onEdge(to p: Point, side: Double) -> Point {
            notch + (p - notch) * (side * w / 2 / n.dot(p - notch))
        }
        let b0 = onEdge(to: bottom, side: n.dot(bottom - notch) > 0 ? 1 : -1)
        let l0 = onEdge(to: left, side: n.dot(left - notch) > 0 ? 1 : -1)
        let b1 = b0 + axis * length, l1 = l0 + axis * length
        return ([tip, bottom, b0, b1, l1, l0, left], [r.tip, r.bottom, r.notch, w / 2, w / 2, r.notch, r.left])
    }

    /// `wifi`: a rounded wedge and two arcs around a point near the bottom, 90° wide.
    private static func wifiPieces() -> [Path] {
        let c = Point(12, 18.9)
        let h = 0.5.squareRoot()
        let uL = Point(-h, -h), uR = Point(h, -h)
        // The wedge: a sector grown by a disc of radius q, its sides through c.
        let q = 1.0, radius = 4.6
        let apex = c + Point(0, -q / h)
        var sector = [apex]
        let steps = 16
        for i in 0...steps {
            let t = Double(i) / Double(steps)
            sector.append(apex + uL.lerp(uR, t).normalized * (radius - q - (apex - c).length * 0.5))
        }
        return [
            G.roundedConvex(centres: sector, radius: q),
            G.arcBand(center: c, from: uL, to: uR, inner: 6.8, outer: 9.0),
            G.arcBand(center: c, from: uL, to: uR, inner: 11.2, outer: 13.4),
        ]
    }

    /// `wifi.slash`: the wifi pieces cut 1.1 units clear of a slash from top left to bottom right.
    private static func wifiSlash(_ o: inout IconOutline) {
        let a = Point(4, 4), b = Point(20, 20), width = 2.0, gap = 1.1
        let n = (b - a).normalized.perpendicular, d = n.dot(Point(12, 12))
        let clearance = width / 2 + gap
        for piece in wifiPieces() {
            for poly in G.polygons(of: piece) {
                for side in [G.clip(poly, normal: n, offset: d + clearance), G.clip(poly, normal: -n, offset: -d + clearance)]
                where side.count >= 3 && abs(G.signedArea(side)) > 1e-6 {
                    o.ink(polygon: side)
                }
            }
        }
        o.ink(G.rays(from: a, to: [b], width: width))
    }
}
