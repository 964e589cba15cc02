import Foundation
import PreviewKit

/// What changed between a scene's structure golden and its structure now, said in points and
/// design terms: "title moved 2 pt down", "card background corner radius 15 → 18", "overlay 1
/// backdrop dim #34C75966 → dim #FF3B3080", "body now wraps to 3 lines (was 2)", "card settles
/// 0.1 s later (frame 24 → 27)", "card's overshoot grew from 16.62 pt to 43.77 pt", "toast now
/// enters 0.1 s later, the same motion throughout (frames 3–65 → 6–68)".
/// Elements are matched by the ids around them (`#name`, the overlay's id), their kind and their
/// place among their kind, so a changed string or colour is a change of the same element.
public struct StructureChanges: Sendable, Equatable {
    /// The sentences: what caused a change first (placements and backdrops, properties, added
    /// and removed elements, the motion), then the moves and size changes it brought.
    public var sentences: [String]
    /// Whether a text's string or its number of lines changed (a frame's change is then text content).
    public var textChanged: Bool
    /// Moves and size changes, told after what caused them (a padding, a text, the motion).
    private var geometry: [String] = []

    /// Compares two structure texts (`SceneStructure`); no sentences when they are equal.
    public static func between(golden: String, current: String) -> StructureChanges {
        let old = StructureSnapshot(text: golden), new = StructureSnapshot(text: current)
        var changes = StructureChanges(sentences: [], textChanged: false, geometry: [])
        guard old != new else {
            if golden != current { changes.sentences.append("the structure's text changed (same layout and motion): record again to update it") }
            return changes
        }
        changes.compareHeaders(old, new)
        changes.compareElements(old, new)
        MotionChanges.compare(old, new, into: &changes.sentences)
        changes.sentences += changes.geometry
        changes.geometry = []
        if changes.sentences.isEmpty { changes.sentences.append("the structure changed in a way not told in words; see \(SceneStructure.fileName)") }
        return changes
    }

    private mutating func compareHeaders(_ old: StructureSnapshot, _ new: StructureSnapshot) {
        func afterColon(_ s: String) -> String { s.range(of: ": ").map { String(s[$0.upperBound...]) } ?? s }
        if old.scene != new.scene { sentences.append("scene \(afterColon(old.scene)) → \(afterColon(new.scene))") }
        for (i, (a, b)) in zip(old.overlays, new.overlays).enumerated() where ElementNames.placement(a) != ElementNames.placement(b) {
            sentences.append("\(ElementNames.overlayName(a, index: i)) placement \(ElementNames.placement(a)) → \(ElementNames.placement(b))")
        }
        for (i, extra) in new.overlays.enumerated().dropFirst(old.overlays.count) {
            sentences.append("new overlay \(ElementNames.overlayName(extra, index: i))")
        }
        for (i, gone) in old.overlays.enumerated().dropFirst(new.overlays.count) {
            sentences.append("\(ElementNames.overlayName(gone, index: i)) removed")
        }
    }

    /// Kinds a designer names: moves and size changes are told of these (and of each overlay's
    /// outermost element) only, relative to the nearest such element around them, so a card that
    /// moved is one sentence, not one per wrapper inside it.
    static let named: Set<String> = ["text", "shape", "image", "divider", "progress", "id"]

    private mutating func compareElements(_ old: StructureSnapshot, _ new: StructureSnapshot) {
        let a = ElementNames(old), b = ElementNames(new)
        let matchOf = Dictionary(b.keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var matched = [Int?](repeating: nil, count: old.elements.count)
        for (i, key) in a.keys.enumerated() { matched[i] = matchOf[key] }
        let matchedNew = Set(matched.compactMap { $0 })
        func isNamed(_ s: StructureSnapshot, _ parents: [Int?], _ i: Int) -> Bool { Self.named.contains(s.elements[i].kind) || parents[i] == nil }
        func anchor(_ s: StructureSnapshot, _ parents: [Int?], _ i: Int) -> Int? {
            var p = parents[i]
            while let q = p, !isNamed(s, parents, q) { p = parents[q] }
            return p
        }
        // Only the top of a removed or added subtree is told.
        func insideUnmatched(_ parents: [Int?], _ i: Int, _ isMatched: (Int) -> Bool) -> Bool {
            var p = parents[i]
            while let q = p { if !isMatched(q) { return true }; p = parents[q] }
            return false
        }
        for (i, o) in old.elements.enumerated() {
            guard let j = matched[i] else {
                if isNamed(old, a.parents, i), !insideUnmatched(a.parents, i, { matched[$0] != nil }) {
                    sentences.append("\(a.describe(i)) removed")
                }
                continue
            }
            let n = new.elements[j]
            compareProperties(o, n, name: a.names[i])
            guard isNamed(old, a.parents, i), o.frame.count == 4, n.frame.count == 4 else { continue }
            var d = (x: n.frame[0] - o.frame[0], y: n.frame[1] - o.frame[1], w: n.frame[2] - o.frame[2], h: n.frame[3] - o.frame[3])
            if let p = anchor(old, a.parents, i), let q = matched[p], old.elements[p].frame.count == 4, new.elements[q].frame.count == 4 {
                let po = old.elements[p].frame, pn = new.elements[q].frame
                d.x -= pn[0] - po[0]
                d.y -= pn[1] - po[1]
                d.w -= pn[2] - po[2]
                d.h -= pn[3] - po[3]
            }
            let name = a.names[i]
            if let move = Self.move(dx: d.x, dy: d.y) { geometry.append("\(name) moved \(move)") }
            // A text's size follows its string, font and lines, told already.
            guard o.kind != "text", abs(d.w) >= 0.01 || abs(d.h) >= 0.01 else { continue }
            var parts: [String] = []
            if o.frame[2] != n.frame[2] {
                parts.append("\(LayoutDump.number(abs(n.frame[2] - o.frame[2]))) pt \(n.frame[2] > o.frame[2] ? "wider" : "narrower")")
            }
            if o.frame[3] != n.frame[3] {
                parts.append("\(LayoutDump.number(abs(n.frame[3] - o.frame[3]))) pt \(n.frame[3] > o.frame[3] ? "taller" : "shorter")")
            }
            if !parts.isEmpty {
                geometry.append(
                    "\(name) is \(parts.joined(separator: " and ")) (\(LayoutDump.number(o.frame[2]))×\(LayoutDump.number(o.frame[3])) → \(LayoutDump.number(n.frame[2]))×\(LayoutDump.number(n.frame[3])) pt)"
                )
            }
        }
        for j in new.elements.indices
        where !matchedNew.contains(j) && isNamed(new, b.parents, j)
            && !insideUnmatched(b.parents, j, { matchedNew.contains($0) })
        {
            sentences.append("new \(b.describe(j))")
        }
    }

    private mutating func compareProperties(_ o: StructureSnapshot.Element, _ n: StructureSnapshot.Element, name: String) {
        var labels = o.properties.map(\.label)
        for l in n.properties.map(\.label) where !labels.contains(l) { labels.append(l) }
        for label in labels {
            let before = o.value(label), after = n.value(label)
            guard before != after else { continue }
            switch label {
            case "lines":
                textChanged = true
                let count = after ?? "?"
                sentences.append(
                    count == "1" ? "\(name) now fits on 1 line (was \(before ?? "?"))" : "\(name) now wraps to \(count) lines (was \(before ?? "?"))")
            case "text":
                textChanged = true
                let from = "\"\(before ?? "")\""
                sentences.append((name == from ? "text " : "\(name) text ") + "\(from) → \"\(after ?? "")\"")
            case "truncated":
                sentences.append(after == "yes" ? "\(name) is now truncated" : "\(name) is no longer truncated")
            case "padding":
                sentences.append("\(name) padding \(Self.insets(before)) → \(Self.insets(after))")
            case "shape" where name.hasSuffix("shape"):
                // "card's 1st shape icon warning → icon error", not "… shape shape …".
                sentences.append("\(name) \(before ?? "none") → \(after ?? "none")")
            default:
                sentences.append("\(name) \(label) \(before ?? "none") → \(after ?? "none")")
            }
        }
    }

    /// Padding as the dump writes it (top, leading, bottom, trailing — the config's words; the
    /// dump is taken before a right-to-left layout is mirrored): one number when all four agree.
    static func insets(_ text: String?) -> String {
        guard let text else { return "none" }
        let parts = text.split(separator: " ")
        return parts.count == 4 && Set(parts).count == 1 ? String(parts[0]) : "\(text) (top leading bottom trailing)"
    }

    /// "2 pt down", "3 pt right and 1.5 pt up"; nil for no move.
    static func move(dx: Double, dy: Double) -> String? {
        var parts: [String] = []
        if abs(dy) >= 0.01 { parts.append("\(LayoutDump.number(abs(dy))) pt \(dy > 0 ? "down" : "up")") }
        if abs(dx) >= 0.01 { parts.append("\(LayoutDump.number(abs(dx))) pt \(dx > 0 ? "right" : "left")") }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }
}
