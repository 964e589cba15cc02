import PreviewKit
import Testing

/// Tolerance for times computed by adding durations (0.3 + 2 is not exactly 2.3 in binary).
func near(_ a: Double?, _ b: Double?, _ tolerance: Double = 1e-9) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let x?, let y?): return abs(x - y) <= tolerance
    default: return false
    }
}

/// (show start, hide start) per item, for compact expectations.
func starts(_ items: [ScheduledItem]) -> [(Double, Double?)] { items.map { ($0.showStart, $0.hideStart) } }

func expectStarts(
    _ items: [ScheduledItem], _ expected: [(Double, Double?)], sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(items.count == expected.count, "items: \(starts(items))", sourceLocation: sourceLocation)
    for (item, e) in zip(items, expected) {
        #expect(
            near(item.showStart, e.0) && near(item.hideStart, e.1),
            "\(item.id): got (\(item.showStart), \(String(describing: item.hideStart))), expected \(e)",
            sourceLocation: sourceLocation)
    }
}

/// The items on screen at `t`, in order, each in its phase: what the timeline reads of a
/// manager's schedule (`ScheduledItem.phase(at:)`).
func onScreen(_ items: [ScheduledItem], at t: Double) -> [(index: Int, item: ScheduledItem, phase: OverlayPhase)] {
    items.enumerated().compactMap { i, item in item.phase(at: t).map { (i, item, $0) } }
}

func isPhase(_ p: OverlayPhase?, _ expected: OverlayPhase?) -> Bool {
    switch (p, expected) {
    case (nil, nil), (.presented?, .presented?): return true
    case (.entering(let a)?, .entering(let b)?), (.leaving(let a)?, .leaving(let b)?): return near(a, b)
    default: return false
    }
}

/// The shared phase function.
@Suite struct ManagerTimelineTests {
    @Test func phaseOfAnItem() {
        let item = ScheduledItem(id: "a", event: 0, showStart: 1, showDuration: 0.4, hideStart: 3, hideDuration: 0.2)
        #expect(item.phase(at: 0.99) == nil)
        #expect(isPhase(item.phase(at: 1), .entering(progress: 0)))
        #expect(isPhase(item.phase(at: 1.1), .entering(progress: 0.25)))
        #expect(item.phase(at: 1.4) == .presented)
        #expect(isPhase(item.phase(at: 3.05), .leaving(progress: 0.25)))
        #expect(item.phase(at: 3.2) == nil)
        #expect(near(item.removal, 3.2))
    }

    @Test func hideDuringShowWinsAndZeroDurations() {
        let interrupted = ScheduledItem(id: "a", event: 0, showStart: 0, showDuration: 1, hideStart: 0.5, hideDuration: 0.5)
        #expect(isPhase(interrupted.phase(at: 0.75), .leaving(progress: 0.5)))
        let instant = ScheduledItem(id: "b", event: 0, showStart: 0, showDuration: 0, hideStart: 1, hideDuration: 0)
        #expect(instant.phase(at: 0) == .presented)
        #expect(instant.phase(at: 1) == nil)
        let stays = ScheduledItem(id: "c", event: 0, showStart: 0, showDuration: 0.3, hideDuration: 0.3)
        #expect(stays.phase(at: 1e9) == .presented)
        #expect(stays.removal == nil)
    }
}
