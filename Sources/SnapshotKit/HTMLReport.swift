import Foundation

/// `report.html` in the artifacts folder: one page, no network, its images beside it. For every
/// failing scene: what differs, frame by frame; expected, actual and diff side by side; a slider
/// that wipes between expected and actual and an onion-skin toggle; the filmstrip of a failing
/// animation; and the commands that accept the change, with a copy button.
public enum HTMLReport {
    public static let fileName = "report.html"

    /// The page. `summary` is the check's one-line verdict; `lines` gives a scene's one-line
    /// summary and `details` its failing frames one by one; `acceptCommand` the command that
    /// records one scene's goldens again.
    public static func html(_ results: [SceneResult], orphans: [String], lines: (SceneResult) -> [String],
                            details: (SceneResult) -> [String], summary: String,
                            acceptCommand: (String) -> String, pruneCommand: String?, title: String) -> String {
        let failing = results.filter { !$0.passed }
        var body = "<h1>\(escape(title))</h1>\n"
        body += "<p class=\"summary\">\(escape(summary))</p>\n"
        if !failing.isEmpty {
            let all = failing.map { acceptCommand($0.name) }.joined(separator: "\n")
            body += "<h2>Accept every change</h2>\n" + command(all)
        }
        for (n, r) in failing.enumerated() {
            body += "<section id=\"scene-\(n)\">\n<h2>\(escape(r.name))</h2>\n"
            if let strip = r.filmstrip {
                body += "<figure class=\"strip\"><img src=\"\(attr(strip))\" alt=\"Filmstrip of \(attr(r.name)); failing frames outlined in red\"><figcaption>Rendered frames; failing ones outlined in red.</figcaption></figure>\n"
            }
            for line in lines(r) { body += "<p class=\"lines\">\(escape(line))</p>" }
            let list = details(r)
            if list.count > 1 {
                body += "<details\(list.count <= 12 ? " open" : "")><summary>\(list.count) failing frames</summary><ul class=\"lines\">"
                for line in list { body += "<li>\(escape(line))</li>" }
                body += "</ul></details>\n"
            }
            for f in r.failingFrames where f.artifacts.count >= 3 {
                let (e, a, d) = (attr(f.artifacts[0]), attr(f.artifacts[1]), attr(f.artifacts[2]))
                body += "<article class=\"frame\">\n<h3>\(escape(f.file)) · t = \(String(format: "%.3f", f.time)) s</h3>\n"
                if f.artifacts.count >= 4 {
                    body += "<figure class=\"zoom\"><img src=\"\(attr(f.artifacts[3]))\" alt=\"close-up of the changed box: expected, actual, diff\"><figcaption>the changed box, enlarged: expected · actual · diff</figcaption></figure>\n"
                }
                body += "<div class=\"trio\"><figure><img src=\"\(e)\" alt=\"expected\"><figcaption>expected (golden)</figcaption></figure>"
                body += "<figure><img src=\"\(a)\" alt=\"actual\"><figcaption>actual</figcaption></figure>"
                body += "<figure><img src=\"\(d)\" alt=\"diff\"><figcaption>diff: changed pixels in magenta</figcaption></figure></div>\n"
                body += """
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
                body += "</article>\n"
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

    private static func command(_ text: String) -> String {
        "<div class=\"cmd\"><pre>\(escape(text))</pre><button type=\"button\" class=\"copy\">Copy</button></div>\n"
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// An attribute value or a relative URL: escaped, and each path component percent-encoded.
    static func attr(_ s: String) -> String {
        let encoded = s.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
        }.joined(separator: "/")
        return escape(encoded).replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let style = """
        body{font:15px/1.45 -apple-system,system-ui,sans-serif;margin:24px;color:#1c1c1e;background:#fff}
        h1{font-size:22px}h2{margin-top:32px;border-top:1px solid #ddd;padding-top:16px}
        .summary{color:#c00;font-weight:600}.lines{font-family:ui-monospace,monospace;font-size:13px}
        .trio{display:flex;gap:12px;flex-wrap:wrap}.trio figure{margin:0}.trio img{max-height:480px;border:1px solid #ccc}
        figcaption{font-size:12px;color:#666}.zoom{margin:0 0 12px}.zoom img{max-width:100%;image-rendering:pixelated;border:1px solid #ccc}.strip img{max-width:100%;border:1px solid #ccc}
        .compare{margin:12px 0}.stack{position:relative;display:inline-block;line-height:0}
        .stack img{max-height:640px;display:block}.under{border:1px solid #ccc}
        .over{position:absolute;top:0;left:0;height:100%;overflow:hidden;width:50%;border-right:2px solid #f0f}
        .over img{height:100%;width:auto;max-width:none}
        .compare[data-mode=onion] .over{width:100%!important;border:0}
        .controls{display:flex;gap:12px;align-items:center;margin-top:6px}.hint{color:#666;font-size:12px}
        .cmd{display:flex;gap:8px;align-items:flex-start}.cmd pre{background:#f2f2f7;padding:8px;margin:0;white-space:pre-wrap;flex:1}
        """

    static let script = """
        document.querySelectorAll('.compare').forEach(function(c){
          var over=c.querySelector('.over'),range=c.querySelector('input[type=range]');
          function apply(){var v=range.value;if(c.dataset.mode==='wipe'){over.style.width=v+'%';over.style.opacity=1;}
            else{over.style.width='100%';over.style.opacity=v/100;}}
          range.addEventListener('input',apply);
          c.querySelectorAll('input[type=radio]').forEach(function(r){r.addEventListener('change',function(){c.dataset.mode=r.value;apply();});});
          apply();});
        document.querySelectorAll('.copy').forEach(function(b){b.addEventListener('click',function(){
          var t=b.parentNode.querySelector('pre').textContent;
          if(navigator.clipboard){navigator.clipboard.writeText(t);}else{var r=document.createRange();r.selectNode(b.parentNode.querySelector('pre'));getSelection().removeAllRanges();getSelection().addRange(r);document.execCommand('copy');}
          b.textContent='Copied';});});
        """
}
