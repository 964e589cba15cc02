// A basic implementation of the Unicode Bidirectional Algorithm (UAX #9,
// https://www.unicode.org/reports/tr9/) for single-paragraph UI labels: Arabic or Hebrew
// mixed with Latin text and numbers.
//
// Implemented, in the order UAX #9 applies them:
// - P2–P3: with no explicit base direction, the paragraph level is that of the first strong
//   character (L → 0, R or AL → 1), 0 when there is none.
// - X1–X8 reduce to a single level run at the paragraph level, since this subset supports no
//   explicit embeddings; `sos` and `eos` are both the paragraph direction. X9: boundary
//   neutrals (`BN`, which here includes LRE, RLE, PDF, LRO and RLO) are skipped by every
//   rule and take the level of the character before them (the paragraph level at the start).
// - W1 (NSM takes the type of the character before it, `sos` at the start, ON after an
//   isolate control), W2 (EN after AL becomes AN), W3 (AL → R), W4 (a single ES between two
//   ENs, or a single CS between two numbers of the same type, joins them), W5 (ET sequences
//   next to an EN become EN), W6 (remaining ES, ET, CS → ON), W7 (EN after L, or at the start
//   of a left-to-right paragraph, becomes L).
// - N1–N2: a sequence of neutrals (B, S, WS, ON, isolate controls) takes the direction of
//   the strong text on both sides when it agrees (EN and AN count as R), otherwise the
//   paragraph direction.
// - I1–I2: implicit levels (R at an even level +1, AN/EN at an even level +2; L, EN, AN at an
//   odd level +1).
// - L1: segment separators (TAB), paragraph separators, any whitespace before them, and the
//   whitespace at the end of the paragraph and of each line go back to the paragraph level.
// - L2: reordering of a line by reversing runs from the highest level to the lowest odd one.
//
// Not implemented:
// - Explicit embeddings, overrides and isolates (X1–X8, X10, BD13). LRE, RLE, PDF, LRO, RLO
//   are ignored as boundary neutrals; LRI, RLI, FSI, PDI are plain neutrals (no isolation),
//   so the text between them is resolved with its surroundings. At most three levels result
//   (0–2 for a left-to-right paragraph, 1–2 for a right-to-left one).
// - Paired brackets (N0): a bracket resolves like any other neutral, so `(` and `)` around
//   text of the opposite direction may land on different sides. Mirroring of glyphs (L4) is
//   left to the shaper (HarfBuzz mirrors in right-to-left runs).
// - Paragraph splitting (P1): the scalars are one paragraph; a paragraph separator inside
//   them is a neutral reset to the paragraph level (L1), not the start of a new paragraph.
// - Combining-mark reordering (L3).
// - Character classes come from `BidiClass`, an approximation by script ranges and general
//   category rather than the Unicode Character Database.

/// Writing direction of a paragraph or run.
public enum TextDirection: String, Sendable, Hashable, Codable {
    case leftToRight, rightToLeft
}

/// Resolved embedding levels of a paragraph: even levels run left to right, odd right to left.
///
/// The stored `levels` already include rule L1 for segment separators, paragraph separators
/// and the end of the paragraph; `visualOrder(of:)` and `runs(in:)` take their range as a
/// line and also reset the whitespace at the end of that line.
struct BidiParagraph: Sendable, Equatable {
    let baseDirection: TextDirection
    /// One level per Unicode scalar of the paragraph.
    let levels: [UInt8]
    /// The bidi class of each scalar, as classified before the resolution rules.
    let classes: [BidiClass]

    /// The paragraph embedding level: 0 for left to right, 1 for right to left.
    var paragraphLevel: UInt8 { baseDirection == .rightToLeft ? 1 : 0 }

    /// Resolves levels. `base == nil` means "natural": the direction of the first strong character (rules P2–P3), left to right when there is none.
    init(scalars: [Unicode.Scalar], base: TextDirection?) {
        let classes = scalars.map(BidiClass.init)
        let direction = base ?? Self.firstStrongDirection(classes) ?? .leftToRight
        self.baseDirection = direction
        self.classes = classes
        let paragraphLevel: UInt8 = direction == .rightToLeft ? 1 : 0

        // X9: the rules below see only the characters that are not boundary neutrals.
        let kept = classes.indices.filter { classes[$0] != .BN }
        let resolved = BidiWeakAndNeutralRules.resolve(
            kept.map { classes[$0] }, embeddingLevel: paragraphLevel)

        var levels = [UInt8](repeating: paragraphLevel, count: classes.count)
        for (position, index) in kept.enumerated() {
            levels[index] = Self.implicitLevel(of: resolved[position], at: paragraphLevel)
        }
        // Boundary neutrals take the level of the preceding character.
        for index in levels.indices where classes[index] == .BN && index > 0 {
            levels[index] = levels[index - 1]
        }
        Self.resetSeparatorsAndTrailingWhitespace(
            &levels, classes: classes, in: levels.indices, to: paragraphLevel)
        self.levels = levels
    }

    /// The indices of `range` (a line: a sub-range of the scalars) in visual order, left to right (rule L2: reverse every maximal sequence at level ≥ k, for k from the highest level down to the lowest odd level). Trailing whitespace of the line takes the paragraph level (L1).
    func visualOrder(of range: Range<Int>) -> [Int] {
        var lineLevels = self.lineLevels(of: range)
        var order = Array(range)
        guard let highest = lineLevels.max(),
            let lowestOdd = lineLevels.filter({ $0 & 1 == 1 }).min()
        else { return order }
        for level in stride(from: highest, through: lowestOdd, by: -1) {
            var start = 0
            while start < order.count {
                guard lineLevels[start] >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, lineLevels[end] >= level { end += 1 }
                order[start..<end].reverse()
                lineLevels[start..<end].reverse()
                start = end
            }
        }
        return order
    }

    /// Maximal runs of equal level within `range`, in logical order: (range, level).
    ///
    /// `range` is taken as a line: its trailing whitespace is at the paragraph level (L1).
    func runs(in range: Range<Int>) -> [(range: Range<Int>, level: UInt8)] {
        let lineLevels = self.lineLevels(of: range)
        var runs: [(range: Range<Int>, level: UInt8)] = []
        var start = 0
        while start < lineLevels.count {
            var end = start + 1
            while end < lineLevels.count, lineLevels[end] == lineLevels[start] { end += 1 }
            runs.append((range.lowerBound + start..<range.lowerBound + end, lineLevels[start]))
            start = end
        }
        return runs
    }

    /// The levels of `range` with rule L1 applied to the end of the line.
    private func lineLevels(of range: Range<Int>) -> [UInt8] {
        precondition(
            range.lowerBound >= 0 && range.upperBound <= levels.count,
            "line \(range) outside the paragraph's \(levels.count) scalars")
        var line = Array(levels[range])
        var index = range.upperBound
        while index > range.lowerBound, classes[index - 1].isLineEndWhitespace {
            index -= 1
            line[index - range.lowerBound] = paragraphLevel
        }
        return line
    }

    /// P2–P3: the direction of the first strong character.
    private static func firstStrongDirection(_ classes: [BidiClass]) -> TextDirection? {
        for bidiClass in classes {
            switch bidiClass {
            case .L: return .leftToRight
            case .R, .AL: return .rightToLeft
            default: continue
            }
        }
        return nil
    }

    /// I1–I2: the level of a character of resolved type `type` at embedding level `level`.
    private static func implicitLevel(of type: BidiClass, at level: UInt8) -> UInt8 {
        if level & 1 == 0 {
            switch type {
            case .R: return level + 1
            case .AN, .EN: return level + 2
            default: return level
            }
        } else {
            switch type {
            case .L, .EN, .AN: return level + 1
            default: return level
            }
        }
    }

    /// L1 for the line-independent cases: segment and paragraph separators, the whitespace
    /// before them, and the whitespace at the end of `range`.
    private static func resetSeparatorsAndTrailingWhitespace(
        _ levels: inout [UInt8], classes: [BidiClass], in range: Range<Int>, to level: UInt8
    ) {
        var trailing = true  // in a whitespace sequence that ends the range or precedes S/B
        for index in range.reversed() {
            switch classes[index] {
            case .S, .B:
                levels[index] = level
                trailing = true
            case let bidiClass where bidiClass.isLineEndWhitespace:
                if trailing { levels[index] = level }
            default:
                trailing = false
            }
        }
    }
}
