import Foundation
import Raster

/// One drawing case of `shared/reference/raster/cases.json`, drawn onto a `Canvas`.
/// Immutable after decoding, so it may cross threads.
public struct RasterCase: @unchecked Sendable {
    public let name: String
    public let width: Int
    public let height: Int
    public let background: Color
    let ops: [[String: Any]]

    /// What the case is held to (the reference README's kinds).
    public enum Kind: String, Sendable { case shape, shadow, image }

    public var kind: Kind {
        if name.contains("shadow") || name.contains("blur") { return .shadow }
        if name.contains("image") { return .image }
        return .shape
    }

    public struct DecodingError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func load(from url: URL) throws -> [RasterCase] {
        let data = try Data(contentsOf: url)
        guard let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw DecodingError(description: "\(url.path): expected a list of cases")
        }
        return try list.map { c in
            guard let name = c["name"] as? String, let w = c["width"] as? Int, let h = c["height"] as? Int,
                let bg = (c["background"] as? String).flatMap(Color.init(hex:)), let ops = c["ops"] as? [[String: Any]]
            else { throw DecodingError(description: "\(url.path): a case lacks name, width, height, background or ops") }
            return RasterCase(name: name, width: w, height: h, background: bg, ops: ops)
        }
    }

    /// Draws the case. `imageLoader` reads a PNG named by an `image` op.
    public func render(imageLoader: (String) throws -> Pixmap) throws -> Pixmap {
        var canvas = Canvas(width: width, height: height)!
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height))), color: background)
        try draw(ops, on: &canvas, imageLoader: imageLoader)
        return canvas.pixmap
    }

    private func draw(_ ops: [[String: Any]], on canvas: inout Canvas, imageLoader: (String) throws -> Pixmap) throws {
        for op in ops {
            switch op["op"] as? String {
            case "fill":
                canvas.fill(try path(op["path"]), paint: try paint(op["paint"]), rule: rule(op["rule"]))
            case "stroke":
                let style = StrokeStyle(
                    width: number(op["width"]) ?? 1,
                    cap: LineCap(rawValue: op["cap"] as? String ?? "butt") ?? .butt,
                    join: LineJoin(rawValue: op["join"] as? String ?? "miter") ?? .miter,
                    miterLimit: number(op["miterLimit"]) ?? 4)
                canvas.stroke(try path(op["path"]), paint: try paint(op["paint"]), style: style)
            case "shadow":
                guard let color = (op["color"] as? String).flatMap(Color.init(hex:)) else { throw err("shadow color") }
                canvas.drawShadow(
                    of: try path(op["path"]), color: color, sigma: number(op["sigma"]) ?? 0,
                    offset: Point(number(op["dx"]) ?? 0, number(op["dy"]) ?? 0))
            case "save":
                canvas.save()
            case "restore":
                canvas.restore()
            case "transform":
                guard let m = (op["matrix"] as? [Any])?.compactMap(number), m.count == 6 else { throw err("matrix") }
                canvas.concatenate(Transform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]))
            case "clip":
                canvas.clip(to: try path(op["path"]), rule: rule(op["rule"]))
            case "layer":
                canvas.beginLayer(opacity: number(op["opacity"]) ?? 1)
                try draw(op["ops"] as? [[String: Any]] ?? [], on: &canvas, imageLoader: imageLoader)
                canvas.endLayer()
            case "image":
                guard let file = op["file"] as? String, let d = (op["dst"] as? [Any])?.compactMap(number), d.count == 4
                else { throw err("image op") }
                let filter = ImageFilter(rawValue: op["filter"] as? String ?? "bilinear") ?? .bilinear
                canvas.drawImage(try imageLoader(file), in: Rect(x: d[0], y: d[1], width: d[2], height: d[3]), filter: filter)
            default:
                throw err("unknown op \(op["op"] ?? "nil")")
            }
        }
    }

    private func err(_ what: String) -> DecodingError { DecodingError(description: "case \(name): bad \(what)") }

    private func number(_ v: Any?) -> Double? {
        (v as? NSNumber)?.doubleValue
    }

    private func rule(_ v: Any?) -> FillRule {
        (v as? String) == "evenodd" ? .evenOdd : .nonZero
    }

    private func path(_ v: Any?) throws -> Path {
        if let d = v as? String { return try Path(svgPathData: d) }
        guard let o = v as? [String: Any] else { throw err("path") }
        func nums(_ key: String, _ n: Int) -> [Double]? {
            guard let a = (o[key] as? [Any])?.compactMap(number), a.count == n else { return nil }
            return a
        }
        if let r = nums("rect", 4) { return Path(rect: Rect(x: r[0], y: r[1], width: r[2], height: r[3])) }
        if let r = nums("roundRect", 5) {
            return Path(roundedRect: Rect(x: r[0], y: r[1], width: r[2], height: r[3]), radius: r[4], style: .circular)
        }
        if let e = nums("ellipse", 4) {
            return Path(ellipseIn: Rect(x: e[0] - e[2], y: e[1] - e[3], width: 2 * e[2], height: 2 * e[3]))
        }
        throw err("path object")
    }

    private func stops(_ v: Any?) throws -> [GradientStop] {
        guard let list = v as? [[Any]] else { throw err("stops") }
        return try list.map { s in
            guard s.count == 2, let t = number(s[0]), let c = (s[1] as? String).flatMap(Color.init(hex:)) else { throw err("stop") }
            return GradientStop(t, c)
        }
    }

    private func paint(_ v: Any?) throws -> Paint {
        guard let o = v as? [String: Any] else { throw err("paint") }
        if let c = (o["color"] as? String).flatMap(Color.init(hex:)) { return .solid(c) }
        if let l = o["linear"] as? [String: Any], let f = (l["from"] as? [Any])?.compactMap(number), let t = (l["to"] as? [Any])?.compactMap(number),
            f.count == 2, t.count == 2
        {
            return .linearGradient(LinearGradient(start: Point(f[0], f[1]), end: Point(t[0], t[1]), stops: try stops(l["stops"])))
        }
        if let r = o["radial"] as? [String: Any], let c = (r["center"] as? [Any])?.compactMap(number), c.count == 2,
            let radius = number(r["radius"])
        {
            return .radialGradient(RadialGradient(center: Point(c[0], c[1]), radius: radius, stops: try stops(r["stops"])))
        }
        throw err("paint")
    }
}
