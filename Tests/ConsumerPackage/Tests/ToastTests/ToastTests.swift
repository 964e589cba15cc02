import Foundation
import PreviewTesting
import XCTest

/// A toast built in code, checked against its golden beside this file
/// (__Goldens__/ToastTests/testToast/toast/frame_0000.png).
final class ToastTests: XCTestCase {
    /// `CONSUMER_BREAK=1` recolours the icon, so scripts/check-consumer.sh can see a failure.
    static var iconColor: String { ProcessInfo.processInfo.environment["CONSUMER_BREAK"] == nil ? "systemGreen" : "systemRed" }

    static var toast: PreviewScene {
        PreviewScene("toast", device: "iPhone 15", appearance: "dark")
            .show(position: "bottom",
                  PreviewView.hstack(spacing: 8) {
                      PreviewView.icon("success", color: iconColor, size: 20)
                      PreviewView.text("Saved", font: "headline")
                  }
                  .padding(horizontal: 16, vertical: 10)
                  .background(.capsule("secondarySystemBackground"))
                  .shadow(opacity: 0.25, radius: 8, y: 2)
                  .padding(bottom: 16))
    }

    func testToast() {
        assertPreview(Self.toast)
    }
}
