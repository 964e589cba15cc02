import Foundation
import Typeset

/// Text layouts already computed during one layout pass, by text, font and width. Stacks ask
/// their children's sizes several times (minimum, maximum, share, final), and nested stacks
/// multiply that, so without this a label deep in a card would be shaped dozens of times.
final class TextLayoutCache: @unchecked Sendable {
    private struct Key: Hashable {
        let string: String
        let faces: [ObjectIdentifier]
        let size: Double
        let style: ParagraphStyle
        let width: Double?
        /// Each run's text, faces and size (empty for plain text).
        let runs: [RunKey]
    }

    private struct RunKey: Hashable {
        let string: String
        let faces: [ObjectIdentifier]
        let size: Double
    }

    private let lock = NSLock()
    private var layouts: [Key: TextLayout] = [:]

    /// The layout of `text` for `width`, computed once.
    func layout(_ text: TextContent, width: Double?) -> TextLayout {
        let runs = text.runs.map {
            RunKey(
                string: $0.text, faces: ([$0.font.face] + $0.font.fallbacks).map(ObjectIdentifier.init),
                size: $0.font.size)
        }
        let key = Key(
            string: text.string, faces: ([text.font.face] + text.font.fallbacks).map(ObjectIdentifier.init),
            size: text.font.size, style: text.style, width: width, runs: runs)
        if var cached = lock.withLock({ layouts[key] }) {
            // The shapes are cached; the colours are the content's.
            cached.runColors = text.runs.map(\.color)
            return cached
        }
        var layout =
            text.runs.isEmpty
            ? Typesetter.layout(text.string, font: text.font, style: text.style, width: width)
            : Typesetter.layout(runs: text.runs, style: text.style, width: width)
        layout.runColors = text.runs.map(\.color)
        lock.withLock { layouts[key] = layout }
        return layout
    }
}
