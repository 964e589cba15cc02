/// The software keyboard over time: shown and hidden by timeline events, each change running
/// from wherever the keyboard is on the keyboard's curve.
///
/// The curve: UIKit animates the keyboard with its private curve 7, reporting a 0.25 s duration
/// that it does not actually follow. What that curve is cannot be read from any source (the
/// reference notes, D.5, record a reverse-engineered cubic-bezier(0.38, 0.70, 0.125, 1.0) that
/// plays over about twice the nominal duration, and a spring claim — mass 3, stiffness 1000,
/// damping 500 — that by the spring equation reaches only 63 % by 0.5 s and so cannot be right).
/// We use the Bézier over 0.5 s: it is the only candidate consistent with what is seen on
/// devices, a fast start that settles softly. Events may give their own curve and duration.
package struct KeyboardMotion: Sendable, Hashable {
    /// One show or hide.
    package struct Change: Sendable, Hashable {
        package var at: Double
        package var visible: Bool
        /// Keyboard height in points (home indicator area included); nil keeps the last one.
        package var height: Double?
        package var timing: AnimationTiming

        package init(at: Double, visible: Bool, height: Double? = nil, timing: AnimationTiming = KeyboardMotion.defaultTiming) {
            self.at = at
            self.visible = visible
            self.height = height
            self.timing = timing
        }
    }

    /// The keyboard's curve as chosen above: cubic-bezier(0.38, 0.70, 0.125, 1.0) over 0.5 s.
    package static let defaultTiming = AnimationTiming(curve: .cubicBezier(0.38, 0.70, 0.125, 1.0), duration: 0.5)

    package var changes: [Change]
    /// Height used when no change gives one.
    package var defaultHeight: Double

    package init(changes: [Change], defaultHeight: Double) {
        self.changes = changes.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        self.defaultHeight = defaultHeight
    }

    /// The keyboard's height and how much of it is on screen (0 hidden … 1 fully up) at `t`.
    package func state(at t: Double) -> (height: Double, visible: Double) {
        var height = defaultHeight
        var from = 0.0, target = 0.0, start = -Double.infinity
        var timing = KeyboardMotion.defaultTiming
        for change in changes where change.at <= t {
            // Where the previous change had got to when this one starts.
            from = start.isFinite ? from + (target - from) * timing.progress(at: change.at - start) : target
            target = change.visible ? 1 : 0
            if let h = change.height, change.visible { height = h }
            start = change.at
            timing = change.timing
        }
        guard start.isFinite else { return (height, 0) }
        return (height, from + (target - from) * timing.progress(at: t - start))
    }

    /// Every height the keyboard shows at, in order of first use.
    package var heights: [Double] {
        guard changes.contains(where: \.visible) else { return [] }
        var result: [Double] = []
        var current = defaultHeight
        for c in changes where c.visible {
            current = c.height ?? current
            if !result.contains(current) { result.append(current) }
        }
        return result
    }

    /// When the last change has finished moving.
    package var end: Double { changes.map { $0.at + $0.timing.totalDuration }.max() ?? 0 }
}
