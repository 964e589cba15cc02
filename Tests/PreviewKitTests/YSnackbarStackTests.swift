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
            let pose = t.pose(of: m, at: time, frame: Rect(x: 16, y: 75, width: 361, height: 55),
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
}
