/// Greedy line filling: each line takes as many clusters as fit, breaking at the last allowed
/// opportunity; a word wider than the line is broken between clusters. Trailing spaces hang
/// past the edge (they never push a word to the next line), as in UIKit.
enum LineFiller {
    /// The lines of a paragraph as ranges of cluster indices.
    static func lines(of paragraph: ShapedParagraph, maxWidth: Double) -> [Range<Int>] {
        let clusters = paragraph.clusters, kinds = paragraph.breaks.kinds
        var result: [Range<Int>] = []
        var start = 0
        while start < clusters.count {
            var width = 0.0, i = start
            var lastBreak: Int? = nil
            var end = clusters.count
            while i < clusters.count {
                if i > start, kinds.indices.contains(i), kinds[i] != .none { lastBreak = i }
                let w = width + clusters[i].advance
                if !clusters[i].isWhitespace, w > maxWidth + 1e-9, i > start {
                    end = lastBreak ?? i
                    break
                }
                width = w
                i += 1
            }
            result.append(start..<end)
            start = end
        }
        return result
    }

    /// Sum of advances.
    static func width(of clusters: [ShapedCluster]) -> Double {
        clusters.reduce(0) { $0 + $1.advance }
    }

    /// The clusters without trailing whitespace.
    static func trimmingTrailingWhitespace(_ clusters: [ShapedCluster]) -> [ShapedCluster] {
        var end = clusters.count
        while end > 0, clusters[end - 1].isWhitespace { end -= 1 }
        return Array(clusters[..<end])
    }
}
