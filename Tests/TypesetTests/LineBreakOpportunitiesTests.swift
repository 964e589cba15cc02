import Testing
@testable import Typeset

/// The UAX #14 subset in `LineBreakOpportunities.swift`.
@Suite struct LineBreakOpportunitiesTests {
    private typealias Kind = LineBreakOpportunities.Kind

    private func kinds(_ text: String) -> [Kind] {
        LineBreakOpportunities(clusters: Array(text)).kinds
    }

    /// The cluster indices where a line may start (allowed breaks only).
    private func allowed(_ text: String) -> [Int] {
        kinds(text).indices.filter { kinds(text)[$0] == .allowed }
    }

    // MARK: Mandatory breaks

    @Test func lineFeedBreaksAfterItself() {
        #expect(kinds("a\nb") == [.none, .none, .mandatory])
        #expect(kinds("a\rb") == [.none, .none, .mandatory])
        #expect(kinds("a\u{2028}b") == [.none, .none, .mandatory])
        #expect(kinds("a\u{2029}b") == [.none, .none, .mandatory])
    }

    @Test func carriageReturnLineFeedIsOneCluster() {
        let clusters = Array("a\r\nb")
        #expect(clusters.count == 3)
        #expect(kinds("a\r\nb") == [.none, .none, .mandatory])
    }

    @Test func consecutiveAndTrailingNewlines() {
        #expect(kinds("a\n\nb") == [.none, .none, .mandatory, .mandatory])
        #expect(kinds("a\n") == [.none, .none])
        #expect(kinds("\n") == [.none])
        // Spaces before a newline stay with it; the newline is not broken before.
        #expect(kinds("a \nb") == [.none, .none, .none, .mandatory])
        // A mandatory break wins over glue after it.
        #expect(kinds("a\n\u{00A0}b") == [.none, .none, .mandatory, .none])
    }

    // MARK: Spaces

    @Test func breakAfterSpacesBeforeTheNextWord() {
        #expect(kinds("a b") == [.none, .none, .allowed])
        #expect(allowed("Saved 🎉 now") == [6, 8])
    }

    @Test func multipleSpacesHangTogether() {
        #expect(kinds("a   b") == [.none, .none, .none, .none, .allowed])
        #expect(kinds("a\tb") == [.none, .none, .allowed])
        #expect(kinds("a b ") == [.none, .none, .allowed, .none])
    }

    @Test func leadingSpacesAreNotABreak() {
        #expect(kinds("  a b") == [.none, .none, .none, .none, .allowed])
        #expect(kinds("a\n  b") == [.none, .none, .mandatory, .none, .none])
        #expect(kinds("   ") == [.none, .none, .none])
    }

    @Test func noBreakBeforeClosingOrAfterOpeningPunctuationAcrossSpaces() {
        #expect(allowed("Wait !") == [])
        #expect(allowed("( a )") == [])
        #expect(allowed("a ( b") == [2])
    }

    // MARK: Hyphens

    @Test func breakAfterAHyphenBetweenLetters() {
        #expect(allowed("well-known") == [5])
        #expect(allowed("well\u{2010}known") == [5])
        #expect(allowed("Paris\u{2013}Berlin") == [6])
        #expect(allowed("a-b-c") == [2, 4])
    }

    @Test func noBreakAfterALeadingHyphenOrBeforeADigit() {
        #expect(allowed("-5") == [])
        #expect(allowed("x -5") == [2])
        #expect(allowed("10-20") == [])
        #expect(allowed("COVID-19") == [])
        #expect(allowed("well--known") == [])
        #expect(allowed("a-") == [])
    }

    // MARK: CJK

    @Test func breaksBetweenIdeographsAndKana() {
        #expect(kinds("日本語のテキスト") == [.none] + Array(repeating: .allowed, count: 7))
        #expect(allowed("안녕하세요") == [1, 2, 3, 4])
    }

    @Test func noBreakBeforeClosingPunctuation() {
        #expect(kinds("東京、大阪") == [.none, .allowed, .none, .allowed, .allowed])
        #expect(kinds("はい。") == [.none, .allowed, .none])
        #expect(kinds("東京.") == [.none, .allowed, .none])
        #expect(kinds("本！") == [.none, .none])
        #expect(allowed("ちょっと") == [3])  // small kana never start a line
        #expect(allowed("コーヒー") == [2])  // nor does the prolonged sound mark
    }

    @Test func noBreakAfterOpeningPunctuation() {
        // 「 0, 東 1, 京 2, 」 3, で 4, す 5.
        #expect(kinds("「東京」です") == [.none, .none, .allowed, .none, .allowed, .allowed])
        // 世 0, 界 1, ( 2, a 3, b 4, ) 5, 本 6.
        #expect(allowed("世界(ab)本") == [1, 2, 6])
    }

    @Test func latinNextToCJK() {
        #expect(allowed("Hello世界") == [5, 6])
        #expect(allowed("世界Hello") == [1, 2])
        #expect(allowed("世界 Hello") == [1, 3])
    }

    // MARK: Glue and non-breaking runs

    @Test func noBreakAroundNoBreakSpaceAndJoiners() {
        #expect(allowed("10\u{00A0}km") == [])
        #expect(allowed("a \u{00A0}b") == [])
        #expect(allowed("a\u{2060}b") == [])
        #expect(allowed("日\u{2060}本") == [])
        #expect(allowed("a\u{FEFF}b") == [])
        #expect(allowed("日\u{00A0}本") == [])
    }

    @Test func zeroWidthSpaceIsABreak() {
        #expect(kinds("a\u{200B}b") == [.none, .none, .allowed])
    }

    @Test func runsWithoutSpacesStayWhole() {
        #expect(allowed("https://example.com/path?q=1&r=2") == [])
        #expect(allowed("👨‍👩‍👧🎉👍🏽") == [])
        #expect(allowed("v1.2.3") == [])
        #expect(allowed("don’t") == [])
    }

    @Test func emptyAndSingleCluster() {
        #expect(LineBreakOpportunities(clusters: []).kinds == [])
        #expect(kinds("a") == [.none])
        #expect(kinds(" ") == [.none])
        #expect(kinds("日") == [.none])
    }
}
