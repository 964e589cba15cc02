/// Shortens a line to a width with "…", like `UILabel`'s `byTruncatingTail`, `…Head` and `…Middle`.
enum Truncator {
    /// The clusters cut to fit `width` with the ellipsis at the tail, head or middle. With
    /// `force`, the ellipsis is added even when everything fits (text was cut after this line).
    static func truncate(
        _ clusters: [ShapedCluster], to width: Double, mode: TruncationMode,
        ellipsis: ShapedCluster, force: Bool
    ) -> [ShapedCluster] {
        let content = LineFiller.trimmingTrailingWhitespace(clusters)
        if !force, LineFiller.width(of: content) <= width + 1e-9 { return content }
        let budget = width - ellipsis.advance
        switch mode {
        case .tail:
            return prefix(of: content, fitting: budget) + [ellipsis]
        case .head:
            return [ellipsis] + suffix(of: content, fitting: budget)
        case .middle:
            let head = prefix(of: content, fitting: budget / 2)
            let tail = suffix(of: Array(content[head.count...]), fitting: budget - LineFiller.width(of: head))
            return head + [ellipsis] + tail
        }
    }

    /// The longest prefix within `budget`, without trailing whitespace.
    private static func prefix(of clusters: [ShapedCluster], fitting budget: Double) -> [ShapedCluster] {
        var w = 0.0, n = 0
        while n < clusters.count, w + clusters[n].advance <= budget + 1e-9 {
            w += clusters[n].advance
            n += 1
        }
        return LineFiller.trimmingTrailingWhitespace(Array(clusters[..<n]))
    }

    /// The longest suffix within `budget`, without leading whitespace.
    private static func suffix(of clusters: [ShapedCluster], fitting budget: Double) -> [ShapedCluster] {
        var w = 0.0, n = 0
        while n < clusters.count, w + clusters[clusters.count - 1 - n].advance <= budget + 1e-9 {
            w += clusters[clusters.count - 1 - n].advance
            n += 1
        }
        var result = Array(clusters[(clusters.count - n)...])
        while let first = result.first, first.isWhitespace { result.removeFirst() }
        return result
    }
}
