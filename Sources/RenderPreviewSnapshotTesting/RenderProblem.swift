// A scene that cannot be rendered (a mistake in its config, fonts that cannot load): reported
// as a test failure at once, and carried in the snapshot so the comparison fails too.
#if SnapshotTesting
import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Why a scene could not be rendered, in the words of the config reader.
struct RenderProblem: Error {
    let text: String

    init(_ text: String) { self.text = "render-preview: " + text }

    /// The problem carried in place of a PNG: the comparison reads it back and fails with it,
    /// whatever the reference holds (a snapshot strategy cannot throw).
    static let prefix = Data("render-preview: ".utf8)

    /// The problem a snapshot's bytes carry, if they are one.
    init?(marker data: Data) {
        guard data.starts(with: Self.prefix) else { return nil }
        text = String(decoding: data, as: UTF8.self)
    }

    /// Reports the problem as a failure of the running test (Swift Testing or XCTest), so it
    /// shows even when swift-snapshot-testing only records.
    func report() {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: text))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(text)
        #endif
    }

    /// Reports the problem and returns it as snapshot bytes.
    func reported() -> Data {
        report()
        return Data(text.utf8)
    }
}
#endif
