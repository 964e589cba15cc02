import Foundation
import Raster
import Typeset

/// A stable text dump of a laid-out tree: one line per node, indented by depth, with its kind,
/// what it draws (fonts, colours, radii, shadows) and its frame in points. Layout tests compare
/// it, `render-preview --dump-layout` prints it, and a diff of two dumps reads as a design change.
///
///     #backgroundView [10 59 373 82.67]
///       shape rectangle fill #F6C52C [10 59 373 82.67]
///     text "Warning" Inter-SemiBold 17 #FFFFFF 1 line [78 79 76.33 20.67]
public enum LayoutDump {
    /// The dump of `node` and its children.
    package static func text(of node: LayoutNode) -> String {
        var lines: [String] = []
        append(node, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(_ node: LayoutNode, depth: Int, to lines: inout [String]) {
        let pad = String(repeating: "  ", count: depth)
        var next = depth + 1
        switch node.content {
        case .group where node.children.isEmpty:
            lines.append(pad + "space " + frame(node.frame))
        case .group:
            lines.append(pad + "stack " + frame(node.frame))
        case .text(let layout, let color):
            let s = node.source.map { "\"\(escaped($0.string))\" \($0.font.face.postScriptName) \(number($0.font.size)) " } ?? ""
            let n = layout.lines.count
            lines.append(
                pad + "text " + s + hex(color) + " \(n) line\(n == 1 ? "" : "s")" + (layout.isTruncated ? " truncated " : " ") + frame(node.frame))
        case .image(let image):
            lines.append(
                pad + "image \(image.source.width)×\(image.source.height) @\(number(image.scale))x" + (image.tint.map { " tint " + hex($0) } ?? "")
                    + " " + frame(node.frame))
        case .shape(let s):
            // A named path says what it is ("shape icon warning"): its outline is not in the dump.
            var d = "shape " + (s.name.map { LayoutDump.escaped($0) } ?? shape(s.kind))
            if let fill = s.fill { d += " fill " + describe(fill) }
            if let stroke = s.stroke { d += " stroke " + describe(stroke) + " \(number(s.strokeWidth))" }
            lines.append(pad + d + " " + frame(node.frame))
        case .divider(let c):
            lines.append(pad + "divider " + hex(c) + " " + frame(node.frame))
        case .progress(let p):
            lines.append(pad + "progress \(number(p.fraction)) " + hex(p.tint) + (p.fillsFromRight ? " from the right " : " ") + frame(node.frame))
        case .reflected:
            lines.append(pad + "reflected " + frame(node.frame))
        case .modifier(let m):
            if let d = modifier(m) {
                lines.append(pad + d + " " + frame(node.frame))
            } else {
                next = depth  // layout-only modifiers whose frame equals their child's are not shown
            }
        }
        for child in node.children { append(child, depth: next, to: &lines) }
    }

    private static func modifier(_ m: ViewModifier) -> String? {
        switch m {
        case .named(let name): return "#" + name
        case .padding(let e): return "padding " + insets(e)
        case .frame: return "frame"
        case .background: return "background"
        case .overlay: return "overlay"
        case .clip(let s): return "clip " + shape(s)
        case .border(let f, let w, let s): return "border " + describe(f) + " \(number(w)) " + shape(s)
        case .shadow(let s):
            return "shadow " + hex(s.color)
                + " opacity \(number(s.opacity)) radius \(number(s.radius)) offset \(number(s.offset.x)) \(number(s.offset.y))"
                + (s.shape.map { " along " + shape($0) } ?? "")
        case .opacity(let o): return "opacity \(number(o))"
        case .offset(let x, let y): return "offset \(number(x)) \(number(y))"
        case .hugWidth(let w): return "hug ≤ \(number(w))"
        case .flipsForRightToLeft: return "flips for right to left"
        case .layoutPriority, .fixedSize: return nil
        }
    }

    /// A string on one line, shown as it is in any terminal: backslashes, quotes and line breaks
    /// escaped as in Swift, and every other control or format character (ESC and the sequences
    /// it starts, bidi overrides, zero widths) as `\u{1B}`.
    package static func escaped(_ s: String) -> String {
        var out = ""
        let scalars = Array(s.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let u = scalars[i]
            i += 1
            switch u {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r":
                // \r\n is one line break.
                if i < scalars.count, scalars[i] == "\n" {
                    out += "\\n"
                    i += 1
                } else {
                    out += "\\r"
                }
            default:
                if u.value < 0x20 || (0x7F...0x9F).contains(u.value) || u.properties.generalCategory == .format || u.value == 0x2028
                    || u.value == 0x2029
                {
                    out += "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }

    /// What a presentation puts behind itself: "backdrop dim #00000080", "backdrop blur radius 10
    /// tint #FFFFFF4D opacity 0.6", "backdrop fill linearGradient(…)", with "interactive" when a
    /// tap on it hides the presentation.
    static func backdrop(_ b: Backdrop) -> String {
        var d = "backdrop "
        switch b.kind {
        case .color(let c): d += "dim " + hex(c)
        case .blur(let m): d += "blur radius \(number(m.sigma)) tint " + hex(m.tint)
        case .fill(let f): d += "fill " + describe(f)
        case .image: d += "image"
        }
        if b.opacity != 1 { d += " opacity \(number(b.opacity))" }
        return d + (b.interactive ? " interactive" : "")
    }

    static func frame(_ r: Rect) -> String {
        "[\(number(r.x)) \(number(r.y)) \(number(r.width)) \(number(r.height))]"
    }

    /// Up to `decimals` (two) decimals, no trailing zeros: 82.666… → 82.67, 10.0 → 10.
    package static func number(_ x: Double, decimals: Int = 2) -> String {
        // 10^decimals by multiplying (exact to 10^22), not libm's `pow`, whose last bit may
        // differ between C libraries: structure goldens hold these numbers.
        let p = (0..<max(decimals, 0)).reduce(1.0) { value, _ in value * 10 }
        let r = (x * p).rounded() / p
        guard abs(r) < 1e15 else { return r.isNaN ? "nan" : String(format: "%g", r) }
        if r == r.rounded() { return String(Int(r)) }
        var s = String(format: "%.\(decimals)f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    package static func hex(_ c: Color) -> String {
        func h(_ v: Double) -> String {
            let i = Int((min(max(v, 0), 1) * 255).rounded())
            return String(i, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        return "#" + h(c.red) + h(c.green) + h(c.blue) + (c.alpha < 1 ? h(c.alpha) : "")
    }

    static func describe(_ f: Fill) -> String {
        switch f {
        case .color(let c): return hex(c)
        case .linearGradient(let stops, _, _), .stretchedLinearGradient(let stops, _, _):
            return "linearGradient(" + stops.map { hex($0.color) }.joined(separator: " ") + ")"
        case .radialGradient(let stops, _, _): return "radialGradient(" + stops.map { hex($0.color) }.joined(separator: " ") + ")"
        }
    }

    private static func shape(_ k: ShapeKind) -> String {
        switch k {
        case .rectangle: return "rectangle"
        case .roundedRectangle(let r, let style):
            let radii = [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft]
            let list = Set(radii).count == 1 ? number(r.topLeft) : radii.map { number($0) }.joined(separator: "/")
            return "rounded \(list) \(style.rawValue)"
        case .capsule: return "capsule"
        case .circle: return "circle"
        case .ellipse: return "ellipse"
        case .path: return "path"
        }
    }

    private static func insets(_ e: EdgeInsets) -> String {
        "\(number(e.top)) \(number(e.left)) \(number(e.bottom)) \(number(e.right))"
    }
}

private extension String {
    func leftPadded(to n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}

extension Scene {
    /// The dump of every presentation the scene shows: its still overlays, and each timeline
    /// overlay's first version at rest.
    public var layoutDump: String {
        let layout = presentationLayout
        var presentations = overlays
        if let animation { presentations += animation.timeline.overlays.map(\.presentation) }
        var out = [
            "scene \(name): \(device.name), \(appearance.rawValue), \(LayoutDump.number(size.width))×\(LayoutDump.number(size.height)) pt @\(LayoutDump.number(scale))x"
                + (dynamicType == .large ? "" : ", Dynamic Type \(dynamicType.rawValue)") + (layoutDirection == .rightToLeft ? ", right to left" : "")
        ]
        for p in presentations {
            out.append(
                "overlay \"\(LayoutDump.escaped(p.id))\" \(p.placement.edge.rawValue) of \(p.placement.region.rawValue)"
                    + (p.placement.overhang > 0 ? ", overhang \(LayoutDump.number(p.placement.overhang))" : ""))
            if let b = p.backdrop { out.append("  " + LayoutDump.backdrop(b)) }
            out.append(LayoutDump.text(of: layout.layout(p)).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
        }
        return out.joined(separator: "\n")
    }
}
