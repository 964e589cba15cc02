import Foundation
import Testing
@testable import Typeset

/// Names iOS code uses resolve to bundled faces; unknown names explain themselves.
@Suite struct FontNamingTests {
    let catalog = TextSamples.catalog

    @Test(arguments: [
        ("HelveticaNeue-Light", "Inter-Light"), ("HelveticaNeue-Medium", "Inter-Medium"),
        ("HelveticaNeue-Bold", "Inter-Bold"), ("SFProText-Semibold", "Inter-SemiBold"),
        ("system", "Inter-Regular"), ("Inter-Black", "Inter-Black"), ("DejaVuSans", "DejaVuSans"),
    ])
    func aliasesResolve(_ name: String, _ expected: String) throws {
        #expect(try catalog.font(named: name, size: 15).face.postScriptName == expected)
    }

    @Test func unknownNameListsTheAvailableOnes() {
        do {
            _ = try catalog.font(named: "HelveticaNeue-Lite", size: 15)
            Issue.record("expected an error")
        } catch let error as FontError {
            let message = error.description
            #expect(message.contains("unknown font `HelveticaNeue-Lite`"))
            #expect(message.contains("Inter-Regular") && message.contains("SFProText-Bold"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func userFontFilesCanBeRegistered() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rp-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("BrandSans.ttf").path
        try FileManager.default.copyItem(atPath: try #require(FontLibrary.bundledFontsDirectory) + "/DejaVuSans-Bold.ttf", toPath: copy)
        let library = FontLibrary()
        let face = try library.register(fileAt: copy)
        #expect(library.face(named: "BrandSans") === face)
        #expect(library.face(named: "DejaVuSans-Bold") === face)
        #expect(throws: FontError.notAFont(path: "/etc/hostname")) { try library.register(fileAt: "/etc/hostname") }
        #expect(throws: FontError.unreadableFile(path: dir.path + "/none.ttf", reason: "No such file or directory")) {
            try library.register(fileAt: dir.path + "/none.ttf")
        }
    }

    @Test func fallbackPicksAFaceForEveryCluster() {
        let font = catalog.systemFont(size: 17)
        func face(_ c: Character) -> String {
            FontFallback.face(for: c, primary: font.face, fallbacks: font.fallbacks).postScriptName
        }
        #expect(face("A") == "Inter-Regular")
        #expect(face("Ж") == "Inter-Regular")
        #expect(face("ש") == "DejaVuSans")
        #expect(face("🎉") == "NotoColorEmoji")
        #expect(face("👍🏽") == "NotoColorEmoji")
        #expect(face("日") == "DroidSansFallbackFull" || face("日") == "DroidSansFallback")
        #expect(face("\u{0378}") == "DejaVuSans")
        #expect(face("#") == "Inter-Regular")  // text presentation: not the emoji keycap
    }
}
