import Typeset

/// What config values are resolved against: the appearance (for system colours), the Dynamic
/// Type size (for text styles) and the fonts.
public struct ResolveContext: Sendable {
    public var appearance: Appearance
    public var dynamicType: DynamicTypeSize
    public var fonts: FontCatalog
    public init(appearance: Appearance, dynamicType: DynamicTypeSize, fonts: FontCatalog) {
        self.appearance = appearance
        self.dynamicType = dynamicType
        self.fonts = fonts
    }
}

