import Raster

/// An image kept as the means to make its pixels, which are made when it is drawn rather than
/// when its scene is loaded: a screenshot behind a scene then costs its pixels only while it is
/// drawn (and while a bounded store keeps them), not for as long as the scene is loaded — so a
/// suite of many scenes, each over another screenshot, does not hold every screenshot at once.
/// Every call of `pixmap` gives the same pixels.
public final class DeferredImage: Sendable {
    /// The size in pixels.
    public let width: Int, height: Int
    private let make: @Sendable () -> Pixmap

    /// An image whose pixels `make` gives, each call the same, `width` × `height`.
    public init(width: Int, height: Int, make: @escaping @Sendable () -> Pixmap) {
        self.width = width
        self.height = height
        self.make = make
    }

    /// Pixels already made, held as they are.
    public convenience init(_ pixmap: Pixmap) {
        self.init(width: pixmap.width, height: pixmap.height, make: { pixmap })
    }

    /// The pixels (made now, or taken from where they are kept).
    public var pixmap: Pixmap { make() }
}
