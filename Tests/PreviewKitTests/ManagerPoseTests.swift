@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender
import Raster
import Testing

/// What a manager decides beyond show and hide times reaches the pose the renderer draws: moves
/// (a snack sliding to a new slot) add to the pose, and a pop exit plays the overlay's pop motion.
@Suite struct ManagerPoseTests {
    let frame = Rect(x: 0, y: 100, width: 300, height: 80)
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)

    func timeline(_ schedule: ScheduledItem, pop: OverlayMotion? = nil) -> SceneTimeline {
        var overlay = TimelineOverlay(
            id: "a", position: .bottom, view: .empty,
            exit: .transition(LayerTransition(parts: [.init(.opacity(0), timing: AnimationTiming(curve: .linear, duration: 1))])))
        overlay.presentation.pop = pop
        let item = SceneTimeline.Item(overlay: 0, schedule: schedule, taps: [], pans: [])
        return SceneTimeline(overlays: [overlay], items: [item], keyboard: KeyboardMotion(changes: [], defaultHeight: 300), settled: 10)
    }

    @Test func movesAddUpInThePose() throws {
        var s = ScheduledItem(id: "a", event: 0, showStart: 0, showDuration: 0, hideDuration: 1)
        let linear = AnimationTiming(curve: .linear, duration: 1)
        // A snack raised by 96 pt when the one below it leaves at 1 s, and pushed 40 pt back down
        // at 1.5 s while that move still runs.
        s.moves = [
            ScheduledMove(start: 1, timing: linear, from: Point(0, 0), to: Point(0, -96)),
            ScheduledMove(start: 1.5, timing: linear, from: Point(0, 0), to: Point(0, 40)),
        ]
        let t = timeline(s)
        let at = { (time: Double) in t.pose(of: t.moments(at: time)[0], at: time, frame: self.frame, ink: self.frame, screen: self.screen).offset }
        #expect(at(0.5) == Point(0, 0))  // nothing before a move starts
        #expect(at(1.5) == Point(0, -48))
        #expect(at(2.0) == Point(0, -96 + 20))
        #expect(at(3.0) == Point(0, -96 + 40))
    }

    @Test func aPopPlaysThePopMotionAndAnExitTheExit() throws {
        var s = ScheduledItem(id: "a", event: 0, showStart: 0, showDuration: 0, hideStart: 1, hideDuration: 1)
        let pop = OverlayMotion.transition(
            LayerTransition(parts: [.init(.scale(x: 0.5, y: 0.5), timing: AnimationTiming(curve: .linear, duration: 1))]))
        let exit = timeline(s, pop: pop)
        let leaving = exit.pose(of: exit.moments(at: 1.5)[0], at: 1.5, frame: frame, ink: frame, screen: screen)
        #expect(leaving.opacity == 0.5 && leaving.transform.isIdentity)
        s.leaveStyle = .pop
        let popped = timeline(s, pop: pop)
        let pose = popped.pose(of: popped.moments(at: 1.5)[0], at: 1.5, frame: frame, ink: frame, screen: screen)
        #expect(pose.opacity == 1 && !pose.transform.isIdentity)
        // Without a pop motion, a pop plays the exit.
        let plain = timeline(s)
        #expect(plain.pose(of: plain.moments(at: 1.5)[0], at: 1.5, frame: frame, ink: frame, screen: screen).opacity == 0.5)
    }

    @Test func displayTimeCountsFromTheEntranceEndOrFromTheShow() throws {
        let slide = OverlayMotion.transition(
            LayerTransition(parts: [.init(.offscreen(.top), timing: AnimationTiming(curve: .linear, duration: 0.5))]))
        func hide(fromShow: Bool) -> Double? {
            var p = Presentation(id: "a", view: .empty, placement: Placement(.top), enter: slide, display: .seconds(2))
            p.displayCountsFromShow = fromShow
            let t = SceneTimeline(events: [TimedEvent(at: 1, .show(TimelineOverlay(p)))], keyboardHeight: 300) { _ in 50 }
            return t.items[0].schedule.hideStart
        }
        #expect(hide(fromShow: false) == 3.5)
        #expect(hide(fromShow: true) == 3)
    }
}
