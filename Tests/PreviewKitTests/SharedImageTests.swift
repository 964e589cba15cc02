import FileAccess
import Foundation
import PNGCodec
import PreviewConfig
import PreviewKit
import Raster
import Testing

/// A file named by many scenes — of one config or of many — is decoded once: the scenes share
/// its pixels, so a suite's memory does not grow by a screenshot per scene.
@Suite struct SharedImageTests {
    static func background(_ scene: Scene?) -> Pixmap? {
        guard case .image(let image, _, _)? = scene?.background else { return nil }
        return image.pixmap
    }

    static func address(_ p: Pixmap?) -> UnsafeRawPointer? { p?.bytes.withUnsafeBytes { $0.baseAddress } }

    @Test func configsNamingOneImageShareItsPixels() throws {
        let json = #"{"name": "a", "background": {"image": "screens/home.png"}, "show": {"swiftMessages": {"layout": "messageView", "title": "A"}}}"#
        let base = PresetFixtures.repositoryRoot + "/examples"
        let one = try SceneConfig.load(json: json, name: "one.json", baseDirectory: base).scenes
        let two = try SceneConfig.load(json: json, name: "two.json", baseDirectory: base).scenes
        #expect(Self.background(one.first) != nil)
        #expect(Self.address(Self.background(one.first)) == Self.address(Self.background(two.first)), "each config decoded its own copy")
    }

    @Test func aStoreOverItsBudgetLetsTheOldestGo() throws {
        let store = DecodedImages(budget: 1)
        let home = PresetFixtures.repositoryRoot + "/examples/screens/home.png"
        let first = try store.deferredImage(at: home).pixmap
        #expect(Self.address(try store.deferredImage(at: home).pixmap) == Self.address(first), "the newest entry stays, whatever the budget")
        let other = try #require(
            FileManager.default.enumerator(atPath: PresetFixtures.repositoryRoot + "/examples")?.compactMap { $0 as? String }
                .first { $0.hasSuffix(".png") && !$0.hasSuffix("screens/home.png") })
        _ = try store.deferredImage(at: PresetFixtures.repositoryRoot + "/examples/" + other)
        #expect(Self.address(try store.deferredImage(at: home).pixmap) != Self.address(first), "an entry over the budget was kept")
    }

    @Test func scenesNamingOneImageShareItsPixels() throws {
        let json = #"""
            {"scenes": [
              {"name": "a", "background": {"image": "screens/home.png"}, "show": {"swiftMessages": {"layout": "messageView", "title": "A"}}},
              {"name": "b", "background": {"image": "screens/home.png"}, "show": {"swiftMessages": {"layout": "messageView", "title": "B"}}}
            ]}
            """#
        let scenes = try SceneConfig.load(json: json, name: "shared.json", baseDirectory: PresetFixtures.repositoryRoot + "/examples").scenes
        guard case .image(let one, _, _)? = scenes.first?.background, case .image(let other, _, _)? = scenes.last?.background else {
            Issue.record("no image backgrounds")
            return
        }
        #expect(one === other, "each scene made its own image")
        let first = one.pixmap, second = other.pixmap
        #expect(first.width > 0 && first == second)
        let a = first.bytes.withUnsafeBufferPointer { $0.baseAddress }, b = second.bytes.withUnsafeBufferPointer { $0.baseAddress }
        #expect(a == b, "each scene holds its own copy of the decoded image")
    }

    /// A screenshot behind a scene is held as its file's bytes: its pixels are made when drawn,
    /// from the store while it keeps them, decoded again once it has let them go — the same
    /// pixels either way.
    @Test func aBackgroundHoldsItsFileNotItsPixels() throws {
        let store = DecodedImages(budget: 1)
        let home = PresetFixtures.repositoryRoot + "/examples/screens/home.png"
        let image = try store.deferredImage(at: home)
        let decoded = try PNGDecoder.decode(WholeFile.read(home))
        #expect(image.width == decoded.width && image.height == decoded.height)
        let first = image.pixmap
        #expect(first == decoded)
        #expect(Self.address(image.pixmap) == Self.address(first), "the store's pixels were not used")
        // Another image takes the store's one place: the pixels are let go, and made again.
        let other = try #require(
            FileManager.default.enumerator(atPath: PresetFixtures.repositoryRoot + "/examples")?.compactMap { $0 as? String }
                .first { $0.hasSuffix(".png") && !$0.hasSuffix("screens/home.png") })
        _ = try store.deferredImage(at: PresetFixtures.repositoryRoot + "/examples/" + other)
        let again = image.pixmap
        #expect(again == decoded)
        #expect(Self.address(again) != Self.address(first), "the pixels outlived the store's budget")
    }

    /// The bytes wait in a nameless temporary file, not in memory: a file changed or deleted
    /// after its scene was loaded does not change what the scene draws, even once the store has
    /// let its pixels go.
    @Test func aBackgroundDrawsTheFileAsItWasRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shared-image-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let home = PresetFixtures.repositoryRoot + "/examples/screens/home.png"
        let copy = folder + "/screen.png"
        try FileManager.default.copyItem(atPath: home, toPath: copy)
        let store = DecodedImages(budget: 1)
        let image = try store.deferredImage(at: copy)
        let decoded = try PNGDecoder.decode(WholeFile.read(home))
        let other = try #require(
            FileManager.default.enumerator(atPath: PresetFixtures.repositoryRoot + "/examples")?.compactMap { $0 as? String }
                .first { $0.hasSuffix(".png") && !$0.hasSuffix("screens/home.png") })
        // Overwritten in place with another PNG, and the pixels let go: the first bytes are drawn.
        try FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: PresetFixtures.repositoryRoot + "/examples/" + other, toPath: copy)
        _ = try store.deferredImage(at: PresetFixtures.repositoryRoot + "/examples/" + other)
        #expect(image.pixmap == decoded)
        // Deleted: the same.
        try FileManager.default.removeItem(atPath: copy)
        _ = try store.deferredImage(at: home)
        #expect(image.pixmap == decoded)
    }
}
