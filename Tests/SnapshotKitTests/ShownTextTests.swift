import PreviewKit
import Testing

@testable import SnapshotKit

/// The one escaping rule for text shown in terminals and summaries (`ConfigText.visible`), and
/// the Markdown summary's cells on top of it.
@Suite struct ShownTextTests {
    @Test func controlsAndFormatCharactersBecomeEscapesAndTheRestIsKept() {
        #expect(ConfigText.visible("plain ünïcode → 🐸 عربي") == "plain ünïcode → 🐸 عربي")
        #expect(ConfigText.visible("\u{1B}[31mred\u{07}") == #"\u001B[31mred\u0007"#)
        #expect(ConfigText.visible("a\nb\tc\rd") == #"a\nb\tc\rd"#)
        #expect(ConfigText.visible("\u{9B}\u{202E}\u{2066}\u{200B}") == #"\u009B\u202E\u2066\u200B"#)
    }

    @Test func summaryCellsHoldNoHTMLPipesOrControls() {
        #expect(MarkdownSummary.cell("a | <b>&amp;\n\u{1B}") == #"a \| &lt;b&gt;&amp;amp; \u001B"#)
        #expect(MarkdownSummary.code("name`with|tick") == #"name'with\|tick"#)
    }
}
