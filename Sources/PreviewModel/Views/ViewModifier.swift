import Raster

/// A change applied to a view: layout (padding, frame, priority, fixed size, offset) or drawing
/// (background, overlay, clip, border, shadow, opacity).
public enum ViewModifier: Sendable, Equatable {
    case padding(EdgeInsets)
    case frame(FrameSpec)
    case background(View, Alignment)
    case overlay(View, Alignment)
    /// Clips the view to a shape (SwiftUI `clipShape`, `cornerRadius`; UIKit `layer.cornerRadius` + `masksToBounds`).
    case clip(ShapeKind)
    /// A stroke drawn inside the view's edge (SwiftUI `border`, `CALayer.borderWidth`), following a shape.
    case border(Fill, width: Double, shape: ShapeKind)
    case shadow(ShadowSpec)
    case opacity(Double)
    /// Moves the drawing without changing layout.
    case offset(x: Double, y: Double)
    case layoutPriority(Double)
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// A name for the view: shown by layout dumps, used by `update` events; draws nothing.
    case named(String)
    /// Takes the view's ideal width, at most `maxWidth` and the width offered, and lays the view
    /// out at that width: Auto Layout's content hugging under a `width ≤ maxWidth` constraint
    /// (a card that fits short text and wraps long text at its cap).
    case hugWidth(maxWidth: Double)
    /// Draws the view reflected when the layout runs right to left (SwiftUI's
    /// `flipsForRightToLeftLayoutDirection(true)`, UIKit's `imageFlippedForRightToLeftLayoutDirection`):
    /// for images and icons that point the way the interface reads. Changes nothing left to right.
    case flipsForRightToLeft
}

/// Space around a view, per edge, in points. The config's `leading` and `trailing` are `left`
/// and `right` here: a right-to-left layout is a reflection of the left-to-right one
/// (`LayoutNode.mirrored`), which puts them on the other sides.
public struct EdgeInsets: Sendable, Hashable, Codable {
    public var top: Double, left: Double, bottom: Double, right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(_ all: Double) { self.init(top: all, left: all, bottom: all, right: all) }

    public var horizontal: Double { left + right }
    public var vertical: Double { top + bottom }
}

/// Where a child sits in a larger box.
public struct Alignment: Sendable, Hashable, Codable {
    public enum Horizontal: String, Sendable, Hashable, Codable { case leading, center, trailing }
    public enum Vertical: String, Sendable, Hashable, Codable { case top, center, bottom }
    public var horizontal: Horizontal
    public var vertical: Vertical

    public init(horizontal: Horizontal, vertical: Vertical) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The offset that places `child` in `container` along x.
    func x(_ child: Double, in container: Double) -> Double {
        switch horizontal {
        case .leading: return 0
        case .center: return (container - child) / 2
        case .trailing: return container - child
        }
    }

    func y(_ child: Double, in container: Double) -> Double {
        switch vertical {
        case .top: return 0
        case .center: return (container - child) / 2
        case .bottom: return container - child
        }
    }
}

/// A frame: fixed width/height, or flexible bounds with an ideal, and how the child is aligned.
public struct FrameSpec: Sendable, Hashable {
    public var width: Double?, height: Double?
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment

    public init(
        width: Double? = nil, height: Double? = nil,
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// A drop shadow as `CALayer` describes one: colour, opacity, blur radius and offset, in points.
public struct ShadowSpec: Sendable, Hashable {
    public var color: Color
    public var opacity: Double
    /// `shadowRadius`; the Gaussian's σ equals it (see `Canvas.shadowSigma`).
    public var radius: Double
    public var offset: Point
    /// An explicit outline (`shadowPath`) in the view's box, when the shadow should not follow its pixels.
    public var shape: ShapeKind?

    /// Defaults are SwiftUI's `.shadow(radius:)`: black at 33 %, no offset.
    public init(color: Color = .black, opacity: Double = 0.33, radius: Double = 3, offset: Point = .zero, shape: ShapeKind? = nil) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
        self.shape = shape
    }
}

/// A width and height in points.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(0, 0)
}
