import Raster

/// A 2D affine transform split into parts that interpolate well, as CSS Transforms Module
/// Level 1 defines it in §"Interpolation of Matrices" → "Interpolation of 2D matrices"
/// (https://www.w3.org/TR/css-transforms-1/#interpolation-of-2d-matrices): "Decomposing a 2D
/// matrix" (the 2D "unmatrix"), "Interpolation of decomposed 2D matrix values" and
/// "Recomposing to a 2D matrix". It is the algorithm of WebKit (`TransformationMatrix::
/// decompose2` / `blend2`), which is Core Animation's lineage: animating a layer between two
/// transforms interpolates these parts, never the matrix entries, so `scale(-1, -1) → identity`
/// turns half a circle instead of collapsing through zero.
///
/// In the spec's row-vector notation, with `Transform`'s `a b c d tx ty` as `matrix(a, b, c, d,
/// tx, ty)` (`[0][0] = a, [0][1] = b, [1][0] = c, [1][1] = d, [3][0] = tx, [3][1] = ty`):
///
///     linear part = scale · rotate(angle) · residual,  then translate
///
/// i.e. a point is first mapped by the residual `m11 m12 m21 m22` (the skew the other parts
/// leave: identity for any product of rotations, axis scales and translations), then rotated,
/// then scaled along x and y, then translated.
///
/// One deliberate difference from the spec's pseudo-code: the spec's recomposition multiplies
/// the translation by the residual (`matrix[3][0] = translate[0] * m11 + translate[1] * m21`),
/// which does not invert its own decomposition when there is skew (the residual is then not the
/// identity). Here, as in Servo/Gecko, the translation is put back as it was taken out, so
/// decompose → recompose gives the matrix back. Without skew both read the same.
package struct DecomposedTransform2D: Sendable, Hashable {
    package var translateX: Double
    package var translateY: Double
    package var scaleX: Double
    package var scaleY: Double
    /// Rotation in degrees (the spec's unit), positive turning +x towards +y (clockwise on a
    /// y-down screen, as `CGAffineTransform(rotationAngle:)`).
    package var angle: Double
    /// The residual (skew) 2×2 matrix, rows (m11, m12) and (m21, m22).
    package var m11: Double, m12: Double, m21: Double, m22: Double

    package init(
        translateX: Double, translateY: Double, scaleX: Double, scaleY: Double, angle: Double,
        m11: Double = 1, m12: Double = 0, m21: Double = 0, m22: Double = 1
    ) {
        self.translateX = translateX
        self.translateY = translateY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.angle = angle
        self.m11 = m11
        self.m12 = m12
        self.m21 = m21
        self.m22 = m22
    }

    /// Decomposes a matrix ("Decomposing a 2D matrix"). Every 2D matrix decomposes; a singular
    /// one gives a zero scale.
    package init(_ t: Transform) {
        var row0x = t.a, row0y = t.b, row1x = t.c, row1y = t.d
        translateX = t.tx
        translateY = t.ty
        var sx = (row0x * row0x + row0y * row0y).squareRoot()
        var sy = (row1x * row1x + row1y * row1y).squareRoot()
        // If the determinant is negative, one axis was flipped: flip the axis with the
        // smaller unit-vector dot product.
        let determinant = row0x * row1y - row0y * row1x
        if determinant < 0 {
            if row0x < row1y { sx = -sx } else { sy = -sy }
        }
        // Renormalize to remove the scale.
        if sx != 0 { row0x *= 1 / sx; row0y *= 1 / sx }
        if sy != 0 { row1x *= 1 / sy; row1y *= 1 / sy }
        // Rotation, and the matrix renormalized by rotate(−angle) = [row0x, −row0y, row0y, row0x]
        // (thanks to the normalization above).
        let angle = AngleMath.atan2Degrees(row0y, row0x)
        if angle != 0 {
            let sn = -row0y, cs = row0x
            let a11 = row0x, a12 = row0y, a21 = row1x, a22 = row1y
            row0x = cs * a11 + sn * a21
            row0y = cs * a12 + sn * a22
            row1x = -sn * a11 + cs * a21
            row1y = -sn * a12 + cs * a22
        }
        scaleX = sx
        scaleY = sy
        self.angle = angle
        m11 = row0x; m12 = row0y; m21 = row1x; m22 = row1y
    }

    /// Recomposes the matrix ("Recomposing to a 2D matrix"; translation as noted on the type).
    package var transform: Transform {
        let (sin, cos) = AngleMath.sinCos(degrees: angle)
        // rotate · residual, rows: rotate = [[cos, sin], [−sin, cos]].
        let r0x = cos * m11 + sin * m21, r0y = cos * m12 + sin * m22
        let r1x = -sin * m11 + cos * m21, r1y = -sin * m12 + cos * m22
        return Transform(
            a: r0x * scaleX, b: r0y * scaleX, c: r1x * scaleY, d: r1y * scaleY,
            tx: translateX, ty: translateY)
    }

    /// Interpolates two decompositions ("Interpolation of decomposed 2D matrix values"):
    /// a pair of opposite axis flips becomes a half turn, the rotation goes the short way round,
    /// and then every part is interpolated linearly. `progress` may leave 0...1 (springs
    /// overshoot); 0 and 1 give the end values exactly.
    package static func interpolate(
        _ from: DecomposedTransform2D, _ to: DecomposedTransform2D,
        progress p: Double
    ) -> DecomposedTransform2D {
        var a = from, b = to
        // If the x-axis of one is flipped, and the y-axis of the other, convert to an unflipped rotation.
        if (a.scaleX < 0 && b.scaleY < 0) || (a.scaleY < 0 && b.scaleX < 0) {
            a.scaleX = -a.scaleX
            a.scaleY = -a.scaleY
            a.angle += a.angle < 0 ? 180 : -180
        }
        // Don't rotate the long way around.
        if a.angle == 0 { a.angle = 360 }
        if b.angle == 0 { b.angle = 360 }
        if abs(a.angle - b.angle) > 180 {
            if a.angle > b.angle { a.angle -= 360 } else { b.angle -= 360 }
        }
        @inline(__always) func mix(_ x: Double, _ y: Double) -> Double { x * (1 - p) + y * p }
        return DecomposedTransform2D(
            translateX: mix(a.translateX, b.translateX), translateY: mix(a.translateY, b.translateY),
            scaleX: mix(a.scaleX, b.scaleX), scaleY: mix(a.scaleY, b.scaleY),
            angle: mix(a.angle, b.angle),
            m11: mix(a.m11, b.m11), m12: mix(a.m12, b.m12), m21: mix(a.m21, b.m21), m22: mix(a.m22, b.m22))
    }
}

/// Transform animation as Core Animation does it: decompose both ends, interpolate the parts,
/// recompose.
package enum TransformInterpolation {
    /// The transform at `progress` (0 = `from`, 1 = `to`; values outside extrapolate, for
    /// overshooting curves). The ends are returned exactly.
    package static func interpolate(from: Transform, to: Transform, progress: Double) -> Transform {
        if progress == 0 { return from }
        if progress == 1 { return to }
        if from == to { return from }
        return DecomposedTransform2D.interpolate(
            DecomposedTransform2D(from), DecomposedTransform2D(to),
            progress: progress
        ).transform
    }
}
