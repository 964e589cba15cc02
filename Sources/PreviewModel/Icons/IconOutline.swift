import Raster

/// An icon's outline under construction: contours that are ink and contours that are holes.
///
/// Ink contours are wound clockwise on screen, holes anticlockwise. The icons are drawn so that
/// ink contours never overlap one another and each hole lies inside ink, so the winding number
/// is 1 in ink and 0 elsewhere: the non-zero and even-odd rules fill the same pixels.
struct IconOutline {
    private(set) var path = Path()

    mutating func ink(_ contours: Path) { add(contours, clockwise: true) }
    mutating func hole(_ contours: Path) { add(contours, clockwise: false) }
    mutating func ink(polygon: [Point]) { ink(OutlineGeometry.polygon(polygon)) }

    private mutating func add(_ contours: Path, clockwise: Bool) {
        for sub in contours.subpaths {
            let area = OutlineGeometry.polygons(of: sub, tolerance: 0.05).reduce(0) { $0 + OutlineGeometry.signedArea($1) }
            path.append((area >= 0) == clockwise ? sub : sub.reversed)
        }
    }
}
