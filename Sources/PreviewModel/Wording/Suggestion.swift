/// "Did you mean …?": the closest known word by edit distance, when it is close enough.
/// Used by every error message that rejects a name (fonts, keys, enum values, devices,
/// presets, files beside the config).
package enum Suggestion {
    /// The candidate nearest to `word` (case-insensitive Levenshtein distance), if within a third of its length.
    package static func nearest(to word: String, in candidates: [String]) -> String? {
        let w = Array(word.lowercased())
        var best: (String, Int)? = nil
        for c in candidates {
            let d = distance(w, Array(c.lowercased()))
            if best == nil || d < best!.1 { best = (c, d) }
        }
        if let (name, d) = best, d <= max(2, w.count / 3) { return name }
        // A word that starts with a candidate, or is how one starts ("pushItem", "push"): the
        // longest such candidate of three letters or more.
        let word = word.lowercased()
        return candidates.filter { c in
            let c = c.lowercased()
            return min(c.count, word.count) >= 3 && (word.hasPrefix(c) || c.hasPrefix(word))
        }.max { $0.count < $1.count }
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }
}
