import CFreeType
import Raster

/// Converts a FreeType outline (font units, y up) into a `Path` (y down).
enum OutlineDecomposer {
    /// The path being built, reached from FreeType's C callbacks through the user pointer.
    private final class Builder {
        var path = Path()
        var open = false
        func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
            guard let v else { return .zero }
            return Point(Double(v.pointee.x), -Double(v.pointee.y))
        }
    }

    static func path(of outline: inout FT_Outline) -> Path {
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                if b.open { b.path.close() }
                b.path.move(to: b.point(to))
                b.open = true
                return 0
            },
            line_to: { to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                b.path.line(to: b.point(to))
                return 0
            },
            conic_to: { control, to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                b.path.quad(to: b.point(to), control: b.point(control))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                let b = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                b.path.cubic(to: b.point(to), control1: b.point(c1), control2: b.point(c2))
                return 0
            },
            shift: 0, delta: 0)
        let builder = Builder()
        let user = Unmanaged.passUnretained(builder).toOpaque()
        _ = withExtendedLifetime(builder) { FT_Outline_Decompose(&outline, &funcs, user) }
        if builder.open { builder.path.close() }
        return builder.path
    }
}
