import Raster

/// A drag that moves a card freely, as UIKit Dynamics does for SwiftMessages' centred messages
/// (`PhysicsPanHandler.swift`): the card follows the finger and tilts with a sideways pull;
/// on release it is flung when the gesture had enough energy, else it springs back.
///
/// Approximation (no physics engine here): the tilt is proportional to the sideways travel
/// (`tiltPerPoint`, the attachment point being off the card's centre); a fling keeps the
/// release velocity (at most `maxSpeed`) and spin (at most `maxSpin`) in a straight line.
/// The thresholds are the library's: energy = √(speed² + (75·spin)²) > 200 and speed > 600 pt/s;
/// hidden `hideDelay` after it has left the screen; a snap back is a 0.5 s spring, damping 0.65.
package struct PhysicsDrag: Sendable, Hashable {
    package var tiltPerPoint = 0.003
    package var flingEnergy = 200.0
    package var flingSpeed = 600.0
    package var maxSpeed = 1800.0
    package var maxSpin = 10.0
    package var hideDelay = 0.2
    package var snapBack = AnimationTiming(curve: .uikitSpring(duration: 0.5, dampingRatio: 0.65))

    package init() {}

    /// Whether letting go of `g` flings the card.
    func flings(_ g: PanGesture) -> Bool {
        let speed = g.speed
        let spin = abs(tiltPerPoint * g.dx) / max(g.duration, 1e-9)
        let energy = (speed * speed + (75 * spin) * (75 * spin)).squareRoot()
        return energy > flingEnergy && speed > flingSpeed
    }

    /// Seconds from the release until a card `size` points big, centred at `center`, flung by
    /// `g`, is off `screen`; then it hides after `hideDelay`.
    func secondsToLeave(_ g: PanGesture, center: Point, size: Size, screen: Rect) -> Double {
        let v = velocity(g)
        let speed = (v.x * v.x + v.y * v.y).squareRoot()
        guard speed > 0 else { return 0 }
        let reach = (size.width * size.width + size.height * size.height).squareRoot() / 2  // any turn
        let c = Point(center.x + g.dx, center.y + g.distance)
        var t = Double.infinity
        if v.x > 0 { t = min(t, (screen.maxX + reach - c.x) / v.x) }
        if v.x < 0 { t = min(t, (screen.minX - reach - c.x) / v.x) }
        if v.y > 0 { t = min(t, (screen.maxY + reach - c.y) / v.y) }
        if v.y < 0 { t = min(t, (screen.minY - reach - c.y) / v.y) }
        return max(0, t)
    }

    /// The release velocity, capped.
    func velocity(_ g: PanGesture) -> Point {
        let speed = g.speed
        let scale = speed > maxSpeed ? maxSpeed / speed : 1
        return Point(g.dx / g.duration * scale, g.distance / g.duration * scale)
    }

    /// The card's pose `t` seconds after the drag started.
    func pose(_ g: PanGesture, flung: Bool, at t: Double) -> LayerPose {
        if t < g.duration {
            let s = t / g.duration
            return posed(dx: g.dx * s, dy: g.distance * s, angle: tiltPerPoint * g.dx * s)
        }
        let after = t - g.duration
        let angle = tiltPerPoint * g.dx
        if flung {
            let v = velocity(g)
            let spinRate = max(-maxSpin, min(maxSpin, angle / g.duration))
            return posed(dx: g.dx + v.x * after, dy: g.distance + v.y * after, angle: angle + spinRate * after)
        }
        let back = 1 - snapBack.progress(at: after)
        return posed(dx: g.dx * back, dy: g.distance * back, angle: angle * back)
    }

    private func posed(dx: Double, dy: Double, angle: Double) -> LayerPose {
        LayerPose(offset: Point(dx, dy), transform: .rotation(angle, about: .z))
    }
}
