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
    }

    private let lock = NSLock()
    private var layouts: [Key: TextLayout] = [:]

    /// The layout of `text` for `width`, computed once.
    func layout(_ text: TextContent, width: Double?) -> TextLayout {
        let key = Key(string: text.string, faces: ([text.font.face] + text.font.fallbacks).map(ObjectIdentifier.init),
                      size: text.font.size, style: text.style, width: width)
        if let cached = lock.withLock({ layouts[key] }) { return cached }
        let layout = Typesetter.layout(text.string, font: text.font, style: text.style, width: width)
        lock.withLock { layouts[key] = layout }
        return layout
    }
}
