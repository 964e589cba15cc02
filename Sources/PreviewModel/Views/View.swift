import Raster
import Typeset

/// A resolved, SwiftUI-like view tree: a value with concrete fonts, colours and images (no
/// names left to look up), which layout sizes and the renderer draws.
///
/// Modifiers wrap the view they apply to, so order matters as in SwiftUI:
/// `text.padding(10).background(.white)` differs from `text.background(.white).padding(10)`.
public indirect enum View: Sendable, Equatable {
    /// Text in one font and colour.
    case text(TextContent)
    /// A bitmap image.
    case image(ImageContent)
    /// A shape filled (and optionally stroked); fills the space offered.
    case shape(ShapeContent)
    /// Flexible empty space along a stack's axis.
    case spacer(minLength: Double)
    /// A hairline separator across a stack's axis.
    case divider(Color)
    /// A linear progress bar (`UIProgressView`, SwiftUI `ProgressView(value:)`).
    case progress(ProgressContent)
    /// Children laid out along an axis, or on top of each other.
    case stack(StackContent)
    /// A view with a modifier applied.
    case modified(View, ViewModifier)
    /// Nothing: takes no space and draws nothing.
    case empty

    /// The view with a modifier applied.
    public func modifier(_ m: ViewModifier) -> View { .modified(self, m) }
    public func padding(_ insets: EdgeInsets) -> View { modifier(.padding(insets)) }
    public func padding(_ all: Double) -> View { modifier(.padding(EdgeInsets(all))) }
    public func frame(_ frame: FrameSpec) -> View { modifier(.frame(frame)) }
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> View {
        modifier(.frame(FrameSpec(width: width, height: height, alignment: alignment)))
    }
    /// A flexible frame (SwiftUI `frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)`).
    public func frame(
        minWidth: Double? = nil, maxWidth: Double?, minHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> View {
        modifier(.frame(FrameSpec(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment)))
    }
    public func background(_ view: View, alignment: Alignment = .center) -> View { modifier(.background(view, alignment)) }
    public func overlay(_ view: View, alignment: Alignment = .center) -> View { modifier(.overlay(view, alignment)) }
    public func opacity(_ value: Double) -> View { modifier(.opacity(value)) }
    public func offset(x: Double = 0, y: Double = 0) -> View { modifier(.offset(x: x, y: y)) }
    public func layoutPriority(_ p: Double) -> View { modifier(.layoutPriority(p)) }
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> View { modifier(.fixedSize(horizontal: horizontal, vertical: vertical)) }
    public func clipShape(_ shape: ShapeKind) -> View { modifier(.clip(shape)) }
    public func shadow(_ shadow: ShadowSpec) -> View { modifier(.shadow(shadow)) }
    /// Names the view (`"titleLabel"`, a text's `id`): layout dumps show the name, and
    /// `update` events find texts and progress bars by it. Changes nothing on screen.
    public func named(_ name: String) -> View { modifier(.named(name)) }
}

/// Text content: the string, its font, colour and paragraph style.
public struct TextContent: Sendable, Equatable {
    public var string: String
    public var font: Font
    public var color: Color
    public var style: ParagraphStyle
    /// Styled runs (an attributed string) laid out in place of `string` when not empty; `string`
    /// is then their text, `font` the first run's and `color` the colour of runs that give none.
    public var runs: [TextRun] = []

    public init(_ string: String, font: Font, color: Color, style: ParagraphStyle = ParagraphStyle()) {
        self.string = string
        self.font = font
        self.color = color
        self.style = style
    }
}

/// How an image fills the space it is given.
public enum ContentMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Scaled to fit inside, keeping its aspect ratio (`.scaleAspectFit`).
    case fit
    /// Scaled to cover, keeping its aspect ratio, overflow clipped (`.scaleAspectFill`).
    case fill
    /// Stretched to the space (`.scaleToFill`).
    case stretch
}

/// Image content: pixels, their scale (pixels per point), and how they are sized and tinted.
/// The pixels of an image read from a file are made when drawn (`DeferredImage`), so a loaded
/// scene holds the file, not its pixels.
public struct ImageContent: Sendable, Equatable {
    /// Where the pixels come from.
    public var source: DeferredImage
    /// Pixels per point of the image file (an `@3x` asset has 3).
    public var scale: Double
    /// When false the image keeps its own size in points; when true it takes the space offered.
    public var resizable: Bool
    public var contentMode: ContentMode
    /// A template image's colour: every pixel becomes this colour, keeping its alpha.
    public var tint: Color?
    /// The same image made for other screen scales (an image set's `@2x` and `@3x` files);
    /// `forScreen(scale:)` picks the one a screen shows.
    public var otherScales: [ImageRepresentation] = []

    public init(source: DeferredImage, scale: Double = 1, resizable: Bool = false, contentMode: ContentMode = .fit, tint: Color? = nil) {
        self.source = source
        self.scale = max(scale, 0.01)
        self.resizable = resizable
        self.contentMode = contentMode
        self.tint = tint
    }

    /// This image as a screen of `screenScale` pixels per point shows it, picked from its
    /// representations as UIKit picks from an image set's files: the one made for that scale;
    /// else the smallest made for a larger scale (drawn smaller); else the largest (drawn larger).
    /// Its own size in points is the picked file's (an @3x file of 99 × 101 pixels is
    /// 33 × 33.667 pt, its @1x file 33 × 34).
    public func forScreen(scale screenScale: Double) -> ImageContent {
        guard !otherScales.isEmpty else { return self }
        let all = ([ImageRepresentation(source: source, scale: scale)] + otherScales).sorted { $0.scale < $1.scale }
        let picked = all.first { abs($0.scale - screenScale) < 1e-9 } ?? all.first { $0.scale > screenScale } ?? all[all.count - 1]
        var image = self
        image.source = picked.source
        image.scale = picked.scale
        image.otherScales = []
        return image
    }

    public init(pixmap: Pixmap, scale: Double = 1, resizable: Bool = false, contentMode: ContentMode = .fit, tint: Color? = nil) {
        self.init(source: DeferredImage(pixmap), scale: scale, resizable: resizable, contentMode: contentMode, tint: tint)
    }

    /// The pixels (made now, or taken from where they are kept).
    public var pixmap: Pixmap {
        get { source.pixmap }
        set { source = DeferredImage(newValue) }
    }

    /// The image's own size in points.
    public var naturalSize: Size { Size(Double(source.width) / scale, Double(source.height) / scale) }

    public static func == (a: ImageContent, b: ImageContent) -> Bool {
        a.scale == b.scale && a.resizable == b.resizable && a.contentMode == b.contentMode && a.tint == b.tint
            && (a.source === b.source || a.pixmap == b.pixmap) && a.otherScales == b.otherScales
    }
}

/// One file of an image set: its pixels and the screen scale it was made for.
public struct ImageRepresentation: Sendable, Equatable {
    public var source: DeferredImage
    /// Pixels per point (2 for an `@2x` file).
    public var scale: Double

    public init(source: DeferredImage, scale: Double) {
        self.source = source
        self.scale = scale
    }

    public static func == (a: ImageRepresentation, b: ImageRepresentation) -> Bool {
        a.scale == b.scale && (a.source === b.source || a.source.pixmap == b.source.pixmap)
    }
}

/// The outline of a shape in a rectangle.
public enum ShapeKind: Sendable, Hashable {
    case rectangle
    case roundedRectangle(CornerRadii, CornerStyle)
    case capsule
    case circle
    case ellipse
    /// A custom outline in a unit square (0…1), scaled to the rectangle; filled with the rule.
    case path(Path, FillRule)

    /// The outline in `rect`.
    public func path(in rect: Rect) -> Path {
        switch self {
        case .rectangle: return Path(rect: rect)
        case .roundedRectangle(let radii, let style): return Path(roundedRect: rect, radii: radii, style: style)
        case .capsule: return Path(capsuleIn: rect)
        case .circle:
            let d = min(rect.width, rect.height)
            return Path(ellipseIn: Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
        case .ellipse: return Path(ellipseIn: rect)
        case .path(let p, _):
            return p.applying(Transform(a: rect.width, b: 0, c: 0, d: rect.height, tx: rect.x, ty: rect.y))
        }
    }

    /// The same shape for a rectangle inset by `d`: rounded corners keep their centres, so their
    /// radii shrink by `d` (a border's centre line, so its outer edge follows the original corner).
    package func insetCorners(by d: Double) -> ShapeKind {
        guard case .roundedRectangle(let r, let style) = self else { return self }
        return .roundedRectangle(
            CornerRadii(
                topLeft: r.topLeft - d, topRight: r.topRight - d,
                bottomRight: r.bottomRight - d, bottomLeft: r.bottomLeft - d), style)
    }

    package var fillRule: FillRule {
        if case .path(_, let rule) = self { return rule }
        return .nonZero
    }
}

/// A shape with its fill and optional stroke.
public struct ShapeContent: Sendable, Equatable {
    public var kind: ShapeKind
    public var fill: Fill?
    public var stroke: Fill?
    public var strokeWidth: Double
    /// The shape's ideal size when nothing is proposed (SwiftUI uses 10 × 10); nil takes any.
    public var idealSize: Size?
    /// What a path is, in words, for layout dumps and structure goldens ("icon info",
    /// "icon warning outline", "close glyph"); nil for an unnamed path or a plain shape.
    public var name: String?

    public init(
        _ kind: ShapeKind, fill: Fill? = nil, stroke: Fill? = nil, strokeWidth: Double = 1, idealSize: Size? = nil,
        name: String? = nil
    ) {
        self.kind = kind
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.idealSize = idealSize
        self.name = name
    }
}

/// What paints a shape or background: a colour or a gradient in unit coordinates of the shape's box.
public enum Fill: Sendable, Hashable {
    case color(Color)
    /// From `start` to `end`, each in the box's unit square (0,0 top-left … 1,1 bottom-right).
    case linearGradient(stops: [GradientStop], start: Point, end: Point)
    /// Around `center` (unit square) out to `radius` in points.
    case radialGradient(stops: [GradientStop], center: Point, radius: Double)
    /// From `start` to `end` in the box's unit square and stretched with the box, as Core
    /// Animation's `CAGradientLayer` draws: its colour lines are perpendicular in the unit
    /// square, not in points, so on a wide box a (0,0)→(1,1) gradient has its middle colour on
    /// the other diagonal. Resolved against the box it paints, whatever size layout gives it.
    case stretchedLinearGradient(stops: [GradientStop], start: Point, end: Point)

    /// The paint for a box.
    public func paint(in rect: Rect) -> Paint {
        switch self {
        case .color(let c): return .solid(c)
        case .linearGradient(let stops, let s, let e):
            return .linearGradient(
                LinearGradient(
                    start: Point(rect.x + s.x * rect.width, rect.y + s.y * rect.height),
                    end: Point(rect.x + e.x * rect.width, rect.y + e.y * rect.height), stops: stops))
        case .stretchedLinearGradient(let stops, let s, let e):
            let end = Fill.pointSpaceEnd(start: s, end: e, size: Size(rect.width, rect.height))
            return Fill.linearGradient(stops: stops, start: s, end: end).paint(in: rect)
        case .radialGradient(let stops, let c, let r):
            return .radialGradient(
                RadialGradient(
                    center: Point(rect.x + c.x * rect.width, rect.y + c.y * rect.height),
                    radius: r, stops: stops))
        }
    }

    /// The end point (in the unit square) of a gradient drawn in points that matches a gradient
    /// from `start` to `end` drawn in the unit square of a box `size` points big.
    ///
    /// In the unit square t = (u − s)·d / |d|², d = e − s; in points u = (x / w, y / h), so t
    /// grows along g = (dx / w, dy / h) / |d|². A gradient in points from S to E has t growing
    /// along (E − S) / |E − S|², so E − S = g / |g|².
    static func pointSpaceEnd(start s: Point, end e: Point, size: Size) -> Point {
        let dx = e.x - s.x, dy = e.y - s.y
        let d2 = dx * dx + dy * dy
        guard d2 > 0, size.width > 0, size.height > 0 else { return e }
        let gx = dx / size.width / d2, gy = dy / size.height / d2
        let g2 = gx * gx + gy * gy
        return Point(s.x + gx / g2 / size.width, s.y + gy / g2 / size.height)
    }
}

/// Children along an axis (`HStack`, `VStack`) or stacked in depth (`ZStack`).
public struct StackContent: Sendable, Equatable {
    public enum Axis: String, Sendable, Hashable, Codable { case horizontal, vertical, depth }
    public var axis: Axis
    public var alignment: Alignment
    /// Space between children along the axis; nil means the default (8 pt, as SwiftUI's system spacing).
    public var spacing: Double?
    public var children: [View]

    public init(_ axis: Axis, alignment: Alignment = .center, spacing: Double? = nil, children: [View]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
    }

    /// SwiftUI's default spacing between stack children (between two text views it varies; 8 is the common case).
    public static let defaultSpacing = 8.0
}

/// A linear progress bar: how far along (0…1), the colours of the filled part and of the track,
/// and its thickness. It takes the width it is offered.
public struct ProgressContent: Sendable, Hashable {
    public var fraction: Double
    public var tint: Color
    public var track: Color
    public var height: Double
    /// The filled part grows from the right end (a right-to-left layout: UIKit's controls mirror).
    public var fillsFromRight: Bool

    public init(fraction: Double, tint: Color, track: Color, height: Double = 4, fillsFromRight: Bool = false) {
        self.fraction = fraction
        self.tint = tint
        self.track = track
        self.height = height
        self.fillsFromRight = fillsFromRight
    }
}
