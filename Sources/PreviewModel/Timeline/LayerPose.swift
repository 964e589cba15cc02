import Raster

/// Where an overlay's layer is drawn at one moment, relative to where layout put it: a
/// translation, a transform about the layer's anchor (Core Animation's `transform`, possibly with
/// perspective), an opacity and, for frame animations, a different frame to lay it out in.
package struct LayerPose: Sendable, Hashable {
    /// Points added to the layer's position (`CALayer.position`), after the transform.
    package var offset: Point
    /// The layer's transform about its anchor.
    package var transform: Transform3D
    /// The anchor as a unit point of the layer's bounds ((0.5, 0.5) is the centre).
    package var anchor: Point
    /// 0 (invisible) … 1.
    package var opacity: Double
    /// A frame to lay the content out in instead of its own (frame animations); nil for its own.
    package var frame: Rect?
    /// Points of the layer shown from its top (after the offset), the rest clipped away: a
    /// layer whose frame height animates while its content keeps its layout (Placard's rolls,
    /// a clipping `UIView` whose `layer.frame` changes). Nil shows it all. Transforms are not
    /// expected with it.
    package var clipHeight: Double? = nil

    package init(
        offset: Point = Point(0, 0), transform: Transform3D = .identity, anchor: Point = Point(0.5, 0.5),
        opacity: Double = 1, frame: Rect? = nil
    ) {
        self.offset = offset
        self.transform = transform
        self.anchor = anchor
        self.opacity = opacity
        self.frame = frame
    }

    package static let identity = LayerPose()

    /// At rest: nothing moved, fully opaque, own frame, nothing clipped (whatever the anchor).
    package var isIdentity: Bool {
        offset == Point(0, 0) && transform.isIdentity && opacity == 1 && frame == nil && clipHeight == nil
    }

    /// This pose followed by `other`: offsets add, transforms concatenate (this one first),
    /// opacities multiply. The anchor, frame and clip of `other` win when it sets them.
    package func then(_ other: LayerPose) -> LayerPose {
        var pose = LayerPose(
            offset: Point(offset.x + other.offset.x, offset.y + other.offset.y),
            transform: transform.concatenating(other.transform),
            anchor: other.transform.isIdentity ? anchor : other.anchor,
            opacity: opacity * other.opacity, frame: other.frame ?? frame)
        pose.clipHeight = other.clipHeight ?? clipHeight
        return pose
    }

    /// The map from the layer's coordinates (those of `rect`, its frame) to the screen.
    package func screenTransform(for rect: Rect) -> Transform3D {
        transform.aboutAnchor(of: rect, anchor: anchor).concatenating(.translation(offset.x, offset.y))
    }
}
