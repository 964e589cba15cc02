import PreviewKit
import Raster
import Testing

/// A file named by many scenes of a config is decoded once: the scenes share its pixels, so a
/// suite's memory does not grow by a screenshot per scene.
@Suite struct SharedImageTests {
    @Test func scenesNamingOneImageShareItsPixels() throws {
        let json = #"""
            {"scenes": [
              {"name": "a", "background": {"image": "screens/home.png"}, "show": {"swiftMessages": {"layout": "messageView", "title": "A"}}},
              {"name": "b", "background": {"image": "screens/home.png"}, "show": {"swiftMessages": {"layout": "messageView", "title": "B"}}}
            ]}
            """#
        let scenes = try SceneConfig.load(json: json, name: "shared.json", baseDirectory: PresetFixtures.repositoryRoot + "/examples").scenes
        guard case .image(let first, _, _)? = scenes.first?.background, case .image(let second, _, _)? = scenes.last?.background else {
            Issue.record("no image backgrounds")
            return
        }
        #expect(first.width > 0 && first == second)
        let a = first.bytes.withUnsafeBufferPointer { $0.baseAddress }, b = second.bytes.withUnsafeBufferPointer { $0.baseAddress }
        #expect(a == b, "each scene holds its own copy of the decoded image")
    }
}
