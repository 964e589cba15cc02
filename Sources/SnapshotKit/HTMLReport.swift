import Foundation

/// `report.html` in the artifacts folder: one page, no network, its images beside it. At the top,
/// filters by variant axis (appearance, device, …) when the failing scenes differ along one. For
/// every failing scene: what changed in the design and what kinds of pixel change its frames
/// show; a scrubber through a failing animation, expected beside actual; its filmstrip; what
/// differs, frame by frame, with expected, actual and diff side by side, a slider that wipes
/// between expected and actual and an onion-skin toggle; and the commands that accept the
/// change, with a copy button.
public enum HTMLReport {
    public static let fileName = "report.html"

    /// The page. `summary` is the check's one-line verdict; `lines` gives a scene's one-line
    /// summary and `details` its failing frames one by one; `acceptCommand` the command that
    /// records one scene's goldens again.
    public static func html(
        _ results: [SceneResult], orphans: [String], lines: (SceneResult) -> [String],
        details: (SceneResult) -> [String], summary: String,
        acceptCommand: (String) -> String, pruneCommand: String?, title: String
    ) -> String {
        let failing = results.filter { !$0.passed }
        var body = "<h1>\(escape(title))</h1>\n"
        body += "<p class=\"summary\">\(escape(summary))</p>\n"
        body += filters(failing)
        if !failing.isEmpty {
            let all = failing.map { acceptCommand($0.name) }.joined(separator: "\n")
            body += "<h2>Accept every change</h2>\n" + command(all)
        }
        for (n, r) in failing.enumerated() {
            body += "<section class=\"scene\" id=\"scene-\(n)\"\(axisAttributes(r))>\n<h2>\(escape(r.name))</h2>\n"
            body += whatChanged(r)
            if let strip = r.filmstrip {
                body +=
                    "<figure class=\"strip\"><img src=\"\(attr(strip))\" alt=\"Filmstrip of \(attr(r.name)); failing frames outlined in red\"><figcaption>Rendered frames; failing ones outlined in red.</figcaption></figure>\n"
            }
            // The list above already says what changed; the summary's line saying it again is left out.
            let said = r.changes.isEmpty ? nil : r.changesLine
            for line in lines(r) where !(said.map { line.hasSuffix($0) } ?? false) {
                body += "<p class=\"lines\">\(escape(line))</p>"
            }
            let list = details(r)
            if list.count > 1 {
                body += "<details\(list.count <= 12 ? " open" : "")><summary>\(list.count) failing frames</summary><ul class=\"lines\">"
                for line in list { body += "<li>\(escape(line))</li>" }
                body += "</ul></details>\n"
            }
            body += scrubber(r, scene: n)
            for f in r.failingFrames where f.artifacts.count >= 3 {
                body += frame(f, scene: n)
            }
            body += "<h3>Accept this change</h3>\n" + command(acceptCommand(r.name)) + "</section>\n"
        }
        if !orphans.isEmpty {
            body += "<section><h2>Orphaned goldens</h2><p>No scene produces these any more:</p><ul>"
            for o in orphans { body += "<li>\(escape(o))</li>" }
            body += "</ul>" + (pruneCommand.map(command) ?? "") + "</section>\n"
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <style>\(style)</style></head>
            <body>
            \(body)<script>\(script)</script>
            </body></html>

            """
    }

    /// One failing frame with images: its kind, the close-up, expected · actual · diff, and the
    /// wipe / onion-skin comparison.
    private static func frame(_ f: FrameResult, scene n: Int) -> String {
        let (e, a, d) = (attr(f.artifacts[0]), attr(f.artifacts[1]), attr(f.artifacts[2]))
        var out = "<article class=\"frame\">\n<h3>\(escape(f.file)) · t = \(String(format: "%.3f", f.time)) s\(kindBadge(f))</h3>\n"
        if f.artifacts.count >= 4 {
            out +=
                "<figure class=\"zoom\"><img src=\"\(attr(f.artifacts[3]))\" alt=\"close-up of the changed box: expected, actual, diff\"><figcaption>the changed box, enlarged: expected · actual · diff</figcaption></figure>\n"
        }
        out += "<div class=\"trio\"><figure><img src=\"\(e)\" alt=\"expected\"><figcaption>expected (golden)</figcaption></figure>"
        out += "<figure><img src=\"\(a)\" alt=\"actual\"><figcaption>actual</figcaption></figure>"
        out += "<figure><img src=\"\(d)\" alt=\"diff\"><figcaption>diff: changed pixels in magenta</figcaption></figure></div>\n"
        out += """
            <div class="compare" data-mode="wipe">
              <div class="stack"><img class="under" src="\(e)" alt="expected"><div class="over"><img src="\(a)" alt="actual"></div></div>
              <div class="controls">
                <label><input type="radio" name="mode-\(n)-\(f.index)" value="wipe" checked> wipe</label>
                <label><input type="radio" name="mode-\(n)-\(f.index)" value="onion"> onion skin</label>
                <input type="range" min="0" max="100" value="50" aria-label="expected ← → actual">
                <span class="hint">wipe: actual left of the line, expected right · onion skin: actual over expected, as opaque as the slider says</span>
              </div>
            </div>

            """
        return out + "</article>\n"
    }

    private static func command(_ text: String) -> String {
        "<div class=\"cmd\"><pre>\(escape(text))</pre><button type=\"button\" class=\"copy\">Copy</button></div>\n"
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// A plain attribute value (not a URL): escaped, quotes included.
    static func quoted(_ s: String) -> String {
        escape(s).replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// An attribute value or a relative URL: escaped, and each path component percent-encoded.
    static func attr(_ s: String) -> String {
        let encoded = s.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
        }.joined(separator: "/")
        return quoted(encoded)
    }
}
