import Testing
@testable import Typeset

/// The basic UAX #9 subset in `BidiResolver.swift`.
@Suite struct BidiResolverTests {
    private func paragraph(_ text: String, base: TextDirection? = nil) -> BidiParagraph {
        BidiParagraph(scalars: Array(text.unicodeScalars), base: base)
    }

    // MARK: Paragraph level (P2–P3)

    @Test func latinIsLevelZero() {
        let p = paragraph("abc", base: .leftToRight)
        #expect(p.levels == [0, 0, 0])
        #expect(p.visualOrder(of: 0..<3) == [0, 1, 2])
        #expect(paragraph("abc").baseDirection == .leftToRight)
    }

    @Test func hebrewWordIsLevelOneAndReversed() {
        let p = paragraph("שלום", base: .rightToLeft)
        #expect(p.levels == [1, 1, 1, 1])
        #expect(p.visualOrder(of: 0..<4) == [3, 2, 1, 0])
        #expect(p.runs(in: 0..<4).map(\.range) == [0..<4])
    }

    @Test func naturalDirectionIsTheFirstStrongCharacter() {
        #expect(paragraph("שלום abc").baseDirection == .rightToLeft)
        #expect(paragraph("abc שלום").baseDirection == .leftToRight)
        #expect(paragraph("123 مرحبا").baseDirection == .rightToLeft)  // digits are not strong
        #expect(paragraph("123 !").baseDirection == .leftToRight)  // no strong character at all
        #expect(paragraph("123 !").levels == [0, 0, 0, 0, 0])
    }

    @Test func explicitBaseOverridesTheFirstStrongCharacter() {
        let p = paragraph("abc", base: .rightToLeft)
        #expect(p.baseDirection == .rightToLeft)
        #expect(p.levels == [2, 2, 2])
        #expect(p.visualOrder(of: 0..<3) == [0, 1, 2])
    }

    @Test func directionMarksAreStrong() {
        let rlm = paragraph("\u{200F}abc")
        #expect(rlm.baseDirection == .rightToLeft)
        #expect(rlm.levels == [1, 2, 2, 2])
        let lrm = paragraph("\u{200E}שלום")
        #expect(lrm.baseDirection == .leftToRight)
        #expect(lrm.levels == [0, 1, 1, 1, 1])
        // ALM is an Arabic letter mark: it sets the base and turns following digits into AN (W2).
        let alm = paragraph("\u{061C}12")
        #expect(alm.baseDirection == .rightToLeft)
        #expect(alm.levels == [1, 2, 2])
    }

    // MARK: Mixed text and reordering (W, N, I, L2)

    @Test func hebrewInsideLatinStaysReversedInTheMiddle() {
        // "Hello " 0–5, "שלום" 6–9, " world" 10–15.
        let p = paragraph("Hello שלום world")
        #expect(p.baseDirection == .leftToRight)
        #expect(p.levels == [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0])
        #expect(p.visualOrder(of: 0..<16) == Array(0...5) + [9, 8, 7, 6] + Array(10...15))
        let runs = p.runs(in: 0..<16)
        #expect(runs.map(\.range) == [0..<6, 6..<10, 10..<16])
        #expect(runs.map(\.level) == [0, 1, 0])
    }

    @Test func latinInsideRightToLeftIsLevelTwoAndReadsOnTheLeft() {
        // "שלום " 0–4, "Hello" 5–9.
        let p = paragraph("שלום Hello", base: .rightToLeft)
        #expect(p.levels == [1, 1, 1, 1, 1, 2, 2, 2, 2, 2])
        #expect(p.visualOrder(of: 0..<10) == [5, 6, 7, 8, 9, 4, 3, 2, 1, 0])
        let runs = p.runs(in: 0..<10)
        #expect(runs.map(\.range) == [0..<5, 5..<10])
        #expect(runs.map(\.level) == [1, 2])
    }

    @Test func digitsInArabicStayLeftToRight() {
        // "عدد " 0–3, "123" 4–6: EN after AL becomes AN (W2), AN at level 1 goes to 2 (I2).
        let p = paragraph("عدد 123")
        #expect(p.baseDirection == .rightToLeft)
        #expect(p.levels == [1, 1, 1, 1, 2, 2, 2])
        #expect(p.visualOrder(of: 0..<7) == [4, 5, 6, 3, 2, 1, 0])
    }

    @Test func arabicIndicDigitsAreArabicNumbers() {
        let p = paragraph("عدد ١٢٣")
        #expect(p.levels == [1, 1, 1, 1, 2, 2, 2])
        #expect(p.visualOrder(of: 0..<7) == [4, 5, 6, 3, 2, 1, 0])
        // In a left-to-right paragraph an AN goes two levels up, like an EN after R.
        #expect(paragraph("ab ١٢").levels == [0, 0, 0, 2, 2])
    }

    @Test func digitsInHebrewStayLeftToRight() {
        let p = paragraph("שלום 123")
        #expect(p.levels == [1, 1, 1, 1, 1, 2, 2, 2])
        #expect(p.visualOrder(of: 0..<8) == [5, 6, 7, 4, 3, 2, 1, 0])
    }

    @Test func digitsAfterLatinFollowLatin() {
        // W7: EN after L becomes L, in either paragraph direction.
        #expect(paragraph("abc 123").levels == [0, 0, 0, 0, 0, 0, 0])
        let p = paragraph("שלום abc 123")
        #expect(p.levels == [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2])
        #expect(p.visualOrder(of: 0..<12) == Array(5...11) + [4, 3, 2, 1, 0])
    }

    @Test func numberSeparatorsAndTerminatorsJoinTheNumber() {
        // W4: a single CS or ES between two ENs; W5: ETs next to an EN.
        #expect(paragraph("שלום 1.5").levels == [1, 1, 1, 1, 1, 2, 2, 2])
        #expect(paragraph("שלום 1+2").levels == [1, 1, 1, 1, 1, 2, 2, 2])
        #expect(paragraph("שלום 50%").levels == [1, 1, 1, 1, 1, 2, 2, 2])
        #expect(paragraph("שלום $5").levels == [1, 1, 1, 1, 1, 2, 2])
        // Two separators in a row are not joined (W4 wants a single one): W6 makes them ON,
        // and ON between numbers (which count as R) resolves to R (N1).
        #expect(paragraph("שלום 1..5").levels == [1, 1, 1, 1, 1, 2, 1, 1, 2])
        // A CS between two ANs stays in the number.
        #expect(paragraph("عدد ١,٢").levels == [1, 1, 1, 1, 2, 2, 2])
    }

    @Test func punctuationBetweenRightToLeftWordsIsRightToLeft() {
        // "abc " 0–3, "שלום" 4–7, ", " 8–9, "עולם" 10–13, " def" 14–17.
        let p = paragraph("abc שלום, עולם def")
        #expect(p.levels == [0, 0, 0, 0] + Array(repeating: 1, count: 10) + [0, 0, 0, 0])
        #expect(p.visualOrder(of: 0..<18) == [0, 1, 2, 3] + Array((4...13).reversed()) + [14, 15, 16, 17])
        // All right to left in a right-to-left paragraph, including the final "!".
        #expect(paragraph("שלום, עולם!").levels == Array(repeating: 1, count: 11))
    }

    @Test func neutralsBetweenOppositeDirectionsTakeTheParagraphDirection() {
        // N2: "!" sits between R and eos (L), so it takes level 0 and ends up at the far right.
        let p = paragraph("abc שלום!")
        #expect(p.levels == [0, 0, 0, 0, 1, 1, 1, 1, 0])
        #expect(p.visualOrder(of: 0..<9) == [0, 1, 2, 3, 7, 6, 5, 4, 8])
    }

    @Test func nonspacingMarksFollowTheirBase() {
        // Hebrew points are NSM: W1 gives them the class of the letter before them.
        let pointed = paragraph("שָׁלוֹם")
        #expect(pointed.levels == Array(repeating: 1, count: 7))
        #expect(pointed.classes[1] == .NSM)
        // A combining accent on Latin in a right-to-left paragraph stays with the Latin.
        #expect(paragraph("שלום e\u{301}", base: .rightToLeft).levels == [1, 1, 1, 1, 1, 2, 2])
    }

    // MARK: Line ends (L1)

    @Test func trailingWhitespaceOfALineTakesTheParagraphLevel() {
        // Right to left "abc def" broken after "abc ": the space was L between L and L (level 2),
        // but ends the first line, so it goes back to level 1 and sits at the line's left end.
        let p = paragraph("abc def", base: .rightToLeft)
        #expect(p.levels == [2, 2, 2, 2, 2, 2, 2])
        #expect(p.visualOrder(of: 0..<4) == [3, 0, 1, 2])
        let runs = p.runs(in: 0..<4)
        #expect(runs.map(\.range) == [0..<3, 3..<4])
        #expect(runs.map(\.level) == [2, 1])
        #expect(p.visualOrder(of: 4..<7) == [4, 5, 6])
        // Left to right "אב גד" broken after "אב ": the space was R, ends the line at level 0.
        let q = paragraph("אב גד", base: .leftToRight)
        #expect(q.levels == [1, 1, 1, 1, 1])
        #expect(q.visualOrder(of: 0..<3) == [1, 0, 2])
        #expect(q.visualOrder(of: 3..<5) == [4, 3])
    }

    @Test func trailingSpacesOfTheParagraphAreAtParagraphLevel() {
        let p = paragraph("שלום  ", base: .leftToRight)
        #expect(p.levels == [1, 1, 1, 1, 0, 0])
        #expect(p.visualOrder(of: 0..<6) == [3, 2, 1, 0, 4, 5])
        let q = paragraph("abc  ", base: .rightToLeft)
        #expect(q.levels == [2, 2, 2, 1, 1])
        #expect(q.visualOrder(of: 0..<5) == [4, 3, 0, 1, 2])
    }

    @Test func segmentSeparatorsAndWhitespaceBeforeThemTakeTheParagraphLevel() {
        // A TAB between Latin words in a right-to-left paragraph: S and the space before it reset.
        let p = paragraph("ab \tcd", base: .rightToLeft)
        #expect(p.levels == [2, 2, 1, 1, 2, 2])
        #expect(p.visualOrder(of: 0..<6) == [4, 5, 3, 2, 0, 1])
    }

    // MARK: Subset limits

    @Test func embeddingControlsAreIgnoredAndIsolatesAreNeutrals() {
        // RLE … PDF are boundary neutrals: no effect on the base or on the Latin between them.
        let embedded = paragraph("\u{202B}abc\u{202C}")
        #expect(embedded.baseDirection == .leftToRight)
        #expect(embedded.levels == [0, 0, 0, 0, 0])
        // RLI … PDI are plain neutrals: between R and L they take the paragraph level.
        let isolated = paragraph("abc \u{2067}שלום\u{2069} def")
        #expect(isolated.levels == [0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 0])
    }

    @Test func subRangesUseAbsoluteIndices() {
        let p = paragraph("Hello שלום world")
        #expect(p.visualOrder(of: 6..<10) == [9, 8, 7, 6])
        #expect(p.visualOrder(of: 3..<8) == [3, 4, 5, 7, 6])
        #expect(p.runs(in: 3..<8).map(\.range) == [3..<6, 6..<8])
    }

    @Test func emptyInput() {
        let p = paragraph("")
        #expect(p.baseDirection == .leftToRight)
        #expect(p.levels.isEmpty)
        #expect(p.visualOrder(of: 0..<0).isEmpty)
        #expect(p.runs(in: 0..<0).isEmpty)
        #expect(paragraph("", base: .rightToLeft).baseDirection == .rightToLeft)
        #expect(paragraph("abc").visualOrder(of: 1..<1).isEmpty)
    }

    @Test func classification() {
        #expect(BidiClass("a") == .L)
        #expect(BidiClass("ש") == .R)
        #expect(BidiClass("ع") == .AL)
        #expect(BidiClass("ﻼ") == .AL)  // U+FEFC presentation form
        #expect(BidiClass("7") == .EN)
        #expect(BidiClass("۷") == .EN)  // U+06F7 extended Arabic-Indic
        #expect(BidiClass("٧") == .AN)  // U+0667 Arabic-Indic
        #expect(BidiClass("+") == .ES)
        #expect(BidiClass("-") == .ES)
        #expect(BidiClass(",") == .CS)
        #expect(BidiClass(":") == .CS)
        #expect(BidiClass("%") == .ET)
        #expect(BidiClass("€") == .ET)
        #expect(BidiClass(" ") == .WS)
        #expect(BidiClass("\t") == .S)
        #expect(BidiClass("\n") == .B)
        #expect(BidiClass("!") == .ON)
        #expect(BidiClass("🎉") == .ON)
        #expect(BidiClass("\u{200B}") == .BN)
        #expect(BidiClass("\u{0301}") == .NSM)
        #expect(BidiClass("日") == .L)
    }
}
