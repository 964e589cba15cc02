import Raster
import Typeset

/// The text goldens: each sample draws text on a white canvas at 3× with a faint box showing the
/// layout width, so a look shows wrapping, alignment and clipping at once.
enum TextSamples {
    static let catalog: FontCatalog = {
        guard case .success(let library) = FontLibrary.bundled else { fatalError("bundled fonts missing") }
        return FontCatalog(library: library)
    }()

    struct Sample: Sendable {
        let name: String
        let width: Double  // points
        let blocks: [Block]
    }

    struct Block: Sendable {
        let text: String
        let font: Font
        var style = ParagraphStyle()
        var layoutWidth: Double? = nil
        var color = Color(hex: "#1C1C1E")!
    }

    static let scale = 3.0

    static func render(_ sample: Sample) -> Pixmap {
        let padding = 8.0
        var layouts: [(TextLayout, Block)] = []
        var height = padding
        for b in sample.blocks {
            let l = Typesetter.layout(b.text, font: b.font, style: b.style, width: b.layoutWidth)
            layouts.append((l, b))
            height += l.size.height + padding
        }
        var canvas = Canvas(width: Int((sample.width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))!
        canvas.scale(scale, scale)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: sample.width, height: height)), color: .white)
        var y = padding
        for (layout, block) in layouts {
            let w = block.layoutWidth ?? layout.size.width
            canvas.fill(
                Path(rect: Rect(x: padding, y: y, width: w, height: layout.size.height)),
                color: Color(hex: "#E8F0FE")!)
            TextRenderer.draw(layout, at: Point(padding, y), color: block.color, on: &canvas)
            y += layout.size.height + padding
        }
        return canvas.pixmap
    }

    static func font(_ size: Double, _ weight: FontWeight = .regular) -> Font {
        catalog.systemFont(size: size, weight: weight)
    }

    static let paragraph = "Your session expires in five minutes. Save your work to keep your changes — unsaved edits will be lost."

    static let all: [Sample] = [
        Sample(
            name: "wrap-three-widths", width: 320,
            blocks: [
                Block(text: paragraph, font: font(17), layoutWidth: 300),
                Block(text: paragraph, font: font(17), layoutWidth: 200),
                Block(text: paragraph, font: font(17), layoutWidth: 120),
            ]),
        Sample(
            name: "weights", width: 260,
            blocks: FontWeight.allCases.map {
                Block(text: "\($0.rawValue) — Warning 17 pt", font: font(17, $0))
            } + [Block(text: "Display cut at 20 pt", font: font(20, .semibold)), Block(text: "Large Title 34", font: font(34, .bold))]),
        Sample(
            name: "truncation", width: 260,
            blocks: [
                Block(text: paragraph, font: font(17), style: ParagraphStyle(lineLimit: 1), layoutWidth: 240),
                Block(text: paragraph, font: font(17), style: ParagraphStyle(lineLimit: 2), layoutWidth: 240),
                Block(text: paragraph, font: font(15), style: ParagraphStyle(lineLimit: 1, truncation: .head), layoutWidth: 240),
                Block(text: paragraph, font: font(15), style: ParagraphStyle(lineLimit: 1, truncation: .middle), layoutWidth: 240),
            ]),
        Sample(
            name: "long-word", width: 220,
            blocks: [
                Block(text: "Supercalifragilisticexpialidocious-and-then-some words", font: font(17), layoutWidth: 200),
                Block(text: "https://example.com/a/very/long/path/that/never/breaks", font: font(15), layoutWidth: 200),
            ]),
        Sample(
            name: "emoji", width: 330,
            blocks: [
                Block(text: "Saved 🎉", font: font(17, .semibold)),
                Block(text: "Copied 📋 to clipboard 👍🏽 ❤️ 🇫🇷 👩‍💻", font: font(17)),
            ]),
        Sample(
            name: "rtl", width: 260,
            blocks: [
                Block(text: "تم حفظ التغييرات بنجاح", font: font(17), layoutWidth: 240),
                Block(text: "השינויים נשמרו בהצלחה", font: font(17), layoutWidth: 240),
                Block(text: "عدد الرسائل: 123", font: font(17), layoutWidth: 240),
            ]),
        Sample(
            name: "mixed-direction", width: 280,
            blocks: [
                Block(text: "Message from שרה: שלום! See you at 10.", font: font(17), layoutWidth: 260),
                Block(text: "تم إرسال Invoice #42 إلى العميل", font: font(17), layoutWidth: 260),
            ]),
        Sample(
            name: "missing-glyph", width: 260,
            blocks: [
                Block(text: "No glyph: \u{0378} \u{10FFFD} (boxes)", font: font(17)),
                Block(text: "Ελληνικά, Кириллица, 日本語", font: font(17)),
            ]),
        Sample(
            name: "alignment-and-spacing", width: 300,
            blocks: [
                Block(text: "Centered title\nSecond line", font: font(17, .semibold), style: ParagraphStyle(alignment: .center), layoutWidth: 240),
                Block(text: "Right aligned", font: font(15), style: ParagraphStyle(alignment: .right), layoutWidth: 240),
                Block(
                    text: "Line spacing 6 pt and letter spacing 1 pt across wrapped lines", font: font(15),
                    style: ParagraphStyle(lineSpacing: 6, letterSpacing: 1), layoutWidth: 240),
                Block(text: "Translucent text at 50 % alpha", font: font(17, .bold), color: Color(red: 0.8, green: 0.1, blue: 0.1, alpha: 0.5)),
            ]),
    ]
}
