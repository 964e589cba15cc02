import Foundation
import PreviewKit

/// What changed in an animation's motion, from two structure goldens' tracks: when each overlay
/// enters, settles, starts to leave and is gone, how far it overshoots its rest, how far its
/// backdrop comes in — each with the frames it happens at. A track that changed in none of
/// these ways is told by its first differing frame.
enum MotionChanges {
    /// The moments of one track that a designer names.
    struct Landmarks {
        var enters: StructureSnapshot.Sample?
        var settles: StructureSnapshot.Sample?
        var leaves: StructureSnapshot.Sample?
        var gone: StructureSnapshot.Sample?
        /// Points past the rest position along the way in (0 when it does not overshoot).
        var overshoot: Double
        var backdrop: Double?

        init(_ samples: [StructureSnapshot.Sample], frames: Int?) {
            enters = samples.first
            let rest = samples.first { $0.phase == "on" } ?? samples.last
            let leaving = samples.firstIndex { $0.phase == "out" }
            leaves = leaving.map { samples[$0] }
            if let last = samples.last, let frames, last.frame + 1 < frames { gone = last }
            overshoot = 0
            backdrop = samples.compactMap(\.backdrop).max()
            guard let rest, let first = samples.first, first.phase == "in" else { return }
            // Settled: from this frame until it starts to leave, it stays at rest.
            let end = leaving ?? samples.count
            var settle = end
            while settle > 0, Self.atRest(samples[settle - 1], rest) { settle -= 1 }
            settles = settle < end ? samples[settle] : nil
            // Overshoot: how far past the rest it goes, along its way in.
            let dx = rest.x - first.x, dy = rest.y - first.y, length = (dx * dx + dy * dy).squareRoot()
            guard length >= 0.5 else { return }
            for s in samples[..<(leaving ?? samples.count)] {
                overshoot = max(overshoot, ((s.x - rest.x) * dx + (s.y - rest.y) * dy) / length)
            }
        }

        static func atRest(_ s: StructureSnapshot.Sample, _ rest: StructureSnapshot.Sample) -> Bool {
            abs(s.x - rest.x) < 0.5 && abs(s.y - rest.y) < 0.5 && abs(s.scale - rest.scale) < 0.005
                && abs(s.rotation - rest.rotation) < 0.5 && abs(s.opacity - rest.opacity) < 0.01
        }
    }

    static func compare(_ old: StructureSnapshot, _ new: StructureSnapshot, into sentences: inout [String]) {
        let newTracks = Dictionary(new.tracks.map { ($0.name, $0.samples) }, uniquingKeysWith: { first, _ in first })
        let oldNames = Set(old.tracks.map(\.name))
        for (track, before) in old.tracks {
            let name = Self.name(of: track, in: old)
            guard let after = newTracks[track] else {
                sentences.append("\(name) no longer appears")
                continue
            }
            guard before != after else { continue }
            if let shift = timeShift(before, after) {
                sentences.append(shift(name))
                continue
            }
            let a = Landmarks(before, frames: old.motionFrames), b = Landmarks(after, frames: new.motionFrames)
            var told = false
            func say(_ s: String) { sentences.append(s); told = true }
            if let x = a.enters, let y = b.enters, let s = later(x, y, "\(name) now enters") { say(s) }
            if let x = a.enters, let y = b.enters, let s = start(x, y, name) { say(s) }
            if let x = a.settles, let y = b.settles, let s = later(x, y, "\(name) settles", now: false) {
                say(s)
            } else if a.settles == nil, let y = b.settles {
                say("\(name) now settles at \(seconds(y.time)) (frame \(y.frame))")
            } else if let x = a.settles, b.settles == nil {
                say("\(name) no longer settles before it leaves or the animation ends (was \(seconds(x.time)), frame \(x.frame))")
            }
            if abs(a.overshoot - b.overshoot) >= 0.5 {
                if a.overshoot < 0.25 {
                    say("\(name) now overshoots its rest by \(LayoutDump.number(b.overshoot)) pt")
                } else if b.overshoot < 0.25 {
                    say("\(name) no longer overshoots its rest (was \(LayoutDump.number(a.overshoot)) pt)")
                } else {
                    say(
                        "\(name)'s overshoot \(b.overshoot > a.overshoot ? "grew" : "shrank") from \(LayoutDump.number(a.overshoot)) pt to \(LayoutDump.number(b.overshoot)) pt"
                    )
                }
            }
            if let x = a.leaves, let y = b.leaves, let s = later(x, y, "\(name) now starts to leave") {
                say(s)
            } else if a.leaves == nil, let y = b.leaves {
                say("\(name) now starts to leave at \(seconds(y.time)) (frame \(y.frame))")
            } else if let x = a.leaves, b.leaves == nil {
                say("\(name) no longer leaves (it started at \(seconds(x.time)), frame \(x.frame))")
            }
            if let x = a.backdrop, let y = b.backdrop, abs(x - y) >= 0.005 {
                say("\(name)'s backdrop now comes in to \(LayoutDump.number(y, decimals: 3)) (was \(LayoutDump.number(x, decimals: 3)))")
            }
            if !told, let s = firstDifference(name, before, after) { say(s) }
        }
        for (track, samples) in new.tracks where !oldNames.contains(track) {
            if let f = samples.first, let l = samples.last {
                sentences.append("\(Self.name(of: track, in: new)) now appears (frames \(f.frame)–\(l.frame))")
            }
        }
    }

    /// A track's name in sentences: its overlay's, as the layout sentences name it ("card",
    /// "“Saved”", "overlay 2"); a second showing of the same id adds "(2nd time)".
    static func name(of track: String, in s: StructureSnapshot) -> String {
        var id = track, repeatSuffix = ""
        if let hash = track.lastIndex(of: "#"), let n = Int(track[track.index(after: hash)...]) {
            id = String(track[..<hash])
            repeatSuffix = " (\(ElementNames.ordinal(n)) time)"
        }
        let index = s.overlays.firstIndex { ElementNames.overlayRawID($0) == id } ?? 0
        return ElementNames.name(ofOverlay: id, index: index) + repeatSuffix
    }

    /// When a track is the same motion, every frame moved by the same number of frames: the
    /// sentence saying so ("toast now enters 0.1 s later, the same motion throughout (frames 3–57 → 6–60)").
    private static func timeShift(_ a: [StructureSnapshot.Sample], _ b: [StructureSnapshot.Sample]) -> ((String) -> String)? {
        guard a.count == b.count, let a0 = a.first, let b0 = b.first, let aN = a.last, let bN = b.last else { return nil }
        let k = b0.frame - a0.frame
        guard k != 0 else { return nil }
        for (x, y) in zip(a, b) {
            guard y.frame - x.frame == k, x.phase == y.phase, x.x == y.x, x.y == y.y, x.scale == y.scale,
                x.rotation == y.rotation, x.opacity == y.opacity, x.backdrop == y.backdrop
            else { return nil }
        }
        let dt = b0.time - a0.time
        return { name in
            "\(name) now enters \(duration(abs(dt))) \(dt > 0 ? "later" : "earlier"), the same motion throughout (frames \(a0.frame)–\(aN.frame) → \(b0.frame)–\(bN.frame))"
        }
    }

    /// How its first frame on screen differs: "popup now starts at scale 0.85 (was 0.6)", "card
    /// now starts 700 pt lower", "toast now starts at opacity 0 (was 1)"; nil when it starts the same.
    private static func start(_ a: StructureSnapshot.Sample, _ b: StructureSnapshot.Sample, _ name: String) -> String? {
        var parts: [String] = []
        if abs(a.scale - b.scale) >= 0.005 {
            parts.append("at scale \(LayoutDump.number(b.scale, decimals: 3)) (was \(LayoutDump.number(a.scale, decimals: 3)))")
        }
        if abs(a.opacity - b.opacity) >= 0.01 {
            parts.append("at opacity \(LayoutDump.number(b.opacity, decimals: 3)) (was \(LayoutDump.number(a.opacity, decimals: 3)))")
        }
        if abs(a.rotation - b.rotation) >= 0.5 {
            parts.append("turned \(LayoutDump.number(b.rotation, decimals: 3))° (was \(LayoutDump.number(a.rotation, decimals: 3))°)")
        }
        let dy = b.y - a.y, dx = b.x - a.x
        if abs(dy) >= 0.5 { parts.append("\(LayoutDump.number(abs(dy))) pt \(dy > 0 ? "lower" : "higher")") }
        if abs(dx) >= 0.5 { parts.append("\(LayoutDump.number(abs(dx))) pt further \(dx > 0 ? "right" : "left")") }
        return parts.isEmpty ? nil : "\(name) now starts " + parts.joined(separator: ", ")
    }

    /// "toast now enters 0.1 s later (frame 6 → 12)"; nil when on the same frame.
    private static func later(_ a: StructureSnapshot.Sample, _ b: StructureSnapshot.Sample, _ what: String, now: Bool = true) -> String? {
        guard a.frame != b.frame else { return nil }
        let dt = b.time - a.time
        return "\(what) \(duration(abs(dt))) \(dt > 0 ? "later" : "earlier") (frame \(a.frame) → \(b.frame))"
    }

    /// The first frame where a track differs, and how: "card moves differently from frame 3 (t = 0.050 s): y 12 → 15 pt".
    private static func firstDifference(_ name: String, _ a: [StructureSnapshot.Sample], _ b: [StructureSnapshot.Sample]) -> String? {
        let after = Dictionary(b.map { ($0.frame, $0) }, uniquingKeysWith: { first, _ in first })
        for s in a {
            guard let t = after[s.frame] else {
                return "\(name) is no longer on screen at frame \(s.frame) (t = \(String(format: "%.3f", s.time)) s)"
            }
            var parts: [String] = []
            if s.x != t.x { parts.append("x \(LayoutDump.number(s.x)) → \(LayoutDump.number(t.x)) pt") }
            if s.y != t.y { parts.append("y \(LayoutDump.number(s.y)) → \(LayoutDump.number(t.y)) pt") }
            if s.scale != t.scale { parts.append("scale \(LayoutDump.number(s.scale, decimals: 3)) → \(LayoutDump.number(t.scale, decimals: 3))") }
            if s.rotation != t.rotation {
                parts.append("rotation \(LayoutDump.number(s.rotation, decimals: 3))° → \(LayoutDump.number(t.rotation, decimals: 3))°")
            }
            if s.opacity != t.opacity {
                parts.append("opacity \(LayoutDump.number(s.opacity, decimals: 3)) → \(LayoutDump.number(t.opacity, decimals: 3))")
            }
            if s.backdrop != t.backdrop {
                parts.append(
                    "backdrop \(s.backdrop.map { LayoutDump.number($0, decimals: 3) } ?? "none") → \(t.backdrop.map { LayoutDump.number($0, decimals: 3) } ?? "none")"
                )
            }
            if s.phase != t.phase { parts.append("phase \(s.phase) → \(t.phase)") }
            if !parts.isEmpty {
                return "\(name) moves differently from frame \(s.frame) (t = \(String(format: "%.3f", s.time)) s): " + parts.joined(separator: ", ")
            }
        }
        if let extra = b.first(where: { t in !a.contains { $0.frame == t.frame } }) {
            return "\(name) is now on screen at frame \(extra.frame) (t = \(String(format: "%.3f", extra.time)) s)"
        }
        return nil
    }

    /// "40 ms", "0.25 s".
    static func duration(_ s: Double) -> String {
        s < 0.0995 ? "\(Int((s * 1000).rounded())) ms" : "\(LayoutDump.number(s)) s"
    }

    static func seconds(_ t: Double) -> String { "\(LayoutDump.number(t)) s" }
}
