import PreviewKit
import Raster
import Testing

/// A snack's layout as data (`SnackView.swift`, `SnackContainerView.swift`): 16 pt inside the
/// safe area, at most 428 pt wide and 16 pt from the safe area's sides, 16 pt content inset,
/// 23 pt lines, 8 pt between title and message, a 32 pt icon 16 pt from the text.
@Suite struct YSnackbarLayoutTests {
    func snack(_ snack: String, device: String = "iPhone 15", orientation: String = "portrait", appearance: String = "light") throws -> Scene {
        try PresetFixtures.scenes(
            """
            {"name": "s", "device": "\(device)", "orientation": "\(orientation)", "appearance": "\(appearance)", "show": {"snack": \(snack)}}
            """)[0]
    }

    @Test func aDefaultSnackOnIPhone15() throws {
        let scene = try snack(#"{"title": "Saved", "message": "Your draft is safe."}"#)
        // Safe area top 59 + 16; 393 − 2 × 16 wide; 16 + 23 + 8 + 23 + 16 tall.
        #expect(PresetFixtures.frame("snack", in: scene) == Rect(x: 16, y: 75, width: 361, height: 86))
        #expect(PresetFixtures.frame("title", in: scene).minX == 32 && PresetFixtures.frame("title", in: scene).minY == 91)
        #expect(PresetFixtures.frame("title", in: scene).height == 23)
        #expect(PresetFixtures.frame("message", in: scene).minY == 122)
        let dump = scene.layoutDump
        #expect(dump.contains("Inter-Bold 17 #000000 1 line"), "\(dump)")
        #expect(dump.contains("shape rounded 4 circular fill #FFFFFF"), "\(dump)")
        // YCoreUI's elevation: radius 6.33 / 2.5, offset 2.33, its path inset by the 0.33 spread.
        #expect(dump.contains("shadow #000000 opacity 0.46 radius 2.53 offset 0 2.33"), "\(dump)")
        #expect(dump.contains("shape rounded 3.67 circular"), "\(dump)")
    }

    @Test func anIconSitsBesideTheTextCentredVertically() throws {
        let icon = PresetFixtures.repositoryRoot + "/examples/ysnackbar/icons/done.png"
        let scene = try snack(#"{"message": "Done.", "icon": "\#(icon)"}"#)
        #expect(PresetFixtures.frame("icon", in: scene) == Rect(x: 32, y: 91, width: 32, height: 32))
        // Message only: 16 + 32 (the icon is taller than the 23 pt line) + 16.
        #expect(PresetFixtures.frame("snack", in: scene).height == 64)
        #expect(PresetFixtures.frame("message", in: scene).minX == 32 + 32 + 16)
    }

    @Test func onAnIPadASnackIsAtMost428PointsWideAndCentred() throws {
        let scene = try snack(#"{"message": "Synced."}"#, device: "iPad (10th generation)", orientation: "landscape")
        let frame = PresetFixtures.frame("snack", in: scene)
        #expect(frame.width == 428)
        #expect(frame.midX == scene.size.width / 2)
        #expect(frame.minY == scene.safeArea.minY + 16)
    }

    @Test func aBottomSnackSits16PointsAboveTheSafeArea() throws {
        let scene = try snack(#"{"alignment": "bottom", "message": "Sent."}"#)
        let frame = PresetFixtures.frame("snack", in: scene)
        #expect(frame.maxY == scene.safeArea.maxY - 16)
        #expect(frame.height == 55)
    }

    @Test func darkSnacksUseTertiarySystemBackground() throws {
        let scene = try snack(#"{"message": "Night."}"#, appearance: "dark")
        #expect(scene.layoutDump.contains("shape rounded 4 circular fill #2C2C2E"), "\(scene.layoutDump)")
        #expect(scene.layoutDump.contains("#FFFFFF 1 line"), "\(scene.layoutDump)")
    }

    @Test func theManagerAppearanceAndTheSnackAppearanceApply() throws {
        let scene = try PresetFixtures.scenes(
            """
            {"name": "s", "snackbarManager": {"contentInset": 24, "maxSnackWidth": 300},
             "show": {"snack": {"message": "Hi", "appearance": {"layout": {"cornerRadius": 10, "contentInset": 8},
                                                                 "message": {"typography": {"fontSize": 15}}}}}}
            """)[0]
        let frame = PresetFixtures.frame("snack", in: scene)
        // Centred (snapped to the 3× pixel grid), 24 pt below the safe area, 8 + ceil(15 × 1.3) + 8 tall.
        #expect(abs(frame.midX - 393 / 2) < 0.34 && frame.minY == 59 + 24 && frame.width == 300 && frame.height == 8 + 20 + 8)
        #expect(scene.layoutDump.contains("shape rounded 10 circular"), "\(scene.layoutDump)")
    }
}
