import PreviewKit
import Raster
import Testing

/// Each SwiftMessages layout's frames, from the nib rules (`shared/reference/swiftmessages.md`
/// §1–2): margins = additions collapsed onto (card, centered) or added to (message, tab,
/// status line) the view's own safe area, plus the 5 pt bounce offset on the presenting edge for
/// the views that hang past it. iPhone 15: 393 × 852 pt, safe area 59 top, 34 bottom.
@Suite struct SwiftMessagesLayoutTests {
    let text = #""title": "Warning", "body": "Your session expires in five minutes.""#

    @Test func cardViewSitsOnTheSafeAreaLineWithTenPointSides() throws {
        let scene = try PresetFixtures.message(#"{"layout": "cardView", "theme": "warning", \#(text)}"#)
        let bg = PresetFixtures.frame("backgroundView", in: scene)
        #expect((bg.x, bg.y, bg.width) == (10, 59, 373))
        let title = PresetFixtures.frame("title", in: scene), body = PresetFixtures.frame("body", in: scene)
        // Content inset 20 on every side; text stack spacing 0; icon 33 wide, then 10.
        #expect(title.y == 79 && title.x == 10 + 20 + 33 + 10)
        #expect(body.y == title.maxY)
        #expect(abs(bg.maxY - (body.maxY + 20)) < 1e-9)
        #expect(PresetFixtures.frame("iconImageView", in: scene).width == 33)
    }

    @Test func cardViewOnAHomeButtonPhoneKeepsTheTenPointMarginAboveTheStatusBar() throws {
        let scene = try PresetFixtures.message(#"{"layout": "cardView", "theme": "info", \#(text)}"#, device: "\"iPhone SE (3rd generation)\"")
        let bg = PresetFixtures.frame("backgroundView", in: scene)
        #expect((bg.x, bg.y, bg.width) == (10, 20, 355))  // max(10, 20)
    }

    @Test func messageViewAddsTwentyToItsSafeAreaAndHangsFivePointsAbove() throws {
        let scene = try PresetFixtures.message(#"{"layout": "messageView", "theme": "error", \#(text)}"#)
        let bg = PresetFixtures.frame("backgroundView", in: scene)
        #expect((bg.x, bg.y, bg.width) == (0, -5, 393))
        // Its own safe area is 59 + 5 (it starts 5 above the screen), + 20, + 5 bounce: content at y 84.
        let title = PresetFixtures.frame("title", in: scene), body = PresetFixtures.frame("body", in: scene)
        #expect(title.y == 84 && title.x == 20 + 33 + 10)
        #expect(body.y == title.maxY + 5)  // MessageView's text stack spacing is 5
        #expect(abs(bg.maxY - (body.maxY + 20)) < 1e-9)
    }

    @Test func messageViewAtTheBottomHangsFivePointsBelow() throws {
        let scene = try PresetFixtures.message(#"{"layout": "messageView", "theme": "success", \#(text), "config": {"presentationStyle": "bottom"}}"#)
        let bg = PresetFixtures.frame("backgroundView", in: scene)
        #expect(bg.maxY == 857)
        #expect(abs(PresetFixtures.frame("body", in: scene).maxY - (857 - (34 + 5) - 20 - 5)) < 1e-9)
    }

    @Test func tabViewReachesTheEdgeAndRoundsOnlyTheCornersAwayFromIt() throws {
        let scene = try PresetFixtures.message(#"{"layout": "tabView", "theme": "success", \#(text)}"#)
        let bg = PresetFixtures.frame("backgroundView", in: scene)
        #expect((bg.x, bg.y, bg.width) == (10, -5, 373))
        #expect(PresetFixtures.frame("title", in: scene).y == 84)
        #expect(PresetFixtures.frame("title", in: scene).x == 10 + 20 + 33 + 10)
        let dump = LayoutDump.text(of: PresetFixtures.layout(scene))
        #expect(dump.contains("clip rounded 0/0/15/15 uiBezierPath"), "\(dump)")
        let bottom = try PresetFixtures.message(#"{"layout": "tabView", "theme": "success", \#(text), "config": {"presentationStyle": "bottom"}}"#)
        #expect(LayoutDump.text(of: PresetFixtures.layout(bottom)).contains("clip rounded 15/15/0/0 uiBezierPath"))
    }

    @Test func statusLineIsATwentyPointLineBelowTheSafeArea() throws {
        let scene = try PresetFixtures.message(#"{"layout": "statusLine", "theme": "info", "body": "Offline"}"#)
        let body = PresetFixtures.frame("body", in: scene)
        #expect((body.x, body.y, body.width, body.height) == (30, 64, 333, 20))
        let bg = PresetFixtures.frame("backgroundView", in: scene)
        #expect(bg.y == -5 && bg.maxY == 84)
        // In a window above the status bar on a 20 pt status bar the safe area is ignored.
        let covering = try PresetFixtures.message(
            #"{"layout": "statusLine", "body": "Offline", "config": {"presentationContext": {"window": {"windowLevel": "statusBar"}}}}"#,
            device: "\"iPhone SE (3rd generation)\"")
        let line = PresetFixtures.frame("backgroundView", in: covering)
        #expect(line.y == -5 && line.maxY == 20)
    }

    @Test func centeredViewIsCentredWithTenPointMargins() throws {
        let scene = try PresetFixtures.message(
            #"{"layout": "centeredView", "theme": "info", "iconText": "🦄", \#(text), "buttonTitle": "OK", "config": {"presentationStyle": "center"}}"#
        )
        let bg = PresetFixtures.frame("backgroundView", in: scene)
        #expect(bg.x == 10 && bg.width == 373)
        #expect(abs(bg.midY - 426) <= 0.5)
        let icon = PresetFixtures.frame("iconLabel", in: scene), title = PresetFixtures.frame("title", in: scene)
        #expect(icon.y == bg.y + 20)
        #expect(title.y == icon.maxY + 10)
        #expect(abs(title.midX - bg.midX) < 0.5)
    }

    @Test func regularWidthCapsTheCardAtFiveHundredPoints() throws {
        let long =
            #""title": "A very long title that needs the room", "body": "And a body long enough to wrap over several lines at five hundred points wide, which it should do on an iPad.""#
        let scene = try PresetFixtures.message(#"{"layout": "cardView", "theme": "info", \#(long)}"#, device: "\"iPad (10th generation)\"")
        let bg = PresetFixtures.frame("backgroundView", in: scene)
        #expect(bg.width == 500)
        #expect(abs(bg.midX - scene.size.width / 2) <= 0.5)
        let short = try PresetFixtures.message(#"{"layout": "cardView", "theme": "info", "body": "Saved"}"#, device: "\"iPad (10th generation)\"")
        let hugging = PresetFixtures.frame("backgroundView", in: short)
        #expect(hugging.width < 200 && abs(hugging.midX - short.size.width / 2) <= 0.5)
    }

    @Test func nilElementsTakeNoSpaceAndTheButtonShowsOnlyWithATitle() throws {
        let scene = try PresetFixtures.message(#"{"layout": "messageView", "theme": "info", "iconStyle": "none", "body": "Only a body"}"#)
        let body = PresetFixtures.frame("body", in: scene)
        #expect(body.y == 84 && body.x == 20)  // no title and no spacing above the body; no icon beside it
        #expect(PresetFixtures.layout(scene).first(named: "button") == nil)
        #expect(PresetFixtures.layout(scene).first(named: "title") == nil)
        let withButton = try PresetFixtures.message(#"{"layout": "messageView", "theme": "info", "body": "B", "buttonTitle": "Retry"}"#)
        let button = PresetFixtures.frame("button", in: withButton)
        #expect(button.maxX == 393 - 20)
        #expect(abs(button.height - (PresetFixtures.frame("body", in: withButton).height + 14)) < 0.5)  // a Subhead line + 7 pt insets
    }

    @Test func themesPaintTheirColoursInEachAppearance() throws {
        for (theme, light, dark) in [
            ("info", "#E1E1E1", "#7D7D7D"), ("success", "#61A117", "#377A00"),
            ("warning", "#F6C52C", "#EFB80A"), ("error", "#F9422F", "#C30C0C"),
        ] {
            for (appearance, colour) in [("light", light), ("dark", dark)] {
                let scene = try PresetFixtures.message(#"{"layout": "cardView", "theme": "\#(theme)", "body": "B"}"#, appearance: appearance)
                let dump = LayoutDump.text(of: PresetFixtures.layout(scene))
                #expect(dump.contains("shape rectangle fill \(colour)"), "\(theme) \(appearance): \(dump)")
                let fg = theme == "info" ? (appearance == "light" ? "#000000" : "#FFFFFF") : "#FFFFFF"
                #expect(dump.contains("Inter-Regular 15 \(fg)"), "\(theme) \(appearance): \(dump)")
            }
        }
    }

    @Test func dropShadowFollowsTheBackgroundOnlyWhenAsked() throws {
        let plain = try PresetFixtures.message(#"{"layout": "cardView", "theme": "info", "body": "B"}"#)
        #expect(!LayoutDump.text(of: PresetFixtures.layout(plain)).contains("shadow"))
        let shadowed = try PresetFixtures.message(#"{"layout": "cardView", "theme": "info", "body": "B", "dropShadow": true}"#)
        #expect(
            LayoutDump.text(of: PresetFixtures.layout(shadowed)).contains(
                "shadow #000000 opacity 0.4 radius 6 offset 0 2 along rounded 15 uiBezierPath"))
    }

    /// The image view takes the size of the file the screen's scale picks: `errorIcon@3x.png`
    /// is 99 × 101 px (33 × 33.667 pt), `errorIcon@2x.png` 66 × 67 (33 × 33.5 pt).
    @Test func iconStylesTakeTheSizeOfTheLibrarysFileForTheScale() throws {
        for (device, style, theme, w, h) in [
            ("iPhone 15", "default", "error", 33.0, 101.0 / 3), ("iPhone 15", "light", "info", 33, 33),
            ("iPhone 15", "subtle", "error", 65.0 / 3, 18), ("iPhone 15", "subtle", "warning", 21, 18),
            ("iPhone SE", "default", "error", 33, 33.5), ("iPhone SE", "subtle", "error", 21.5, 18),
        ] {
            let scene = try PresetFixtures.message(
                #"{"layout": "cardView", "theme": "\#(theme)", "iconStyle": "\#(style)", "body": "B"}"#, device: "\"\(device)\"")
            let icon = PresetFixtures.frame("iconImageView", in: scene)
            #expect(abs(icon.width - w) < 1e-9 && abs(icon.height - h) < 1e-9, "\(device) \(style) \(theme): \(icon)")
        }
        let none = try PresetFixtures.message(#"{"layout": "cardView", "theme": "error", "iconStyle": "none", "body": "B"}"#)
        #expect(PresetFixtures.layout(none).first(named: "iconImageView") == nil)
    }

    @Test func underANavigationBarTheMessageStartsBelowItAndIsClipped() throws {
        let scene = try PresetFixtures.message(
            #"{"layout": "messageView", "theme": "info", "title": "T", "body": "B"}"#, host: #"{"navigationBar": true}"#)
        let bg = PresetFixtures.frame("backgroundView", in: scene)
        #expect(bg.y == 59 + 44 - 5)
        #expect(PresetFixtures.frame("title", in: scene).y == 59 + 44 + 20)  // no safe area under the bar
        #expect(scene.geometry.clipRect(for: scene.overlays[0].placement)?.y == 103)
    }

    @Test func aPresetExpandsToComparableData() throws {
        let warning = #"{"swiftMessages": {"layout": "cardView", "theme": "warning", "body": "B"}}"#
        let error = #"{"swiftMessages": {"layout": "cardView", "theme": "error", "body": "B"}}"#
        let scenes = try PresetFixtures.scenes(
            #"{"scenes": [{"name": "a", "show": \#(warning)}, {"name": "b", "show": \#(warning)}, {"name": "c", "show": \#(error)}]}"#)
        #expect(scenes[0].overlays == scenes[1].overlays)
        #expect(scenes[0].overlays != scenes[2].overlays)
        #expect(scenes[0].overlays[0].placement == Placement(edge: .top, region: .screen, overhang: 0))
        #expect(scenes[0].overlays[0].route == .messageQueue(MessageQueueKeys()))
    }
}
