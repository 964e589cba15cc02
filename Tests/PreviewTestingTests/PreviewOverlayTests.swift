import Foundation
import PreviewTesting
import Testing

/// The five libraries' overlays and timelines built in Swift in the libraries' words: each is the
/// config a file would hold, loads through the preset readers, and a mistake is told at the
/// Swift line that built it.
@Suite struct PreviewOverlayTests {
    static func loads(_ scene: PreviewScene) throws -> [Scene] {
        try SceneConfig.load(json: scene.config.json, name: scene.name, baseDirectory: "/tmp").scenes
    }

    @Test func swiftMessagesReadsAsTheREADMEsConfig() throws {
        let overlay = PreviewOverlay.swiftMessages(
            layout: .cardView, theme: .warning, title: "Warning",
            body: "Your session expires in five minutes.",
            config: .init(presentationStyle: .bottom, dimMode: .gray(interactive: true)), id: "expiry")
        // README: "show": { "id": "expiry", "swiftMessages": { "layout": "cardView", "theme": "warning", … } }
        let expected: ConfigValue = [
            "id": "expiry",
            "swiftMessages": [
                "layout": "cardView", "theme": "warning", "title": "Warning", "body": "Your session expires in five minutes.",
                "config": ["presentationStyle": "bottom", "dimMode": ["gray": ["interactive": true]]],
            ],
        ]
        #expect(overlay.config == expected)
        let scenes = try Self.loads(PreviewScene("expiry").show(overlay))
        #expect(scenes.count == 1)
    }

    @Test func everyLibraryLoads() throws {
        let overlays: [PreviewOverlay] = [
            .swiftMessages(
                layout: .messageView, theme: .error, iconStyle: .subtle, title: "Error", body: "Try again.",
                config: .init(presentationStyle: .top, duration: .seconds(3))),
            .swiftEntryKit(
                preset: .topFloat, content: .notificationMessage(title: "Kofi Shop", description: "Your coffee is ready"),
                attributes: ["displayDuration": 3]),
            .snack(message: "Wi-Fi is back.", title: "Network", alignment: .bottom, duration: 2),
            .placard(title: "Success!", statusMessage: "Saved", priority: .success, placement: .center, config: ["showAnimation": "fade"]),
            .bulletinBoard(
                items: [
                    BLTNPageItem(
                        "start", title: "Notifications", descriptionText: "Stay up to date.",
                        actionButtonTitle: "Subscribe", next: "done"),
                    BLTNPageItem("done", title: "Done"),
                ], rootItem: "start"),
            .custom(PreviewView.text("Hi").padding(12), position: "bottom"),
        ]
        for (i, overlay) in overlays.enumerated() {
            let scenes = try Self.loads(PreviewScene("overlay-\(i)").show(overlay))
            #expect(scenes.count == 1, "\(overlay.config.json)")
        }
    }

    @Test func aTimelineInTheLibrariesWords() throws {
        let scene = PreviewScene("session").timeline(fps: 30) {
            PreviewEvent.at(0, .show(.swiftMessages(layout: .cardView, theme: .success, title: "Saved", id: "saved")))
            PreviewEvent.at(0.6, .show(.snack(message: "Uploaded.", id: "upload")))
            PreviewEvent.at(1.2, .hide("saved"))
            PreviewEvent.at(1.5, .hideAll)
        }
        let loaded = try SceneConfig.load(json: scene.config.json, name: "session", baseDirectory: "/tmp")
        let frames = SceneFrames(try #require(loaded.scenes.first), fonts: loaded.fonts).frames
        #expect(frames.count > 30, "an animation: \(frames.count) frames")
    }

    /// `more:` replaces an option of the same name (no key twice); one that is no object is
    /// refused by name, not lost; the example app's looks are presets too.
    @Test func moreNeverWritesAKeyTwiceNorGetsLost() throws {
        let placard = PreviewOverlay.placard(title: "Hi", statusMessage: "There", placement: .top, config: ["placement": "bottom"])
        #expect(placard.config.json.components(separatedBy: "\"placement\"").count == 2, "\(placard.config.json)")
        #expect(try Self.loads(PreviewScene("p").show(placard)).count == 1)
        let snack = PreviewOverlay.snack(message: "Hi", duration: 2, more: ["duration": 0])
        #expect(snack.config.json.components(separatedBy: "\"duration\"").count == 2 && snack.config.json.contains("\"duration\": 0"))
        let lost = PreviewOverlay.snack(message: "Hi", more: ["duration", 0])
        do {
            _ = try Self.loads(PreviewScene("lost").show(lost))
            Issue.record("a more that is no object loaded")
        } catch {
            #expect("\(error)".contains("unknown key `more`"), "\(error)")
        }
        let look = PreviewOverlay.swiftEntryKit(preset: .gradientTopFloat, content: .notificationMessage(title: "Kofi", description: "Ready"))
        #expect(try Self.loads(PreviewScene("look").show(look)).count == 1)
    }

    /// A key set again forgets the places of what it replaced.
    @Test func aReplacedTimelineForgetsItsPlaces() {
        let replaced = PreviewScene("replaced").timeline {
            PreviewEvent.at(0, .hide("a")); PreviewEvent.at(1, .hide("b"))
        }
        let line = #line + 1
        let scene = replaced.timeline { PreviewEvent.at(0, .tap("nobody")) }
        withKnownIssue {
            assertPreview(scene)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("\(#filePath):\(line): timeline[0].tap: no overlay has the id \"nobody\"")
        }
    }

    /// README's example, as written there (scripts/check-documented-commands.py finds it here).
    @Test func theREADMEsTimeline() throws {
        let expiry = PreviewOverlay.swiftMessages(
            layout: .cardView, theme: .warning, title: "Warning",
            body: "Your session expires in five minutes.",
            config: .init(presentationStyle: .bottom, dimMode: .gray(interactive: true)),
            id: "expiry")
        let session = PreviewScene("session", device: "iPhone 15").timeline(fps: 30) {
            PreviewEvent.at(0, .show(expiry))
            PreviewEvent.at(0.5, .show(.snack(message: "Wi-Fi is back.", alignment: .bottom, duration: 2)))
            PreviewEvent.at(2, .hide("expiry"))
        }
        #expect(try Self.loads(session).count == 1)
    }

    @Test func aMistakeInAnOverlayIsToldAtItsLine() {
        let line = #line + 2
        let scene = PreviewScene("mistake").timeline {
            PreviewEvent.at(0, .show(.placard(title: "Hi", statusMessage: "There", config: ["showAnimation": "spinn"], id: "p")))
            PreviewEvent.at(1, .hide("q"))
        }
        withKnownIssue {
            assertPreview(scene)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("\(#filePath):\(line): timeline[0].show.placard.config.showAnimation: unknown value \"spinn\"")
                && text.contains("timeline[1].hide: no overlay has the id \"q\"")
        }
    }
}
