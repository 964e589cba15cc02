/// What fills the covered pixels of a shape.
public enum Paint: Sendable, Hashable {
    /// One colour everywhere.
    case solid(Color)
    /// A linear gradient along a line (in the same space as the shape).
    case linearGradient(LinearGradient)
    /// A radial gradient around a centre (in the same space as the shape).
    case radialGradient(RadialGradient)
    /// An image stretched into a rectangle (in the same space as the shape).
    case image(ImagePaint)

    /// The paint's opacity multiplied by `factor`.
    public func withOpacity(_ factor: Double) -> Paint {
        guard factor != 1 else { return self }
        switch self {
        case .solid(let c): return .solid(c.withAlphaMultiplied(by: factor))
        case .linearGradient(var g):
            g.stops = g.stops.map { GradientStop($0.location, $0.color.withAlphaMultiplied(by: factor)) }; return .linearGradient(g)
        case .radialGradient(var g):
            g.stops = g.stops.map { GradientStop($0.location, $0.color.withAlphaMultiplied(by: factor)) }; return .radialGradient(g)
        case .image(var i): i.opacity *= factor; return .image(i)
        }
    }
}

/// A colour at a position (0...1) along a gradient.
public struct GradientStop: Sendable, Hashable {
    public var location: Double
    public var color: Color

    public init(_ location: Double, _ color: Color) {
        self.location = location
        self.color = color
    }
}

/// A gradient whose colour changes along the line from `start` to `end` and is
/// constant perpendicular to it; padded with the end colours beyond the ends.
public struct LinearGradient: Sendable, Hashable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]

    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// A gradient whose colour changes with the distance from `center`, reaching the last
/// stop at `radius`; padded with the end colours beyond it.
public struct RadialGradient: Sendable, Hashable {
    public var center: Point
    public var radius: Double
    public var stops: [GradientStop]

    public init(center: Point, radius: Double, stops: [GradientStop]) {
        self.center = center
        self.radius = radius
        self.stops = stops
    }
}

/// How an image is sampled when scaled.
public enum ImageFilter: String, Sendable, Hashable, Codable {
    /// Bilinear interpolation between the four nearest pixels.
    case bilinear
    /// The nearest pixel (for pixel art).
    case nearest
}

/// An image mapped onto a rectangle; outside the image, its edge pixels repeat (clamp).
public struct ImagePaint: Sendable, Hashable {
    public var image: Pixmap
    public var rect: Rect
    public var filter: ImageFilter
    public var opacity: Double

    public init(image: Pixmap, rect: Rect, filter: ImageFilter = .bilinear, opacity: Double = 1) {
        self.image = image
        self.rect = rect
        self.filter = filter
        self.opacity = opacity
    }
}
