import Raster

/// An entrance or exit made of separately timed parts — SwiftEntryKit animates translation,
/// scale and fade each on its own curve, duration and delay. On entrance every part runs from
/// its value to rest; on exit from rest to its value.
package struct LayerTransition: Sendable, Hashable {
    /// One animated property and its timing.
    package struct Part: Sendable, Hashable {
        package var property: TransitionProperty
        package var timing: AnimationTiming

        package init(_ property: TransitionProperty, timing: AnimationTiming) {
            self.property = property
            self.timing = timing
        }
    }

    package var parts: [Part]
    /// The unit point of the layer that scales and rotations turn about ((0.5, 0.5): centre).
    package var anchor: Point
    /// When set, scales and rotations turn about the centre of the layer's frame less these
    /// insets instead of `anchor`: a layer that draws a background beyond the rectangle it
    /// animates (a background stretched into the safe area) turns about that rectangle.
    package var anchorInset: EdgeInsets?

    package init(parts: [Part], anchor: Point = Point(0.5, 0.5), anchorInset: EdgeInsets? = nil) {
        self.parts = parts
        self.anchor = anchor
        self.anchorInset = anchorInset
    }

    /// The anchor as a unit point of `frame`.
    func anchor(in frame: Rect) -> Point {
        guard let inset = anchorInset else { return anchor }
        let r = frame.inset(by: inset)
        return Point(
            frame.width > 0 ? (r.midX - frame.minX) / frame.width : 0.5,
            frame.height > 0 ? (r.midY - frame.minY) / frame.height : 0.5)
    }

    /// Seconds until the last part ends.
    package var duration: Double { parts.map(\.timing.totalDuration).max() ?? 0 }

    /// The pose `elapsed` seconds after the transition started. `entering` runs the parts from
    /// their values to rest, otherwise from rest to their values. `frame` is the layer's frame
    /// and `screen` the screen's bounds, for edge-relative moves and frame animations.
    package func pose(at elapsed: Double, entering: Bool, frame: Rect, ink: Rect, screen: Rect) -> LayerPose {
        var pose = LayerPose(anchor: anchor(in: frame))
        // Matrix parts compose in a fixed order whatever the config's key order: scale, then
        // the in-plane rotation, then the free transform, then the turn in 3D with perspective.
        var scale = Transform3D.identity, spin = Transform3D.identity, free = Transform3D.identity, turn = Transform3D.identity
        for part in parts {
            let p = part.timing.progress(at: elapsed)
            // a: how far from rest (1 = at the part's value).
            let a = entering ? 1 - p : p
            switch part.property {
            case .offset(let dx, let dy):
                pose.offset = Point(pose.offset.x + dx * a, pose.offset.y + dy * a)
            case .byFrame(let heights, let maxYs):
                let dy = heights * frame.height + maxYs * frame.maxY
                pose.offset = Point(pose.offset.x, pose.offset.y + dy * a)
            case .offscreen(let edge):
                let d = edge.distanceOffscreen(ink: ink, screen: screen)
                pose.offset = Point(pose.offset.x + d.x * a, pose.offset.y + d.y * a)
            case .frameOffscreen(let edge, let inset):
                let d = edge.distanceOffscreen(ink: frame.inset(by: inset), screen: screen)
                pose.offset = Point(pose.offset.x + d.x * a, pose.offset.y + d.y * a)
            case .scale(let sx, let sy):
                scale = .scale(1 + (sx - 1) * a, 1 + (sy - 1) * a)
            case .rotation(let degrees):
                spin = .rotation(degrees: degrees * a, about: .z)
            case .transform(let t):
                let m =
                    entering
                    ? TransformInterpolation.interpolate(from: t, to: .identity, progress: p)
                    : TransformInterpolation.interpolate(from: .identity, to: t, progress: p)
                free = Transform3D(m)
            case .rotation3D(let axis, let degrees, let distance):
                turn = Transform3D.rotation(degrees: degrees * a, about: axis)
                    .concatenating(.perspective(distance: distance))
            case .opacity(let o):
                pose.opacity *= 1 + (o - 1) * a
            case .scaleRange(let from, let to):
                let s = from + (to - from) * p
                scale = .scale(s, s)
            case .opacityRange(let from, let to):
                pose.opacity *= from + (to - from) * p
            case .frame(let from):
                pose.frame = from.resolved(against: frame).interpolated(to: frame, by: 1 - a)
            }
        }
        pose.transform = scale.concatenating(spin).concatenating(free).concatenating(turn)
        return pose
    }
}

/// A property a transition animates, given by its value away from rest.
package enum TransitionProperty: Sendable, Hashable {
    /// Moved by (dx, dy) points.
    case offset(dx: Double, dy: Double)
    /// Moved down by multiples of the layer's own height and of its bottom edge's distance from
    /// the screen's top (`heights: -1` is UIKit's `translationY: -frame.height`).
    case byFrame(heights: Double, maxYs: Double)
    /// Moved just past a screen edge (the whole drawing, shadow included, off screen).
    case offscreen(ScreenEdge)
    /// Moved until the layer's frame less `inset` lies just past a screen edge, whatever it
    /// draws outside that rectangle (UIKit's move by the view's own frame: its shadow and a
    /// background stretched into the safe area stay partly on screen).
    case frameOffscreen(ScreenEdge, inset: EdgeInsets)
    /// Scaled about the anchor (`CGAffineTransform(scaleX:y:)`); interpolated linearly.
    case scale(x: Double, y: Double)
    /// Turned in the screen's plane about the anchor, in degrees (clockwise); the angle is
    /// interpolated (`transform.rotation.z`), so 360 makes a full turn.
    case rotation(degrees: Double)
    /// Any 2D transform about the anchor, interpolated as Core Animation interpolates
    /// `transform`: decomposed and recomposed (`TransformInterpolation`).
    case transform(Transform)
    /// Turned about the x or y axis with perspective (eye at `distance` points, `m34 = −1/d`).
    case rotation3D(axis: Transform3D.Axis, degrees: Double, distance: Double)
    /// Faded to this opacity.
    case opacity(Double)
    /// Scaled from one factor to another whatever the direction (SwiftEntryKit's
    /// `RangeAnimation`: the `from` value is set at the start, then animated to `to`).
    case scaleRange(from: Double, to: Double)
    /// Faded from one opacity to another whatever the direction (SwiftEntryKit's fade).
    case opacityRange(from: Double, to: Double)
    /// Laid out in another frame (position and size), interpolated to its own.
    case frame(PartialFrame)
}

/// A screen edge an overlay can slide in from or out to.
package enum ScreenEdge: String, Sendable, Hashable, CaseIterable {
    case top, bottom, left, right

    /// The move that puts `ink` (everything the layer draws) just outside `screen`.
    func distanceOffscreen(ink: Rect, screen: Rect) -> Point {
        switch self {
        case .top: return Point(0, screen.minY - ink.maxY)
        case .bottom: return Point(0, screen.maxY - ink.minY)
        case .left: return Point(screen.minX - ink.maxX, 0)
        case .right: return Point(screen.maxX - ink.minX, 0)
        }
    }
}

/// A frame where any of x, y, width and height may be left to the layer's own.
package struct PartialFrame: Sendable, Hashable {
    /// The edge a changed height keeps in place when y is not given.
    package enum HeightPin: Sendable, Hashable { case top, centre, bottom }

    package var x: Double?, y: Double?, width: Double?, height: Double?
    /// Points added to the layer's own height when `height` is not given (a bar laid out
    /// shorter until it opens).
    package var heightChange: Double
    package var pin: HeightPin

    package init(
        x: Double? = nil, y: Double? = nil, width: Double? = nil, height: Double? = nil, heightChange: Double = 0,
        pin: HeightPin = .centre
    ) {
        self.x = x; self.y = y; self.width = width; self.height = height
        self.heightChange = heightChange; self.pin = pin
    }

    /// The frame with the missing values taken from `own`; a changed size keeps the centre
    /// (or the pinned edge) when x or y is not given.
    func resolved(against own: Rect) -> Rect {
        let w = width ?? own.width, h = height ?? (heightChange == 0 ? own.height : own.height + heightChange)
        let pinnedY: Double
        switch pin {
        case .top: pinnedY = own.minY
        case .centre: pinnedY = own.midY - h / 2
        case .bottom: pinnedY = own.maxY - h
        }
        return Rect(x: x ?? (own.midX - w / 2), y: y ?? pinnedY, width: w, height: h)
    }
}

extension Rect {
    /// The rectangle less `inset` on each side, its size never below zero.
    package func inset(by inset: EdgeInsets) -> Rect {
        Rect(
            x: x + inset.left, y: y + inset.top, width: max(0, width - inset.left - inset.right),
            height: max(0, height - inset.top - inset.bottom))
    }
}

extension Rect {
    /// The rectangle `p` of the way from this one to `other` (every side linear).
    func interpolated(to other: Rect, by p: Double) -> Rect {
        if p == 0 { return self }
        if p == 1 { return other }
        return Rect(
            x: x + (other.x - x) * p, y: y + (other.y - y) * p,
            width: width + (other.width - width) * p, height: height + (other.height - height) * p)
    }
}
