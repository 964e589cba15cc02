import Foundation
import PreviewModel

/// A scene's structure as text: what `record` keeps beside the pixels as `structure.txt`, and
/// what `check` compares to say what changed in the design's own words. Two parts: the laid-out
/// tree at rest (`Scene.layoutDump`: each element's kind, id, frame in points, font, colours,
/// corner radius, shadow), and for an animation its motion tracks — each overlay's centre,
/// scale, rotation, opacity and backdrop in every frame, runs of equal rows written once.
///
///     motion: 31 frames
///     track "card": frame t phase x y scale rotation opacity backdrop
///       0 0.000 in 196.5 -55 1 0 1 -
///       1 0.017 in 196.5 -41.2 1 0 1 -
///       …
///       18-30 0.300-0.500 on 196.5 114.33 1 0 1 -
public enum SceneStructure {
    /// The file beside a scene's goldens.
    public static let fileName = "structure.txt"

    /// The columns of a track row after the frame and time.
    package static let columns = "phase x y scale rotation opacity backdrop"

    /// The whole text: the layout dump, then the tracks of `motion` (one list of samples per
    /// frame, with the frame's time), ending in a newline.
    package static func text(layout: String, motion: [(time: Double, samples: [MotionSample])]?) -> String {
        var lines = [layout]
        if let motion {
            lines.append("motion: \(motion.count) frame\(motion.count == 1 ? "" : "s")")
            var order: [String] = []
            var rows: [String: [(frame: Int, time: Double, values: String)]] = [:]
            for (i, frame) in motion.enumerated() {
                for s in frame.samples {
                    if rows[s.track] == nil { order.append(s.track) }
                    rows[s.track, default: []].append((i, frame.time, values(s)))
                }
            }
            for track in order {
                lines.append("track \"\(LayoutDump.escaped(track))\": frame t \(columns)")
                let list = rows[track]!
                var start = 0
                while start < list.count {
                    var end = start
                    while end + 1 < list.count, list[end + 1].values == list[start].values, list[end + 1].frame == list[end].frame + 1 {
                        end += 1
                    }
                    let a = list[start], b = list[end]
                    lines.append(
                        end == start
                            ? "  \(a.frame) \(time(a.time)) \(a.values)"
                            : "  \(a.frame)-\(b.frame) \(time(a.time))-\(time(b.time)) \(a.values)")
                    start = end + 1
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func values(_ s: MotionSample) -> String {
        [
            s.phase.rawValue, LayoutDump.number(s.center.x, decimals: 2), LayoutDump.number(s.center.y, decimals: 2),
            LayoutDump.number(s.scale, decimals: 3), LayoutDump.number(s.rotation, decimals: 2),
            LayoutDump.number(s.opacity, decimals: 3), s.backdrop.map { LayoutDump.number($0, decimals: 3) } ?? "-",
        ].joined(separator: " ")
    }

    private static func time(_ t: Double) -> String { String(format: "%.3f", t) }
}
