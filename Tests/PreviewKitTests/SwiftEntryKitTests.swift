import PreviewKit
@testable import PreviewModel
import Typeset
import Raster
import Testing

/// SwiftEntryKit as data: `EKAttributes` geometry (`EKContentView.swift`), the library presets'
/// deltas (`EKAttributes+Presets.swift`), motion timing and the entry window's precedence.
@Suite struct SwiftEntryKitTests {
    func still(_ entry: String, device: String = "iPhone X", appearance: String = "light") throws -> Scene {
        try PresetFixtures.scenes(
            ##"{"name": "e", "device": "\##(device)", "appearance": "\##(appearance)", "show": {"swiftEntryKit": \##(entry)}}"##)[0]
    }

    func timeline(_ events: String) throws -> SceneTimeline {
        try #require(try PresetFixtures.scenes(##"{"name": "e", "device": "iPhone X", "timeline": [\##(events)]}"##).first?.animation?.timeline)
    }

    static let note = #"{"note": {"label": "Hello"}}"#

    /// The entry's rectangle (without a background stretched into the safe area).
    func entry(_ scene: Scene) -> Rect { PresetFixtures.frame("content", in: scene) }

    @Test func floatsSitTenPointsFromTheSafeAreaWithTwentyPointMargins() throws {
        // A5's worked numbers, iPhone X (375 × 812, insets 44 / 34).
        let top = entry(try still(#"{"preset": "topFloat", "content": \#(Self.note)}"#))
        #expect(top.minX == 20 && top.width == 335 && top.minY == 54, "\(top)")
        let bottom = entry(try still(#"{"preset": "bottomFloat", "content": \#(Self.note)}"#))
        #expect(bottom.maxY == 768, "\(bottom)")
        let center = entry(try still(#"{"preset": "centerFloat", "content": \#(Self.note)}"#))
        #expect(abs(center.midY - 406) < 0.5, "\(center)")
        let se = entry(try still(#"{"preset": "topFloat", "content": \#(Self.note)}"#, device: "iPhone SE"))
        #expect(se.minY == 30, "\(se)")
    }

    @Test func toastsKeepContentInTheSafeAreaButStretchTheirBackground() throws {
        let top = try still(#"{"preset": "topToast", "attributes": {"entryBackground": {"color": "systemBlue"}}, "content": \#(Self.note)}"#)
        #expect(entry(top).minY == 44 && entry(top).width == 375)
        let background = PresetFixtures.frame("background", in: top)
        #expect(background.minY == 0 && background.maxY == entry(top).maxY, "\(background)")
        let bottom = try still(#"{"preset": "bottomToast", "attributes": {"entryBackground": {"color": "systemBlue"}}, "content": \#(Self.note)}"#)
        #expect(entry(bottom).maxY == 778 && PresetFixtures.frame("background", in: bottom).maxY == 812)
        // statusBar: the safe area overridden, at y 0.
        #expect(entry(try still(#"{"preset": "statusBar", "content": \#(Self.note)}"#)).minY == 0)
    }

    @Test func libraryPresetsCarryNoBackgroundShadowOrDim() throws {
        for preset in ["topFloat", "bottomToast", "topNote", "centerFloat", "statusBar"] {
            let scene = try still(#"{"preset": "\#(preset)", "content": \#(Self.note)}"#)
            let p = scene.overlays[0]
            #expect(p.backdrop == nil && p.material == nil, "\(preset)")
            let dump = scene.layoutDump
            #expect(!dump.contains("shadow") && !dump.contains("fill"), "\(preset): \(dump)")
        }
    }

    /// A label given a `style` is a new `EKProperty.LabelStyle`, left-aligned unless it says
    /// otherwise (`LabelStyle(font:color:)`'s default), whatever its role's style in the example
    /// app; a label without one takes the role's (the note's is centred).
    @Test func aStyledLabelIsLeftAlignedUnlessItSaysSo() throws {
        // Where the label's first line starts on screen (the text's frame plus the line's offset).
        func firstLineX(_ label: String) throws -> Double {
            let scene = try still(#"{"preset": "topFloat", "content": {"note": {"label": \#(label)}}}"#)
            func text(_ node: LayoutNode) -> (frame: Rect, layout: TextLayout)? {
                if case .text(let layout, _) = node.content { return (node.frame, layout) }
                return node.children.lazy.compactMap(text).first
            }
            let found = try #require(text(PresetFixtures.layout(scene)))
            return found.frame.minX + (try #require(found.layout.lines.first)).x
        }
        #expect(try firstLineX(#""Hi""#) > 100, "the note's own style: centred")
        #expect(try firstLineX(#"{"text": "Hi", "style": {"color": "black"}}"#) == 30, "the float's 20 pt margin and the note's 10 pt inset")
        #expect(try firstLineX(#"{"text": "Hi", "style": {"color": "black", "alignment": "center"}}"#) > 100)
    }

    @Test func notesAreUnderTheStatusBarAndToastsAboveIt() throws {
        #expect(try still(#"{"preset": "topNote", "content": \#(Self.note)}"#).overlays[0].coversStatusBar == false)
        #expect(try still(#"{"preset": "topToast", "content": \#(Self.note)}"#).overlays[0].coversStatusBar)
        #expect(
            try still(#"{"preset": "topToast", "attributes": {"windowLevel": {"custom": 999}}, "content": \#(Self.note)}"#).overlays[0]
                .coversStatusBar == false)
    }

    @Test func sizeAndMaxSizeConstrainTheEntry() throws {
        let ratio = entry(
            try still(
                #"{"preset": "topFloat", "attributes": {"positionConstraints": {"size": {"width": {"ratio": 0.5}, "height": {"constant": 120}}}}, "content": \#(Self.note)}"#
            ))
        #expect(abs(ratio.width - 187.5) < 0.34 && ratio.height == 120 && abs(ratio.midX - 187.5) < 0.34, "\(ratio)")  // 187.5 on the 1/3 pt grid
        let capped = entry(
            try still(
                #"{"preset": "topFloat", "attributes": {"positionConstraints": {"maxSize": {"width": {"constant": 200}, "height": "intrinsic"}}}, "content": \#(Self.note)}"#
            ))
        #expect(capped.width == 200, "\(capped)")
        // positionConstraints keys replace one by one: the float's offset stays.
        let offset = entry(
            try still(#"{"preset": "topFloat", "attributes": {"positionConstraints": {"verticalOffset": 30}}, "content": \#(Self.note)}"#))
        #expect(offset.minY == 74 && offset.width == 335, "\(offset)")
    }

    @Test func cornersAndTheHalfClippedBorderBelongToTheBackground() throws {
        let scene = try still(
            #"{"preset": "topFloat", "attributes": {"entryBackground": {"color": "white"}, "border": {"color": "black", "width": 2}, "shadow": {"opacity": 0.3, "radius": 6}}, "content": \#(Self.note)}"#
        )
        let dump = scene.layoutDump
        #expect(dump.contains("rounded 10 uiBezierPath"), "\(dump)")
        #expect(dump.contains("stroke #000000 2"), "\(dump)")
        #expect(dump.contains("shadow #000000 opacity 0.3 radius 6 offset 0 0"), "\(dump)")
    }

    @Test func gradientsAreDrawnInTheUnitSquare() throws {
        // (0,0)→(1,1) on a 300 × 100 box: the middle colour runs through (300, 0) and (0, 100).
        let scene = try still(
            #"{"preset": "topFloat", "attributes": {"entryBackground": {"gradient": {"colors": ["black", "white"], "startPoint": [0, 0], "endPoint": [1, 1]}}}, "content": \#(Self.note)}"#
        )
        let bg = PresetFixtures.frame("background", in: scene)
        guard case .shape(let shape)? = PresetFixtures.layout(scene).first(named: "background")?.children.first?.content,
            case .linearGradient(let g)? = shape.fill?.paint(in: bg)
        else {
            Issue.record("no gradient background"); return
        }
        let S = g.start, E = g.end
        func t(_ p: Point) -> Double {
            ((p.x - S.x) * (E.x - S.x) + (p.y - S.y) * (E.y - S.y)) / ((E.x - S.x) * (E.x - S.x) + (E.y - S.y) * (E.y - S.y))
        }
        #expect(abs(t(Point(bg.maxX, bg.minY)) - 0.5) < 1e-9 && abs(t(Point(bg.minX, bg.maxY)) - 0.5) < 1e-9)
        #expect(abs(t(Point(bg.maxX, bg.maxY)) - 1) < 1e-9)
    }

    @Test func theDefaultEntryShowsForTwoSecondsAfterItsEntrance() throws {
        let t = try timeline(#"{"at": 0, "show": {"id": "a", "swiftEntryKit": {"preset": "topFloat", "content": \#(Self.note)}}}"#)
        let s = t.items[0].schedule
        #expect(s.showDuration == 0.3 && s.hideStart == 2.3 && s.hideDuration == 0.3)
    }

    @Test func theExitWaitsForTheLongestEntrancePartDelaysIncluded() throws {
        let t = try timeline(
            #"""
            {"at": 0, "show": {"id": "a", "swiftEntryKit": {"preset": "topFloat", "attributes": {"displayDuration": 1,
              "entranceAnimation": {"translate": {"duration": 0.3}, "fade": {"from": 0, "to": 1, "duration": 0.2, "delay": 0.4}},
              "exitAnimation": {"fade": {"from": 1, "to": 0, "duration": 0.2, "delay": 0.5}}}, "content": \#(Self.note)}}}
            """#)
        let s = t.items[0].schedule
        // `totalDuration` is the longest delay plus the longest duration (0.4 + 0.3, not 0.4 + 0.2):
        // exit at 0.7 + 1; removed after the exit's longest duration (0.2), delays not counted.
        #expect(abs((s.hideStart ?? 0) - 1.7) < 1e-9 && abs(s.hideDuration - 0.2) < 1e-9, "\(s)")
    }

    @Test func centredEntriesRiseFromTheBottom() throws {
        let t = try timeline(#"{"at": 0, "show": {"id": "a", "swiftEntryKit": {"preset": "centerFloat", "content": \#(Self.note)}}}"#)
        let m = try #require(t.moments(at: 0).first)
        let f = Rect(x: 20, y: 390, width: 335, height: 32)
        let pose = t.pose(of: m, at: 0, frame: f, ink: f, screen: Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(pose.offset.y > 0, "\(pose.offset)")
    }

    @Test func theEntranceMovesByTheFrameTheEntryIsDrawnIn() throws {
        // Nothing is measured while reading: the move is resolved against whatever frame layout
        // gives the entry when it is drawn (at any scale), less the stretched background.
        let screen = Rect(x: 0, y: 0, width: 375, height: 812)
        for (preset, expected) in [("centerFloat", { (f: Rect) in 812 - f.minY }), ("topToast", { (f: Rect) in -f.maxY })] {
            let t = try timeline(#"{"at": 0, "show": {"id": "a", "swiftEntryKit": {"preset": "\#(preset)", "content": \#(Self.note)}}}"#)
            let m = try #require(t.moments(at: 0).first)
            for f in [Rect(x: 20, y: 390, width: 335, height: 62), Rect(x: 0, y: 0, width: 375, height: 90.5)] {
                let pose = t.pose(of: m, at: 0, frame: f, ink: f.insetBy(-12), screen: screen)
                #expect(pose.offset.y == expected(f), "\(preset) in \(f): \(pose.offset)")
            }
        }
    }

    // MARK: Precedence

    func onScreen(_ t: SceneTimeline, at time: Double) -> [String] {
        t.moments(at: time).map { t.overlays[$0.overlay].id }
    }

    func entry(_ id: String, at: Double, _ attributes: String = "") -> String {
        #"{"at": \#(at), "show": {"id": "\#(id)", "swiftEntryKit": {"preset": "topFloat", "attributes": {"displayDuration": 1\#(attributes)}, "content": \#(Self.note)}}}"#
    }

    @Test func aHigherPriorityOverrideEvictsTheCurrentEntry() throws {
        let t = try timeline(
            [entry("low", at: 0), entry("high", at: 0.5, #", "precedence": {"override": {"priority": "high"}}"#)].joined(separator: ","))
        let low = try #require(t.items.first { t.overlays[$0.overlay].id == "low" })
        #expect(low.schedule.hideStart == 0.5 && low.schedule.leaveStyle == .pop)
        #expect(onScreen(t, at: 0.6) == ["low", "high"])  // the pop runs under the new entrance
        #expect(onScreen(t, at: 1) == ["high"])
    }

    @Test func aLowerPriorityOverrideIsDropped() throws {
        let t = try timeline(
            [
                entry("high", at: 0, #", "precedence": {"override": {"priority": "high"}}"#),
                entry("low", at: 0.5, #", "precedence": {"override": {"priority": 250}}"#),
            ].joined(separator: ","))
        #expect(t.items.count == 1 && onScreen(t, at: 0.6) == ["high"])
    }

    @Test func enqueuedEntriesWaitAndEqualPrioritiesKeepTheirOrder() throws {
        let t = try timeline(
            [
                entry("first", at: 0),
                entry("a", at: 0.1, #", "precedence": {"enqueue": {"priority": "normal"}}"#),
                entry("b", at: 0.2, #", "precedence": {"enqueue": {"priority": "normal"}}"#),
                entry("urgent", at: 0.3, #", "precedence": {"enqueue": {"priority": "high"}}"#),
            ].joined(separator: ","))
        // first leaves at 1.3, gone at 1.6; then urgent (higher) jumps the queue; a before b.
        #expect(onScreen(t, at: 1) == ["first"])
        let starts = t.items.map { (t.overlays[$0.overlay].id, $0.schedule.showStart) }
        #expect(starts.map(\.0) == ["first", "urgent", "a", "b"], "\(starts)")
        #expect(abs(starts[1].1 - 1.6) < 1e-9 && abs(starts[2].1 - 3.2) < 1e-9)
    }

    @Test func anOverriddenPopBehaviourVanishesAtOnce() throws {
        let t = try timeline([entry("a", at: 0, #", "popBehavior": "overridden""#), entry("b", at: 0.5)].joined(separator: ","))
        let a = try #require(t.items.first { t.overlays[$0.overlay].id == "a" })
        #expect(a.schedule.hideStart == 0.5 && a.schedule.hideDuration == 0)
    }

    @Test func interactionsDecideWhatATapDoes() throws {
        // entryInteraction .dismiss (the default) hides on a tap; .absorbTouches keeps the entry.
        let t = try timeline([entry("a", at: 0, ""), #"{"at": 0.5, "tap": "a"}"#].joined(separator: ","))
        #expect(t.items[0].schedule.hideStart == 0.5)
        let absorb = try timeline(
            [
                entry("a", at: 0, #", "entryInteraction": "absorbTouches""#),
                #"{"at": 0.5, "tap": "a"}"#,
            ].joined(separator: ","))
        #expect(abs((absorb.items[0].schedule.hideStart ?? 0) - 1.3) < 1e-9)  // its timer, not the tap
        // screenInteraction .dismiss: a tap on the screen hides it even with a clear screen background.
        let screen = try timeline(
            [
                entry("a", at: 0, #", "screenInteraction": "dismiss""#),
                #"{"at": 0.5, "tapBackdrop": "a"}"#,
            ].joined(separator: ","))
        #expect(screen.items[0].schedule.hideStart == 0.5)
        let forward = try timeline([entry("a", at: 0, ""), #"{"at": 0.5, "tapBackdrop": "a"}"#].joined(separator: ","))
        #expect(abs((forward.items[0].schedule.hideStart ?? 0) - 1.3) < 1e-9)
    }

    @Test func aTouchOnADelayExitEntryReArmsItsTimerIgnoringTheDelay() throws {
        // Exit due at 0.3 + 1 = 1.3; a touch ending at 1.0 re-arms it at 1.0 + 0.3 + 1 = 2.3 (`by: 5` unused).
        let t = try timeline(
            [entry("a", at: 0, #", "entryInteraction": {"delayExit": {"by": 5}}"#), #"{"at": 1, "tap": "a"}"#].joined(separator: ","))
        #expect(abs((t.items[0].schedule.hideStart ?? 0) - 2.3) < 1e-9, "\(t.items[0].schedule)")
        // A touch after the exit began changes nothing.
        let late = try timeline(
            [entry("a", at: 0, #", "entryInteraction": {"delayExit": {"by": 5}}"#), #"{"at": 1.4, "tap": "a"}"#].joined(separator: ","))
        #expect(abs((late.items[0].schedule.hideStart ?? 0) - 1.3) < 1e-9)
    }

    @Test func aReplacingEntryTakesOverTheSameScreenBackground() throws {
        let popUp = #"{"preset": "bottomPopUp", "content": {"note": {"label": "x"}}}"#
        let t = try timeline(
            #"{"at": 0, "show": {"id": "a", "swiftEntryKit": \#(popUp)}}, {"at": 1, "show": {"id": "b", "swiftEntryKit": \#(popUp)}}"#)
        let moments = t.moments(at: 1.05)
        #expect(moments.map { t.overlays[$0.overlay].id } == ["a", "b"])
        // One dim, not two crossing: the old entry's is gone, the new one's at full at once.
        #expect(moments.map { t.backdropProgress(of: $0) } == [0, 1])
        // With a different screen background, each keeps its own fades.
        let other =
            #"{"preset": "bottomPopUp", "attributes": {"screenBackground": {"color": "dimmedDarkBackground"}}, "content": {"note": {"label": "x"}}}"#
        let u = try timeline(
            #"{"at": 0, "show": {"id": "a", "swiftEntryKit": \#(popUp)}}, {"at": 1, "show": {"id": "b", "swiftEntryKit": \#(other)}}"#)
        let crossing = u.moments(at: 1.05).map { u.backdropProgress(of: $0) }
        #expect(crossing[0] > 0 && crossing[0] < 1 && crossing[1] > 0 && crossing[1] < 1, "\(crossing)")
    }

    @Test func theScreenBackgroundFadesOverTheEntranceAndExitTotals() throws {
        let scene = try still(#"{"preset": "bottomPopUp", "content": {"note": {"label": "x"}}}"#)
        let b = try #require(scene.overlays[0].backdrop)
        // bottomAlertAttributes: entrance translate 0.7 s + scale 0.4 s → 0.7; exit 0.2; ease-in-out.
        #expect(b.fadeIn.totalDuration == 0.7 && b.fadeOut.totalDuration == 0.2 && b.fadeIn.curve == .easeInOut && b.interactive)
    }

    // MARK: Mistakes

    @Test func invalidAttributesNameTheValidChoices() throws {
        let (_, lines) = try ConfigMistakes.load(
            #"""
            {"name": "bad", "show": {"swiftEntryKit": {"preset": "topFlaot", "attributes": {"displayDuration": -1,
              "positionConstraints": {"size": {"width": {"ratio": 1.5}}}, "entryBackground": {"visualEffect": "blurry"}},
              "content": {"note": {"label": "x"}}}}}
            """#)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("did you mean \"topFloat\""), "\(text)")
        #expect(text.contains("displayDuration: -1 is out of range; expected a number from 0"), "\(text)")
        #expect(text.contains("a ratio is a share of the screen, from 0 to 1; found 1.5"), "\(text)")
        #expect(text.contains("visualEffect: unknown blur style \"blurry\"") && text.contains("standard") && text.contains("extraLight"), "\(text)")
    }
}

/// `DrawingOrder`: one window background under all of a SwiftEntryKit window's entries; every
/// other overlay's backdrop right below it.
@Suite struct DrawingOrderTests {
    @Test func aSharedWindowsBackdropsGoBelowItsFirstEntry() {
        let entry = ManagerRoute.precedence(
            PrecedenceKeys(
                name: "e", precedence: .enqueue(priority: .normal),
                entranceDuration: 0.3, exitDuration: 0.3, popDuration: 0.3))
        #expect(
            DrawingOrder.steps([.independent, entry, .placardBars, entry]) == [
                .backdrop(0), .layer(0), .backdrop(1), .backdrop(3), .layer(1), .backdrop(2), .layer(2), .layer(3),
            ])
        #expect(DrawingOrder.steps([.independent, .independent]) == [.backdrop(0), .layer(0), .backdrop(1), .layer(1)])
    }
}
