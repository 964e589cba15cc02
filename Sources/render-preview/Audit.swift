import ArgumentParser
import Foundation
import PreviewKit
import Raster
import SnapshotKit
import Typeset

/// `render-preview audit`: accessibility findings of every scene, in words. This version
/// measures the contrast of every text a still scene's messages show against what is drawn
/// behind it, and lays each still scene out at every Dynamic Type size to find the texts that
/// stop fitting.
struct Audit: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check every message's text contrast (WCAG 2.2) and whether its text fits at every Dynamic Type size.",
        discussion: """
            For every text of every still scene, the scene is drawn once more without its text and \
            each pixel under the text's frame is taken as composited there (alpha, gradients, \
            blurs, dims, screenshots); the text's colour is blended over it. The lowest ratio \
            decides: body text needs 4.5:1 for AA and 7:1 for AAA, large text (18 pt, or 14 pt \
            bold) 3:1 and 4.5:1. Then every still scene is laid out at each Dynamic Type size, \
            xSmall to accessibility5, and a text that is truncated, leaves the screen or overlaps \
            another is listed with the first size that breaks it. Findings are information; \
            --fail-on contrast,clipping makes them fail the run (exit 1). Animated scenes are not \
            audited yet.
              render-preview audit examples/swiftmessages/layouts-and-themes.json
              render-preview audit previews/ --fail-on contrast
            """)

    @OptionGroup var scene: SceneOptions

    @Option(
        name: .customLong("fail-on"),
        help: ArgumentHelp(
            "Exit 1 when a check finds a problem: contrast (a text below AA), clipping (a text that stops fitting at a Dynamic Type size); comma-separated or repeated.",
            valueName: "checks"))
    var failOn: [String] = []

    func validate() throws {
        if scene.demo { throw ValidationError("audit takes config files (the demo has no messages to audit)") }
        for check in failOn.flatMap({ $0.split(separator: ",").map(String.init) }) where check != "contrast" && check != "clipping" {
            throw ValidationError("--fail-on takes contrast or clipping (the checks this version makes), got \(check)")
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
        let broken = try dynamicType()
        var refused: [String] = []
        if gates.contains("contrast"), failing > 0 { refused.append("\(counted(failing, "text")) below WCAG AA contrast") }
        if gates.contains("clipping"), broken > 0 {
            refused.append("\(counted(broken, "text")) that \(broken == 1 ? "stops" : "stop") fitting at a Dynamic Type size")
        }
        if !refused.isEmpty {
            throw CLIFailure(message: refused.joined(separator: "; ") + " (--fail-on \(gates.sorted().joined(separator: ",")))", exitCode: 1)
        }
    }

    /// Lays every still scene out at each Dynamic Type size, xSmall to accessibility5, and prints
    /// each text that stops fitting with the first size that breaks it; returns how many do.
    private func dynamicType() throws -> Int {
        struct Finding: Hashable {
            let scene: String
            let problem: TextFitAudit.Problem
        }
        var first: [Finding: DynamicTypeSize] = [:]
        var order: [Finding] = []
        var scenes = Set<String>()
        for size in DynamicTypeSize.allCases {
            for config in try scene.loadScenes(overrides: SceneOverrides(dynamicType: size)) {
                for s in config.scenes {
                    guard let problems = TextFitAudit.problems(scene: s) else { continue }
                    scenes.insert(s.name)
                    for p in problems {
                        let finding = Finding(scene: s.name, problem: p)
                        if first[finding] == nil {
                            first[finding] = size
                            order.append(finding)
                        }
                    }
                }
            }
        }
        for f in order {
            let p = f.problem
            print("\(f.scene): \(p.element) “\(Self.short(p.text))” \(p.kind.words) from Dynamic Type \(first[f]!.rawValue) on")
        }
        let texts = Set(order.map { [$0.scene, $0.problem.element, $0.problem.text] }).count
        if !scene.quiet || texts > 0 {
            print(
                "laid out \(counted(scenes.count, "still scene")) at the \(DynamicTypeSize.allCases.count) Dynamic Type sizes: "
                    + (texts == 0 ? "every text fits at every size" : "\(counted(texts, "text")) \(texts == 1 ? "stops" : "stop") fitting"))
        }
        return texts
    }

    static func short(_ text: String) -> String { text.count > 40 ? String(text.prefix(39)) + "…" : text }

    /// One finding in words: `title “Low storage” (17 pt semibold): 1.62:1 — #FFFFFF on #F6C52C —
    /// fails AA (needs 4.50:1)`, with the text's alpha, "large text" and the median where they apply.
    static func line(_ f: TextContrastAudit.Finding) -> String {
        let need = WCAGContrast.required(large: f.isLarge)
        let bg = f.worstBackground
        let size = f.pointSize == f.pointSize.rounded() ? String(Int(f.pointSize)) : String(format: "%.1f", f.pointSize)
        let quoted = short(f.text)
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
