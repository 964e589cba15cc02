import Raster

/// A 4×4 homogeneous transform with `CATransform3D`'s conventions: row vectors, so a point
/// `(x, y, z, 1)` maps to `(x, y, z, 1) · M` (translation in `m41 m42 m43`, perspective in the
/// fourth column, `m34 = −1/d` for an eye at distance d), and `a.concatenating(b)` is
/// `CATransform3DConcat(a, b)`: `a` first, then `b`.
///
/// Angles are radians, as in `CATransform3DMakeRotation`; positive angles turn as Core
/// Animation's do (about z: +x towards +y, clockwise on a y-down screen; about y: +z towards +x,
/// which with `m34 < 0` brings the layer's left edge towards the viewer).
package struct Transform3D: Sendable, Hashable {
    package var m11: Double, m12: Double, m13: Double, m14: Double
    package var m21: Double, m22: Double, m23: Double, m24: Double
    package var m31: Double, m32: Double, m33: Double, m34: Double
    package var m41: Double, m42: Double, m43: Double, m44: Double

    package init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// `CATransform3DMakeAffineTransform`.
    package init(_ t: Transform) {
        self = .identity
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m41 = t.tx; m42 = t.ty
    }

    package static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    package enum Axis: String, Sendable, Hashable, CaseIterable { case x, y, z }

    package static func translation(_ x: Double, _ y: Double, _ z: Double = 0) -> Transform3D {
        var t = identity
        t.m41 = x; t.m42 = y; t.m43 = z
        return t
    }

    package static func scale(_ x: Double, _ y: Double, _ z: Double = 1) -> Transform3D {
        var t = identity
        t.m11 = x; t.m22 = y; t.m33 = z
        return t
    }

    /// `CATransform3DMakeRotation(angle, …)` about a coordinate axis.
    package static func rotation(_ angle: Double, about axis: Axis) -> Transform3D {
        rotation(sinCos: AngleMath.sinCos(radians: angle), about: axis)
    }

    /// The same with the angle in degrees (quarter turns exact).
    package static func rotation(degrees: Double, about axis: Axis) -> Transform3D {
        rotation(sinCos: AngleMath.sinCos(degrees: degrees), about: axis)
    }

    private static func rotation(sinCos: (sin: Double, cos: Double), about axis: Axis) -> Transform3D {
        let (s, c) = sinCos
        var t = identity
        switch axis {
        case .x: t.m22 = c; t.m23 = s; t.m32 = -s; t.m33 = c
        case .y: t.m11 = c; t.m13 = -s; t.m31 = s; t.m33 = c
        case .z: t.m11 = c; t.m12 = s; t.m21 = -s; t.m22 = c
        }
        return t
    }

    /// A perspective projection: the identity with `m34` set (`−1/d` for an eye at distance d).
    package static func perspective(m34: Double) -> Transform3D {
        var t = identity
        t.m34 = m34
        return t
    }

    /// Perspective for an eye at `distance` (points) in front of the z = 0 plane: `m34 = −1/distance`.
    package static func perspective(distance: Double) -> Transform3D {
        perspective(m34: distance > 0 ? -1 / distance : 0)
    }

    /// `self` first, then `next` (`CATransform3DConcat(self, next)` = self · next).
    package func concatenating(_ next: Transform3D) -> Transform3D {
        let a = self, b = next
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// `CATransform3DRotate(self, angle, axis)`: the rotation first, then `self`.
    package func rotated(_ angle: Double, about axis: Axis) -> Transform3D {
        Transform3D.rotation(angle, about: axis).concatenating(self)
    }

    /// `CATransform3DTranslate(self, …)`: the translation first, then `self`.
    package func translated(_ x: Double, _ y: Double, _ z: Double = 0) -> Transform3D {
        Transform3D.translation(x, y, z).concatenating(self)
    }

    /// `CATransform3DScale(self, …)`: the scale first, then `self`.
    package func scaled(_ x: Double, _ y: Double, _ z: Double = 1) -> Transform3D {
        Transform3D.scale(x, y, z).concatenating(self)
    }

    package var isIdentity: Bool { self == .identity }

    /// `CATransform3DIsAffine`: no z and no perspective, so the 2D part says everything.
    package var isAffine: Bool {
        m13 == 0 && m23 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m43 == 0
            && m14 == 0 && m24 == 0 && m34 == 0 && m44 == 1
    }

    /// `CATransform3DGetAffineTransform`: the 2D part (meaningful when `isAffine`).
    package var affine: Transform {
        Transform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// The homogeneous image of a point of the z = 0 plane: (x, y, w) before the divide.
    @inline(__always)
    package func homogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (p.x * m11 + p.y * m21 + m41, p.x * m12 + p.y * m22 + m42, p.x * m14 + p.y * m24 + m44)
    }

    /// Where a point of the z = 0 plane lands after the perspective divide, or nil when it falls
    /// at or behind the eye (w ≤ 0).
    package func project(_ p: Point) -> Point? {
        let h = homogeneous(p)
        guard h.w > 0 else { return nil }
        return Point(h.x / h.w, h.y / h.w)
    }

    /// The z = 0 plane's map as a homography (its rows are the x, y and w of `homogeneous`).
    package var planeHomography: Homography {
        Homography(m11, m21, m41, m12, m22, m42, m14, m24, m44)
    }

    /// A layer's transform about its anchor, as Core Animation applies `CALayer.transform`:
    /// the anchor (a unit point in `rect`, (0.5, 0.5) is the centre) is the origin of the
    /// transform. Maps the layer's coordinates (those of `rect`) to its superlayer's.
    package func aboutAnchor(of rect: Rect, anchor: Point = Point(0.5, 0.5)) -> Transform3D {
        let ax = rect.x + anchor.x * rect.width, ay = rect.y + anchor.y * rect.height
        return Transform3D.translation(-ax, -ay).concatenating(self).concatenating(.translation(ax, ay))
    }

    /// Where the corners of a layer with frame `rect` land on screen under this transform about
    /// `anchor`: top-left, top-right, bottom-right, bottom-left. Nil when a corner falls at or
    /// behind the eye (Core Animation clips such layers; a quad does not describe them).
    package func projectedQuad(of rect: Rect, anchor: Point = Point(0.5, 0.5)) -> [Point]? {
        let m = aboutAnchor(of: rect, anchor: anchor)
        var out: [Point] = []
        out.reserveCapacity(4)
        for corner in [
            Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY),
            Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY),
        ] {
            guard let p = m.project(corner) else { return nil }
            out.append(p)
        }
        return out
    }

    /// The homography taking an image of `imageWidth × imageHeight` pixels drawn in `rect` to
    /// the screen under this transform about `anchor`: what `Canvas.drawImage(_:projective:)`
    /// wants. Exact (no fitting from corners).
    package func homography(
        imageWidth: Int, imageHeight: Int, in rect: Rect,
        anchor: Point = Point(0.5, 0.5)
    ) -> Homography {
        let fit = Homography(
            Transform(
                a: rect.width / Double(imageWidth), b: 0, c: 0,
                d: rect.height / Double(imageHeight), tx: rect.x, ty: rect.y))
        return aboutAnchor(of: rect, anchor: anchor).planeHomography.concatenating(after: fit)
    }
}
