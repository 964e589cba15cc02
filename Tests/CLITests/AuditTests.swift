import Foundation
import Testing

/// `render-preview audit`: each text's contrast in words; exit 1 only when a gate asks for it.
@Suite struct AuditTests {
    static let warning =
        #"{"name": "warn", "scale": 1, "show": {"swiftMessages": {"layout": "cardView", "theme": "warning", "title": "Low storage"}}}"#
    static let info = #"{"name": "info", "scale": 1, "show": {"swiftMessages": {"layout": "cardView", "theme": "info", "title": "Heads up"}}}"#

    @Test func findingsAreWordsAndOnlyAGateFails() throws {
        try withTemporaryDirectory { dir in
            try Data(Self.warning.utf8).write(to: dir.appendingPathComponent("warning.json"))
            try Data(Self.info.utf8).write(to: dir.appendingPathComponent("info.json"))
            let told = try CLI.run(["audit", "warning.json"], in: dir)
            #expect(told.status == 0, "findings alone are information: \(told)")
            #expect(
                told.stdout.contains("warn: title “Low storage” (17 pt semibold): 1.62:1 — #FFFFFF on #F6C52C — fails AA (needs 4.50:1)"), "\(told)")
            #expect(told.stdout.contains("audited the text contrast of 1 still scene: 1 text, 1 below AA"), "\(told)")
            #expect(told.stdout.contains("laid out 1 still scene at the 12 Dynamic Type sizes: every text fits at every size"), "\(told)")
            let gated = try CLI.run(["audit", "warning.json", "--fail-on", "contrast,clipping"], in: dir)
            #expect(gated.status == 1, "\(gated)")
            #expect(gated.stderr.contains("1 text below WCAG AA contrast (--fail-on clipping,contrast)"), "\(gated)")
            let passing = try CLI.run(["audit", "info.json", "--fail-on", "contrast", "--quiet"], in: dir)
            #expect(passing.status == 0 && passing.stdout.isEmpty, "\(passing)")
            #expect(Files.tree(under: dir) == ["info.json", "warning.json"], "audit wrote files: \(Files.tree(under: dir))")
        }
    }

    @Test func aTextThatStopsFittingIsNamedWithItsFirstSize() throws {
        let json = #"""
            {"name": "fit", "scale": 1, "show": {"position": "top", "custom": {"text": "Your session expires in five minutes", "font": "body",
              "lineLimit": 1, "modifiers": [{"frame": {"width": 300}}, {"padding": 16}, {"background": {"rectangle": {"fill": "#FFFFFF"}}}]}}}
            """#
        try withTemporaryDirectory { dir in
            try Data(json.utf8).write(to: dir.appendingPathComponent("fit.json"))
            let told = try CLI.run(["audit", "fit.json", "--quiet"], in: dir)
            #expect(told.status == 0, "\(told)")
            #expect(told.stdout.contains("fit: text “Your session expires in five minutes” is truncated from Dynamic Type "), "\(told)")
            #expect(told.stdout.contains("laid out 1 still scene at the 12 Dynamic Type sizes: 1 text stops fitting"), "\(told)")
            let gated = try CLI.run(["audit", "fit.json", "--fail-on", "clipping", "--quiet"], in: dir)
            #expect(gated.status == 1 && gated.stderr.contains("1 text that stops fitting at a Dynamic Type size"), "\(gated)")
        }
    }

    @Test func anUnknownGateIsRefused() throws {
        try withTemporaryDirectory { dir in
            try Data(Self.info.utf8).write(to: dir.appendingPathComponent("info.json"))
            let result = try CLI.run(["audit", "info.json", "--fail-on", "targets"], in: dir)
            #expect(result.status != 0 && result.status != 1, "\(result)")
            #expect(result.stderr.contains("--fail-on takes contrast or clipping (the checks this version makes), got targets"), "\(result)")
        }
    }
}
