import Foundation
import Testing

/// `--dump-layout` prints what a preset expands to, frames in points, and writes nothing.
@Suite struct DumpLayoutTests {
    @Test func aCardViewDumpsItsFramesAndWritesNothing() throws {
        let json = #"{"name": "card", "show": {"swiftMessages": {"layout": "cardView", "theme": "warning", "title": "Warning", "body": "Soon."}}}"#
        try withTemporaryDirectory { dir in
            try Data(json.utf8).write(to: dir.appendingPathComponent("card.json"))
            let result = try CLI.run(["card.json", "--dump-layout"], in: dir)
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.hasPrefix("scene card: iPhone 15, light, 393×852 pt @3x\n"), "\(result)")
            #expect(result.stdout.contains("#backgroundView [10 59 373 "), "\(result)")
            #expect(result.stdout.contains("shape rectangle fill #F6C52C [10 59 373 "), "\(result)")
            #expect(result.stdout.contains(#"text "Warning" Inter-SemiBold 17 #FFFFFF 1 line [73 79 "#), "\(result)")
            #expect(Files.tree(under: dir) == ["card.json"], "\(Files.tree(under: dir))")
        }
    }
}
