// Line-break opportunities: a practical subset of the Unicode Line Breaking Algorithm
// (UAX #14, https://www.unicode.org/reports/tr14/) for UI labels, computed between grapheme
// clusters with no external data. Rules, in order of precedence (the first that applies wins):
//
// 1. Mandatory break after a newline cluster — LF, CR, CRLF (one cluster), VT, FF, NEL,
//    U+2028, U+2029 (LB4–LB5); the newline stays at the end of its line. No break before a
//    newline (LB6).
// 2. No break before or after the glue characters U+00A0, U+202F, U+2007 (no-break spaces),
//    U+2060 (word joiner) and U+FEFF (LB11–LB12; stricter than LB12a, which allows a break
//    between a space and a following no-break space).
// 3. Allowed break after U+200B zero width space (LB8).
// 4. No break before a space (LB7). Spaces are U+0020, TAB and the other breaking spaces
//    (U+1680, 2000–2006, 2008–200A, 205F, 3000).
// 5. Allowed break after a run of spaces, before the next cluster (LB18): the spaces hang at
//    the end of the line. Not when the cluster after the run is closing punctuation or a
//    Japanese small kana/iteration mark (LB13, LB16, LB21), nor when the cluster before the
//    run is opening punctuation (LB14). Not after leading spaces (at the start of the text or
//    of a line after a newline), so that a line never holds whitespace alone.
// 6. Allowed break after a hyphen (U+002D, U+2010) or en dash (U+2013) that follows a letter
//    or digit, when a letter follows it (LB21 × HY/BA, then HY ÷): "well-|known". Not after a
//    leading hyphen ("-5") nor before a digit ("10-20", "COVID-19"; LB25 HY × NU).
// 7. Allowed break before and after CJK ideographs, kana, Hangul syllables and fullwidth
//    forms (U+2E80–9FFF, AC00–D7AF, F900–FAFF, FF00–FFEF, 20000–2FFFF) (LB31 around ID), but
//    never before closing punctuation or non-starters (LB13, LB16, LB21: 、。，．！？）」』】〉》
//    and similar, ASCII . , ! ? ) ] } : ; and the small kana, ー, 々, ゝゞヽヾ), nor after
//    opening punctuation (LB14: （「『【〈《 and similar, ASCII ( [ {).
// 8. Otherwise no break: a run of non-space clusters stays together, so words, numbers,
//    emoji sequences and URLs never break inside.
//
// Not implemented: soft hyphens (U+00AD would need a visible hyphen), em dashes and other
// break-after/before classes (B2, BA, BB), quotation-mark rules (QU), numeric prefix/postfix
// rules beyond the hyphen case, Southeast Asian dictionary breaking (Thai, Lao, Khmer,
// Myanmar text only breaks at spaces), regional-indicator pairing (already one cluster each
// pair), and tailorings such as Korean keep-all.

/// Where a paragraph may be broken into lines, per grapheme cluster.
struct LineBreakOpportunities: Sendable, Equatable {
    /// Whether a line may start at a cluster.
    enum Kind: Sendable, Equatable {
        /// The cluster continues the line of the cluster before it.
        case none
        /// A line may start here (the line breaker chooses).
        case allowed
        /// A line must start here: the cluster before it is a newline.
        case mandatory
    }

    /// `kinds[i]` says whether a line may (or must) start at cluster `i`; `kinds[0]` is `.none`.
    let kinds: [Kind]

    init(clusters: [Character]) {
        var kinds = [Kind](repeating: .none, count: clusters.count)
        // Index of the last cluster that is neither a space nor a newline, within the current
        // line, before the current position; `nil` at the start of a line.
        var lastContent: Int?
        for i in clusters.indices {
            if i > 0 {
                kinds[i] = Self.kind(before: i, in: clusters, lastContent: lastContent)
            }
            let cluster = clusters[i]
            if cluster.isNewline {
                lastContent = nil
            } else if !BreakClass.isSpace(cluster) {
                lastContent = i
            }
        }
        self.kinds = kinds
    }

    /// The opportunity between `clusters[i - 1]` and `clusters[i]`, with `lastContent` the
    /// last non-space cluster of the line before `i`.
    private static func kind(before i: Int, in clusters: [Character], lastContent: Int?) -> Kind {
        let previous = clusters[i - 1], current = clusters[i]
        if previous.isNewline { return .mandatory }
        if current.isNewline { return .none }
        if BreakClass.isGlue(previous) || BreakClass.isGlue(current) { return .none }
        if BreakClass.isZeroWidthSpace(previous) { return .allowed }
        if BreakClass.isSpace(current) { return .none }
        if BreakClass.isSpace(previous) {
            guard let lastContent else { return .none }  // leading spaces
            if BreakClass.isNonStarter(current) || BreakClass.isOpening(clusters[lastContent]) {
                return .none
            }
            return .allowed
        }
        if BreakClass.isHyphen(previous), i >= 2, BreakClass.isLetterOrDigit(clusters[i - 2]),
            current.isLetter, !BreakClass.isNonStarter(current)
        {
            return .allowed
        }
        if BreakClass.isCJK(previous) || BreakClass.isCJK(current) {
            if BreakClass.isNonStarter(current) || BreakClass.isOpening(previous) { return .none }
            return .allowed
        }
        return .none
    }
}

/// Cluster classes for `LineBreakOpportunities`, decided by a cluster's first scalar.
private enum BreakClass {
    /// Breaking spaces: a line may end after them and they hang at its end.
    static func isSpace(_ c: Character) -> Bool {
        guard let v = singleScalar(c) else { return false }
        switch v {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// No-break spaces and joiners: never a break on either side.
    static func isGlue(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        switch v {
        case 0xA0, 0x202F, 0x2007, 0x2060, 0xFEFF: return true
        default: return false
        }
    }

    /// U+200B ZERO WIDTH SPACE: an invisible break opportunity.
    static func isZeroWidthSpace(_ c: Character) -> Bool {
        singleScalar(c) == 0x200B
    }

    /// Hyphens after which a word may break.
    static func isHyphen(_ c: Character) -> Bool {
        guard let v = singleScalar(c) else { return false }
        return v == 0x2D || v == 0x2010 || v == 0x2013
    }

    static func isLetterOrDigit(_ c: Character) -> Bool {
        c.isLetter || c.isNumber
    }

    /// Ideographs, kana, Hangul syllables, CJK punctuation and fullwidth forms.
    static func isCJK(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        switch v {
        case 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x2FFFF:
            return true
        default:
            return false
        }
    }

    /// Closing punctuation and non-starters: a line never starts with them.
    static func isNonStarter(_ c: Character) -> Bool {
        guard let first = c.unicodeScalars.first else { return false }
        return nonStarters.contains(first)
    }

    /// Opening punctuation: a line never ends with it.
    static func isOpening(_ c: Character) -> Bool {
        guard let first = c.unicodeScalars.first else { return false }
        return openings.contains(first)
    }

    private static let nonStarters: Set<Unicode.Scalar> = Set(
        (".,!?)]}:;"  // ASCII closing and infix punctuation
            + "、。，．！？）」』】〉》〕〗〙〛］｝｣､｡：；〟’”"  // CJK closing punctuation
            + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ"  // small kana
            + "ㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"  // Katakana phonetic extensions
            + "ーゝゞヽヾ々〻・゠〜"  // prolonged sound, iteration marks, middle dot, wave dash
            ).unicodeScalars)

    private static let openings: Set<Unicode.Scalar> = Set("([{（「『【〈《〔〖〘〚［｛｢〝‘“".unicodeScalars)

    private static func singleScalar(_ c: Character) -> UInt32? {
        let scalars = c.unicodeScalars
        return scalars.count == 1 ? scalars.first?.value : nil
    }
}
