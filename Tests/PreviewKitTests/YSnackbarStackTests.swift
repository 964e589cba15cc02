import PreviewKit
import Raster
import Testing

/// Y-Snackbar's stack as event lists → where each snack is when (`SnackbarManager.swift`,
/// `SnackContainerView.swift`): newest farthest from the edge, 16 pt apart, from 16 pt inside
/// the safe area; add slides in from beyond the window edge, removals close the gap, an equal
/// snack moves to the far slot with its new content.
@Suite struct YSnackbarStackTests {
    func timeline(_ events: String, scene: String = "") throws -> SceneTimeline {
        let scenes = try PresetFixtures.scenes(#"{"name": "s", \#(scene)"timeline": [\#(events)]}"#)
        return try #require(scenes.first?.animation?.timeline)
    }

    func show(_ at: Double, _ message: String, id: String, extra: String = "") -> String {
        #"{"at": \#(at), "show": {"id": "\#(id)", "snack": {"message": "\#(message)"\#(extra)}}}"#
    }

    /// Each on-screen snack's id and vertical offset from its laid-out (first-slot) position.
    func offsets(_ t: SceneTimeline, at time: Double) -> [String: Double] {
        var out: [String: Double] = [:]
        for m in t.moments(at: time) {
            let pose = t.pose(
                of: m, at: time, frame: Rect(x: 16, y: 75, width: 361, height: 55),
                ink: Rect(x: 16, y: 75, width: 361, height: 55), screen: Rect(x: 0, y: 0, width: 393, height: 852))
            out[t.overlays[m.overlay].id] = (pose.offset.y * 100).rounded() / 100
        }
        return out
    }

    @Test func threeSnacksStackAwayFromTheTopEdgeNewestFarthest() throws {
        let t = try timeline([show(0, "A", id: "a"), show(0.5, "B", id: "b"), show(1, "C", id: "c")].joined(separator: ","))
        // One-line snacks are 16 + 23 + 16 = 55 pt tall; slots 0, 71, 142.
        #expect(offsets(t, at: 2) == ["a": 0, "b": 71, "c": 142])
        // Mid-add, the first snack is still above its slot, coming from beyond the window edge.
        let early = try #require(offsets(t, at: 0.05)["a"])
        #expect(early < -40, "\(early)")
    }

    @Test func anEqualSnackTakesTheNewContentAndMovesToTheFarSlotInFront() throws {
        let t = try timeline(
            [
                show(0, "A", id: "a", extra: #", "reuseIdentifier": "up", "duration": 0"#),
                show(0.5, "B", id: "b", extra: #", "duration": 0"#),
                show(2, "A done", id: "a2", extra: #", "reuseIdentifier": "up", "duration": 0"#),
            ].joined(separator: ","))
        #expect(t.items.count == 2)  // no third view: the equal snack is reused
        let after = offsets(t, at: 3)
        // The reused snack (now showing a2's content) is in the far slot, B closed the gap.
        #expect(after == ["a2": 71, "b": 0], "\(after)")
        // Drawn last: brought to the front.
        #expect(t.moments(at: 3).last.map { t.overlays[$0.overlay].id } == "a2")
        // Before the add, the first content.
        #expect(offsets(t, at: 1.5) == ["a": 0, "b": 71])
    }

    @Test func aRemovalClosesTheGapAndTheTimerStartsAfterTheAdd() throws {
        let t = try timeline(
            [
                show(0, "A", id: "a", extra: #", "duration": 0"#), show(0.5, "B", id: "b", extra: #", "duration": 1"#),
                show(1, "C", id: "c", extra: #", "duration": 0"#),
            ].joined(separator: ","))
        // B: added at 0.5, its 0.4 s add animation ends at 0.9, its 1 s timer removes it at 1.9.
        let b = try #require(t.items.first { t.overlays[$0.overlay].id == "b" })
        #expect(b.schedule.hideStart == 1.9)
        #expect(offsets(t, at: 3) == ["a": 0, "c": 71])
    }

    @Test func bottomSnacksStackUpwardsAndASwipeRemovesOne() throws {
        let bottom = #", "alignment": "bottom", "duration": 0"#
        let t = try timeline(
            [
                show(0, "A", id: "a", extra: bottom), show(0.5, "B", id: "b", extra: bottom),
                #"{"at": 2, "swipe": "a"}"#,
            ].joined(separator: ","))
        #expect(offsets(t, at: 1.5) == ["a": 0, "b": -71])
        // The swipe does not drag the snack; it slides away once recognised and B drops to the edge.
        #expect(offsets(t, at: 2.05)["a"] == 0)
        #expect(offsets(t, at: 3) == ["b": 0])
    }

    @Test func reduceMotionPlacesSnacksAndFadesThem() throws {
        let t = try timeline([show(0, "A", id: "a", extra: #", "duration": 0"#)].joined(separator: ","), scene: #""reduceMotion": true, "#)
        #expect(offsets(t, at: 0.05) == ["a": 0])
        let m = try #require(t.moments(at: 0.2).first)
        let pose = t.pose(
            of: m, at: 0.2, frame: Rect(x: 16, y: 75, width: 361, height: 55),
            ink: Rect(x: 16, y: 75, width: 361, height: 55), screen: Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(pose.opacity > 0 && pose.opacity < 1)
    }

    @Test func eachSnackStartsBeyondTheEdgeByItsOwnShadow() throws {
        let plain = #", "duration": 0"#, tall = #", "duration": 0, "appearance": {"elevation": {"blur": 60, "spread": 0}}"#
        let t = try timeline([show(0, "A", id: "a", extra: plain), show(0, "B", id: "b", extra: tall)].joined(separator: ","))
        // Same height and slot offset at the start of the add: B's larger shadow extent puts it higher.
        let start = offsets(t, at: 0.000001)
        let a = try #require(start["a"]), b = try #require(start["b"])
        #expect(b < a - 40, "\(start)")
    }
}
