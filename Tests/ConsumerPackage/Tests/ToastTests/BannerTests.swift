import PreviewTesting
import Testing

/// The same API from Swift Testing: a preset's own words, in code.
@Test func banner() {
    let scene = PreviewScene("banner", device: "iPhone SE (3rd generation)")
        .show(["swiftMessages": ["layout": "cardView", "theme": "success", "title": "Saved", "body": "Your draft is safe."]])
    assertPreview(scene)
}
