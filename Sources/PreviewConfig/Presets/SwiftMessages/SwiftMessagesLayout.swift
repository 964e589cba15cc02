import PreviewModel

/// SwiftMessages' bundled nib layouts (`MessageView.Layout`, `SwiftMessages/Resources/*.xib`) as
/// data: how each one pads, rounds and spaces its content. `MessageViewBuilder` turns them into
/// view trees.
package enum SwiftMessagesLayout: String, Sendable, Hashable, CaseIterable {
    /// `MessageView.xib`: a full-width banner; the root is the background.
    case messageView
    /// `CardView.xib`: a floating card with rounded corners.
    case cardView
    /// `TabView.xib`: a card attached to the screen edge, rounded only away from it.
    case tabView
    /// `StatusLine.xib`: one small centred line over the status bar.
    case statusLine
    /// `CenteredView.xib`: a vertical card for dialogs.
    case centeredView

    /// The root's `*LayoutMarginAddition`s (top, left, bottom, right) from the nib's runtime
    /// attributes.
    package var marginAdditions: EdgeInsets {
        switch self {
        case .messageView: return EdgeInsets(20)
        case .cardView, .centeredView: return EdgeInsets(10)
        case .tabView: return EdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        case .statusLine: return EdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        }
    }

    /// `collapseLayoutMarginAdditions`: margin = max(addition, safe area) per edge when true,
    /// addition + safe area when false.
    package var collapsesMarginAdditions: Bool { self == .cardView || self == .centeredView }

    /// `bounceAnimationOffset`: points the view hangs past the presenting edge (5 unless the nib
    /// sets 0; StatusLine keeps `BaseView`'s default 5).
    package var bounceOffset: Double { self == .cardView || self == .centeredView ? 0 : 5 }

    /// Whether the background is a `CornerRoundingView` inset from the root (the root is clear).
    package var hasInsetBackground: Bool { self == .cardView || self == .tabView || self == .centeredView }

    /// `CornerRoundingView.cornerRadius` (15 in every rounded nib).
    package var cornerRadius: Double { hasInsetBackground ? 15 : 0 }

    /// Space between title and body: 5 in `MessageView.xib`, 0 in the card and tab.
    package var textSpacing: Double { self == .messageView ? 5 : 0 }

    /// Whether the pan to hide rubber-bands a drag the wrong way: only when the background is
    /// inset from the root on the presenting edge (`TopBottomAnimation.pan`) — the card.
    package var rubberBands: Bool { self == .cardView || self == .centeredView }
}
