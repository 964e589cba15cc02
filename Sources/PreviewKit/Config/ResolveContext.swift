import Typeset

/// What config values are resolved against: the appearance (for system colours), the Dynamic
/// Type size (for text styles) and the fonts.
package struct ResolveContext: Sendable {
    package var appearance: Appearance
    package var dynamicType: DynamicTypeSize
    package var fonts: FontCatalog
    package init(appearance: Appearance, dynamicType: DynamicTypeSize, fonts: FontCatalog) {
        self.appearance = appearance
        self.dynamicType = dynamicType
        self.fonts = fonts
    }
}

