import PreviewKit
import Raster
import Testing

/// Placard as data: the card's geometry (`PlacardView.swift`, `Placard+Constraints.swift`), its
/// timing (`Placard.swift`: no queue, the timer counted from the show, 1.25 s animations, the
/// tap animation before the hide) and its mistakes.
@Suite struct PlacardTests {
    func still(_ placard: String, device: String = "iPhone 15") throws -> Scene {
        try PresetFixtures.scenes(##"{"name": "p", "device": "\##(device)", "show": {"placard": \##(placard)}}"##)[0]
    }

    func timeline(_ events: String) throws -> SceneTimeline {
        try #require(try PresetFixtures.scenes(##"{"name": "p", "timeline": [\##(events)]}"##).first?.animation?.timeline)
    }

    @Test func aDefaultPriorityCardSitsAtTheWindowTopUnderTheStatusBar() throws {
        let scene = try still(##"{"priority": "success", "title": "Success!", "statusMessage": "Saved."}"##)
        // No safe area: y 0; full width; the 90 pt symbol block + 15 pt bottom padding.
        #expect(PresetFixtures.frame("placard", in: scene) == Rect(x: 0, y: 0, width: 393, height: 105))
        #expect(abs(PresetFixtures.frame("icon", in: scene).width - 90) < 1e-9)
        let dump = scene.layoutDump
        #expect(dump.contains("opacity 0.9"), "\(dump)")
        #expect(dump.contains("fill #12A812"), "\(dump)")
        #expect(dump.contains("#303030"), "\(dump)")  // the priorities' dark grey message
        #expect(dump.contains("clip rounded 5 circular"), "\(dump)")
        #expect(dump.contains("shadow #2C3E50 opacity 0.65 radius 3 offset 5 5"), "\(dump)")
        // The row is centred in the card (the left-align Spacer is commented out in the source).
        let icon = PresetFixtures.frame("icon", in: scene)
        let text = max(PresetFixtures.frame("title", in: scene).width, PresetFixtures.frame("message", in: scene).width)
        let row = 90 + 8 + text + 20
        #expect(abs(icon.minX - (393 - row) / 2) < 0.5, "\(icon) \(text)")
    }

    @Test func priorityCardsIgnoreTheConfigsColoursAndFonts() throws {
        let scene = try still(
            ##"{"priority": "error", "title": "E", "statusMessage": "M", "config": {"backgroundColor": "#00FF00", "titleTextColor": "#FF00FF"}}"##)
        #expect(scene.layoutDump.contains("fill #E33636"), "\(scene.layoutDump)")
        #expect(!scene.layoutDump.contains("#FF00FF"), "\(scene.layoutDump)")
    }

    @Test func insetsPlacementAndTheConfigApply() throws {
        let bottom = try still(
            ##"{"title": "T", "statusMessage": "M", "systemImageName": "heart.fill", "config": {"placement": "bottom", "insets": {"top": 99, "bottom": 40, "left": 20, "right": 10}, "backgroundColor": "#112233"}}"##
        )
        let f = PresetFixtures.frame("placard", in: bottom)
        #expect(f.maxY == 852 - 40 && f.minX == 20 && f.maxX == 393 - 10, "\(f)")
        #expect(bottom.layoutDump.contains("offset 5 -5") && bottom.layoutDump.contains("#112233"), "\(bottom.layoutDump)")
        #expect(!bottom.layoutDump.contains("opacity 0.9"))
        let center = try still(##"{"title": "T", "statusMessage": "M", "config": {"placement": "center", "insets": {"top": 300}}}"##)
        #expect(abs(PresetFixtures.frame("placard", in: center).midY - 426) < 0.5)
    }

    @Test func placardsOverlapAndTheTimerCountsFromTheShow() throws {
        let t = try timeline(
            #"""
            {"at": 0, "show": {"id": "a", "placard": {"title": "A", "statusMessage": "a", "duration": 2, "config": {"showAnimation": "fade"}}}},
            {"at": 0.5, "show": {"id": "b", "placard": {"title": "B", "statusMessage": "b"}}}
            """#)
        #expect(t.moments(at: 1).map { t.overlays[$0.overlay].id } == ["a", "b"])
        // Shown at 0 with a 1.25 s entrance; the 2 s timer runs from the show: hidden at 2, gone at once (no hide animation).
        let a = try #require(t.items.first { t.overlays[$0.overlay].id == "a" })
        #expect(a.schedule.hideStart == 2 && a.schedule.hideDuration == 0)
        #expect(t.moments(at: 3).map { t.overlays[$0.overlay].id } == ["b"])  // b stays forever
    }

    @Test func aTapPlaysItsAnimationThenHides() throws {
        let t = try timeline(
            #"""
            {"at": 0, "show": {"id": "a", "placard": {"title": "A", "statusMessage": "a", "config": {"tapAnimation": "pulseIn", "hideAnimation": "fade"}}}},
            {"at": 1, "tap": "a"}, {"at": 0, "show": {"id": "b", "placard": {"title": "B", "statusMessage": "b"}}}, {"at": 1, "tap": "b"}
            """#)
        let a = try #require(t.items.first { t.overlays[$0.overlay].id == "a" })
        // pulseIn inside the 1.2 s tap block, then the 1.25 s fade to 2 %.
        #expect(abs((a.schedule.hideStart ?? 0) - 2.2) < 1e-9 && a.schedule.hideDuration == 1.25)
        let b = try #require(t.items.first { t.overlays[$0.overlay].id == "b" })
        #expect(b.schedule.hideStart == 1 && b.schedule.hideDuration == 0)  // no animations: gone at once
        let m = try #require(t.moments(at: 3.44).first { t.overlays[$0.overlay].id == "a" })
        let f = Rect(x: 0, y: 0, width: 393, height: 105)
        #expect(abs(t.pose(of: m, at: 3.44, frame: f, ink: f, screen: Rect(x: 0, y: 0, width: 393, height: 852)).opacity - 0.02) < 0.01)
    }

    @Test func unknownNamesListTheValidOnes() throws {
        let (_, lines) = try ConfigMistakes.load(
            #"""
            {"name": "bad", "show": {"placard": {"priority": "warn", "title": "T", "statusMessage": "M", "systemImageName": "hart.fill",
             "config": {"placement": "middle", "showAnimation": "spinn", "tapAnimation": "pulse"}}}}
            """#)
        let expected = [
            "show.placard.priority: unknown value \"warn\"", "(expected one of: success, info, warning, error, default)",
            "show.placard.systemImageName: no built-in symbol is named \"hart.fill\"; did you mean \"heart.fill\"?",
            "show.placard.config.placement: unknown value \"middle\"", "(expected one of: top, bottom, center)",
            "show.placard.config.showAnimation: unknown value \"spinn\"; did you mean \"spin\"?",
            "show.placard.config.tapAnimation: unknown value \"pulse\"",
        ]
        for phrase in expected { #expect(lines.contains { $0.contains(phrase) }, "\(phrase)\n\(lines.joined(separator: "\n"))") }
    }
}
