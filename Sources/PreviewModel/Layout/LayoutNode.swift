import Raster
import Typeset

/// A view after layout: its frame in screen points (snapped to the pixel grid) and what to
/// draw there. This is what the renderer walks.
package struct LayoutNode: Sendable {
    /// What a node draws.
    package enum Content: Sendable {
        case text(TextLayout, Color)
        case image(ImageContent)
        case shape(ShapeContent)
        case divider(Color)
        case progress(ProgressContent)
        /// A modifier over `children[0]`; background/overlay views follow as `children[1]`.
        case modifier(ViewModifier)
        /// A stack's children, or nothing (spacers, empty views).
        case group
        /// `children[0]` drawn reflected about the frame's vertical centre line: a
        /// `flipsForRightToLeft` view in a right-to-left layout.
        case reflected
    }

    package var frame: Rect
    package var content: Content
    package var children: [LayoutNode]
    /// For text: what was laid out (its string and font), for dumps and tests.
    package var source: TextContent? = nil

    /// The first node (depth first) named `name` with `View.named`, or nil.
    package func first(named name: String) -> LayoutNode? {
        if case .modifier(.named(let n)) = content, n == name { return self }
        for child in children { if let found = child.first(named: name) { return found } }
        return nil
    }
}
