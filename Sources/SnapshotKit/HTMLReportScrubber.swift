import Foundation

/// The report's frame scrubber for a failing animation (`SceneResult.scrub`): expected and
/// actual side by side, always the same frame; one slider (←/→ when it has focus) and a
/// play / pause button move both; a label says "frame N · t = 0.250 s · differs". The frames are
/// listed in a hidden `<ol>` the page's script reads; marks under the slider show which differ.
extension HTMLReport {
    /// The scrubber, or nothing when the scene has no frames to scrub.
    static func scrubber(_ r: SceneResult, scene n: Int) -> String {
        let frames = r.scrub
        guard !frames.isEmpty else { return "" }
        let start = frames.firstIndex(where: \.differs) ?? 0
        let first = frames[start]
        let last = max(frames.count - 1, 1)
        var out = "<div class=\"scrubber\" id=\"scrub-\(n)\" data-differs=\"\(first.differs)\">\n"
        out += "<h3>Every kept frame, expected beside actual</h3>\n"
        out +=
            "<div class=\"pair\"><figure><img class=\"scrub-expected\" src=\"\(attr(first.expected))\" alt=\"expected frame\"><figcaption>expected (golden)</figcaption></figure>"
        out +=
            "<figure><img class=\"scrub-actual\" src=\"\(attr(first.actual))\" alt=\"actual frame\"><figcaption>actual</figcaption></figure></div>\n"
        out += "<div class=\"scrub-bar\"><button type=\"button\" class=\"play\" aria-pressed=\"false\">▶ Play</button>"
        out +=
            "<div class=\"track\"><input type=\"range\" min=\"0\" max=\"\(frames.count - 1)\" step=\"1\" value=\"\(start)\" aria-label=\"frame of \(quoted(r.name))\">"
        out += "<div class=\"ticks\" aria-hidden=\"true\">"
        for (k, f) in frames.enumerated() {
            // The slider's thumb centre runs from 8 px to the width less 8 px.
            let share = frames.count == 1 ? 0 : Double(k) / Double(last)
            out +=
                "<span data-k=\"\(k)\"\(f.differs ? " class=\"differs\"" : "") style=\"left:calc(8px + (100% - 16px) * \(String(format: "%.4f", share)))\" title=\"frame \(f.index)\"></span>"
        }
        out += "</div></div>"
        out += "<span class=\"scrub-label\" aria-live=\"polite\">\(escape(label(first)))</span></div>\n"
        out += "<p class=\"hint\">Drag the slider, or give it focus and press ← / →; red marks are frames that differ from their golden.</p>\n"
        out += "<ol class=\"scrub-frames\" hidden>"
        for f in frames {
            out +=
                "<li data-index=\"\(f.index)\" data-time=\"\(String(format: "%.3f", f.time))\" data-expected=\"\(attr(f.expected))\" data-actual=\"\(attr(f.actual))\" data-differs=\"\(f.differs)\"></li>"
        }
        return out + "</ol>\n</div>\n"
    }

    /// "frame 24 · t = 0.800 s · differs"; the script writes the same words as it moves.
    static func label(_ f: ScrubFrame) -> String {
        "frame \(f.index) · t = \(String(format: "%.3f", f.time)) s · \(f.differs ? "differs" : "matches")"
    }
}
