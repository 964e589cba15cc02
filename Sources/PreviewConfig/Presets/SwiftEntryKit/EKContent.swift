import PreviewModel
import Raster
import Typeset

/// What a SwiftEntryKit entry shows: one of the library's message views with its `EKProperty`
/// values, or a custom view tree. Colours stay `EKColor`s until the entry is built.
enum EKContent: Sendable {
    /// `EKNotificationMessageView`.
    case notification(Notification)
    /// `EKNoteMessageView`.
    case note(Label)
    /// `EKProcessingNoteMessageView`: a spinning activity indicator before the label.
    case processingNote(Label, indicator: Indicator)
    /// `EKImageNoteMessageView`.
    case imageNote(Label, Image)
    /// `EKPopUpMessageView`.
    case popUp(PopUp)
    /// `EKAlertMessageView`.
    case alert(Alert)
    /// `EKRatingMessageView`.
    case rating(Rating)
    /// `EKXStatusBarMessageView`: two labels in the status bar's "ears" beside the notch.
    case xStatusBar(leading: Label, trailing: Label)
    case custom(View)

    /// `EKProperty.LabelContent`: text with `LabelStyle` (font, colour, alignment, lines).
    struct Label: Sendable {
        var text: String
        var font: Font
        var color: EKAttributes.EKColor
        var alignment: TextAlignment = .left
        /// 0: as many as needed.
        var numberOfLines = 0
    }

    /// `EKProperty.ImageContent`.
    struct Image: Sendable {
        /// A PNG, or one of the bundled vector icons (drawn in `tint`, black without one).
        enum Source: Sendable {
            case bitmap(ImageContent)
            case icon(Icon, IconStyle)
        }

        var source: Source
        /// nil: the image's own size (an icon's is 24 pt).
        var size: Size?
        /// A template image's colour.
        var tint: EKAttributes.EKColor?
        /// `makesRound`: corner radius half the shorter side.
        var makesRound = false
        var contentMode = ContentMode.stretch

        var shownSize: Size {
            if let size { return size }
            switch source {
            case .bitmap(let b): return b.naturalSize
            case .icon: return Size(24, 24)
            }
        }
    }

    /// `EKNotificationMessage`: `EKSimpleMessage` (image, title, description), an auxiliary
    /// label and `Insets` (content 16, title to description 5).
    struct Notification: Sendable {
        var image: Image?
        var title: Label
        var description: Label
        var auxiliary: Label?
        var contentInsets = EdgeInsets(16)
        var titleToDescription = 5.0
    }

    /// `EKPopUpMessage`.
    struct PopUp: Sendable {
        var themeImage: Image?
        var imagePosition = ImagePosition.topToTop(40)
        var title: Label
        var description: Label
        var button: Button

        enum ImagePosition: Sendable, Equatable {
            case topToTop(Double), centerToTop(Double)
        }
    }

    /// `EKAlertMessage`: a simple message over a button bar.
    struct Alert: Sendable {
        var image: Image?
        var imageOnLeft = false
        var title: Label
        var description: Label
        var buttonBar: ButtonBar
    }

    /// `EKRatingMessage`.
    struct Rating: Sendable {
        var initialTitle: Label
        var initialDescription: Label
        var items: [RatingItem]
        /// The star tapped, if any (0-based): its item's texts show and the button bar is open.
        var selectedIndex: Int?
        var buttonBar: ButtonBar
    }

    /// `EKProperty.EKRatingItemContent`.
    struct RatingItem: Sendable {
        var title: Label
        var description: Label
        var unselectedImage: Image
        var selectedImage: Image
    }

    /// `EKProperty.ButtonContent`.
    struct Button: Sendable {
        var label: Label
        var backgroundColor: EKAttributes.EKColor
        var contentEdgeInset = 5.0
    }

    /// `EKProperty.ButtonBarContent`.
    struct ButtonBar: Sendable {
        var buttons: [Button]
        var separatorColor: EKAttributes.EKColor
        var buttonHeight = 50.0
        var horizontalDistributionThreshold = 2
        /// Opens with a spring 0.5 s after the entry is shown; false: open from the start.
        var expandAnimatedly = true
    }

    /// `UIActivityIndicatorView.Style`.
    enum Indicator: String, Sendable, CaseIterable, ConfigEnum {
        case white, gray, whiteLarge, medium, large

        var isLarge: Bool { self == .whiteLarge || self == .large }
    }
}
