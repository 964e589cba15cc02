import RenderPreviewSnapshotTesting
import SnapshotTesting
import XCTest

/// A toast built in code, snapshotted by swift-snapshot-testing through render-preview
/// (__Snapshots__/ToastSnapshotTests/testToast.1.png and testToast.2.txt beside this file).
final class ToastSnapshotTests: XCTestCase {
    static func toast(_ title: String = "Saved") -> PreviewScene {
        PreviewScene("toast", device: "iPhone 15", appearance: "dark")
            .show(position: "bottom",
                  PreviewView.hstack(spacing: 8) {
                      PreviewView.icon("success", color: "systemGreen", size: 20)
                      PreviewView.text(title, font: "headline")
                  }
                  .padding(horizontal: 16, vertical: 10)
                  .background(.capsule("secondarySystemBackground"))
                  .shadow(opacity: 0.25, radius: 8, y: 2)
                  .padding(bottom: 16))
    }

    func testToast() {
        assertSnapshot(of: Self.toast(), as: .renderPreview)
        assertSnapshot(of: Self.toast(), as: .renderPreviewStructure)
    }

    /// Another title, against testToast's references (its snapshots 1 and 2): both strategies
    /// fail, in render-preview's words; a tolerance wide enough lets the pixels pass.
    func testChangedToastFails() throws {
        let changed = Self.toast("Sent")
        let image = try XCTUnwrap(verifySnapshot(of: changed, as: .renderPreview, named: "1", record: .never, testName: "testToast"))
        XCTAssert(image.contains("geometry: ") && image.contains(" pixels differ (") && image.contains(" in x "), image)
        let structure = try XCTUnwrap(verifySnapshot(of: changed, as: .renderPreviewStructure, named: "2", record: .never,
                                                     testName: "testToast"))
        XCTAssert(structure.contains("+") && structure.contains("\"Sent\""), structure)
        XCTAssertNil(verifySnapshot(of: changed, as: .renderPreview(tolerance: Tolerance(channel: 0, share: 0.05)), named: "1",
                                    record: .never, testName: "testToast"))
    }

    /// A `Scene` (PreviewKit's resolved type, here read from the same config) renders and dumps
    /// exactly as its PreviewScene: it matches testToast's references.
    func testSceneMatchesPreviewScene() throws {
        let scene = try XCTUnwrap(SceneConfig.load(json: Self.toast().config.json, name: "toast", baseDirectory: ".").scenes.first)
        XCTAssertNil(verifySnapshot(of: scene, as: .renderPreview, named: "1", record: .never, testName: "testToast"))
        XCTAssertNil(verifySnapshot(of: scene, as: .renderPreviewStructure, named: "2", record: .never, testName: "testToast"))
    }
}
