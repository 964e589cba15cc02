import RenderPreviewSnapshotTesting
import SnapshotTesting
import Testing

/// The same strategies from Swift Testing: a preset's card, a frame of an animation, and a
/// mistake in a scene.
struct CardSnapshotTests {
    @Test func card() {
        let scene = PreviewScene("card", device: "iPhone SE (3rd generation)")
            .show(["swiftMessages": ["layout": "cardView", "theme": "success", "title": "Saved", "body": "Your draft is safe."]])
        assertSnapshot(of: scene, as: .renderPreview)
    }

    /// A toast sliding up from the bottom, 0.1 s into its spring.
    @Test func slideIn() {
        let toast = PreviewView.text("Sent", font: "headline", color: "white")
            .padding(horizontal: 16, vertical: 10)
            .background(.capsule("systemBlue"))
            .padding(bottom: 16)
        let scene = PreviewScene("slide-in", device: "iPhone SE (3rd generation)")
            .setting("fps", 30)
            .setting("duration", 0.5)
            .setting("timeline", [["at": 0, "show": ["id": "toast", "position": "bottom", "custom": toast.config]]])
        assertSnapshot(of: scene, as: .renderPreview(time: 0.1))
    }

    /// A device that does not exist fails the test with the config reader's words, even where
    /// swift-snapshot-testing would only record.
    @Test func mistakeIsReported() {
        let scene = PreviewScene("typo", device: "iPhone 99")
        withKnownIssue {
            _ = verifySnapshot(of: scene, as: .renderPreview, record: .never, testName: "typo")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("render-preview: the scene typo cannot be read") && $0.rawValue.contains("iPhone 99") }
        }
    }
}
