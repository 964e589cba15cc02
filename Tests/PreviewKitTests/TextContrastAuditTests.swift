import Foundation
@testable import PreviewConfig
import Raster
import Typeset
import Testing
@testable import PreviewKit
@testable import PreviewModel
@testable import PreviewRender

/// The accessibility audit's contrast: every text against what is drawn behind it, as WCAG 2.2
/// defines the ratio.
@Suite struct TextContrastAuditTests {
    static func findings(_ json: String) throws -> [TextContrastAudit.Finding] {
        let loaded = try SceneConfig.load(json: json, name: "audit.json", baseDirectory: PresetFixtures.repositoryRoot + "/examples")
        let scene = try #require(loaded.scenes.first)
        return try #require(TextContrastAudit.findings(scene: scene, fonts: loaded.fonts))
    }

    static func swiftMessages(_ theme: String) -> String {
        ##"{"name": "m", "device": "iPhone 15", "scale": 1, "background": "#FFFFFF", "##
            + ##""show": {"swiftMessages": {"layout": "messageView", "theme": "\##(theme)", "title": "Title", "body": "Body text"}}}"##
    }

    @Test func ratiosAreWCAGs() {
        let white = WCAGContrast.luminance(r: 255, g: 255, b: 255), black = WCAGContrast.luminance(r: 0, g: 0, b: 0)
        #expect(abs(WCAGContrast.ratio(white, black) - 21) < 1e-9)
        #expect(abs(WCAGContrast.ratio(black, white) - 21) < 1e-9)
        // #767676 is the lightest grey that passes AA on white (4.54:1); #777777 fails (4.48:1).
        let g76 = WCAGContrast.luminance(r: 0x76, g: 0x76, b: 0x76), g77 = WCAGContrast.luminance(r: 0x77, g: 0x77, b: 0x77)
        #expect(abs(WCAGContrast.ratio(g76, white) - 4.54) < 0.01)
        #expect(abs(WCAGContrast.ratio(g77, white) - 4.48) < 0.01)
        #expect(WCAGContrast.isLarge(pointSize: 18, weightClass: 400) && WCAGContrast.isLarge(pointSize: 14, weightClass: 700))
        #expect(!WCAGContrast.isLarge(pointSize: 17, weightClass: 600) && !WCAGContrast.isLarge(pointSize: 13, weightClass: 900))
    }

    @Test func swiftMessagesWarningThemeFailsAndInfoPasses() throws {
        let warning = try Self.findings(Self.swiftMessages("warning"))
        #expect(warning.map(\.text) == ["Title", "Body text"])
        for f in warning {
            #expect(abs(f.worst - 1.62) <= 0.01, "\(f.text): \(f.worst)")
            #expect(!f.passesAA && f.level == "fails AA")
            #expect(f.worstBackground == (0xF6, 0xC5, 0x2C) as (UInt8, UInt8, UInt8))
        }
        let error = try Self.findings(Self.swiftMessages("error"))
        #expect(error.allSatisfy { abs($0.worst - 3.59) <= 0.01 }, "\(error.map(\.worst))")
        let info = try Self.findings(Self.swiftMessages("info"))
        #expect(!info.isEmpty && info.allSatisfy { $0.passesAAA }, "\(info.map(\.worst))")
    }

    /// Grey text on a white card at half opacity over black: the naive answer, the text's colour
    /// against the card's fill, is 4.48:1; what is drawn behind the text is mid-grey, 1.2:1.
    @Test func aTranslucentBackgroundIsTakenAsComposited() throws {
        let json = #"""
            {"name": "t", "device": "iPhone 15", "scale": 1, "background": "#000000",
             "show": {"position": "top", "custom": {
               "text": "Translucent", "font": "body", "color": "#777777",
               "modifiers": [{"padding": 20}, {"background": {"rectangle": {"fill": "#FFFFFF80"}}}]}}}
            """#
        let f = try #require(try Self.findings(json).first)
        let naive = WCAGContrast.ratio(
            WCAGContrast.luminance(r: 0x77, g: 0x77, b: 0x77), WCAGContrast.luminance(r: 255, g: 255, b: 255))
        #expect(abs(naive - 4.48) < 0.01)
        // #FFFFFF at 128/255 over black: 128 in every channel.
        #expect(f.worstBackground == (128, 128, 128) as (UInt8, UInt8, UInt8), "\(f.worstBackground)")
        let expected = WCAGContrast.ratio(
            WCAGContrast.luminance(r: 0x77, g: 0x77, b: 0x77), WCAGContrast.luminance(r: 128, g: 128, b: 128))
        #expect(abs(f.worst - expected) < 1e-9 && f.worst < 1.3, "\(f.worst)")
    }

    @Test func aTextsOpacityIsBlendedIn() throws {
        // Black text at 40 % opacity on white shows as #999999: 2.85:1.
        let json = #"""
            {"name": "o", "device": "iPhone 15", "scale": 1, "background": "#FFFFFF",
             "show": {"position": "top", "custom": {"text": "Faded", "font": "body", "color": "#000000", "modifiers": [{"opacity": 0.4}, {"padding": 20}]}}}
            """#
        let f = try #require(try Self.findings(json).first)
        #expect(abs(f.worst - 2.85) < 0.01, "\(f.worst)")
        #expect(abs(f.color.alpha - 0.4) < 1e-9)
    }

    @Test func emojiAloneHaveNoTextColourToMeasure() throws {
        #expect(AuditedTexts.isEmojiOnly("🦄") && AuditedTexts.isEmojiOnly("👍🏽 🎉") && AuditedTexts.isEmojiOnly("❤️"))
        #expect(!AuditedTexts.isEmojiOnly("Saved 🎉") && !AuditedTexts.isEmojiOnly("1") && !AuditedTexts.isEmojiOnly(" "))
        let json = #"""
            {"name": "e", "device": "iPhone 15", "scale": 1, "background": "#FFFFFF",
             "show": {"position": "top", "custom": {"vstack": {"children": [
               {"text": "🦄", "font": "largeTitle", "color": "#FFFFFF"}, {"text": "Unicorn", "font": "body", "color": "#000000"}]},
               "modifiers": [{"padding": 20}]}}}
            """#
        #expect(try Self.findings(json).map(\.text) == ["Unicorn"])
    }

    @Test func animationsAreNotAuditedYet() throws {
        let json = #"""
            {"name": "a", "device": "iPhone 15", "scale": 1, "fps": 10,
             "timeline": [{"at": 0, "show": {"swiftMessages": {"layout": "messageView", "theme": "warning", "title": "T"}}}]}
            """#
        let loaded = try SceneConfig.load(json: json, name: "a.json", baseDirectory: PresetFixtures.repositoryRoot + "/examples")
        let scene = try #require(loaded.scenes.first)
        #expect(TextContrastAudit.findings(scene: scene, fonts: loaded.fonts) == nil)
    }
}

/// Whether every text fits, laid out at a Dynamic Type size: truncated, off the screen, overlapping.
@Suite struct TextFitAuditTests {
    static func problems(_ json: String, at size: DynamicTypeSize) throws -> [TextFitAudit.Problem] {
        let loaded = try SceneConfig.load(
            json: json, name: "fit.json", baseDirectory: PresetFixtures.repositoryRoot + "/examples", overrides: SceneOverrides(dynamicType: size))
        let scene = try #require(loaded.scenes.first)
        return try #require(TextFitAudit.problems(scene: scene))
    }

    static let oneLine = #"""
        {"name": "one-line", "device": "iPhone 15", "scale": 1,
         "show": {"position": "top", "custom": {"vstack": {"children": [
           {"text": "Backup", "font": "headline"},
           {"text": "Your session expires in five minutes", "font": "body", "lineLimit": 1}]},
          "modifiers": [{"frame": {"width": 300}}, {"padding": 16}]}}}
        """#

    @Test func aOneLineTextTruncatesOnceItsSizeOutgrowsItsWidth() throws {
        let sizes = DynamicTypeSize.allCases
        let broken = try sizes.map { try Self.problems(Self.oneLine, at: $0).contains { $0.kind == .truncated } }
        // Fits at the default size, breaks at some larger one, and stays broken above it.
        let firstBroken = try #require(broken.firstIndex(of: true))
        #expect(firstBroken > sizes.firstIndex(of: .large)!, "\(broken)")
        #expect(broken[firstBroken...].allSatisfy { $0 }, "\(broken)")
        let p = try #require(try Self.problems(Self.oneLine, at: sizes[firstBroken]).first)
        #expect(p.text == "Your session expires in five minutes" && p.kind.words == "is truncated")
    }

    @Test func textsOffTheScreenOrOnTopOfEachOtherAreFound() throws {
        let json = #"""
            {"name": "off", "device": "iPhone 15", "scale": 1,
             "show": {"position": "top", "custom": {"zstack": {"children": [
               {"text": "Under", "font": "body"},
               {"text": "Over", "font": "body"}]},
              "modifiers": [{"offset": [-200, 0]}]}}}
            """#
        let kinds = try Self.problems(json, at: .large).map(\.kind)
        #expect(kinds.contains(.leavesScreen), "\(kinds)")
        #expect(kinds.contains(.overlaps("Under")), "\(kinds)")
        let fitting = try Self.problems(Self.oneLine, at: .large)
        #expect(fitting.isEmpty, "\(fitting)")
    }
}
