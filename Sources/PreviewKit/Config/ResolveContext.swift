import Typeset

/// What config values are resolved against: the appearance (for system colours), the Dynamic
/// Type size (for text styles) and the fonts.
public struct ResolveContext: Sendable {
    public var appearance: Appearance
    public var dynamicType: DynamicTypeSize
    public var fonts: FontCatalog
    /// Values `update` events gave to elements with an `id`: replacement texts and progress
    /// fractions. Empty when resolving the first version of a view.
    var updates = ContentUpdates()
    /// Collects the element ids met while resolving, to check the ids `update` events name.
    var ids: ElementIDs?

    public init(appearance: Appearance, dynamicType: DynamicTypeSize, fonts: FontCatalog) {
        self.appearance = appearance
        self.dynamicType = dynamicType
        self.fonts = fonts
    }
}

/// What `update` events change in a view: texts and progress fractions by element id.
struct ContentUpdates: Sendable, Hashable {
    var texts: [String: String] = [:]
    var progress: [String: Double] = [:]
}

/// The `id`s of the texts and progress bars in a view, as they are met.
final class ElementIDs: @unchecked Sendable {
    var texts: [String] = []
    var progress: [String] = []
}
