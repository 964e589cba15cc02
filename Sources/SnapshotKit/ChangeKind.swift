import Raster

/// What kind of change a failing frame shows, so that an engine or library upgrade reads as one
/// reviewed page rather than a blind re-record. From the pixels alone a frame is anti-aliasing
/// only, colour only or geometry; the structure golden can tell text content apart.
public enum ChangeKind: String, Sendable, Hashable, CaseIterable {
    /// Only the blend of edges changed: every changed pixel lies on an edge and moved less than
    /// half-way between the colours around it (a rasterizer or font-hinting update).
    case antiAliasing = "anti-aliasing only"
    /// Only colours changed: no edge appeared or vanished — neighbours of one colour did not
    /// become strongly different, nor the other way round (a theme colour, a tint). A new
    /// colour that makes a shape appear or vanish (an icon the same green as its capsule) is
    /// geometry: what is visible changed shape.
    case colour = "colour only"
    /// Shapes moved, grew or appeared: edges are somewhere else.
    case geometry
    /// The words changed: a text's string or its number of lines (told by the structure golden;
    /// it outranks colour and geometry, which a new string brings with it).
    case text = "text content"

    /// Classifies the difference between two straight RGBA images of `width × height` within
    /// the changed box, `changed` marking the pixels that differ (row-major over the whole frame).
    static func classify(
        expected e: [UInt8], actual a: [UInt8], width: Int, height: Int, box: PixelRect,
        changed: [Bool]
    ) -> ChangeKind {
        var allEdges = true
        var partitionBreaks = 0, changedCount = 0
        // Two pixels are "the same colour" when no channel differs by more than this (gradients
        // step by one or two levels between neighbours).
        let same = 2
        // … and an edge is a step of more than this.
        let edge = 24
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                let p = y * width + x
                guard changed[p] else { continue }
                changedCount += 1
                // Anti-aliasing: the pixel sits on an edge (its neighbours span a contrast in
                // either image) and moved by at most half that contrast.
                // (Once one pixel is not, the frame is not anti-aliasing only: no more to measure.)
                if allEdges {
                    let contrast = max(neighbourContrast(e, x, y, width, height), neighbourContrast(a, x, y, width, height))
                    if 2 * distance(e, p, a, p) > contrast { allEdges = false }
                }
                // Colour only: no edge appears or vanishes — neighbours of one colour do not
                // become strongly different, nor strongly different ones one colour. (Blends
                // along a recoloured glyph's or shape's edge shift a little; they are not edges.)
                for (dx, dy) in Self.sides {
                    let nx = x + dx, ny = y + dy
                    guard nx >= 0, nx < width, ny >= 0, ny < height else { continue }
                    let q = ny * width + nx
                    let de = distance(e, p, e, q), da = distance(a, p, a, q)
                    if (de <= same && da > edge) || (da <= same && de > edge) { partitionBreaks += 1 }
                }
            }
        }
        if allEdges { return .antiAliasing }
        // A few breaks where a new colour's blend rounds onto its neighbour's are forgiven.
        return partitionBreaks * 100 <= changedCount ? .colour : .geometry
    }

    /// The four neighbours sharing a side.
    private static let sides = [(1, 0), (0, 1), (-1, 0), (0, -1)]

    /// The largest per-channel spread (max − min) among the 8 neighbours of (x, y) in `img`.
    private static func neighbourContrast(_ img: [UInt8], _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Int {
        var lo: (Int, Int, Int, Int) = (255, 255, 255, 255), hi: (Int, Int, Int, Int) = (0, 0, 0, 0)
        for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
                let nx = x + dx, ny = y + dy
                guard nx >= 0, nx < width, ny >= 0, ny < height else { continue }
                let i = (ny * width + nx) * 4
                let v = (Int(img[i]), Int(img[i + 1]), Int(img[i + 2]), Int(img[i + 3]))
                lo = (min(lo.0, v.0), min(lo.1, v.1), min(lo.2, v.2), min(lo.3, v.3))
                hi = (max(hi.0, v.0), max(hi.1, v.1), max(hi.2, v.2), max(hi.3, v.3))
            }
        }
        return max(hi.0 - lo.0, hi.1 - lo.1, hi.2 - lo.2, hi.3 - lo.3)
    }

    /// The largest channel difference between pixel `p` of `x` and pixel `q` of `y` (RGBA).
    @inline(__always) static func distance(_ x: [UInt8], _ p: Int, _ y: [UInt8], _ q: Int) -> Int {
        let i = p * 4, j = q * 4
        return max(
            max(abs(Int(x[i]) - Int(y[j])), abs(Int(x[i + 1]) - Int(y[j + 1]))),
            max(abs(Int(x[i + 2]) - Int(y[j + 2])), abs(Int(x[i + 3]) - Int(y[j + 3]))))
    }
}
