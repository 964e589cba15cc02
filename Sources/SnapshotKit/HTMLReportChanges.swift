/// The report's "What changed" box at the top of a failing scene: every sentence the structure
/// golden gives (`SceneResult.changes`), then how many failing frames show each kind of pixel
/// change (`SceneResult.kindsLine`); and the kind badge on a failing frame's heading.
extension HTMLReport {
    /// The box, or nothing when there are neither sentences nor kinds to show.
    static func whatChanged(_ r: SceneResult) -> String {
        let hashOnly = r.failingFrames.filter { if case .hashDiffers = $0.outcome { return true } else { return false } }.count
        var kinds = r.kindsLine.map { ["Failing frames by kind: \($0)"] } ?? []
        if hashOnly > 0 {
            kinds.append((kinds.isEmpty ? counted(hashOnly, "failing frame") : "\(hashOnly) more") + " compared by hash only (no PNG kept)")
        }
        guard !r.changes.isEmpty || r.kindsLine != nil else { return "" }
        var out = "<div class=\"changed\"><h3>What changed</h3>\n"
        if !r.changes.isEmpty {
            out += "<ul class=\"changes\">" + r.changes.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
        }
        if !kinds.isEmpty {
            out += "<p class=\"kinds\">\(escape(kinds.joined(separator: " · ")))</p>\n"
        }
        return out + "</div>\n"
    }

    /// " <span class="kind" …>geometry</span>" for a frame that differs in pixels; "" otherwise.
    static func kindBadge(_ f: FrameResult) -> String {
        guard case .different(let d) = f.outcome else { return "" }
        return " <span class=\"kind\" data-kind=\"\(slug(d.kind.rawValue))\">\(escape(d.kind.rawValue))</span>"
    }

    /// "anti-aliasing only" → "anti-aliasing-only": lower case, runs of anything but letters and digits as "-".
    static func slug(_ s: String) -> String {
        var out = "", dash = false
        for c in s.lowercased() {
            if c.isASCII, c.isLetter || c.isNumber {
                if dash, !out.isEmpty { out += "-" }
                out.append(c)
                dash = false
            } else {
                dash = true
            }
        }
        return out
    }
}
