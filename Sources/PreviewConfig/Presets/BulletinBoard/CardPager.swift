import PreviewModel
import Raster

/// BulletinBoard's card: one card with a stack of items; pushing or popping swaps the visible
/// item inside the card with a three-phase transition.
///
/// Verified in alexaubry/BulletinBoard @ 7b35bb9 (2021-01-18), `Sources/BLTNItemManager.swift`:
/// - L138–143: the manager starts on its root item with an empty stack (the root is not in it).
/// - L436–457 `showBulletin` → L173–192 `prepare`: the first item is laid out with no
///   transition. `Support/Animations/BulletinPresentationAnimationController.swift` L24–26 and
///   `BulletinDismissAnimationController.swift` L12–14: present and dismiss take 0.3 s.
/// - L304–316 `push`: appended to the stack, shown. L323–344 `popItem`: drops the top of the
///   stack and shows the new top, or the root when the stack empties. L354–380 `popTo`: finds
///   the item in the stack (first match from the bottom), shows it and drops the items above
///   it; if absent, dismisses when `orDismiss` (and the item is not the root), else pops to
///   root. L386–402 `popToRootItem`: no-op on the root. L411–419 `displayNextItem` = push of
///   `next` (resolve it in the caller).
/// - L553–678 `refreshCurrentItemInterface`: every change runs a 0.75 s chain (L595), three
///   linear phases of 1/3 (L598, L616, L634): old content fades out; the card resizes to the
///   new item with nothing visible; new content fades in.
/// - L499–513 `dismissBulletin`: `isPrepared = false` at once; L519–540 `completeDismissal`
///   (after the dismiss animation) resets to the root with an empty stack.
/// - Item calls while not prepared (before `showBulletin`, or after `dismissBulletin`) hit a
///   `precondition` (L725–727): here they are ignored and listed in `Schedule.ignored`.
/// - L262–274 `displayActivityIndicator(color:)`: the spinner (default `.label`) fades in over
///   0.25 s while the content and the close button fade out (`BulletinViewController`
///   `displayActivityIndicator`, default curve); L285–293 `hideActivityIndicator()`: the spinner
///   stops at once and the content and close button come back over one 0.25 s linear phase.
///   An item change hides a running spinner at its start unless the new item starts with one.
/// - L553–558: a change makes the card not dismissable until its chain ends, then dismissable
///   when the item is and no spinner shows; `BulletinViewController` L176 `dismissIfPossible`: a
///   tap outside the card (or a swipe) dismisses only then. `displayActivityIndicator` alone
///   leaves it as it was.
/// Assumption: a change during a running transition starts a new transition from the item
/// that was being shown (the old chain's remaining phases are cut).
package struct CardPager: Sendable {
    /// What an item says about itself (`BLTNItem`): whether a tap outside or a swipe may dismiss
    /// the card while it shows, whether it shows a close button, and whether it starts busy.
    package struct ItemRules: Sendable, Hashable {
        package var isDismissable: Bool
        package var requiresCloseButton: Bool
        package var startsWithActivityIndicator: Bool
        /// `next`: what `displayNextItem` pushes.
        package var next: String?

        package init(
            isDismissable: Bool = true, requiresCloseButton: Bool = true, startsWithActivityIndicator: Bool = false,
            next: String? = nil
        ) {
            self.isDismissable = isDismissable
            self.requiresCloseButton = requiresCloseButton
            self.startsWithActivityIndicator = startsWithActivityIndicator
            self.next = next
        }

        /// `needsCloseButton`.
        package var showsCloseButton: Bool { isDismissable && requiresCloseButton }
    }

    /// `showBulletin(above:)`: what a show of the card is.
    package struct ShowBulletin: Hashable, Sendable {
        package init() {}
    }

    /// The item manager's own calls, made by the preset's timeline events as a `PresetCall` on
    /// the card's id.
    package enum Call: Hashable, Sendable {
        case push(item: String)
        case pop
        case popTo(item: String, orDismiss: Bool)
        case popToRoot
        case dismiss
        /// `displayNextItem()`: a push of the current item's `next` (ignored without one).
        case next
        /// `displayActivityIndicator(color:)`; nil for the default colour.
        case showActivity(Color?)
        case hideActivity
    }

    /// A show, or a request as the seam hands it over, for the card with id `manager`: a hide
    /// of it, or a hide-all, dismisses it; a gesture on it (a tap outside the card or a swipe
    /// that would dismiss it) dismisses it when it is dismissable at that moment; a call on it
    /// carrying a `Call` makes that call. Requests for other ids, drags and touches mean nothing
    /// to it.
    package typealias Event = ManagerEvent<ShowBulletin>

    /// The card's id: what its requests name.
    package var manager: String
    package var rootItem: String
    package var presentDuration: Double
    package var dismissDuration: Double
    package var transitionDuration: Double
    /// Rules by item name; an item not listed has the library's defaults.
    package var items: [String: ItemRules]
    /// The activity indicator's colour when a call gives none (`.label`).
    package var defaultSpinnerColor: Color

    package init(
        manager: String = "", rootItem: String, presentDuration: Double = 0.3, dismissDuration: Double = 0.3,
        transitionDuration: Double = 0.75, items: [String: ItemRules] = [:], defaultSpinnerColor: Color = .black
    ) {
        self.manager = manager
        self.rootItem = rootItem
        self.presentDuration = presentDuration
        self.dismissDuration = dismissDuration
        self.transitionDuration = transitionDuration
        self.items = items
        self.defaultSpinnerColor = defaultSpinnerColor
    }

    fileprivate func rules(_ item: String) -> ItemRules { items[item] ?? ItemRules() }

    /// The card at rest on `item`, busy or not.
    fileprivate func state(_ item: String, spinner: Color?) -> CardState {
        CardState(
            page: item, showsContent: spinner == nil, showsAccessory: spinner == nil && rules(item).showsCloseButton,
            spinner: spinner)
    }

    /// How the card looks when it arrives (the root item, busy when it starts with a spinner).
    package var initialState: CardState {
        state(rootItem, spinner: rules(rootItem).startsWithActivityIndicator ? defaultSpinnerColor : nil)
    }

    package struct Schedule: Equatable, Sendable {
        /// One item per presentation of the card (`id` = the root item).
        package var cards: [ScheduledItem]
        /// Indices of events for this card that had no effect (calls while not presented, a
        /// second present while the card is up, a gesture while it cannot be dismissed).
        package var ignored: [Int]
        package var rootItem: String
        /// Every change of what the card shows, per card (parallel to `cards`), in time order.
        package var changes: [[CardChange]] = []
    }

    package func schedule(_ events: [TimedEvent<Event>]) -> Schedule {
        var sim = Simulation(pager: self, current: rootItem)
        sim.run(events)
        return Schedule(cards: sim.cards, ignored: sim.ignored, rootItem: rootItem, changes: sim.changes)
    }

    private struct Simulation: ManagerSimulation {
        /// The dismissal's completion.
        typealias Internal = Void

        let pager: CardPager
        var cards: [ScheduledItem] = []
        var changes: [[CardChange]] = []
        var ignored: [Int] = []
        var stack: [String] = []
        var current: String
        var prepared = false
        var spinner: Color?
        /// When the card can next be dismissed by a gesture (after the running change's chain).
        var dismissableFrom = 0.0
        var dismissable = false

        init(pager: CardPager, current: String) {
            self.pager = pager
            self.current = current
        }

        mutating func change(_ t: Double, _ to: CardState, _ transition: CardTransition) {
            changes[changes.count - 1].append(CardChange(at: t, to: to, transition: transition))
        }
        /// `refreshCurrentItemInterface`: not dismissable until the chain ends, then as the item
        /// says unless a spinner shows.
        mutating func refreshDismissal(_ t: Double, after duration: Double) {
            dismissable = pager.rules(current).isDismissable && spinner == nil
            dismissableFrom = t + duration
        }
        mutating func show(_ item: String, _ t: Double) {
            current = item
            // A running spinner stops unless the new item starts with one (`shouldDisplayActivityIndicator`).
            if !pager.rules(item).startsWithActivityIndicator { spinner = nil }
            let third = pager.transitionDuration / 3
            change(t, pager.state(item, spinner: spinner), .staged(fadeOut: third, resize: third, fadeIn: third))
            refreshDismissal(t, after: pager.transitionDuration)
        }
        mutating func dismiss(_ t: Double, _ agenda: inout ManagerAgenda<Void>) {
            prepared = false
            cards[cards.count - 1].hideStart = t
            agenda.schedule(at: t + pager.dismissDuration, ())
        }
        mutating func popToRoot(_ t: Double) {
            guard current != pager.rootItem else { return }
            stack = []
            show(pager.rootItem, t)
        }

        /// What a request asks of the card.
        enum Request { case call(Call), gesture }

        /// What `input` asks of this card; nil when it is not for this card.
        func request(_ input: ManagerInput) -> Request? {
            switch input {
            case .all: return .call(.dismiss)
            case .id(let id), .counted(let id): return id == pager.manager ? .call(.dismiss) : nil
            case .gesture(let id): return id == pager.manager ? .gesture : nil
            case .call(let id, let call):
                guard id == pager.manager, let call = call.value(as: Call.self) else { return nil }
                return .call(call)
            case .dragBegan, .dragEnded, .touched: return nil
            }
        }

        mutating func handle(_ event: Event, index: Int, at t: Double, _ agenda: inout ManagerAgenda<Void>) {
            guard case .input(let input) = event else {
                guard !prepared, cards.last?.removal.map({ $0 <= t }) ?? true else {
                    ignored.append(index)
                    return
                }
                prepared = true
                cards.append(
                    ScheduledItem(
                        id: pager.rootItem, event: index, showStart: t, showDuration: pager.presentDuration,
                        hideDuration: pager.dismissDuration))
                changes.append([])
                let first = pager.initialState
                spinner = first.spinner
                refreshDismissal(t, after: 0)  // `prepare` runs the chain with no duration
                return
            }
            guard let request = request(input) else { return }
            guard prepared else {
                ignored.append(index)
                return
            }
            guard case .call(let call) = request else {
                // A gesture that would dismiss the card.
                guard dismissable, t >= dismissableFrom else {
                    ignored.append(index)
                    return
                }
                dismiss(t, &agenda)
                return
            }
            switch call {
            case .push(let item):
                stack.append(item)
                show(item, t)
            case .next:
                guard let next = pager.rules(current).next else {
                    ignored.append(index)
                    return
                }
                stack.append(next)
                show(next, t)
            case .pop:
                guard stack.popLast() != nil, let top = stack.last else {
                    popToRoot(t)
                    return
                }
                show(top, t)
            case .popTo(let item, let orDismiss):
                if let i = stack.firstIndex(of: item) {
                    show(item, t)
                    stack.removeSubrange((i + 1)...)
                } else if item != pager.rootItem, orDismiss {
                    dismiss(t, &agenda)
                } else {
                    popToRoot(t)
                }
            case .popToRoot:
                popToRoot(t)
            case .dismiss:
                dismiss(t, &agenda)
            case .showActivity(let color):
                // The dismissable flag is left as it was.
                spinner = color ?? pager.defaultSpinnerColor
                change(t, pager.state(current, spinner: spinner), .together(.easeInOut(0.25)))
            case .hideActivity:
                spinner = nil
                change(t, pager.state(current, spinner: nil), .staged(fadeOut: 0, resize: 0, fadeIn: pager.transitionDuration / 3))
                refreshDismissal(t, after: pager.transitionDuration / 3)
            }
        }

        /// `completeDismissal`.
        mutating func handle(_ event: Void, at t: Double, _ agenda: inout ManagerAgenda<Void>) {
            current = pager.rootItem
            stack = []
            spinner = nil
        }
    }
}
