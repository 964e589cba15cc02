import Foundation
import PreviewTesting
import XCTest

/// The same API from XCTest: a mismatch is a thrown error that fails the test method.
final class PreviewSnapshotXCTests: XCTestCase {
    func testMatchAndMismatchFromXCTest() throws {
        let dir = try PreviewSnapshotTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let blue = PreviewSnapshotTests.scene(Color(red: 0, green: 0.48, blue: 1))
        // A recording throws to say what it wrote: it never passes.
        XCTAssertThrowsError(try PreviewSnapshot.assertMatches(scene: blue, golden: dir + "/golden", record: .all)) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("recorded 1 scene into"), String(describing: error))
        }
        XCTAssertTrue(try PreviewSnapshot.assertMatches(scene: blue, golden: dir + "/golden", artifacts: dir + "/art", record: false).passed)
        let green = PreviewSnapshotTests.scene(Color(red: 0.2, green: 0.78, blue: 0.35))
        XCTAssertThrowsError(try PreviewSnapshot.assertMatches(scene: green, golden: dir + "/golden", artifacts: dir + "/art", record: false)) {
            error in
            let message = String(describing: error)
            XCTAssertTrue(message.contains("dot/frame_0000.png: "), message)
            XCTAssertTrue(message.contains("RENDER_PREVIEW_RECORD=failed"), message)
        }
    }
}
