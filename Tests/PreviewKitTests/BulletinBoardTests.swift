@testable import PreviewConfig
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender
import Raster
import Testing
import Typeset

/// BulletinBoard as data: the card's geometry (`BulletinViewController.swift`), a page's view
/// stack (`BLTNPageItem.swift`, `BLTNInterfaceBuilder.swift`), the item manager's flow
/// (`BLTNItemManager.swift`) and the mistakes a config can make.
@Suite struct BulletinBoardTests {
    static let page =
        #"{"title": "Push Notifications", "descriptionText": "Receive push notifications when new photos of pets are available.", "actionButtonTitle": "Subscribe", "alternativeButtonTitle": "Not now"}"#

    func still(_ board: String, device: String = "iPhone X", appearance: String = "light") throws -> Scene {
        try PresetFixtures.scenes(
            ##"{"name": "b", "device": "\##(device)", "appearance": "\##(appearance)", "show": {"bulletinBoard": \##(board)}}"##)[0]
    }

    func board(_ item: String, _ extra: String = "") -> String { #"{"items": {"only": \#(item)}\#(extra)}"# }

    /// The card's frame: the laid-out frame of its page.
    func card(_ scene: Scene) -> Rect { PresetFixtures.layout(scene).frame }

    func radius(_ scene: Scene) -> Double? {
        guard case .roundedRectangle(let r, _)? = scene.overlays[0].card?.shape else { return nil }
        return r.topLeft
    }

    @Test func theCardSitsOnTheSafeAreaLineOnFaceIDPhonesAndFloatsOnHomeButtonPhones() throws {
        // B2's worked numbers.
        let x = try still(board(Self.page))
        #expect(card(x).minX == 12 && card(x).width == 351 && card(x).maxY == 778, "\(card(x))")
        #expect(radius(x) == 36)
        let se = try still(board(Self.page), device: "iPhone SE")
        #expect(card(se).minX == 12 && card(se).width == 351 && card(se).maxY == 655, "\(card(se))")
        #expect(radius(se) == 12)
        let pro = try still(board(Self.page), device: "iPhone 15 Pro")
        #expect(card(pro).width == 369 && card(pro).maxY == 818, "\(card(pro))")
    }

    @Test func onIPadTheCardIsCentredAndFourHundredFortyFourWide() throws {
        let pad = try still(board(Self.page), device: "iPad")
        let f = card(pad), g = pad.geometry
        #expect(f.width == 444 && abs(f.midX - 410) < 0.5, "\(f)")
        let safeMid = g.safeArea.top + (g.size.height - g.safeArea.top - g.safeArea.bottom) / 2
        #expect(abs(f.midY - safeMid) < 0.5, "\(f) \(safeMid)")
        // Regular in both size classes: 32-point insets.
        let title = PresetFixtures.frame("title", in: pad)
        #expect(title.minY - f.minY == 32 && title.width == 444 - 64 - 84, "\(title)")
    }

    @Test func spacingRadiusAndTheHomeIndicatorOptionsMoveTheCard() throws {
        let compact = try still(board(Self.page, #", "edgeSpacing": "compact", "cardCornerRadius": 20"#))
        #expect(card(compact).minX == 6 && card(compact).width == 363 && radius(compact) == 20)
        let none = try still(board(Self.page, #", "edgeSpacing": "none""#))
        #expect(card(none).width == 375 && radius(none) == 0)
        let hidden = try still(board(Self.page, #", "hidesHomeIndicator": true"#))
        #expect(card(hidden).maxY == 812)
        let hiddenSE = try still(board(Self.page, #", "hidesHomeIndicator": true"#), device: "iPhone SE")
        #expect(card(hiddenSE).maxY == 661)
    }

    @Test func nilElementsTakeNoSpaceAndTheStackIsTwentyFourApart() throws {
        let bare = try still(board(#"{"title": "Hello", "isDismissable": false}"#))
        let title = PresetFixtures.frame("title", in: bare)
        #expect(card(bare).height == 24 + title.height + 24, "\(card(bare)) \(title)")
        let full = try still(board(Self.page))
        let t = PresetFixtures.frame("title", in: full), d = PresetFixtures.frame("description", in: full)
        let action = PresetFixtures.frame("actionButton", in: full), alt = PresetFixtures.frame("alternativeButton", in: full)
        #expect(d.minY - t.maxY == 24 && action.minY - d.maxY == 24 && alt.minY - action.maxY == 10)
        #expect(action.height == 55 && action.width == 303 && card(full).maxY - alt.maxY == 24)
        #expect(alt.height > 28 && alt.height < 32, "\(alt)")  // UIButton's intrinsic height for 15 pt
    }

    @Test func theCloseButtonInsetsTheTitleAndTakesItsColoursFromTheCard() throws {
        let dismissable = try still(board(Self.page))
        #expect(PresetFixtures.frame("title", in: dismissable).width == 303 - 84)
        #expect(dismissable.overlays[0].card?.pages["only"]?.accessory != nil)
        let plain = try still(board(#"{"title": "T", "isDismissable": false}"#))
        #expect(PresetFixtures.frame("title", in: plain).width == 303)
        #expect(plain.overlays[0].card?.pages["only"]?.accessory == nil)
        let noClose = try still(board(#"{"title": "T", "requiresCloseButton": false}"#))
        #expect(noClose.overlays[0].card?.pages["only"]?.accessory == nil)
        // A light card gets the dark disc, a dark card the light one (`needsDarkText`).
        func disc(_ scene: Scene) -> String {
            let p = scene.overlays[0]
            let node = PresentationLayout(screen: scene.geometry, scale: 3).engine.layout(
                p.card!.pages["only"]!.accessory!, in: Rect(x: 0, y: 0, width: 351, height: 300), alignment: .topTrailing)
            return LayoutDump.text(of: node)
        }
        #expect(disc(try still(board(Self.page))).contains("#60646E"))
        #expect(disc(try still(board(Self.page, #", "backgroundColor": "black""#))).contains("#F3F5F5"))
    }

    @Test func anAttributedDescriptionWinsAndKeepsTheLabelsDefaults() throws {
        let scene = try still(
            board(
                #"{"title": "T", "isDismissable": false, "descriptionText": "plain", "attributedDescriptionText": [{"text": "Happy "}, {"text": "browsing!", "font": {"size": 20, "weight": "bold"}, "color": "systemGreen"}]}"#
            ))
        let node = try #require(PresetFixtures.layout(scene).first(named: "description"))
        func text(_ n: LayoutNode) -> (TextLayout, Color)? {
            if case .text(let l, let c) = n.content { return (l, c) }
            return n.children.lazy.compactMap(text).first
        }
        guard let (layout, color) = text(node) else { Issue.record("no text: \(LayoutDump.text(of: node))"); return }
        #expect(color == SystemColor.label.resolved(for: .light))
        #expect(layout.runColors == [nil, SystemColor.systemGreen.resolved(for: .light)])
        #expect(layout.lines.count == 1)
        // Without its description the page would be shorter: the attributed one takes its place.
        let bare = try still(board(#"{"title": "T", "isDismissable": false}"#))
        #expect(card(scene).height > card(bare).height + 24)
    }

    @Test func aTitleTooLongForTwoLinesShrinks() throws {
        let fits = try still(board(#"{"title": "Welcome to PetBoard", "isDismissable": false}"#))
        let long = try still(board(#"{"title": "Supercalifragilisticexpialidocious Notifications Everywhere", "isDismissable": false}"#))
        func size(_ s: Scene) -> Double? {
            func find(_ n: LayoutNode) -> Double? {
                if case .text(let l, _) = n.content { return l.fontSize }
                return n.children.lazy.compactMap(find).first
            }
            return PresetFixtures.layout(s).first(named: "title").flatMap(find)
        }
        #expect(size(fits) == 30)
        let shrunk = try #require(size(long))
        #expect(shrunk < 30 && shrunk > 10, "\(shrunk)")
        let title = try #require(PresetFixtures.layout(long).first(named: "title"))
        func truncated(_ n: LayoutNode) -> Bool {
            if case .text(let l, _) = n.content { return l.isTruncated }
            return n.children.contains(where: truncated)
        }
        #expect(!truncated(title))
    }

    @Test func theDefaultsFollowTheAppearance() throws {
        let light = try still(board(Self.page)).layoutDump, dark = try still(board(Self.page), appearance: "dark").layoutDump
        // The action button's `.link` fill and the label colours.
        #expect(light.contains("#007AFF") && dark.contains("#0984FF"), "\(light)")
        let scene = try still(board(Self.page), appearance: "dark")
        #expect(scene.overlays[0].card?.fill == .color(.black))
        #expect(scene.overlays[0].statusBar == .light)  // dimmed is dark: light status bar
        #expect(try still(board(Self.page, #", "backgroundViewStyle": "blurredLight""#)).overlays[0].statusBar == .dark)
    }

    // MARK: Flow

    func timeline(_ events: String, device: String = "iPhone X") throws -> SceneTimeline {
        try #require(try PresetFixtures.scenes(##"{"name": "b", "device": "\##(device)", "timeline": [\##(events)]}"##).first?.animation?.timeline)
    }

    static let flow = #"""
        {"at": 0, "show": {"id": "b", "bulletinBoard": {"rootItem": "intro", "items": {
          "intro": {"title": "Welcome", "descriptionText": "A short line.", "actionButtonTitle": "Go", "next": "long", "isDismissable": false},
          "long": {"title": "A longer page", "descriptionText": "Many words to wrap over several lines of the card so that it grows taller than the first page.", "actionButtonTitle": "Next", "alternativeButtonTitle": "Back"}}}}}
        """#

    func look(_ t: SceneTimeline, at time: Double) -> CardPose? {
        guard let m = t.moments(at: time).first, let card = t.overlays[m.overlay].presentation.card else { return nil }
        let layout = PresentationLayout(screen: ScreenGeometry(device: DeviceCatalog.iPhoneX, orientation: .portrait, host: HostBars()), scale: 3)
        let frames = card.pages.mapValues { layout.layout($0.content, t.overlays[m.overlay].placement).frame }
        return CardPose(initial: card.initial, changes: t.items[m.item].schedule.cardChanges, at: time, frame: { frames[$0]! })
    }

    @Test func pushThenPopReturnsToTheRootPage() throws {
        let t = try timeline(Self.flow + #", {"at": 1, "displayNextItem": "b"}, {"at": 2, "popItem": "b"}"#)
        #expect(look(t, at: 0.9)?.contents.map(\.page) == ["intro"])
        #expect(look(t, at: 1.9)?.contents.map(\.page) == ["long"])
        #expect(look(t, at: 2.8)?.contents.map(\.page) == ["intro"])
        #expect(look(t, at: 2.8)?.frame == look(t, at: 0.9)?.frame)
        #expect(t.settled == 2.75)
    }

    @Test func anItemChangeIsNeverACrossFade() throws {
        let t = try timeline(Self.flow + #", {"at": 1, "displayNextItem": "b"}"#)
        let before = try #require(look(t, at: 0.9)), after = try #require(look(t, at: 1.8))
        // Fade out: only the old page, fading; the card keeps its frame.
        let out = try #require(look(t, at: 1.125))
        #expect(out.contents.map(\.page) == ["intro"] && abs(out.contents[0].opacity - 0.5) < 1e-9 && out.frame == before.frame)
        // Resize: nothing inside; the top edge moves, the bottom stays.
        let mid = try #require(look(t, at: 1.375))
        #expect(mid.contents.isEmpty && mid.frame.maxY == before.frame.maxY)
        #expect(abs(mid.frame.height - (before.frame.height + after.frame.height) / 2) < 1e-9)
        // Fade in: only the new page; its close button fades in with it.
        let into = try #require(look(t, at: 1.625))
        #expect(into.contents.map(\.page) == ["long"] && abs(into.contents[0].opacity - 0.5) < 1e-9)
        #expect(into.accessory.map { abs($0.opacity - 0.5) < 1e-9 } == true)
        #expect(after.frame.height > before.frame.height)
    }

    @Test func theActivityIndicatorReplacesTheContentAndKeepsTheCardsSize() throws {
        let t = try timeline(
            Self.flow + #", {"at": 1, "displayActivityIndicator": {"id": "b", "color": "systemRed"}}, {"at": 2, "hideActivityIndicator": "b"}"#)
        let busy = try #require(look(t, at: 1.5)), rest = try #require(look(t, at: 0.9))
        #expect(busy.contents.isEmpty && busy.frame == rest.frame)
        #expect(busy.spinner?.color == SystemColor.systemRed.resolved(for: .light) && busy.spinner?.opacity == 1)
        // Hiding: the indicator goes at once, the content fades back over 0.25 s.
        let back = try #require(look(t, at: 2.125))
        #expect(back.spinner == nil && abs((back.contents.first?.opacity ?? 0) - 0.5) < 1e-9)
        #expect(look(t, at: 2.3)?.contents.first?.opacity == 1)
    }

    @Test func aDismissDuringAPushFreezesTheCardAsItLeaves() throws {
        let t = try timeline(Self.flow + #", {"at": 1, "displayNextItem": "b"}, {"at": 1.4, "dismissBulletin": "b"}"#)
        let s = t.items[0].schedule
        #expect(s.hideStart == 1.4 && s.removal == 1.7)
        #expect(t.moments(at: 1.75).isEmpty)
    }

    @Test func aTapOutsideDismissesOnlyADismissablePage() throws {
        let stays = try timeline(Self.flow + #", {"at": 1, "tapBackdrop": "b"}"#)
        #expect(stays.items[0].schedule.hideStart == nil)
        let goes = try timeline(Self.flow + #", {"at": 1, "displayNextItem": "b"}, {"at": 1.5, "tapBackdrop": "b"}, {"at": 2, "tapBackdrop": "b"}"#)
        // Not while the change runs (until 1.75), then yes.
        #expect(goes.items[0].schedule.hideStart == 2)
        let swipe = try timeline(Self.flow + #", {"at": 1, "displayNextItem": "b"}, {"at": 2, "pan": {"id": "b", "distance": 250, "duration": 0.3}}"#)
        #expect(swipe.items[0].schedule.hideStart == 2.3)
        let short = try timeline(Self.flow + #", {"at": 1, "displayNextItem": "b"}, {"at": 2, "pan": {"id": "b", "distance": 150, "duration": 0.3}}"#)
        #expect(short.items[0].schedule.hideStart == nil)
    }

    @Test func theCardRisesFromAThousandPointsBelow() throws {
        let t = try timeline(Self.flow)
        let m = try #require(t.moments(at: 0).first)
        let f = Rect(x: 12, y: 500, width: 351, height: 278)
        let start = t.pose(of: m, at: 0, frame: f, ink: f, screen: Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(start.offset.y == 1000 && start.opacity == 1)
        #expect(t.items[0].schedule.showDuration == 0.5)
    }

    // MARK: Mistakes

    func problems(_ json: String) -> String {
        do {
            _ = try PresetFixtures.scenes(json)
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test func invalidValuesNameWhatToFix() {
        let style = problems(
            #"{"name": "b", "device": "iPhone X", "show": {"bulletinBoard": {"backgroundViewStyle": "blured", "items": {"a": {"title": "T"}}}}}"#)
        #expect(style.contains("backgroundViewStyle") && style.contains("blurredLight"), "\(style)")
        let image = problems(
            #"{"name": "b", "device": "iPhone X", "show": {"bulletinBoard": {"items": {"a": {"title": "T", "image": "missing.png"}}}}}"#)
        #expect(image.contains("items.a.image") && image.contains("missing.png"), "\(image)")
        let empty = problems(#"{"name": "b", "device": "iPhone X", "show": {"bulletinBoard": {"items": {"a": {}}}}}"#)
        #expect(empty.contains("title"), "\(empty)")
        let none = problems(#"{"name": "b", "device": "iPhone X", "show": {"bulletinBoard": {"items": {}}}}"#)
        #expect(none.contains("at least one item"), "\(none)")
        let root = problems(
            #"{"name": "b", "device": "iPhone X", "show": {"bulletinBoard": {"rootItem": "intr", "items": {"intro": {"title": "T"}, "b": {"title": "U"}}}}}"#
        )
        #expect(root.contains("did you mean \"intro\""), "\(root)")
        let next = problems(#"{"name": "b", "device": "iPhone X", "show": {"bulletinBoard": {"items": {"a": {"title": "T", "next": "nope"}}}}}"#)
        #expect(next.contains("items.a.next") && next.contains("no item named"), "\(next)")
        let push = problems(#"{"name": "b", "device": "iPhone X", "timeline": [\#(Self.flow), {"at": 1, "push": {"id": "b", "item": "lng"}}]}"#)
        #expect(push.contains("did you mean \"long\""), "\(push)")
        let notCard = problems(
            #"{"name": "b", "device": "iPhone X", "timeline": [{"at": 0, "show": {"id": "c", "custom": {"text": "x"}}}, {"at": 1, "popItem": "c"}]}"#)
        #expect(notCard.contains("not a `bulletinBoard` show"), "\(notCard)")
        let orphan = problems(
            #"{"name": "b", "device": "iPhone X", "show": {"bulletinBoard": {"items": {"a": {"title": "T", "textField": {"placeholder": "Name"}}}}}}"#
        )
        #expect(orphan.contains("descriptionText"), "\(orphan)")
    }
}
