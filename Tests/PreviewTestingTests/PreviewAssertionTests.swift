import Foundation
import PreviewTesting
import Testing

/// `assertPreview`: a scene built in the config's own words, goldens beside this file, failures
/// at the assertion's line with the summary first, recordings that never pass silently.
@Suite(.serialized) struct PreviewAssertionTests {  // two tests share one golden on purpose
    /// The README's example: text, icon, background and shadow, in code.
    static func toast(icon color: String = "systemGreen") -> PreviewScene {
        PreviewScene("toast", device: "iPhone SE (3rd generation)", appearance: "dark")
            .show(
                position: "bottom",
                PreviewView.hstack(spacing: 8) {
                    PreviewView.icon("success", color: color, size: 20)
                    PreviewView.text("Saved", font: "headline")
                }
                .padding(horizontal: 16, vertical: 10)
                .background(.capsule("secondarySystemBackground"))
                .shadow(opacity: 0.25, radius: 8, y: 2)
                .padding(bottom: 16))
    }

    @Test func theSceneIsTheConfigAFileWouldHold() {
        let json = Self.toast().config.json
        #expect(json.contains("\"device\": \"iPhone SE (3rd generation)\""), "\(json)")
        #expect(json.contains("\"icon\": \"success\""), "\(json)")
        #expect(json.contains("\"padding\": {\n"), "\(json)")
        #expect(json.contains("\"bottom\": 16"), "\(json)")
        #expect(json.contains("\"capsule\": \"secondarySystemBackground\""), "\(json)")
        // Modifiers keep the order chained.
        let padding = json.range(of: "\"horizontal\": 16")!, shadow = json.range(of: "\"shadow\"")!
        #expect(padding.lowerBound < shadow.lowerBound)
    }

    @Test func aRightToLeftSceneSaysSoAndLeftToRightStaysUnsaid() {
        let rtl = PreviewScene("rtl", layoutDirection: "rightToLeft")
            .show(PreviewView.icon("chevronForward").flipsForRightToLeft()).config.json
        #expect(rtl.contains("\"layoutDirection\": \"rightToLeft\""), "\(rtl)")
        #expect(rtl.contains("\"flipsForRightToLeft\": true"), "\(rtl)")
        #expect(!Self.toast().config.json.contains("layoutDirection"))
    }

    /// Its golden is beside this file: __Goldens__/PreviewAssertionTests/aSceneBuiltInCodeMatchesItsGolden/toast/.
    @Test func aSceneBuiltInCodeMatchesItsGolden() {
        let results = assertPreview(Self.toast())
        #expect(results.count == 1 && results[0].passed)
    }

    @Test func aDifferenceFailsAtTheAssertionsLineWithTheSummaryFirst() {
        let line = #line + 3
        withKnownIssue {
            // Checked against the golden of the test above, with the icon recoloured.
            assertPreview(Self.toast(icon: "systemRed"), testName: "aSceneBuiltInCodeMatchesItsGolden()")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "PreviewAssertionTests.swift"
                && text.hasPrefix("1 of 1 frame differs (in 1 of 1 scene) — against ")
                && text.contains("__Goldens__/PreviewAssertionTests/aSceneBuiltInCodeMatchesItsGolden/")
                && text.contains("/toast/frame_0000.png: ") && text.contains("report (expected, actual, diff, close-ups): ")
        }
    }

    @Test func aMistakeInTheSceneIsReportedAsInAConfig() {
        withKnownIssue {
            assertPreview(PreviewScene("typo").show(PreviewView.text("Hi", font: "headlin")))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("unknown value \"headlin\"; did you mean \"headline\"?")
        }
    }

    /// A mistake in a code-built scene is told at the Swift line that built the faulty value,
    /// not at a line of generated JSON.
    @Test func aMistakeIsToldAtTheSwiftLineThatMadeIt() throws {
        let textLine = #line + 7  // the text's line below
        let paddingLine = #line + 7  // the padding's
        let scene = PreviewScene("typo")
            .show(
                position: "bottom",
                PreviewView.hstack(spacing: 8) {
                    PreviewView.icon("success")
                    PreviewView.text("Hi", font: "headlin")
                }.padding(horizontal: -4))
        withKnownIssue {
            assertPreview(scene)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains(
                "\(#filePath):\(textLine): show.custom.hstack.children[1].font: unknown value \"headlin\"; did you mean \"headline\"?")
                && text.contains("\(#filePath):\(paddingLine): show.custom.modifiers[0].padding.horizontal: ")
                && text.hasSuffix("2 errors")
        }
    }

    @Test func missingGoldensFailAndRecordingFailsOnceToSaySo() throws {
        let name = "recording-\(UUID().uuidString.prefix(8))"
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Goldens__/PreviewAssertionTests/missingGoldensFailAndRecordingFailsOnceToSaySo-\(name)")
        defer { try? FileManager.default.removeItem(at: folder) }
        withKnownIssue {
            assertPreview(Self.toast(), named: name, record: false)
        } matching: {
            $0.comments.map(\.rawValue).joined().hasPrefix("1 scene has no goldens")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path), "a check never writes goldens")
        withKnownIssue {
            assertPreview(Self.toast(), named: name, record: true)
        } matching: {
            $0.comments.map(\.rawValue).joined().contains("because RENDER_PREVIEW_RECORD=all")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("toast/frame_0000.png").path))
        let results = assertPreview(Self.toast(), named: name, record: false)
        #expect(results.count == 1 && results.allSatisfy { $0.passed })
    }
}
