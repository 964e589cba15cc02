/// One paragraph shaped: bidi levels resolved, a face chosen per cluster, each run of one face and
/// level shaped by HarfBuzz. Clusters stay in logical order.
struct ShapedParagraph {
    let text: ParagraphText
    let clusters: [ShapedCluster]
    let baseDirection: TextDirection
    let breaks: LineBreakOpportunities
    private let font: Font
    private let style: ParagraphStyle

    /// `runOfScalar` gives, for each of the paragraph's scalars, the index of its run in `fonts`
    /// (nil: every scalar is in run 0). A cluster takes the run of its first scalar.
    init(text substring: Substring, font: Font, style: ParagraphStyle, fonts: [Font] = [], runOfScalar: ((Int) -> Int)? = nil) {
        let text = ParagraphText(substring)
        self.text = text
        self.font = font
        self.style = style
        let bidi = BidiParagraph(scalars: text.unicodeScalars, base: style.baseDirection)
        baseDirection = bidi.baseDirection
        breaks = LineBreakOpportunities(clusters: text.clusters)
        let levels = text.clusterStart.map { bidi.levels.indices.contains($0) ? bidi.levels[$0] : 0 }
        let runs = text.clusterStart.map { start in runOfScalar.map { $0(start) } ?? 0 }
        let fontOfRun = { (run: Int) -> Font in fonts.indices.contains(run) ? fonts[run] : font }
        let faces = text.clusters.indices.map { i -> FontFace in
            let f = fontOfRun(runs[i])
            return FontFallback.face(for: text.clusters[i], primary: f.face, fallbacks: f.fallbacks)
        }
        var shaped: [ShapedCluster] = []
        var start = 0
        while start < text.clusters.count {
            var end = start + 1
            while end < text.clusters.count, faces[end] === faces[start], levels[end] == levels[start], runs[end] == runs[start] { end += 1 }
            var piece = Shaper.shape(
                paragraph: text, clusters: start..<end, face: faces[start], size: fontOfRun(runs[start]).size,
                rightToLeft: levels[start] % 2 == 1, level: levels[start],
                letterSpacing: style.letterSpacing)
            for k in piece.indices { piece[k].run = runs[start] }
            shaped += piece
            start = end
        }
        clusters = shaped
    }

    /// "…" shaped with this paragraph's font (or a fallback), at the paragraph's level.
    func ellipsis() -> ShapedCluster {
        let text = ParagraphText("\u{2026}")
        let face = FontFallback.face(for: "\u{2026}", primary: font.face, fallbacks: font.fallbacks)
        let level: UInt8 = baseDirection == .rightToLeft ? 1 : 0
        return Shaper.shape(
            paragraph: text, clusters: 0..<1, face: face, size: font.size,
            rightToLeft: level == 1, level: level, letterSpacing: style.letterSpacing)[0]
    }
}
