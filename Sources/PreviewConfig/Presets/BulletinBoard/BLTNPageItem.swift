import PreviewModel
import Raster
import Typeset

/// `BLTNPageItem`: one page of the card, with the library's defaults (`Sources/Models/BLTNItem.swift`
/// L32–63, `BLTNPageItem.swift`, `BLTNActionItem.swift`). The title is always there (a `let` in
/// the library); every other element takes no space when nil. Views a page subclass adds under
/// its description (`makeViewsUnderDescription`) are the example app's text field, choice
/// buttons and image collection, drawn as their still look.
struct BLTNPageItem: Sendable {
    /// What a page subclass adds under the description (shown only with a description, as
    /// `makeContentViews` calls `makeViewsUnderDescription` only then).
    enum Extra: Sendable {
        /// `TextFieldBulletinPage`: `makeTextField` (rounded-rect border, left aligned) with its
        /// placeholder, or the text typed into it.
        case textField(placeholder: String?, text: String?)
        /// `PetSelectorBulletinPage`: 55-point bordered buttons 16 points apart, the selected one
        /// in the action colour, the others light grey.
        case choices(options: [String], selected: Int)
        /// `PetValidationBLTNItem`: a collection of square images in three columns, 256 points tall.
        case collection(images: [ImageContent], height: Double)
    }

    /// A piece of `attributedDescriptionText`: its text and the font and colour attributes it sets
    /// (nil: the description label's, as `UILabel` fills attributes a range lacks).
    struct AttributedPiece: Sendable {
        var text: String
        var font: Font?
        var color: Color?
    }

    var title: String
    var image: ImageContent?
    var descriptionText: String?
    /// Wins over `descriptionText` (`BLTNPageItem.makeContentViews`).
    var attributedDescriptionText: [AttributedPiece]?
    var actionButtonTitle: String?
    var alternativeButtonTitle: String?
    var isDismissable = true
    var requiresCloseButton = true
    var shouldStartWithActivityIndicator = false
    var shouldRespondToKeyboardChanges = true
    /// The item `displayNextItem` pushes.
    var next: String?
    var appearance: BLTNItemAppearance
    var extras: [Extra] = []

    init(title: String, appearance: BLTNItemAppearance) {
        self.title = title
        self.appearance = appearance
    }

    /// The manager's rules for this item.
    var rules: CardPager.ItemRules {
        CardPager.ItemRules(
            isDismissable: isDismissable, requiresCloseButton: requiresCloseButton,
            startsWithActivityIndicator: shouldStartWithActivityIndicator, next: next)
    }
}
