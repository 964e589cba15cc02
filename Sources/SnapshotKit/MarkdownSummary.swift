import Foundation
import PreviewKit

/// The check in Markdown, for a CI step summary (`$GITHUB_STEP_SUMMARY` and the like): the
/// verdict, a table of the failing scenes with what changed in words and the kinds of frame
/// changes, then each failing scene's lines. Plain GitHub-flavoured Markdown, no images (a
/// step summary cannot show the artifacts' files).
public enum MarkdownSummary {
    public static let fileName = "summary.md"

    /// `report` names the HTML report beside it, when one was written.
    public static func text(_ results: [SceneResult], orphans: [String], summary: String, report: String?) -> String {
        let failing = results.filter { !$0.passed }
        var out = "### render-preview check\n\n"
        out += (failing.isEmpty && orphans.isEmpty ? "✅ " : "❌ ") + cell(summary) + "\n"
        // A tolerance forgives pixels, never words: scenes that passed while their structure changed.
        let tolerated = results.filter { $0.passed && !$0.changes.isEmpty }
        if !tolerated.isEmpty {
            out += "\nPassed within the tolerance, but the structure changed:\n\n"
            for r in tolerated { out += "- `\(code(r.name))`: \(cell(r.changesLine ?? ""))\n" }
        }
        guard !failing.isEmpty || !orphans.isEmpty else { return out }
        if !failing.isEmpty {
            out += "\n| scene | what changed | failing frames |\n|---|---|---|\n"
            for r in failing {
                let words =
                    r.changes.isEmpty
                    ? problemWords(r)
                    : r.changes.prefix(SceneResult.changesNamed).joined(separator: "; ")
                        + (r.changes.count > SceneResult.changesNamed ? " (and \(r.changes.count - SceneResult.changesNamed) more)" : "")
                let frames = r.failingFrames.isEmpty ? "—" : "\(r.failingFrames.count) of \(r.frames.count)" + (r.kindsLine.map { ": \($0)" } ?? "")
                out += "| `\(code(r.name))` | \(cell(words)) | \(cell(frames)) |\n"
            }
        }
        if !orphans.isEmpty {
            out += "\nOrphaned goldens (no scene produces them): " + orphans.map { "`\(code($0))`" }.joined(separator: ", ") + "\n"
        }
        if let report { out += "\nExpected, actual and diff images: `\(report)` in the check's artifacts.\n" }
        return out
    }

    /// A scene without structure words: its golden problem, or its first failing frame's summary.
    private static func problemWords(_ r: SceneResult) -> String {
        switch r.problem {
        case .noGoldens?: return "no goldens"
        case .indexUnreadable?: return "golden index unreadable"
        case .goldensSetAside?: return "goldens set aside by a stopped record"
        case .systemFontChanged(let golden, let rendered)?:
            return "drawn with \(SceneResult.systemFontWords(golden)), now \(SceneResult.systemFontWords(rendered))"
        case .frameListChanged(let g, let n)?: return "\(g) golden frames, \(n) rendered"
        case nil: return r.failingFrames.first?.outcome.summary ?? ""
        }
    }

    /// Text safe inside a table cell, or a line, of a summary a CI page renders: no pipes or
    /// newlines, no HTML (`<`, `>` and `&` as entities), controls made visible.
    static func cell(_ s: String) -> String {
        ConfigText.visible(s.replacingOccurrences(of: "\n", with: " "))
            .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "|", with: "\\|")
    }

    /// A name inside a code span of a table cell: shown literally, so no entities; no backticks,
    /// pipes or newlines.
    static func code(_ s: String) -> String {
        ConfigText.visible(s.replacingOccurrences(of: "\n", with: " "))
            .replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|")
    }
}
