import Raster
import Testing
@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender

/// Scene timelines: which overlays are on screen when, and in which pose.
@Suite struct TimelineScheduleTests {
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    let frame = Rect(x: 10, y: 700, width: 370, height: 100)

    /// The drag these tests measure against: follows the finger towards the edge, rubber-bands
    /// the other way as |d|^0.7, dismisses past 750 pt/s, a third of the height or 75 pt, and
    /// springs back in 0.4 s.
    static let edgeDrag = PanBehavior(
        rubberBands: true, rubberBandExponent: 0.7, dismissVelocity: 750, dismissFraction: 0.33, dismissDistance: 75,
        pullBack: AnimationTiming(curve: .uikitSpring(duration: 0.4, dampingRatio: 0.8)))

    func overlay(
        _ id: String, position: OverlayPosition = .top, display: Double? = 1, enter: Double = 0.3, exit: Double = 0.2,
        tap: TapBehavior = TapBehavior(), pan: PanBehavior = Self.edgeDrag, route: ManagerRoute = .independent
    ) -> TimelineOverlay {
        let slide = { (d: Double) in
            OverlayMotion.transition(LayerTransition(parts: [.init(.offscreen(.top), timing: AnimationTiming(curve: .linear, duration: d))]))
        }
        return TimelineOverlay(
            id: id, position: position, view: .empty, enter: slide(enter), exit: slide(exit),
            displayDuration: display, tap: tap, pan: pan, route: route)
    }

    func timeline(_ events: [TimedEvent<TimelineEvent>]) -> SceneTimeline {
        SceneTimeline(events: events, keyboardHeight: 336) { _ in 100 }
    }

    @Test func displayDurationCountsFromTheEndOfTheEntrance() {
        let t = timeline([TimedEvent(at: 0.5, .show(overlay("a")))])
        let s = t.items[0].schedule
        #expect(s.showStart == 0.5 && s.hideStart == 0.5 + 0.3 + 1 && s.removal == 2.0)
        #expect(t.settled == 2.0)
        #expect(t.moments(at: 0.4).isEmpty)
        guard case .entering(let elapsed)? = t.moments(at: 0.6).first?.phase else {
            Issue.record("not entering at 0.6 s")
            return
        }
        #expect(abs(elapsed - 0.1) < 1e-12)
        #expect(t.moments(at: 1.0).first?.phase == .presented)
        #expect(t.moments(at: 2.0).isEmpty)
    }

    @Test func hideAndHideAllEndOverlaysEarly() {
        let t = timeline([
            TimedEvent(at: 0, .show(overlay("a", display: nil))),
            TimedEvent(at: 0, .show(overlay("b", display: nil))),
            TimedEvent(at: 1, .hide(id: "a")),
            TimedEvent(at: 2, .hideAll),
        ])
        #expect(t.items.map(\.schedule.hideStart) == [1, 2])
        #expect(t.moments(at: 1.5).map(\.overlay) == [1])
    }

    @Test func queueShowsOneAtATimeWithAPause() {
        let queue = TimelineManager.queue(pause: 0.5).route
        let t = timeline([TimedEvent(at: 0, .show(overlay("first", route: queue))), TimedEvent(at: 0.2, .show(overlay("second", route: queue)))])
        let first = t.items[0].schedule, second = t.items[1].schedule
        #expect(first.removal == 0 + 0.3 + 1 + 0.2)
        #expect(second.showStart == first.removal! + 0.5)
        #expect(t.moments(at: first.removal! + 0.25).isEmpty)  // the pause: nothing on screen
    }

    @Test func tapPressesThenDismisses() {
        let tap = TapBehavior(action: .dismiss, pressScale: 0.9, pressTiming: AnimationTiming(curve: .linear, duration: 0.2))
        let t = timeline([TimedEvent(at: 0, .show(overlay("a", display: nil, tap: tap))), TimedEvent(at: 1, .tap(id: "a"))])
        #expect(t.items[0].schedule.hideStart == 1.2)
        let m = t.moments(at: 1.1)[0]
        let pose = t.pose(of: m, at: 1.1, frame: frame, ink: frame, screen: screen)
        #expect(abs(pose.transform.m11 - 0.9) < 1e-9)  // fully pressed half-way through
        let none = timeline([TimedEvent(at: 0, .show(overlay("a", display: nil, tap: TapBehavior(action: .none)))), TimedEvent(at: 1, .tap(id: "a"))])
        #expect(none.items[0].schedule.hideStart == nil)
    }

    @Test func fastDragDismissesSlowShortDragSpringsBack() {
        let fast = timeline([TimedEvent(at: 0, .show(overlay("a", display: nil))), TimedEvent(at: 1, .pan(.swipe(id: "a")))])
        #expect(fast.items[0].schedule.hideStart == 1.12)
        let slow = timeline([
            TimedEvent(at: 0, .show(overlay("a", display: nil))),
            TimedEvent(at: 1, .pan(PanGesture(id: "a", distance: 20, duration: 0.5))),
        ])
        #expect(slow.items[0].schedule.hideStart == nil)
        #expect(abs(slow.moments(at: 1.25)[0].dragTravel - 10) < 1e-9)  // follows the finger towards the edge
        #expect(abs(slow.moments(at: 1.5)[0].dragTravel - 20) < 1e-9)
        #expect(abs(slow.moments(at: 1.5 + 0.41)[0].dragTravel) == 0)  // pulled back by the show spring
        #expect(slow.moments(at: 1.6)[0].dragTravel < 20)
        // Dragged away from the edge: rubber-banded to |d|^0.7.
        let away = timeline([
            TimedEvent(at: 0, .show(overlay("a", display: nil))),
            TimedEvent(at: 1, .pan(PanGesture(id: "a", distance: -50, duration: 0.5))),
        ])
        #expect(abs(away.moments(at: 1.5)[0].dragTravel - -MotionMath.pow(50, 0.7)) < 1e-9)
    }

    @Test func bottomOverlaysRideAboveTheKeyboard() {
        let t = timeline([
            TimedEvent(at: 0, .show(overlay("sheet", position: .bottom, display: nil, enter: 0))),
            TimedEvent(at: 1, .keyboard(visible: true, height: 300, timing: AnimationTiming(curve: .linear, duration: 0.5))),
        ])
        let at = { (time: Double) in t.pose(of: t.moments(at: time)[0], at: time, frame: frame, ink: frame, screen: screen).offset.y }
        #expect(at(0.5) == 0)
        #expect(at(1.5) == -(frame.maxY - (844 - 300)))
        // Half-way the keyboard top is at 694; the sheet's bottom (800) must rise by 106.
        #expect(abs(at(1.25) - -(800 - 694)) < 1e-9)
    }

    @Test func momentsArePureFunctionsOfTime() {
        let t = timeline([
            TimedEvent(at: 0, .show(overlay("a"))), TimedEvent(at: 0.2, .show(overlay("b"))),
            TimedEvent(at: 0.7, .pan(PanGesture(id: "a", distance: 10, duration: 0.3))),
        ])
        let times = (0..<120).map { Double($0) / 60 }
        let forward = times.map { "\(t.moments(at: $0).map { ($0.overlay, $0.phase, $0.dragTravel) })" }
        let backward = times.reversed().map { "\(t.moments(at: $0).map { ($0.overlay, $0.phase, $0.dragTravel) })" }
        #expect(forward == Array(backward.reversed()))
    }

    @Test func frameTimesAreExactAndCountIncludesTheEnd() {
        let a = SceneAnimation(timeline: timeline([]), fps: 60, length: .seconds(3))
        #expect(a.frameCount == 181)
        #expect(a.time(ofFrame: 180) == 3.0)
        #expect(a.time(ofFrame: 7) == 7.0 / 60)
        let r = SceneAnimation(timeline: timeline([]), fps: 30, length: .seconds(1), frames: .range(first: 10, last: 100))
        #expect(r.selectedFrames.map(\.file).first == "frame_0010.png" && r.selectedFrames.count == 21)
        let s = SceneAnimation(timeline: timeline([]), frames: .times([0.25, 1]))
        #expect(s.selectedFrames.map(\.file) == ["time_0.250s.png", "time_1.000s.png"])
    }
}
