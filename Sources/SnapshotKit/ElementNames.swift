/// How the elements of a structure golden are named in sentences and matched between two of
/// them. An element's scope is the nearest `#id` around it (or its overlay's id); its key is the
/// chain of ids above it, its kind and its place among the elements of that kind in the scope.
/// Its name is the id itself for a `#id`, the id of a text it wraps, a text's own string, or
/// the scope's name for the only element of its kind there ("card" for the card's only shape).
struct ElementNames {
    var keys: [String] = []
    var names: [String] = []
    var parents: [Int?] = []
    private var kinds: [String] = []
    private var scopes: [String] = []

    init(_ s: StructureSnapshot) {
        var stack: [Int] = []  // ancestors of the current element, by index
        var ordinals: [String: Int] = [:]
        var scopeKeys: [String] = []
        for (i, e) in s.elements.enumerated() {
            while let last = stack.last, s.elements[last].depth >= e.depth || s.elements[last].overlay != e.overlay { stack.removeLast() }
            parents.append(stack.last)
            let ids = stack.compactMap { s.elements[$0].id }
            let overlay = e.overlay < s.overlays.count ? Self.overlayName(s.overlays[e.overlay], index: e.overlay) : "scene"
            let scope = "\(e.overlay)/" + ids.joined(separator: "/")
            let ordinalKey = scope + "|" + e.kind
            // An id is its own key (so removing a sibling does not shift it); other elements
            // are keyed by their place among their kind in the scope.
            let countKey = e.id.map { scope + "|#" + $0 } ?? ordinalKey
            let ordinal = ordinals[countKey, default: 0]
            ordinals[countKey] = ordinal + 1
            keys.append(countKey + "|\(ordinal)")
            scopeKeys.append(ordinalKey)
            kinds.append(e.kind)
            scopes.append(ids.last ?? overlay)
            stack.append(i)
        }
        for (i, e) in s.elements.enumerated() {
            if let id = e.id {
                names.append(id)
            } else if e.kind == "text", let p = parents[i], let id = s.elements[p].id {
                names.append(id)
            } else if e.kind == "text", let string = e.value("text") {
                names.append("\"\(string)\"")
            } else if e.kind == "shape", let p = parents[i], ["background", "overlay"].contains(s.elements[p].kind) {
                // The shape a `background` or `overlay` modifier draws: "card background".
                names.append("\(scopes[i]) \(s.elements[p].kind)")
            } else {
                // The outermost element, a modifier (its sentence names the property: "card
                // padding 20 → 22") and the only one of its kind take the scope's name; else its
                // place: "card's 2nd shape".
                let siblings = scopeKeys.filter { $0 == scopeKeys[i] }.count
                let position = scopeKeys[..<i].filter { $0 == scopeKeys[i] }.count + 1
                names.append(
                    siblings == 1 || parents[i] == nil || Self.modifiers.contains(e.kind)
                        ? scopes[i]
                        : "\(scopes[i])'s \(Self.ordinal(position)) \(e.kind)")
            }
        }
        // A name that several overlays use (each message's "iconImageView") says whose it is.
        var overlaysOf: [String: Set<Int>] = [:]
        for (i, e) in s.elements.enumerated() { overlaysOf[names[i], default: []].insert(e.overlay) }
        for (i, e) in s.elements.enumerated() where overlaysOf[names[i]]!.count > 1 && e.overlay < s.overlays.count {
            let owner = Self.overlayName(s.overlays[e.overlay], index: e.overlay)
            if names[i] != owner { names[i] = "\(owner)'s \(names[i])" }
        }
    }

    /// Kinds whose sentences name their scope and then the property ("card shadow radius 8 → 12").
    static let modifiers: Set<String> = ["padding", "shadow", "clip", "border", "opacity", "offset"]

    /// "text \"Hello\" in card", "shape in card", "image": an element added or removed.
    func describe(_ i: Int) -> String {
        names[i].hasPrefix("\"") ? "\(kinds[i]) \(names[i]) in \(scopes[i])" : kinds[i] == "id" ? names[i] : "\(kinds[i]) in \(scopes[i])"
    }

    /// `overlay "expiry" bottom of safeArea` → `expiry` as written (escapes kept).
    static func overlayRawID(_ line: String) -> String {
        guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { return line }
        return String(line[line.index(after: open)..<close])
    }

    /// An overlay as sentences name it: its id, or "overlay 2" when the id is a library's
    /// description of its content (quotes, or over 32 characters).
    static func overlayName(_ line: String, index: Int) -> String {
        guard line.firstIndex(of: "\"") != line.lastIndex(of: "\"") else { return "overlay \(index + 1)" }
        return name(ofOverlay: overlayRawID(line), index: index)
    }

    /// An overlay's id as sentences name it: as is; in quotes when it is words (a library that
    /// names a message by its text); "overlay 2" when it is a library's description of its
    /// content (quotes, escapes, or over 32 characters).
    static func name(ofOverlay id: String, index: Int) -> String {
        if id.count > 32 || id.contains("\"") || id.contains("\\") { return "overlay \(index + 1)" }
        return id.contains(" ") ? "“\(id)”" : id
    }

    /// `overlay "expiry" bottom of safeArea` → `bottom of safeArea`.
    static func placement(_ line: String) -> String {
        guard let close = line.lastIndex(of: "\"") else { return line }
        return line[line.index(after: close)...].trimmingCharacters(in: .whitespaces)
    }

    static func ordinal(_ n: Int) -> String {
        switch n {
        case 1: return "1st"
        case 2: return "2nd"
        case 3: return "3rd"
        default: return "\(n)th"
        }
    }
}

import Foundation
