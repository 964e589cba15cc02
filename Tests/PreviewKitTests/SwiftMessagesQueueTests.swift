import PreviewKit
import Raster
import Testing

/// SwiftMessages' queue as event lists → what is on screen when (`SwiftMessages.swift`:
/// one message per instance, FIFO stable-sorted by priority, 0.5 s between messages, duplicates
/// dropped by id, `hideCounted` needing every count). Show 0.4 s, automatic duration 2 s after
/// the show animation, hide 0.2 s.
@Suite struct SwiftMessagesQueueTests {
    func timeline(_ events: String) throws -> SceneTimeline {
        let scenes = try PresetFixtures.scenes(#"{"name": "q", "timeline": [\#(events)]}"#)
        return try #require(scenes.first?.animation?.timeline)
    }

    func show(_ at: Double, _ title: String, extra: String = "", id: String? = nil) -> String {
        let idKey = id.map { "\"id\": \"\($0)\", " } ?? ""
        return #"{"at": \#(at), "show": {\#(idKey)"swiftMessages": {"layout": "cardView", "theme": "info", "title": "\#(title)"\#(extra)}}}"#
    }

    /// Ids of the overlays on screen at `t`.
    func onScreen(_ t: SceneTimeline, at time: Double) -> [String] {
        t.moments(at: time).map { t.overlays[$0.overlay].id }
    }

    @Test func threeShowsWithinATenthOfASecondAppearOneAfterAnotherWithThePause() throws {
        let t = try timeline([show(0, "A", id: "a"), show(0.05, "B", id: "b"), show(0.1, "C", id: "c")].joined(separator: ","))
        let starts = t.items.map(\.schedule.showStart)
        #expect(starts.count == 3)
        #expect(starts[0] == 0)
        // 0.4 s in, 2 s shown (counted from the end of the entrance), 0.2 s out, 0.5 s pause.
        #expect(abs(starts[1] - 3.1) < 1e-9 && abs(starts[2] - 6.2) < 1e-9)
        #expect(onScreen(t, at: 1) == ["a"])
        #expect(onScreen(t, at: 2.8).isEmpty)  // the pause
        #expect(onScreen(t, at: 3.2) == ["b"])
    }

    @Test func aDuplicateIsDroppedAndHideCountedNeedsEveryCount() throws {
        let forever = #", "config": {"duration": "forever"}"#
        let t = try timeline(
            [
                show(0, "Same", extra: forever, id: "x"), show(0.5, "Same", extra: forever, id: "x"),
                #"{"at": 1, "hideCounted": "x"}"#, #"{"at": 1.5, "hideCounted": "x"}"#,
            ].joined(separator: ","))
        #expect(t.items.count == 1)
        #expect(t.items[0].schedule.hideStart == 1.5)
        #expect(onScreen(t, at: 1.2) == ["x"])
    }

    @Test func messagesWithTheSameTextAreDuplicatesByTheirDefaultID() throws {
        let t = try timeline([show(0, "Copied"), show(0.3, "Copied")].joined(separator: ","))
        #expect(t.items.count == 1)
        #expect(t.overlays[0].id == #"MessageView:title=Optional("Copied"), body=nil"#)
    }

    @Test func aHigherPriorityJumpsTheQueue() throws {
        let t = try timeline(
            [
                show(0, "A", id: "a"), show(0.1, "B", id: "b"),
                show(0.2, "C", extra: #", "config": {"priority": 5}"#, id: "c"),
            ].joined(separator: ","))
        let order = t.items.sorted { $0.schedule.showStart < $1.schedule.showStart }.map { t.overlays[$0.overlay].id }
        #expect(order == ["a", "c", "b"])
    }

    @Test func separateInstancesShowSideBySide() throws {
        let t = try timeline([show(0, "A", id: "a"), show(0, "B", extra: #", "instance": "second""#, id: "b")].joined(separator: ","))
        #expect(Set(onScreen(t, at: 1)) == ["a", "b"])
    }

    @Test func theDimFadesInWithTheEntranceAndOutWithTheExit() throws {
        let t = try timeline([show(0, "A", extra: #", "config": {"dimMode": "gray", "duration": {"seconds": 1}}"#, id: "a")].joined(separator: ","))
        let at = { (time: Double) in t.backdropProgress(of: t.moments(at: time)[0]) }
        #expect(at(0) == 0)
        #expect(abs(at(0.1) - 0.5) < 1e-9)  // halfway through a 0.2 s ease-in-out
        #expect(at(0.3) == 1 && at(1.2) == 1)
        // Shown at 0.4 s, hides at 1.4 s; the dim is half gone 0.1 s later.
        #expect(abs(at(1.5) - 0.5) < 1e-9)
    }

    @Test func indefiniteWaitsItsDelayAndStaysItsMinimum() throws {
        let t = try timeline(
            [
                show(0, "A", extra: #", "config": {"duration": {"indefinite": {"delay": 0.5, "minimum": 2}}}"#, id: "a"),
                #"{"at": 1, "hide": "a"}"#,
            ].joined(separator: ","))
        #expect(t.items[0].schedule.showStart == 0.5)
        #expect(t.items[0].schedule.hideStart == 2.5)
    }

    @Test func aSwipeHidesOnlyTheMessageOnScreen() throws {
        let forever = #", "config": {"duration": "forever"}"#
        let t = try timeline(
            [
                show(0, "A", extra: forever, id: "a"), show(0.1, "B", extra: forever, id: "b"),
                #"{"at": 1, "swipe": "b"}"#, #"{"at": 1.5, "swipe": "a"}"#,
            ].joined(separator: ","))
        // The swipe on the queued "b" does nothing; the one on "a" hides it (0.12 s gesture), then "b" follows.
        #expect(t.items[0].schedule.hideStart == 1.5 + 0.12)
        #expect(abs(t.items[1].schedule.showStart - (1.62 + 0.2 + 0.5)) < 1e-9)
    }

    @Test func aCardRubberBandsButABannerDoesNotFollowAWrongWayDrag() throws {
        func travel(_ layout: String) throws -> Double {
            let t = try timeline(
                #"{"at": 0, "show": {"id": "m", "swiftMessages": {"layout": "\#(layout)", "theme": "info", "body": "B", "config": {"duration": "forever"}}}}, {"at": 1, "pan": {"id": "m", "distance": -100, "duration": 0.5}}"#
            )
            return t.moments(at: 1.5)[0].dragTravel
        }
        #expect(abs(try travel("cardView") + 25.118864315095795) < 1e-9)  // −(100^0.7)
        #expect(try travel("messageView") == 0)
        #expect(try travel("tabView") == 0)
    }

    @Test func aCentredMessageTiltsSpringsBackOrIsFlung() throws {
        let show =
            #"{"at": 0, "show": {"id": "c", "swiftMessages": {"layout": "centeredView", "theme": "info", "body": "B", "config": {"presentationStyle": "center", "duration": "forever"}}}}"#
        // Slow (≈ 144 pt/s): follows the finger, tilted, then springs back to rest.
        let slow = try timeline(show + #", {"at": 1, "pan": {"id": "c", "distance": 40, "dx": 60, "duration": 0.5}}"#)
        let held = try #require(slow.moments(at: 1.5)[0].dragPose)
        #expect(held.offset == Point(60, 40) && !held.transform.isIdentity)
        #expect(slow.items[0].schedule.hideStart == nil)
        #expect(slow.moments(at: 3)[0].dragPose?.offset == Point(0, 0))
        // Fast (1250 pt/s, over 600 and energy over 200): flung; hidden 0.2 s after it leaves the screen.
        let fast = try timeline(show + #", {"at": 1, "pan": {"id": "c", "distance": 120, "dx": 90, "duration": 0.12}}"#)
        let hide = try #require(fast.items[0].schedule.hideStart)
        #expect(hide > 1.12 + 0.2 && hide < 1.12 + 0.2 + 1)
        let flying = try #require(fast.moments(at: 1.3)[0].dragPose)
        #expect(flying.offset.y > 120 && flying.offset.x > 90)
    }

    @Test func aTapOnAnInteractiveDimHidesTheMessage() throws {
        func hide(_ dim: String) throws -> Double? {
            let t = try timeline(
                show(0, "A", extra: #", "config": {"duration": "forever", "presentationStyle": "center", "dimMode": \#(dim)}"#, id: "a")
                    + #", {"at": 1, "tapBackdrop": "a"}"#)
            return t.items[0].schedule.hideStart
        }
        #expect(try hide(#""gray""#) == 1)
        #expect(try hide(#"{"gray": {"interactive": false}}"#) == nil)
        #expect(try hide(#"{"blur": {"style": "dark"}}"#) == 1)
    }

    @Test func aDragHoldsTheAutoHideAndRestartsItWhenTheMessageSpringsBack() throws {
        // Shown at 0.4 s, due to hide at 1.4 s; a drag from 1.0 to 1.3 s that springs back
        // cancels that and restarts the full second: it hides at 2.3 s.
        let t = try timeline(
            show(0, "A", extra: #", "config": {"duration": {"seconds": 1}}"#, id: "a")
                + #", {"at": 1, "pan": {"id": "a", "distance": -20, "duration": 0.3}}"#)
        #expect(abs((t.items[0].schedule.hideStart ?? 0) - 2.3) < 1e-9)
        // Custom overlays keep their display time.
        let custom = try timeline(
            #"{"at": 0, "show": {"id": "c", "custom": {"text": "Hi"}, "duration": 1}}, {"at": 1, "pan": {"id": "c", "distance": -20, "duration": 0.3}}"#
        )
        #expect(abs((custom.items[0].schedule.hideStart ?? 0) - 1.4) < 1e-9)
    }
}
