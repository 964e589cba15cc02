/// Lays text out into lines: paragraphs at hard breaks, bidi levels, font fallback per cluster,
/// HarfBuzz shaping per run, greedy line breaking at UAX #14 opportunities, line limit with
/// truncation, alignment and UIKit line metrics.
///
/// Line metrics follow UIKit: a line is `font.lineHeight` tall (ascender + descender + line gap
/// of the primary font), the first baseline sits `ascender` below the top, `lineSpacing` is added
/// between lines (not after the last), and `lineHeightMultiple` (or a fixed `lineHeight`) sets the line height with the
/// extra space above the glyphs, as TextKit places it. Fallback fonts (emoji, DejaVu) do not grow
/// the line: chosen so that a label's height depends on its font alone, not on which characters
/// it holds (UIKit may grow a line for a taller fallback font; this cannot be known without the
/// system's fonts).
public enum Typesetter {
    /// Lays out `text` for a width (nil: unlimited, one line per paragraph).
    public static func layout(
        _ text: String, font: Font, style: ParagraphStyle = ParagraphStyle(),
        width: Double? = nil
    ) -> TextLayout {
        layout(text, font: font, style: style, width: width, fonts: [], runOfScalar: nil)
    }

    /// Lays out styled runs as one text (an attributed string): each run shaped with its font,
    /// drawn in its colour; a line as tall as the tallest font on it.
    public static func layout(runs: [TextRun], style: ParagraphStyle = ParagraphStyle(), width: Double? = nil) -> TextLayout {
        guard let first = runs.first else { return TextLayout(lines: [], size: (0, 0), isTruncated: false, fontSize: 0) }
        var owner: [Int] = []
        for (k, run) in runs.enumerated() { owner += Array(repeating: k, count: run.text.unicodeScalars.count) }
        let text = runs.map(\.text).joined()
        var result = layout(
            text, font: first.font, style: style, width: width, fonts: runs.map(\.font),
            runOfScalar: { owner.indices.contains($0) ? owner[$0] : runs.count - 1 })
        result.runColors = runs.map(\.color)
        return result
    }

    /// `runOfScalar` maps a scalar's offset in `text` to its run in `fonts`.
    private static func layout(
        _ text: String, font: Font, style: ParagraphStyle, width: Double?, fonts: [Font],
        runOfScalar: ((Int) -> Int)?
    ) -> TextLayout {
        let maxWidth = width.map { max(0, $0) } ?? .infinity
        var lines: [PendingLine] = []
        var truncated = false
        let paragraphs = Self.paragraphs(of: text)
        let limit = style.lineLimit > 0 ? style.lineLimit : Int.max
        for (index, paragraph) in paragraphs.enumerated() {
            if lines.count >= limit {
                truncated = paragraphs[index...].contains { !$0.isEmpty }
                break
            }
            let offset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: paragraph.startIndex)
            let shaped = ShapedParagraph(
                text: paragraph, font: font, style: style, fonts: fonts,
                runOfScalar: runOfScalar.map { f in { f(offset + $0) } })
            var ranges = LineFiller.lines(of: shaped, maxWidth: maxWidth)
            if ranges.isEmpty { ranges = [0..<0] }
            for (k, range) in ranges.enumerated() {
                let moreText = k < ranges.count - 1 || paragraphs[(index + 1)...].contains { !$0.isEmpty }
                if lines.count == limit - 1 && moreText && limit != Int.max {
                    // The last line allowed: it holds the rest of this paragraph, shortened to fit.
                    let rest = range.lowerBound..<shaped.clusters.count
                    let clusters = Truncator.truncate(
                        Array(shaped.clusters[rest]), to: maxWidth, mode: style.truncation,
                        ellipsis: shaped.ellipsis(), force: true)
                    lines.append(PendingLine(clusters: clusters, base: shaped.baseDirection))
                    truncated = true
                    break
                }
                var clusters = Array(shaped.clusters[range])
                // Trailing spaces hang past the edge, as in UILabel: only ink decides.
                if LineFiller.width(of: LineFiller.trimmingTrailingWhitespace(clusters)) > maxWidth + 1e-9 {
                    // A single unbreakable cluster wider than the box: shown cut, as UILabel clips it.
                    clusters = Truncator.truncate(
                        clusters, to: maxWidth, mode: style.truncation,
                        ellipsis: shaped.ellipsis(), force: false)
                    truncated = true
                }
                lines.append(PendingLine(clusters: clusters, base: shaped.baseDirection))
                if lines.count >= limit { break }
            }
        }
        return place(lines, font: font, fonts: fonts, style: style, maxWidth: maxWidth, truncated: truncated)
    }

    /// A line before placement: its clusters in logical order and its paragraph's direction.
    struct PendingLine {
        var clusters: [ShapedCluster]
        var base: TextDirection
    }

    /// The text split at hard line breaks (the break characters themselves dropped).
    static func paragraphs(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline })
    }

    private static func place(
        _ pending: [PendingLine], font: Font, fonts: [Font], style: ParagraphStyle, maxWidth: Double,
        truncated: Bool
    ) -> TextLayout {
        // Each line's metrics: those of the tallest run font on it (the one font for plain text).
        let metrics = pending.map { line -> (natural: Double, ascender: Double) in
            let used = Set(line.clusters.map(\.run)).sorted().compactMap { fonts.indices.contains($0) ? fonts[$0] : nil }
            guard !used.isEmpty else { return (font.lineHeight, font.ascender) }
            return (used.map(\.lineHeight).max()!, used.map(\.ascender).max()!)
        }
        let uniform = Set(metrics.map(\.natural)).count <= 1 && Set(metrics.map(\.ascender)).count <= 1
        let natural = metrics.first?.natural ?? font.lineHeight
        let lineHeight = style.lineHeight(natural: natural)
        var top = 0.0
        let widths = pending.map { LineFiller.width(of: LineFiller.trimmingTrailingWhitespace($0.clusters)) }
        let boxWidth = maxWidth.isFinite ? maxWidth : (widths.max() ?? 0)
        var lines: [TextLayout.Line] = []
        for (i, line) in pending.enumerated() {
            let visible = LineFiller.trimmingTrailingWhitespace(line.clusters)
            let ordered = BidiReordering.visualOrder(of: visible, base: line.base)
            let w = widths[i]
            let alignment: TextAlignment =
                style.alignment == .natural
                ? (line.base == .rightToLeft ? .right : .left) : style.alignment
            let x: Double
            switch alignment {
            case .left, .natural: x = 0
            case .center: x = (boxWidth - w) / 2
            case .right: x = boxWidth - w
            }
            let baseline: Double
            if uniform {
                let ascender = metrics.first?.ascender ?? font.ascender
                baseline = Double(i) * (lineHeight + style.lineSpacing) + (lineHeight - natural) + ascender - style.baselineOffset
            } else {
                let h = style.lineHeight(natural: metrics[i].natural)
                baseline = top + (h - metrics[i].natural) + metrics[i].ascender - style.baselineOffset
                top += h + style.lineSpacing
            }
            lines.append(TextLayout.Line(x: x, baseline: baseline, width: w, clusters: ordered))
        }
        let n = Double(pending.count)
        let height = pending.isEmpty ? 0 : uniform ? n * lineHeight + (n - 1) * style.lineSpacing : top - style.lineSpacing
        let width = pending.isEmpty ? 0 : (maxWidth.isFinite ? min(maxWidth, widths.max() ?? 0) : boxWidth)
        return TextLayout(lines: lines, size: (width, height), isTruncated: truncated, fontSize: font.size)
    }
}
