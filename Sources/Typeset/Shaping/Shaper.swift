import CHarfBuzz

/// Shapes runs of text with HarfBuzz: kerning, ligatures, marks, Arabic joining, right-to-left.
enum Shaper {
    /// "und" (undetermined): no language-specific forms, the same on every machine.
    nonisolated(unsafe) static let language = hb_language_from_string("und", -1)

    /// Shapes the clusters `range` of a paragraph with one face and direction. The whole
    /// paragraph is handed to HarfBuzz as context (so joining across run edges is right), but only
    /// the run's scalars are shaped. Returns one `ShapedCluster` per cluster of `range`.
    static func shape(
        paragraph: ParagraphText, clusters range: Range<Int>, face: FontFace, size: Double,
        rightToLeft: Bool, level: UInt8, letterSpacing: Double
    ) -> [ShapedCluster] {
        let firstScalar = paragraph.clusterStart[range.lowerBound]
        let endScalar = range.upperBound < paragraph.clusterStart.count ? paragraph.clusterStart[range.upperBound] : paragraph.scalars.count
        var shaped = range.map { i in
            ShapedCluster(character: paragraph.clusters[i], glyphs: [], advance: 0, face: face, level: level, size: size)
        }
        guard endScalar > firstScalar, let buffer = hb_buffer_create() else { return shaped }
        defer { hb_buffer_destroy(buffer) }
        paragraph.scalars.withUnsafeBufferPointer { all in
            hb_buffer_add_utf32(buffer, all.baseAddress, Int32(all.count), UInt32(firstScalar), Int32(endScalar - firstScalar))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        // A fixed language: left unset, HarfBuzz would take the process locale, and a machine's
        // locale must not change the glyphs (e.g. localized forms). Script is guessed from the text.
        hb_buffer_set_language(buffer, Shaper.language)
        hb_buffer_guess_segment_properties(buffer)
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        hb_shape(face.hbFont, buffer, nil, 0)

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return shaped }
        // A colour emoji face is scaled to Apple Color Emoji's box (`FontFace.colorGlyphScale`).
        let scale = size / face.unitsPerEm * face.colorGlyphScale
        // Walk the glyphs in visual order, keeping each one's pen position along the run.
        var pen = 0.0
        var placed: [(cluster: Int, glyph: UInt32, x: Double, y: Double, advance: Double)] = []
        for g in 0..<Int(count) {
            let scalarIndex = Int(infos[g].cluster)
            // A skin-tone modifier the emoji face lacks is dropped: the emoji shows in its default tone.
            if infos[g].codepoint == 0, paragraph.scalars.indices.contains(scalarIndex),
                (0x1F3FB...0x1F3FF).contains(paragraph.scalars[scalarIndex])
            {
                continue
            }
            let clusterIndex = paragraph.cluster(ofScalar: scalarIndex) - range.lowerBound
            let advance = Double(positions[g].x_advance) * scale
            placed.append(
                (
                    clusterIndex, infos[g].codepoint, pen + Double(positions[g].x_offset) * scale,
                    -Double(positions[g].y_offset) * scale, advance
                ))
            pen += advance
        }
        // A cluster's left edge is the pen position of its first glyph in visual order; its
        // advance is the sum of its glyphs' advances.
        var origin = [Double?](repeating: nil, count: shaped.count)
        pen = 0
        for p in placed where shaped.indices.contains(p.cluster) {
            if origin[p.cluster] == nil { origin[p.cluster] = pen }
            shaped[p.cluster].advance += p.advance
            shaped[p.cluster].glyphs.append(PlacedGlyph(face: face, glyph: p.glyph, x: p.x - origin[p.cluster]!, y: p.y))
            pen += p.advance
        }
        // The font's own size-specific tracking (`trak`), as Core Text applies it: added to every
        // character's advance, like letter spacing, on top of it.
        let spacing = letterSpacing + face.trackingPoints(atSize: size)
        if spacing != 0 {
            // Never below zero: letters may touch or overlap, but never swap places.
            for i in shaped.indices where !shaped[i].glyphs.isEmpty { shaped[i].advance = max(0, shaped[i].advance + spacing) }
        }
        return shaped
    }
}
