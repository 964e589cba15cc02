import ArgumentParser
import Foundation
import PreviewKit
import Raster
import SnapshotKit

/// `render-preview audit`: accessibility findings of every scene, in words. This version
/// measures the contrast of every text a still scene's messages show against what is drawn
/// behind it.
struct Audit: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check every message's text contrast against what is actually drawn behind it (WCAG 2.2).",
        discussion: """
            For every text of every still scene, the scene is drawn once more without its text and \
            each pixel under the text's frame is taken as composited there (alpha, gradients, \
            blurs, dims, screenshots); the text's colour is blended over it. The lowest ratio \
            decides: body text needs 4.5:1 for AA and 7:1 for AAA, large text (18 pt, or 14 pt \
            bold) 3:1 and 4.5:1. Findings are information; --fail-on contrast makes a text below \
            AA fail the run (exit 1). Animated scenes are not audited yet.
              render-preview audit examples/swiftmessages/layouts-and-themes.json
              render-preview audit previews/ --fail-on contrast
            """)

    @OptionGroup var scene: SceneOptions

    @Option(
        name: .customLong("fail-on"),
        help: ArgumentHelp("Exit 1 when a check finds a problem: contrast (a text below AA).", valueName: "checks"))
    var failOn: [String] = []

    func validate() throws {
        if scene.demo { throw ValidationError("audit takes config files (the demo has no messages to audit)") }
        for check in failOn.flatMap({ $0.split(separator: ",").map(String.init) }) where check != "contrast" {
            throw ValidationError("--fail-on takes contrast (the checks this version makes), got \(check)")
        }
    }

    func run() throws {
        let gates = Set(failOn.flatMap { $0.split(separator: ",").map(String.init) })
        var failing = 0, texts = 0, audited = 0, animated = 0
        for config in try scene.loadScenes() {
            for s in config.scenes {
                guard let findings = TextContrastAudit.findings(scene: s, fonts: config.fonts) else {
                    animated += 1
                    continue
                }
                audited += 1
                texts += findings.count
                for f in findings {
                    if !f.passesAA { failing += 1 }
                    if f.passesAA && scene.quiet { continue }
                    print("\(s.name): \(Self.line(f))")
                }
            }
        }
        let summary =
            "audited the text contrast of \(counted(audited, "still scene")): \(counted(texts, "text")), \(failing) below AA"
            + (animated > 0 ? "; \(counted(animated, "animated scene")) not audited (animations come later)" : "")
        if !scene.quiet || failing > 0 { print(summary) }
        if gates.contains("contrast"), failing > 0 {
            throw CLIFailure(message: "\(counted(failing, "text")) below WCAG AA contrast (--fail-on contrast)", exitCode: 1)
        }
    }

    /// "title “Warning” (16 pt, weight 600): 1.62:1 — #FFFFFF on #F6C52C — fails AA (needs 4.5:1; median 1.62:1)"
    static func line(_ f: TextContrastAudit.Finding) -> String {
        let need = WCAGContrast.required(large: f.isLarge)
        let bg = f.worstBackground
        let size = f.pointSize == f.pointSize.rounded() ? String(Int(f.pointSize)) : String(format: "%.1f", f.pointSize)
        let quoted = f.text.count > 40 ? String(f.text.prefix(39)) + "…" : f.text
        let alpha = f.color.alpha < 1 ? String(format: " at %.0f%%", f.color.alpha * 100) : ""
        let verdict = f.passesAA ? f.level : "fails AA (needs \(ratio(need.aa)))"
        let weight = f.weightClass >= 700 ? " bold" : f.weightClass >= 600 ? " semibold" : ""
        return "\(f.element) “\(quoted)” (\(size) pt\(weight)\(f.isLarge ? ", large text" : "")): \(ratio(f.worst)) — \(hex(f.color))\(alpha) on "
            + String(format: "#%02X%02X%02X", bg.r, bg.g, bg.b) + " — \(verdict)"
            + (abs(f.median - f.worst) >= 0.01 ? "; median \(ratio(f.median))" : "")
    }

    static func ratio(_ r: Double) -> String { String(format: "%.2f:1", r) }

    static func hex(_ c: Color) -> String {
        func level(_ v: Double) -> Int { Int(pixel: (min(max(v, 0), 1) * 255).rounded()) }
        return String(format: "#%02X%02X%02X", level(c.red), level(c.green), level(c.blue))
    }
}
