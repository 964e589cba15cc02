import Foundation
import PreviewKit
import Testing
@testable import SnapshotKit

/// A deliberate change to an example — a padding, a corner radius, a colour, a spring's damping,
/// a delay, a longer text — is told in words naming the element and the frame.
@Suite struct StructureChangesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The structure text of every scene of `example`, after replacing `from` with `to` in it.
    static func structures(_ example: String, replacing from: String? = nil, with to: String = "") throws -> [String] {
        let path = root.appendingPathComponent("examples/\(example)").path
        var text = try String(contentsOfFile: path, encoding: .utf8)
        if let from {
            #expect(text.contains(from), "\(example) has no \(from)")
            text = text.replacingOccurrences(of: from, with: to)
        }
        let loaded = try SceneConfig.load(json: text, name: example, baseDirectory: (path as NSString).deletingLastPathComponent)
        return loaded.scenes.map { SceneFrames($0, fonts: loaded.fonts).structure!() }
    }

    static func changes(_ example: String, scene: Int = 0, replacing from: String, with to: String) throws -> StructureChanges {
        let before = try structures(example)[scene], after = try structures(example, replacing: from, with: to)[scene]
        return StructureChanges.between(golden: before, current: after)
    }

    @Test func anUnchangedExampleSaysNothing() throws {
        let a = try Self.structures("custom-card.json"), b = try Self.structures("custom-card.json")
        #expect(a == b)
        #expect(StructureChanges.between(golden: a[0], current: b[0]).sentences.isEmpty)
    }

    @Test func aPaddingMovesTheContent() throws {
        let c = try Self.changes("custom-card.json", replacing: "{ \"padding\": 20 }", with: "{ \"padding\": 24 }")
        #expect(c.sentences.contains("overlay-1 padding 20 → 24"), "\(c.sentences)")
        #expect(c.sentences.contains("\"Session expiring\" moved 4 pt down and 4 pt right"), "\(c.sentences)")
        #expect(c.sentences.contains("overlay-1 is 8 pt taller (393×121 → 393×129 pt)"), "\(c.sentences)")
        #expect(!c.textChanged)
    }

    @Test func aCornerRadiusAndAColourNameTheCardBackground() throws {
        let radius = try Self.changes("custom-card.json", replacing: "\"cornerRadius\": 15", with: "\"cornerRadius\": 18")
        #expect(radius.sentences == ["overlay-1 background corner radius 15 → 18"], "\(radius.sentences)")
        let colour = try Self.changes("custom-card.json", replacing: "\"fill\": \"secondarySystemGroupedBackground\"", with: "\"fill\": \"#FF3B30\"")
        #expect(colour.sentences == ["overlay-1 background fill #FFFFFF → #FF3B30"], "\(colour.sentences)")
    }

    @Test func anIconSwapIsNamed() throws {
        let c = try Self.changes("custom-card.json", replacing: "\"icon\": \"warning\"", with: "\"icon\": \"error\"")
        #expect(c.sentences == ["overlay-1's 1st shape icon warning → icon error"], "\(c.sentences)")
        let outline = try Self.changes(
            "custom-card.json", replacing: "\"icon\": \"warning\",", with: "\"icon\": \"warning\", \"style\": \"outline\",")
        #expect(outline.sentences == ["overlay-1's 1st shape icon warning → icon warning outline"], "\(outline.sentences)")
    }

    @Test func aLongerTextWrapsAndIsTextContent() throws {
        let c = try Self.changes("custom-card.json", replacing: "Session expiring", with: "Your session is about to expire very soon")
        #expect(c.textChanged)
        #expect(c.sentences.contains("text \"Session expiring\" → \"Your session is about to expire very soon\""), "\(c.sentences)")
        #expect(c.sentences.contains("\"Session expiring\" now wraps to 2 lines (was 1)"), "\(c.sentences)")
    }

    @Test func aSofterSpringSettlesLaterAndOvershootsMore() throws {
        let c = try Self.changes("motion/spring-card.json", replacing: "\"damping\": 0.6", with: "\"damping\": 0.4")
        #expect(c.sentences.contains("card settles 67 ms later (frame 25 → 27)"), "\(c.sentences)")
        #expect(c.sentences.contains("card's overshoot grew from 17.27 pt to 45.48 pt"), "\(c.sentences)")
        #expect(!c.sentences.contains { $0.contains("enters") }, "\(c.sentences)")
    }

    @Test func aDelayMakesItEnterLater() throws {
        // Entering later and staying as long: the same track, shifted — one sentence.
        let c = try Self.changes("motion/spring-card.json", replacing: "\"at\": 0.1,", with: "\"at\": 0.2,")
        #expect(c.sentences == ["card now enters 0.1 s later, the same motion throughout (frames 3–65 → 6–68)"], "\(c.sentences)")
    }

    @Test func aPresetsNamedViewsAreNamed() throws {
        let example = "swiftmessages/layouts-and-themes.json", long = "Less than 1 GB left on this iPhone. Delete some photos or apps to make room."
        let before = try Self.structures(example), after = try Self.structures(example, replacing: "Less than 1 GB left on this iPhone.", with: long)
        let changed = zip(before, after).map { StructureChanges.between(golden: $0, current: $1) }.filter { !$0.sentences.isEmpty }
        let c = try #require(changed.first)
        #expect(c.sentences.contains("body now wraps to 2 lines (was 1)"), "\(c.sentences)")
        #expect(
            c.sentences.contains("overlay 1 is 18.5 pt taller (393×152.5 → 393×171 pt)"), "a library's long default id is not a name: \(c.sentences)")
        #expect(c.sentences.contains("iconImageView moved 9 pt down"), "\(c.sentences)")
        #expect(!c.sentences.contains { $0.contains("placement") }, "\(c.sentences)")
        #expect(c.sentences.first?.hasPrefix("body text ") == true, "what caused it comes first: \(c.sentences)")
    }

    @Test func aShorterStayIsToldByItsLandmarks() throws {
        let c = try Self.changes("motion/spring-card.json", replacing: "\"duration\": 1.0,", with: "\"duration\": 0.5,")
        #expect(c.sentences == ["card now starts to leave 0.5 s earlier (frame 57 → 42)"], "\(c.sentences)")
    }

    @Test func removingAnElementIsOneSentenceAndTheRestMoveUp() throws {
        let example = "bulletinboard/bb-page-elements.json", image = "\"image\": \"images/paw-icon@3x.png\",\n"
        let before = try Self.structures(example), after = try Self.structures(example, replacing: image, with: "")
        let changed = zip(before, after).filter { $0 != $1 }.map { StructureChanges.between(golden: $0, current: $1).sentences }
        let all = try #require(changed.first { $0.contains("image removed") }, "\(changed)")
        #expect(all.filter { $0.hasSuffix(" removed") } == ["image removed"], "only the removed element: \(all)")
        #expect(!all.contains { $0.hasPrefix("new ") }, "its siblings are the same elements: \(all)")
        #expect(all.contains { $0.hasPrefix("description moved ") && $0.hasSuffix(" pt up") }, "\(all)")
    }

    @Test func aNewStartingScaleIsNamed() throws {
        let c = try Self.changes("motion/fade-scale.json", replacing: "\"value\": 0.6,", with: "\"value\": 0.85,")
        #expect(c.sentences.contains { $0.hasPrefix("popup now starts at scale 0.85 (was 0.6") }, "\(c.sentences)")
    }

    @Test func anIdSeveralOverlaysShareSaysWhose() throws {
        func scene(_ second: String) -> String {
            """
            {"name": "two", "device": "iPhone 15", "show": [
              {"id": "first", "position": "top", "custom": {"text": "One", "id": "title", "modifiers": [{"padding": 12}]}},
              {"id": "second", "position": "bottom", "custom": {"text": "\(second)", "id": "title", "modifiers": [{"padding": 12}]}}]}
            """
        }
        func structure(_ json: String) throws -> String {
            let loaded = try SceneConfig.load(json: json, name: "two.json", baseDirectory: "/")
            return SceneFrames(loaded.scenes[0], fonts: loaded.fonts).structure!()
        }
        let c = StructureChanges.between(
            golden: try structure(scene("Two")), current: try structure(scene("Two, and a much longer second line of text that wraps")))
        #expect(c.sentences.first == "second's title text \"Two\" → \"Two, and a much longer second line of text that wraps\"", "\(c.sentences)")
        #expect(c.sentences.contains("second's title now wraps to 2 lines (was 1)"), "\(c.sentences)")
    }

    @Test func theStructureTextReadsBackToTheSameTracks() throws {
        let text = try Self.structures("motion/spring-card.json")[0]
        let s = StructureSnapshot(text: text)
        #expect(s.motionFrames == 82)
        #expect(s.tracks.map(\.name) == ["card"])
        let frames = s.tracks[0].samples.map(\.frame)
        #expect(frames == Array(frames.first!...frames.last!), "every frame on screen, runs expanded")
        #expect(s.elements.contains { $0.kind == "text" })
    }
}
