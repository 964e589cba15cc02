/// Chooses, for each grapheme cluster, the face that draws it: never a blank.
///
/// Emoji-presentation clusters (🎉, ZWJ sequences, flags, anything with U+FE0F) try the colour
/// emoji face first; everything else tries the primary face, then the fallbacks in order. A
/// cluster no face covers fully goes to the first face that has its first visible scalar, and
/// failing that to the first outline fallback (DejaVu Sans), whose `.notdef` glyph is the
/// familiar empty box (Inter's is a stack of bars that reads as a character).
enum FontFallback {
    static func face(for cluster: Character, primary: FontFace, fallbacks: [FontFace]) -> FontFace {
        let candidates: [FontFace]
        if prefersEmoji(cluster) {
            candidates = fallbacks.filter(\.isColorBitmap) + [primary] + fallbacks.filter { !$0.isColorBitmap }
        } else if isEmojiCapable(cluster) {
            // ❤ ☀ ✈ without U+FE0F: SF Pro lacks them and iOS draws them with Apple Color Emoji,
            // so the colour emoji comes first even where Inter has a glyph.
            candidates = fallbacks.filter(\.isColorBitmap) + [primary] + fallbacks.filter { !$0.isColorBitmap }
        } else {
            candidates = [primary] + fallbacks
        }
        if let f = candidates.first(where: { $0.covers(cluster) }) { return f }
        if let first = cluster.unicodeScalars.first(where: { !FontFace.isIgnorable($0) && !isSkinTone($0) }),
            let f = candidates.first(where: { $0.glyph(for: first) != nil })
        {
            return f
        }
        return fallbacks.first(where: { !$0.isColorBitmap }) ?? primary
    }

    /// An emoji character that defaults to text presentation, other than those San Francisco draws
    /// as text: ASCII digits, `#`, `*`, © ® ™ and arrows (U+2190–21FF).
    static func isEmojiCapable(_ cluster: Character) -> Bool {
        guard let first = cluster.unicodeScalars.first, first.value > 0x7F,
            ![0xA9, 0xAE, 0x2122].contains(first.value), !(0x2190...0x21FF).contains(first.value)
        else { return false }
        return first.properties.isEmoji
    }

    static func isSkinTone(_ s: Unicode.Scalar) -> Bool { (0x1F3FB...0x1F3FF).contains(s.value) }

    /// Whether a cluster should show as a colour emoji rather than as text.
    static func prefersEmoji(_ cluster: Character) -> Bool {
        let scalars = cluster.unicodeScalars
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D || isSkinTone($0) }) { return true }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        guard let first = scalars.first else { return false }
        return first.properties.isEmojiPresentation || (0x1F1E6...0x1F1FF).contains(first.value)
    }
}
