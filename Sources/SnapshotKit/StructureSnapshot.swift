/// A structure golden (`structure.txt`, written by `SceneStructure`) read back into what the
/// check compares: the header lines (scene and overlays), the laid-out elements with their
/// properties in design terms, and the motion tracks frame by frame. The reading is lenient: a
/// line it does not understand is kept as an element of its own kind, never an error, so an old
/// or hand-edited file still compares.
struct StructureSnapshot: Equatable {
    /// One laid-out element: a line of the layout dump.
    struct Element: Equatable {
        /// Which overlay it belongs to (its header line's index among the overlays).
        var overlay: Int
        var depth: Int
        /// The first word: text, shape, stack, padding, shadow …; `id` for a `#name` line.
        var kind: String
        /// The id of a `#name` line.
        var id: String?
        /// x, y, width, height in points.
        var frame: [Double]
        /// What it draws, in design terms, in the order written: ("corner radius", "12"), ("fill", "#FF3B30") …
        var properties: [(label: String, value: String)]

        static func == (a: Element, b: Element) -> Bool {
            a.overlay == b.overlay && a.depth == b.depth && a.kind == b.kind && a.id == b.id && a.frame == b.frame
                && a.properties.map(\.label) == b.properties.map(\.label) && a.properties.map(\.value) == b.properties.map(\.value)
        }

        func value(_ label: String) -> String? { properties.first { $0.label == label }?.value }
    }

    /// One frame of a motion track.
    struct Sample: Equatable {
        var frame: Int
        var time: Double
        /// in, on or out (`MotionSample.Phase`).
        var phase: String
        var x: Double, y: Double, scale: Double, rotation: Double, opacity: Double
        var backdrop: Double?
    }

    /// The scene line and one line per overlay (`overlay "id" top of safeArea`).
    var scene = ""
    var overlays: [String] = []
    var elements: [Element] = []
    /// Tracks in the order written, each frame it was on screen.
    var tracks: [(name: String, samples: [Sample])] = []
    /// The number of frames the motion part covers (nil for a still).
    var motionFrames: Int?

    static func == (a: StructureSnapshot, b: StructureSnapshot) -> Bool {
        a.scene == b.scene && a.overlays == b.overlays && a.elements == b.elements && a.motionFrames == b.motionFrames
            && a.tracks.map(\.name) == b.tracks.map(\.name) && a.tracks.map(\.samples) == b.tracks.map(\.samples)
    }

    init(text: String) {
        var inMotion = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(raw)
            if line.hasPrefix("scene ") { scene = line; continue }
            if line.hasPrefix("overlay ") { overlays.append(line); continue }
            if line.hasPrefix("motion: ") {
                inMotion = true
                motionFrames = Int(line.dropFirst(8).split(separator: " ").first ?? "")
                continue
            }
            if line.hasPrefix("track ") {
                // track "id": frame t … — the id may hold colons and quotes.
                let end = line.range(of: ": frame t", options: .backwards)?.lowerBound ?? line.endIndex
                tracks.append((Self.unquoted(String(line[line.index(line.startIndex, offsetBy: 6)..<end])), []))
                continue
            }
            if inMotion {
                if let samples = Self.samples(line), !tracks.isEmpty { tracks[tracks.count - 1].samples += samples }
                continue
            }
            if let element = Self.element(line, overlay: overlays.count - 1) { elements.append(element) }
        }
    }

    private static func unquoted(_ s: String) -> String {
        s.count >= 2 && s.hasPrefix("\"") && s.hasSuffix("\"") ? String(s.dropFirst().dropLast()) : s
    }

    /// A track row, a run of equal frames expanded: `12-30 0.200-0.500 on 196.5 114.33 1 0 1 -`.
    private static func samples(_ line: String) -> [Sample]? {
        let f = line.split(separator: " ").map(String.init)
        guard f.count == 9 else { return nil }
        let frames = f[0].split(separator: "-").compactMap { Int($0) }
        let times = f[1].split(separator: "-").compactMap { Double($0) }
        guard let first = frames.first, let t0 = times.first,
            let x = Double(f[3]), let y = Double(f[4]), let scale = Double(f[5]), let rotation = Double(f[6]), let opacity = Double(f[7])
        else { return nil }
        let last = frames.last!, t1 = times.last!
        return (first...max(first, last)).map { i in
            let t = last == first ? t0 : t0 + (t1 - t0) * Double(i - first) / Double(last - first)
            return Sample(
                frame: i, time: t, phase: f[2], x: x, y: y, scale: scale, rotation: rotation, opacity: opacity,
                backdrop: Double(f[8]))
        }
    }

    /// A layout dump line: indentation, words, and the frame `[x y w h]` at the end.
    private static func element(_ line: String, overlay: Int) -> Element? {
        let indent = line.prefix { $0 == " " }.count
        var head = line.trimmingCharacters(in: .whitespaces)
        var frame: [Double] = []
        if head.hasSuffix("]"), let open = head.lastIndex(of: "[") {
            frame = head[head.index(after: open)..<head.index(before: head.endIndex)].split(separator: " ").compactMap { Double($0) }
            head = String(head[..<open]).trimmingCharacters(in: .whitespaces)
        }
        guard !head.isEmpty else { return nil }
        let words = head.split(separator: " ").map(String.init)
        var element = Element(overlay: max(overlay, 0), depth: max(0, indent / 2 - 1), kind: words[0], id: nil, frame: frame, properties: [])
        if words[0].hasPrefix("#") {
            element.kind = "id"
            element.id = String(words[0].dropFirst())
            return element
        }
        element.properties = properties(kind: words[0], rest: Array(words.dropFirst()), head: head)
        return element
    }

    /// What a line's words say, labelled as a designer would.
    private static func properties(kind: String, rest w: [String], head: String) -> [(label: String, value: String)] {
        switch kind {
        case "text":
            // text "Warning" Inter-SemiBold 17 #FFFFFF 1 line [truncated]
            var words = w
            var out: [(String, String)] = []
            let truncated = words.last == "truncated"
            if truncated { words.removeLast() }
            guard words.count >= 3 else { return [("text", w.joined(separator: " "))] }
            words.removeLast()  // "line" / "lines"
            let lines = words.removeLast(), colour = words.removeLast()
            if words.count >= 2, words[0].hasPrefix("\"") {
                let size = words.removeLast(), font = words.removeLast()
                out.append(("text", unquoted(words.joined(separator: " "))))
                out.append(("font", "\(font) \(size)"))
            }
            out += [("colour", colour), ("lines", lines), ("truncated", truncated ? "yes" : "no")]
            return out
        case "shape":
            return shapeProperties(head.dropFirst(6))
        case "clip":
            return shape(String(head.dropFirst(5))).map { [("clip", $0.name)] + ($0.radius.map { [("corner radius", $0)] } ?? []) } ?? []
        case "divider": return [("colour", w.first ?? "")]
        case "image":
            var out = [("image size", w.first ?? "")]
            if let i = w.firstIndex(of: "tint"), i + 1 < w.count { out.append(("tint", w[i + 1])) }
            return out
        case "progress":
            return [("progress", w.first ?? ""), ("tint", w.count > 1 ? w[1] : "")]
        case "padding": return [("padding", w.joined(separator: " "))]
        case "opacity": return [("opacity", w.first ?? "")]
        case "offset": return [("offset", w.joined(separator: " "))]
        case "shadow":
            // shadow #000000 opacity 0.2 radius 8 offset 0 2 [along …]
            var out = [("shadow colour", w.first ?? "")]
            for (key, label) in [("opacity", "shadow opacity"), ("radius", "shadow radius")] {
                if let i = w.firstIndex(of: key), i + 1 < w.count { out.append((label, w[i + 1])) }
            }
            if let i = w.firstIndex(of: "offset"), i + 2 < w.count { out.append(("shadow offset", "\(w[i + 1]) \(w[i + 2])")) }
            return out
        case "border":
            return [("border", w.joined(separator: " "))]
        case "backdrop":
            // backdrop dim #00000080 | blur radius 10 tint #FFFFFF4D [opacity 0.6] [interactive]
            var words = w
            var out: [(String, String)] = []
            if words.last == "interactive" { words.removeLast(); out.append(("tap-to-dismiss", "yes")) } else { out.append(("tap-to-dismiss", "no")) }
            if let i = words.firstIndex(of: "opacity"), i + 1 < words.count {
                out.append(("backdrop opacity", words[i + 1]))
                words.removeSubrange(i...(i + 1))
            } else {
                out.append(("backdrop opacity", "1"))
            }
            return [("backdrop", words.joined(separator: " "))] + out
        case "stack", "space", "frame", "background", "overlay", "reflected":
            return []
        default:
            return w.isEmpty ? [] : [(kind, w.joined(separator: " "))]
        }
    }

    /// `rounded 12 continuous fill #FFFFFF stroke #000000 1` → shape, corner radius, fill, stroke.
    private static func shapeProperties(_ text: Substring) -> [(label: String, value: String)] {
        var description = String(text), fill: String?, stroke: String?
        if let r = description.range(of: " stroke ") {
            stroke = String(description[r.upperBound...])
            description = String(description[..<r.lowerBound])
        }
        if let r = description.range(of: " fill ") {
            fill = String(description[r.upperBound...])
            description = String(description[..<r.lowerBound])
        }
        var out: [(String, String)] = []
        if let s = shape(description) {
            out.append(("shape", s.name))
            if let r = s.radius { out.append(("corner radius", r)) }
        }
        out.append(("fill", fill ?? "none"))
        if let stroke { out.append(("stroke", stroke)) }
        return out
    }

    /// `rounded 12 continuous` → (rounded rectangle, 12); `capsule` → (capsule, nil); a named
    /// path, `icon info outline` → (icon info outline, nil).
    private static func shape(_ text: String) -> (name: String, radius: String?)? {
        let w = text.split(separator: " ").map(String.init)
        guard let first = w.first else { return nil }
        if first == "rounded" {
            return ("rounded rectangle" + (w.count > 2 ? " (\(w[2]))" : ""), w.count > 1 ? w[1] : nil)
        }
        return (w.joined(separator: " "), nil)
    }
}

import Foundation
