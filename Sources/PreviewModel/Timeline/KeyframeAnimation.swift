import Raster

/// `UIView.animateKeyframes(withDuration:delay:options:animations:)` with
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` calls, as Placard uses it.
///
/// Every property starts at rest (the layer's model value) and each keyframe moves the
/// properties it sets from wherever the earlier keyframes left them to its values, over its
/// window `[start, start + duration]` (fractions of the whole animation's `duration`), on its own
/// curve. A keyframe with duration 0 sets its values at once. When the animation ends the layer
/// shows the last values set: the model values the animation block assigned.
///
/// Windows that end after 1 (Placard's relative durations of 1.165 and 1.5): UIKit turns the
/// windows into `CAKeyframeAnimation.keyTimes`, which Core Animation requires to lie within
/// 0…1 and documents nothing for outside it; what a device shows cannot be known from the
/// source. Two readings are offered (`Overrun`): `.compress` (the default) ends such a window
/// at 1, so the keyframe holds until its start and then runs to its values by the end — the
/// reading the reference notes give for Placard (hold 16.5 %, then interpolate to the end),
/// and the only one without a jump; `.truncate` runs the window at its stated length and cuts it
/// at 1, where the layer snaps to its final values, which is what a literal keyTimes lookup
/// would do.
package struct KeyframeAnimation: Sendable, Hashable {
    /// One keyframe: a window of the animation and the values it moves to.
    package struct Keyframe: Sendable, Hashable {
        package var start: Double
        package var duration: Double
        package var curve: TimingCurve
        package var values: [KeyframeValue]

        package init(start: Double, duration: Double, curve: TimingCurve = .easeInOut, values: [KeyframeValue]) {
            self.start = start
            self.duration = duration
            self.curve = curve
            self.values = values
        }
    }

    /// How a keyframe window that ends after the animation is read (see the type's notes).
    package enum Overrun: String, Sendable, Hashable, CaseIterable {
        case compress, truncate
    }

    package var duration: Double
    package var delay: Double
    package var keyframes: [Keyframe]
    package var overrun: Overrun
    package var anchor: Point

    package init(
        duration: Double, delay: Double = 0, keyframes: [Keyframe], overrun: Overrun = .compress,
        anchor: Point = Point(0.5, 0.5)
    ) {
        self.duration = duration
        self.delay = delay
        self.keyframes = keyframes
        self.overrun = overrun
        self.anchor = anchor
    }

    /// Seconds until the animation ends, delay included.
    package var totalDuration: Double { delay + max(duration, 0) }

    /// The pose `elapsed` seconds after the animation was started, for a layer whose frame is
    /// `frame` (for values in heights of the layer).
    package func pose(at elapsed: Double, frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0)) -> LayerPose {
        let t = elapsed - delay
        let u = duration > 0 ? t / duration : (t >= 0 ? 1 : 0)  // fraction of the animation
        var state = KeyframeState()
        let ordered = keyframes.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        for (_, frame) in ordered {
            if u < frame.start { break }
            var end = frame.start + max(frame.duration, 0)
            if overrun == .compress { end = min(end, 1) }
            let p: Double
            if u >= 1 || u >= end || end <= frame.start {
                p = 1
            } else {
                p = frame.curve.value(at: (u - frame.start) / (end - frame.start))
            }
            for value in frame.values { state.move(value, by: p) }
        }
        return state.pose(anchor: anchor, height: frame.height)
    }
}

/// A value a keyframe moves a property to.
package enum KeyframeValue: Sendable, Hashable {
    case offset(dx: Double, dy: Double)
    case scale(x: Double, y: Double)
    case rotation(degrees: Double)
    /// A 2D transform, interpolated as Core Animation does (decomposed).
    case transform(Transform)
    case opacity(Double)
    /// Moved down by this many of the layer's own heights (a frame moved by its height).
    case offsetInHeights(Double)
    /// The share of the layer's height shown from its top (a clipping layer's frame height).
    case shownHeight(Double)
}

/// The properties during a keyframe animation, each at rest until a keyframe sets it.
private struct KeyframeState {
    var offset = Point(0, 0)
    var scale = Point(1, 1)
    var rotation = 0.0
    var transform = Transform.identity
    var opacity = 1.0
    var heights = 0.0
    var shown = 1.0
    var clips = false

    /// Moves a property `p` of the way from its current value to `value`.
    mutating func move(_ value: KeyframeValue, by p: Double) {
        @inline(__always) func mix(_ a: Double, _ b: Double) -> Double { p == 1 ? b : a + (b - a) * p }
        switch value {
        case .offset(let dx, let dy): offset = Point(mix(offset.x, dx), mix(offset.y, dy))
        case .scale(let x, let y): scale = Point(mix(scale.x, x), mix(scale.y, y))
        case .rotation(let d): rotation = mix(rotation, d)
        case .transform(let t): transform = TransformInterpolation.interpolate(from: transform, to: t, progress: p)
        case .opacity(let o): opacity = mix(opacity, o)
        case .offsetInHeights(let h): heights = mix(heights, h)
        case .shownHeight(let h): shown = mix(shown, h); clips = true
        }
    }

    func pose(anchor: Point, height: Double) -> LayerPose {
        let m = Transform3D.scale(scale.x, scale.y)
            .concatenating(.rotation(degrees: rotation, about: .z))
            .concatenating(Transform3D(transform))
        var pose = LayerPose(offset: Point(offset.x, offset.y + heights * height), transform: m, anchor: anchor, opacity: opacity)
        if clips { pose.clipHeight = max(0, shown * height) }
        return pose
    }
}
