import Foundation
import PreviewModel
import Raster

/// Where one overlay is at one moment of an animation, in points, as a structure golden's motion
/// track records it: the centre of its layer on screen, its scale and rotation, its opacity, and
/// how far its backdrop has come in. Computed from the same poses the frames are drawn with.
package struct MotionSample: Sendable, Equatable {
    /// Where the overlay is in its life: entering, presented (at rest unless pressed or dragged), leaving.
    package enum Phase: String, Sendable {
        case entering = "in", presented = "on", leaving = "out"
    }

    /// The overlay's id, numbered when the same id is on screen more than once ("toast", "toast#2").
    package var track: String
    package var phase: Phase
    /// The layer's centre on screen, in points.
    package var center: Point
    /// Its size on screen relative to its laid-out size (1 at rest).
    package var scale: Double
    /// Degrees about the axis facing the viewer, clockwise.
    package var rotation: Double
    package var opacity: Double
    /// How far its backdrop (a dim or blur) has come in, 0…1; nil without a backdrop.
    package var backdrop: Double?
}

extension AnimatedSceneRenderer {
    /// Every overlay on screen at `t`, bottom first, with its pose in points.
    package func motion(at t: Double) -> [MotionSample] {
        let timeline = animation.timeline
        var seen: [String: Int] = [:]
        return timeline.moments(at: t).map { m in
            let o = timeline.overlays[m.overlay]
            let frame: Rect, pose: LayerPose
            if let cardLayers = cards[m.overlay], let card = o.presentation.card {
                let schedule = timeline.items[m.item].schedule
                let look = CardPose(
                    initial: card.initial, changes: schedule.cardChanges, at: min(t, schedule.hideStart ?? t),
                    frame: cardLayers.frame(of:))
                frame = look.frame
                pose = timeline.pose(of: m, at: t, frame: look.frame, ink: look.frame, screen: scene.bounds)
            } else {
                let layer = layers[m.overlay][m.version].value
                pose = timeline.pose(of: m, at: t, frame: layer.frame, ink: layer.ink, screen: scene.bounds)
                frame = pose.frame ?? layer.frame
            }
            let id = o.presentation.id
            seen[id, default: 0] += 1
            let n = seen[id]!
            let phase: MotionSample.Phase
            switch m.phase {
            case .entering: phase = .entering
            case .presented: phase = .presented
            case .leaving: phase = .leaving
            }
            let (center, scale, rotation) = Self.placement(of: frame, under: pose)
            return MotionSample(
                track: n == 1 ? id : "\(id)#\(n)", phase: phase, center: center, scale: scale,
                rotation: rotation, opacity: pose.opacity,
                backdrop: o.presentation.backdrop == nil ? nil : timeline.backdropProgress(of: m))
        }
    }

    /// Where a layer with `frame` lands under `pose`: its centre, its scale (the square root of
    /// its area's change, for a perspective too) and the turn of its top edge.
    static func placement(of frame: Rect, under pose: LayerPose) -> (Point, Double, Double) {
        let shown = pose.clipHeight.map { Rect(x: frame.x, y: frame.y, width: frame.width, height: min(frame.height, $0)) } ?? frame
        guard let quad = pose.transform.projectedQuad(of: frame, anchor: pose.anchor) else {
            return (Point(shown.midX + pose.offset.x, shown.midY + pose.offset.y), 0, 0)
        }
        let m = pose.transform.aboutAnchor(of: frame, anchor: pose.anchor)
        let c = m.project(Point(shown.midX, shown.midY)) ?? Point(shown.midX, shown.midY)
        // The quad's area by the shoelace formula, against the frame's.
        var area = 0.0
        for i in 0..<4 {
            let a = quad[i], b = quad[(i + 1) % 4]
            area += a.x * b.y - b.x * a.y
        }
        let scale = frame.width * frame.height > 0 ? (abs(area) / 2 / (frame.width * frame.height)).squareRoot() : 1
        // The project's own arctangent, not libm's: structure goldens hold this angle.
        let rotation = AngleMath.atan2Degrees(quad[1].y - quad[0].y, quad[1].x - quad[0].x)
        return (Point(c.x + pose.offset.x, c.y + pose.offset.y), scale, rotation)
    }
}
