import PreviewModel
import Typeset

/// What config values are resolved against: the appearance (for system colours), the Dynamic
/// Type size (for text styles), the fonts, and the layout direction (for the values SwiftUI
/// mirrors inside a view: `offset`'s x, gradients' unit points, `leading`/`trailing` text alignment).
package struct ResolveContext: Sendable {
    package var appearance: Appearance
    package var dynamicType: DynamicTypeSize
    package var fonts: FontCatalog
    package var layoutDirection: LayoutDirection
    package init(appearance: Appearance, dynamicType: DynamicTypeSize, fonts: FontCatalog, layoutDirection: LayoutDirection = .leftToRight) {
        self.appearance = appearance
        self.dynamicType = dynamicType
        self.fonts = fonts
        self.layoutDirection = layoutDirection
    }

    /// `x` as the view's own space has it: measured from the right, right to left.
    package func unitX(_ x: Double) -> Double { layoutDirection == .rightToLeft ? 1 - x : x }
}
