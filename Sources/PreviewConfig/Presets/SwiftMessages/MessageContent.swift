import PreviewModel
import Raster

/// What a SwiftMessages `MessageView` shows and how it is styled: the arguments of
/// `configureContent(title:body:iconImage:iconText:buttonImage:buttonTitle:…)`,
/// `configureTheme(…)`, `configureDropShadow()`, `layoutMarginAdditions`,
/// `configureBackgroundView(width:)` and the corner radius.
package struct MessageContent: Sendable, Equatable {
    package var title: String?
    package var body: String?
    /// A user image for the icon view (shown unscaled, as `contentMode = .center`).
    package var iconImage: ImageContent?
    /// Text for the icon label (an emoji), system font 38 pt.
    package var iconText: String?
    package var buttonTitle: String?
    /// `configureTheme(_:)`; nil keeps the nib's own colours (white background, black text)
    /// unless `backgroundColor`/`foregroundColor` are given.
    package var theme: SwiftMessagesTheme?
    package var iconStyle: SwiftMessagesIconStyle
    /// `configureTheme(backgroundColor:foregroundColor:)`: override the theme's colours.
    package var backgroundColor: Color?
    package var foregroundColor: Color?
    /// `configureDropShadow()`.
    package var dropShadow: Bool
    /// `layoutMarginAdditions`, replacing the nib's.
    package var marginAdditions: EdgeInsets?
    /// `configureBackgroundView(width:)`.
    package var backgroundWidth: Double?
    /// `(backgroundView as? CornerRoundingView)?.cornerRadius`, replacing the nib's 15.
    package var cornerRadius: Double?

    package init(
        title: String? = nil, body: String? = nil, iconImage: ImageContent? = nil, iconText: String? = nil,
        buttonTitle: String? = nil, theme: SwiftMessagesTheme? = nil, iconStyle: SwiftMessagesIconStyle = .default,
        backgroundColor: Color? = nil, foregroundColor: Color? = nil, dropShadow: Bool = false,
        marginAdditions: EdgeInsets? = nil, backgroundWidth: Double? = nil, cornerRadius: Double? = nil
    ) {
        self.title = title
        self.body = body
        self.iconImage = iconImage
        self.iconText = iconText
        self.buttonTitle = buttonTitle
        self.theme = theme
        self.iconStyle = iconStyle
        self.backgroundColor = backgroundColor
        self.foregroundColor = foregroundColor
        self.dropShadow = dropShadow
        self.marginAdditions = marginAdditions
        self.backgroundWidth = backgroundWidth
        self.cornerRadius = cornerRadius
    }

    /// `MessageView.id` when none is set: `"MessageView:title=Optional(\"…\"), body=…"`, as
    /// SwiftMessages builds it, so that identical messages are dropped as duplicates.
    package var defaultID: String {
        func describe(_ s: String?) -> String { s.map { "Optional(\"\($0)\")" } ?? "nil" }
        return "MessageView:title=\(describe(title)), body=\(describe(body))"
    }
}
