import Raster

/// A card that stays on screen while what it shows changes (BulletinBoard's card and its items):
/// a filled shape drawn in the frame of the page it shows, the page's content above it, the page's
/// accessory above that (a close button, laid out in the card's frame), and, while busy, an
/// activity indicator centred in the card instead of the content.
///
/// The presentation's `view` is the first page's content; its manager changes pages and the busy
/// state (`ScheduledItem.cardChanges`) and `CardPose` says how a change looks at each moment.
package struct CardSurface: Sendable, Equatable {
    /// One thing the card can show.
    package struct Page: Sendable, Equatable {
        /// Laid out by the presentation's placement: its frame is the card's frame.
        package var content: View
        /// Laid out in the card's frame, above the content; nil for none.
        package var accessory: View?

        package init(content: View, accessory: View? = nil) {
            self.content = content
            self.accessory = accessory
        }
    }

    package var shape: ShapeKind
    package var fill: Fill
    /// Every page by name.
    package var pages: [String: Page]
    /// The page shown first (the presentation's `view` is its content).
    package var first: String
    /// The state it shows when it arrives.
    package var initial: CardState

    package init(shape: ShapeKind, fill: Fill, pages: [String: Page], first: String, initial: CardState) {
        self.shape = shape
        self.fill = fill
        self.pages = pages
        self.first = first
        self.initial = initial
    }
}

/// What a card shows at rest: a page, whether its content and accessory are visible, and the
/// activity indicator's colour while it spins.
package struct CardState: Sendable, Equatable {
    package var page: String
    package var showsContent: Bool
    package var showsAccessory: Bool
    /// The activity indicator's colour while it shows; nil when it does not.
    package var spinner: Color?

    package init(page: String, showsContent: Bool = true, showsAccessory: Bool, spinner: Color? = nil) {
        self.page = page
        self.showsContent = showsContent
        self.showsAccessory = showsAccessory
        self.spinner = spinner
    }
}

/// From `at` on, a card moves to another state with a transition.
package struct CardChange: Sendable, Equatable {
    package var at: Double
    package var to: CardState
    package var transition: CardTransition

    package init(at: Double, to: CardState, transition: CardTransition) {
        self.at = at
        self.to = to
        self.transition = transition
    }
}

/// How a card goes from one state to the next.
package enum CardTransition: Sendable, Equatable {
    /// Three linear phases one after the other: the old content fades out; the card's frame moves
    /// to the new page's with nothing inside; the new content fades in, and the accessory goes
    /// from its old visibility to its new one. An activity indicator that stops vanishes at once.
    /// (BulletinBoard's item change: 0.25 s each; hiding its activity indicator: only the last.)
    case staged(fadeOut: Double, resize: Double, fadeIn: Double)
    /// Everything at once on one curve: content, accessory and indicator fade to their new
    /// visibility (BulletinBoard's `displayActivityIndicator`: 0.25 s ease-in-out).
    case together(AnimationTiming)

    /// Seconds from start to end.
    package var duration: Double {
        switch self {
        case .staged(let a, let b, let c): return a + b + c
        case .together(let timing): return timing.totalDuration
        }
    }
}
